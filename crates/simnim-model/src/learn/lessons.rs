//! The course's lessons as data: what each says, the playground it opens, its exercises, and
//! every fact its text states (its claims), which `tests/learn.rs` decides with the naive
//! solver. Positions are written as in the papers, piles in vertex order: (1,2,3). Links are
//! the playground's readable links (the README's "Links").

/// One lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its name in links (`#learn=nim`).
    pub slug: &'static str,
    pub title: &'static str,
    /// What the student can do after it.
    pub goal: &'static str,
    /// The theorem or method it covers, as a reader would look it up in its sources.
    pub covers: &'static str,
    /// Its sources: ids of `refs/bibliography.tsv`, printed by
    /// `simnim_core::bibliography::cite` (the one bibliography).
    pub sources: &'static [&'static str],
    pub exercises: &'static [Exercise],
    /// What the text states besides its marked facts (circuits, bases, counts, invariant
    /// vectors), and the exercises' positions.
    pub claims: &'static [Claim],
}

/// An exercise: the playground's task link, graded by the page's engines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exercise {
    pub prompt: &'static str,
    /// A readable link with `&task=outcome|move|value|win`.
    pub link: &'static str,
    /// What decides it: the teacher's answer key (`learn/key.html`) only, never the
    /// student's pages.
    pub theorem: &'static str,
}

/// A fact a lesson states, about a complex written in the papers' notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The position is a P-position (`true`) or an N-position.
    Outcome(&'static str, &'static [u64], bool),
    /// The position's nim value.
    Value(&'static str, &'static [u64], u64),
    /// One move leads from the first position to the second, a P-position.
    Move(&'static str, &'static [u64], &'static [u64]),
    /// The circuits (minimal non-faces), as written.
    Circuits(&'static str, &'static [&'static str]),
    /// The Nim-basis, as written.
    Basis(&'static str, &'static [&'static str]),
    /// The game graph below the position: its positions and its moves.
    Graph(&'static str, &'static [u64], u64, u64),
    /// McCoy–Sieben's GEN(S, W) for points S on a line and W among them: its nim number.
    GenLine(&'static [i64], &'static [i64], u32),
    /// The zero-one vector is invariant (SetNim Def 3.1): p is P exactly when p + z is, for
    /// every p with p and p + z in the box of piles up to the third field.
    Invariant(&'static str, &'static [u64], u64),
    /// Fukuyama's Nim on graphs: the edges (`1-2,1-2`), one number per edge, the piece's
    /// vertex, and whether the position is a P-position.
    OnGraph(&'static str, &'static [u64], &'static str, bool),
    /// Ferguson's matrix Nim: the matrix by rows (`4;6`) and whether it is a P-position.
    Ferguson(&'static str, bool),
    /// Ferguson's matrix Nim: one move from the first matrix to the second, a P-position.
    FergusonMove(&'static str, &'static str),
}

/// Each lesson's slug and the playground it opens (a readable link without `learn`), in
/// the course's order: the page needs only this table, never the lessons' text.
pub const STARTS: &[(&str, &str)] = &[
    ("nim", "c={1},{2},{3}&p=1,2,3"),
    ("graph-and-matrix", "f=matrix:2,2&p=3,1,1,2"),
    ("nim-values", "c={1,2},{3}&p=2,1,3"),
    ("simplicial", "c={1,2},{2,3}&p=1,1,1&show=draw"),
    ("circuits", "c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3,1,2,1,3"),
    ("nim-basis", "c={1,2},{1,3},{1,4},{2,3,4}&p=7,3,5,6"),
    ("circular", "f=cn:6,3&p=1,2,3,2,1,4&view=invariants&show=views"),
    ("irp", "f=cn:5,2&p=3,8,5,9,6&view=invariants&show=views"),
    ("convex", "convex&line=0,1,2,3&w=1,2"),
    ("open-questions", "c={1},{2,3},{2,4},{3,5},{4,5}&p=2,1,0,1,3&view=questions&show=views"),
];

impl Lesson {
    /// The playground the lesson opens.
    pub fn start(&self) -> &'static str {
        STARTS.iter().find(|(slug, _)| *slug == self.slug).map_or("", |(_, s)| s)
    }
}

const CN63: &str = "{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}";
const CN52: &str = "{1,2},{2,3},{3,4},{4,5},{5,1}";
const HEXAGON: &str = "{1,2},{2,3},{3,4},{4,5},{5,6},{6,1}";
const SQUARE: &str = "{1,2},{3,4},{1,3},{2,4}";

/// The course, in order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        slug: "nim",
        title: "Nim: who wins?",
        goal: "Tell P-positions from N-positions in Nim, and find a winning move with the nim-sum.",
        covers: "Bouton's theorem: a Nim position is P exactly when the nim-sum of its piles is 0.",
        sources: &["bouton1902"],
        exercises: &[
            Exercise {
                prompt: "Is (2,5,7) a P-position or an N-position?",
                link: "c={1},{2},{3}&p=2,5,7&task=outcome",
                theorem: "Bouton's theorem: 2 ⊕ 5 ⊕ 7 = 0, so (2,5,7) is P: every move leaves a nim-sum other than 0.",
            },
            Exercise {
                prompt: "Find a winning move from (4,6,7): lower one pile so that the nim-sum is 0.",
                link: "c={1},{2},{3}&p=4,6,7&task=move",
                theorem: "Bouton's theorem: the nim-sum is 5; the winning moves make it 0: to (1,6,7), (4,3,7) or (4,6,2).",
            },
            Exercise {
                prompt: "Win against the computer from (2,3,4). You move first.",
                link: "c={1},{2},{3}&p=2,3,4&task=win",
                theorem: "Bouton's theorem: leave a nim-sum of 0 after each of your moves; the first is to (2,3,1).",
            },
        ],
        claims: &[
            Claim::Outcome("{1},{2},{3}", &[2, 3, 4], false),
            Claim::Move("{1},{2},{3}", &[2, 3, 4], &[2, 3, 1]),
            Claim::Outcome("{1},{2},{3}", &[2, 5, 7], true),
            Claim::Outcome("{1},{2},{3}", &[4, 6, 7], false),
            Claim::Move("{1},{2},{3}", &[4, 6, 7], &[1, 6, 7]),
            Claim::Move("{1},{2},{3}", &[4, 6, 7], &[4, 3, 7]),
            Claim::Move("{1},{2},{3}", &[4, 6, 7], &[4, 6, 2]),
        ],
    },
    Lesson {
        slug: "graph-and-matrix",
        title: "The graph method and the matrix method: Nim on graphs and Matrix Nim",
        goal: "Play the two games Lee Jun Ping's thesis compares, Nim on graphs and Matrix Nim, and find ordinary Nim inside each.",
        covers: "The graph method, Nim on graphs (Fukuyama), and the matrix method, Matrix Nim (Holladay; Ferguson, whose 2 × 1 case is Wythoff's game), as compared in Lee Jun Ping's thesis. Of the thesis only the front matter, Chapter 1, the contents and the references could be read; of Fukuyama's and Ferguson's papers, only their rules.",
        sources: &["leejunping2007", "fukuyama2003a", "holladay1958", "ferguson2001", "wythoff1907", "setnim2026"],
        exercises: &[
            Exercise {
                prompt: "Nim on graphs: two vertices joined by three edges numbered 3, 5 and 6 (the thesis's Figure 3.1), the piece on vertex 1. Is this a P-position or an N-position?",
                link: "fukuyama&edges=1-2,1-2,1-2&w=3,5,6&piece=1&task=outcome",
                theorem: "Every edge is at the piece wherever it stands, so this is Nim with piles 3, 5 and 6: 3 ⊕ 5 ⊕ 6 = 0, a P-position (Bouton's theorem; the exhaustive search of Fukuyama's game agrees).",
            },
            Exercise {
                prompt: "Matrix Nim on the 2 × 2 board: find a winning move from (4,2,3,1).",
                link: "f=matrix:2,2&p=4,2,3,1&task=move",
                theorem: "SetNim Thm 2.9(2): make each diagonal's piles equal. No pile can grow, so lower the first column (piles 1 and 3) to (1,2,2,1).",
            },
            Exercise {
                prompt: "Ferguson's matrix Nim on the column of piles (4,6), which is Wythoff's game: find a winning move.",
                link: "matrix&rule=ferguson&rows=4;6&task=move",
                theorem: "Wythoff's theorem: the P-positions are the pairs (⌊kφ⌋, ⌊kφ⌋ + k). Lowering one pile reaches none of them; taking 1 from both piles (the whole column) reaches (3,5), the only winning move.",
            },
        ],
        claims: &[
            Claim::OnGraph("1-2,1-2,1-2", &[3, 4, 5], "1", false),
            Claim::OnGraph("1-2,1-2,1-2", &[3, 5, 6], "1", true),
            Claim::Outcome(SQUARE, &[4, 2, 3, 1], false),
            Claim::Move(SQUARE, &[4, 2, 3, 1], &[1, 2, 2, 1]),
            Claim::Ferguson("4;6", false),
            Claim::FergusonMove("4;6", "3;5"),
        ],
    },
    Lesson {
        slug: "nim-values",
        title: "Nim values, mex and sums",
        goal: "Compute a nim value with mex, and combine games that do not touch with the nim-sum.",
        covers: "The Sprague–Grundy theorem: every impartial game is worth a Nim pile, its nim value; a sum of games is worth the nim-sum of their values.",
        sources: &["sprague1935", "grundy1939"],
        exercises: &[
            Exercise {
                prompt: "What is the nim value of (1,3,0)?",
                link: "c={1,2},{3}&p=1,3,0&task=value",
                theorem: "On one face the nim value is the number of chips on it (every smaller total is one move away): (1,3,0) has value 4.",
            },
            Exercise {
                prompt: "Find a winning move from (3,3,2).",
                link: "c={1,2},{3}&p=3,3,2&task=move",
                theorem: "Sprague–Grundy: the sum is P when the values' nim-sum is 0, here when the edge holds as many chips as the lone pile: to (0,2,2), (1,1,2) or (2,0,2).",
            },
        ],
        claims: &[
            Claim::Value("{1,2},{3}", &[1, 3, 0], 4),
            Claim::Outcome("{1,2},{3}", &[3, 3, 2], false),
            Claim::Move("{1,2},{3}", &[3, 3, 2], &[0, 2, 2]),
            Claim::Move("{1,2},{3}", &[3, 3, 2], &[1, 1, 2]),
            Claim::Move("{1,2},{3}", &[3, 3, 2], &[2, 0, 2]),
        ],
    },
    Lesson {
        slug: "simplicial",
        title: "Simplicial Nim: faces and moves",
        goal: "Play Nim on a simplicial complex, and see classical Nim and Moore's Nim as complexes.",
        covers: "Simplicial Nim (E&S Sec 1–2) and Moore's Nim as a complex (E&S Prop 4.7).",
        sources: &["es1996", "moore1910"],
        exercises: &[
            Exercise {
                prompt: "On the triangle's three edges (Moore's Nim with k = 2, E&S's Δ_3), is (3,3,3) a P-position or an N-position?",
                link: "c={1,2},{1,3},{2,3}&p=3,3,3&task=outcome",
                theorem: "E&S Prop 4.7 on Δ_3 (moves on at most 2 piles): every binary column holds a multiple of 3 ones, so (3,3,3) is P.",
            },
            Exercise {
                prompt: "On the path, find a winning move from (2,1,3).",
                link: "c={1,2},{2,3}&p=2,1,3&task=move",
                theorem: "The winning move, on the edge {2,3}, empties the middle pile and lowers pile 3 to 2: (2,0,2) is two separate piles of 2 chips, a P-position (Sprague–Grundy).",
            },
        ],
        claims: &[
            Claim::Outcome("{1,2},{1,3},{2,3}", &[3, 3, 3], true),
            Claim::Outcome("{1,2},{2,3}", &[2, 1, 3], false),
            Claim::Move("{1,2},{2,3}", &[2, 1, 3], &[2, 0, 2]),
        ],
    },
    Lesson {
        slug: "circuits",
        title: "Circuits and pointed complexes",
        goal: "Find a complex's circuits, and solve a pointed circuit complex with E&S Theorem 3.2.",
        covers: "E&S Theorem 3.2 (pointed circuit complexes) and E&S Example 3.3.",
        sources: &["es1996"],
        exercises: &[
            Exercise {
                prompt: "Is (5,2,3,2,5) a P-position or an N-position?",
                link: "c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=5,2,3,2,5&task=outcome",
                theorem: "E&S Theorem 3.2: 5 = 2 + 3 and 5 = 2 + 3, so (5,2,3,2,5) is a sum of circuits, P.",
            },
            Exercise {
                prompt: "Find a winning move from (4,2,1,3,5).",
                link: "c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=4,2,1,3,5&task=move",
                theorem: "E&S Theorem 3.2: the move restores pile 5 = pile 2 + pile 3, to (4,2,1,3,3).",
            },
        ],
        claims: &[
            Claim::Circuits("{1,2,3},{2,3,4},{3,4,5},{1,5}", &["{1,4}", "{2,5}", "{1,3,5}"]),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{1,5}", &[5, 2, 3, 2, 5], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{1,5}", &[4, 2, 1, 3, 5], false),
            Claim::Move("{1,2,3},{2,3,4},{3,4,5},{1,5}", &[4, 2, 1, 3, 5], &[4, 2, 1, 3, 3]),
        ],
    },
    Lesson {
        slug: "nim-basis",
        title: "The Nim-basis: Nim in binary layers",
        goal: "Decide a position of a Nim-regular complex from its binary layers, as E&S Theorem 4.4 does.",
        covers: "The Nim-basis, E&S Conditions (A)–(C) and E&S Theorem 4.4; binary matroids (E&S Prop 5.3, Thm 5.7) and E&S Question 9.5, answered for graphs by Reading.",
        sources: &["es1996", "reading1999"],
        exercises: &[
            Exercise {
                prompt: "Is (6,2,4,6) a P-position or an N-position? Read its binary layers.",
                link: "c={1,2},{1,3},{1,4},{2,3,4}&p=6,2,4,6&task=outcome",
                theorem: "E&S Theorem 4.4: the layers are {} (ones), {1,2,4} (twos) and {1,3,4} (fours), all in the Nim-basis, so (6,2,4,6) is P.",
            },
            Exercise {
                prompt: "Find a winning move from (5,6,3,4).",
                link: "c={1,2},{1,3},{1,4},{2,3,4}&p=5,6,3,4&task=move",
                theorem: "E&S Theorem 4.4: the move puts every binary layer back into the Nim-basis (the proof of Thm 4.4(c) builds it): the only one is to (5,5,1,4), on the face {2,3,4}.",
            },
        ],
        claims: &[
            Claim::Basis("{1,2},{1,3},{1,4},{2,3,4}", &["{}", "{1,2,3}", "{1,2,4}", "{1,3,4}"]),
            Claim::Outcome("{1,2},{1,3},{1,4},{2,3,4}", &[5, 6, 3, 4], false),
            Claim::Move("{1,2},{1,3},{1,4},{2,3,4}", &[5, 6, 3, 4], &[5, 5, 1, 4]),
            Claim::Outcome("{1,2},{1,3},{1,4},{2,3,4}", &[6, 2, 4, 6], true),
        ],
    },
    Lesson {
        slug: "circular",
        title: "CircularNim and invariant vectors",
        goal: "Play CircularNim, and use an invariant vector to see many P-positions at once.",
        covers: "CircularNim CN(n,k) and invariant vectors (SetNim Def 3.1, Examples 3.2 and 7.4, Theorem 2.9(5) for CN(6,3)).",
        sources: &["setnim2026"],
        exercises: &[
            Exercise {
                prompt: "Is (3,1,2,2,2,1) a P-position or an N-position in CN(6,3)?",
                link: "f=cn:6,3&p=3,1,2,2,2,1&task=outcome",
                theorem: "SetNim Thm 2.9(5): a + b = 4 = d + e and b + c = 3 = e + f, so (3,1,2,2,2,1) is P.",
            },
            Exercise {
                prompt: "Find a winning move from (2,3,1,4,1,1).",
                link: "f=cn:6,3&p=2,3,1,4,1,1&task=move",
                theorem: "SetNim Thm 2.9(5): the move restores a + b = d + e and b + c = e + f: to (2,1,1,2,1,1) or (2,2,0,3,1,1).",
            },
        ],
        claims: &[
            Claim::Invariant(CN63, &[1, 0, 0, 1, 0, 0], 2),
            Claim::Invariant(CN63, &[0, 1, 0, 0, 1, 0], 2),
            Claim::Invariant(CN63, &[0, 0, 1, 0, 0, 1], 2),
            Claim::Invariant(CN63, &[1, 0, 1, 0, 1, 0], 2),
            Claim::Invariant(CN63, &[0, 1, 0, 1, 0, 1], 2),
            Claim::Invariant(CN63, &[1, 1, 1, 1, 1, 1], 2),
            Claim::Outcome(CN63, &[3, 1, 2, 2, 2, 1], true),
            Claim::Outcome(CN63, &[2, 3, 1, 4, 1, 1], false),
            Claim::Move(CN63, &[2, 3, 1, 4, 1, 1], &[2, 1, 1, 2, 1, 1]),
            Claim::Move(CN63, &[2, 3, 1, 4, 1, 1], &[2, 2, 0, 3, 1, 1]),
        ],
    },
    Lesson {
        slug: "irp",
        title: "The Invariance Reduction Process",
        goal: "Find a winning move in a large game by reducing it to a smaller one and lifting the move back.",
        covers: "The zero reduction and the Invariance Reduction Process (SetNim Sec 2–3: Def 2.2, Remark 3.3(3), Lemma 3.6, Example 3.7; SetNim Thm 2.9(3), first proved as E&S Prop 8.3).",
        sources: &["setnim2026", "es1996"],
        exercises: &[
            Exercise {
                prompt: "Find a winning move from (4,7,6,8,5) in CN(5,2): subtract the smallest pile, drop the empty one, solve the path, lift the move back.",
                link: "f=cn:5,2&p=4,7,6,8,5&task=move",
                theorem: "The Invariance Reduction Process (SetNim Sec 3): the reduced game's winning move, lifted back (Lemma 3.6): to (4,7,4,6,5).",
            },
            Exercise {
                prompt: "Is (3,1,2,2,1) a P-position or an N-position in CN(5,2)?",
                link: "f=cn:5,2&p=3,1,2,2,1&task=outcome",
                theorem: "SetNim Thm 2.9(3) (first proved as E&S Prop 8.3): up to rotation and reflection the P-positions of CN(5,2) are (M, m, c, d, m) with M the largest pile, both its neighbours equal to the same m, and M + m = c + d for the two piles opposite M. Here 3 sits between 1 and 1, and 3 + 1 = 2 + 2, so (3,1,2,2,1) is P.",
            },
        ],
        claims: &[
            Claim::Invariant(CN52, &[1, 1, 1, 1, 1], 4),
            Claim::Outcome(CN52, &[3, 8, 5, 9, 6], false),
            Claim::Outcome(CN52, &[0, 5, 2, 6, 3], false),
            Claim::Outcome(CN52, &[4, 7, 6, 8, 5], false),
            Claim::Move(CN52, &[4, 7, 6, 8, 5], &[4, 7, 4, 6, 5]),
            Claim::Outcome(CN52, &[3, 1, 2, 2, 1], true),
            // The rule as lesson 8 once misstated it (the largest pile's neighbours not both m)
            // holds here, at an N-position: the key states the theorem in full.
            Claim::Outcome(CN52, &[3, 1, 2, 2, 2], false),
        ],
    },
    Lesson {
        slug: "convex",
        title: "Games on convex geometries",
        goal: "Play the achievement game GEN(S, W) on points, and read its structure diagram.",
        covers: "The achievement game GEN(S, W) on convex geometries, structure classes and the type calculus (McCoy–Sieben Sec 4, Def 4.14), and McCoy–Sieben Prop 7.1 (points on a line). The avoidance game DNG(S, W), which simnim also plays, is one of the further directions they propose (McCoy–Sieben Sec 8 (8)), after Anderson and Harary.",
        sources: &["ms2020", "andersonharary1987"],
        exercises: &[Exercise {
            prompt: "On the five points 0, 1, 2, 3, 4 of a line, with W = {1,3}: what is nim(GEN(S, W))?",
            link: "convex&line=0,1,2,3,4&w=1,3&task=value",
            theorem: "McCoy–Sieben Prop 7.1 (points on a line) and the type calculus of the structure classes (Def 4.14): the nim number is 2.",
        }],
        claims: &[Claim::GenLine(&[0, 1, 2, 3], &[1, 2], 0), Claim::GenLine(&[0, 1, 2, 3, 4], &[1, 3], 2)],
    },
    Lesson {
        slug: "open-questions",
        title: "Open questions: a research exercise",
        goal: "Check one of E&S's open questions on a complex, and meet the counterexamples found since.",
        covers: "E&S Question 9.1 and E&S Conjecture 8.1, SetNim Remark 3.3(5), and the counterexamples of simnim's census and atlas (FINDINGS.md, F1 and F6).",
        sources: &["es1996", "setnim2026"],
        exercises: &[
            Exercise {
                prompt: "On the 4-cycle with a lone vertex, is (1,1,1,1,2) a P-position or an N-position?",
                link: "c={1},{2,3},{2,4},{3,5},{4,5}&p=1,1,1,1,2&task=outcome",
                theorem: "The census's counterexample to E&S Question 9.1 (FINDINGS.md F1): (1,1,1,1,2) is P, and its double is not.",
            },
            Exercise {
                prompt: "Now its double: is (2,2,2,2,4) a P-position or an N-position?",
                link: "c={1},{2,3},{2,4},{3,5},{4,5}&p=2,2,2,2,4&task=outcome",
                theorem: "E&S Question 9.1 fails here: (2,2,2,2,4) is an N-position (a winning move is to (2,2,1,2,2)) although its half is P.",
            },
            Exercise {
                prompt: "On the hexagon C_{6,2}, is (1,3,1,5,1,7) a P-position or an N-position?",
                link: "f=cn:6,2&p=1,3,1,5,1,7&task=outcome",
                theorem: "E&S Conjecture 8.1 fails on C_{6,2}: (0,2,0,4,0,6) is P, and one more chip on every pile, (1,3,1,5,1,7), is N: a winning move is to (1,3,1,5,0,2) (FINDINGS.md F6).",
            },
        ],
        claims: &[
            Claim::Outcome("{1},{2,3},{2,4},{3,5},{4,5}", &[1, 1, 1, 1, 2], true),
            Claim::Outcome("{1},{2,3},{2,4},{3,5},{4,5}", &[2, 2, 2, 2, 4], false),
            Claim::Move("{1},{2,3},{2,4},{3,5},{4,5}", &[2, 2, 2, 2, 4], &[2, 2, 1, 2, 2]),
            Claim::Outcome(HEXAGON, &[0, 2, 0, 4, 0, 6], true),
            Claim::Outcome(HEXAGON, &[1, 3, 1, 5, 1, 7], false),
            Claim::Move(HEXAGON, &[1, 3, 1, 5, 1, 7], &[1, 3, 1, 5, 0, 2]),
        ],
    },
];

/// The works the course cites, in the order the lessons first cite them (ids of
/// `refs/bibliography.tsv`), for the teacher's page.
pub fn sources() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for id in LESSONS.iter().flat_map(|l| l.sources) {
        if !out.contains(id) {
            out.push(id);
        }
    }
    out
}
