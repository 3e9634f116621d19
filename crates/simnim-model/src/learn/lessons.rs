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
    /// The theorem or method it covers, cited as a reader would look it up.
    pub covers: &'static str,
    /// Paragraphs: plain text, `*…*` for emphasis.
    pub text: &'static [&'static str],
    pub exercises: &'static [Exercise],
    /// Every outcome, value, move, circuit, basis or count the text states.
    pub claims: &'static [Claim],
}

/// An exercise: the playground's task link, graded by the page's engines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exercise {
    pub prompt: &'static str,
    /// A readable link with `&task=outcome|move|value|win`.
    pub link: &'static str,
    /// What decides it, shown once it is solved.
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
}

const BOUTON: &str =
    "C. L. Bouton, Nim, a game with a complete mathematical theory, Annals of Mathematics 3 (1901–1902)";
const ES: &str = "R. Ehrenborg and E. Steingrímsson, Playing Nim on a simplicial complex, Electronic Journal of Combinatorics 3 (1996) #R9";
const SETNIM: &str = "S. Kadam, M. Dufour and S. Heubach, the SetNim paper on invariant vectors and the Invariance Reduction Process, arXiv:2604.02587";

/// Each lesson's slug and the playground it opens (a readable link without `learn`), in
/// the course's order: the page needs only this table, never the lessons' text.
pub const STARTS: &[(&str, &str)] = &[
    ("nim", "c={1},{2},{3}&p=1,2,3"),
    ("graph-and-table", "c={1},{2}&p=3,3&view=graph&show=views"),
    ("nim-values", "c={1,2},{3}&p=2,1,3"),
    ("simplicial", "c={1,2},{2,3}&p=1,1,1&show=draw"),
    ("circuits", "c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3,1,2,1,3"),
    ("nim-basis", "c={1,2},{1,3},{1,4},{2,3,4}&p=7,3,5,6"),
    ("circular", "f=cn:6,3&p=1,2,3,2,1,4&view=invariants&show=views"),
    ("irp", "f=cn:5,2&p=3,8,5,9,6&view=invariants&show=views"),
    ("convex", "convex&line=0,1,2,3&w=1,2"),
    ("open-questions", "c={1},{2,3},{2,4},{3,5},{4,5}&p=1,1,1,1,2&view=questions&show=views"),
];

impl Lesson {
    /// The playground the lesson opens.
    pub fn start(&self) -> &'static str {
        STARTS.iter().find(|(slug, _)| *slug == self.slug).map_or("", |(_, s)| s)
    }
}

/// The course, in order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        slug: "nim",
        title: "Nim: who wins?",
        goal: "Tell P-positions from N-positions in Nim, and find a winning move with the nim-sum.",
        covers: "Bouton's theorem: a Nim position is P exactly when the nim-sum of its piles is 0 (C. L. Bouton, Nim, a game with a complete mathematical theory, Annals of Mathematics 3, 1901–1902).",
        text: &[
            "Three piles of chips. Two players take turns; a move takes any number of chips, at least one, from *one* pile. Whoever cannot move — because no chips are left — loses. In the playground each pile sits on a vertex (a disc), and the dark tag beside the disc counts its chips.",
            "A position is a *P-position* when the player who has just moved (the Previous player) wins with best play: every move from it leads to an N-position. It is an *N-position* when the Next player, the one to move, wins: some move leads to a P-position. The empty position is P: the player to move has lost.",
            "Bouton found the rule in 1901. Write the piles in binary and add them without carrying (this is the *nim-sum*, written ⊕): the position is P exactly when the nim-sum is 0. For (1,2,3): 1 ⊕ 2 = 3 and 3 ⊕ 3 = 0, so (1,2,3) is P. For (3,4,5) the nim-sum is 2, so it is N, and a winning move makes it 0 again: take 2 chips from the first pile, to (1,4,5).",
            "Try it: the answer panel says who wins, but an exercise hides it until you answer.",
        ],
        exercises: &[
            Exercise {
                prompt: "Is (2,5,7) a P-position or an N-position?",
                link: "c={1},{2},{3}&p=2,5,7&task=outcome",
                theorem: "Bouton's theorem: 2 ⊕ 5 ⊕ 7 = 0, so every move leaves a nim-sum other than 0.",
            },
            Exercise {
                prompt: "Find a winning move from (4,6,7): lower one pile so that the nim-sum is 0.",
                link: "c={1},{2},{3}&p=4,6,7&task=move",
                theorem: "Bouton's theorem: the move makes the nim-sum 0, a P-position (there are three such moves).",
            },
            Exercise {
                prompt: "Win against the computer from (2,3,4). You move first.",
                link: "c={1},{2},{3}&p=2,3,4&task=win",
                theorem: "Bouton's theorem: leave a nim-sum of 0 after each of your moves.",
            },
        ],
        claims: &[
            Claim::Outcome("{1},{2},{3}", &[1, 2, 3], true),
            Claim::Outcome("{1},{2},{3}", &[3, 4, 5], false),
            Claim::Move("{1},{2},{3}", &[3, 4, 5], &[1, 4, 5]),
            Claim::Outcome("{1},{2},{3}", &[2, 3, 4], false),
            Claim::Outcome("{1},{2},{3}", &[2, 5, 7], true),
            Claim::Outcome("{1},{2},{3}", &[4, 6, 7], false),
        ],
    },
    Lesson {
        slug: "graph-and-table",
        title: "Two ways to solve a game: the graph and the table",
        goal: "Solve a small game by its game graph and by its value table, and compare what each costs as the piles grow.",
        covers: "The graph method and the matrix (value table) method, as compared in Lee Jun Ping, Comparison between graph method and matrix method played on Nim game, Universiti Malaysia Sabah (2007).",
        text: &[
            "The *graph method* draws every position below the start as a node and every move as an arrow, then labels the nodes from the bottom up: a node is P when all its arrows lead to N-nodes. The game graph view below the drawing does exactly this for two piles.",
            "The *matrix method* writes a table with one pile down the rows and the other across the columns; each cell holds the position's value, computed from the cells to its left and above it. In two-pile Nim the P-cells are the diagonal: (a,b) is P exactly when a = b, so (5,5) is P.",
            "What does each cost? Below (3,3) the graph has 16 positions and 48 moves; below (6,6) it has 49 positions and 294 moves; with a third pile, below (3,3,3), 64 positions and 288 moves. The table has one cell per position as well, but it never stores the arrows: each cell reads its row and its column. The graph grows with the number of moves, the table with the number of positions — which is why simnim's engines work like the table.",
        ],
        exercises: &[
            Exercise {
                prompt: "What is the nim value of (3,5) in two-pile Nim? (Read it off the value table, or compute 3 ⊕ 5.)",
                link: "c={1},{2}&p=3,5&task=value",
                theorem: "The value of a Nim position is the nim-sum of its piles (Sprague–Grundy): 3 ⊕ 5 = 6.",
            },
            Exercise {
                prompt: "Is (6,4) a P-position or an N-position?",
                link: "c={1},{2}&p=6,4&task=outcome",
                theorem: "Only equal piles are P in two-pile Nim: from unequal piles, make them equal (Bouton's theorem).",
            },
        ],
        claims: &[
            Claim::Outcome("{1},{2}", &[5, 5], true),
            Claim::Outcome("{1},{2}", &[6, 4], false),
            Claim::Value("{1},{2}", &[3, 5], 6),
            Claim::Graph("{1},{2}", &[3, 3], 16, 48),
            Claim::Graph("{1},{2}", &[6, 6], 49, 294),
            Claim::Graph("{1},{2},{3}", &[3, 3, 3], 64, 288),
        ],
    },
    Lesson {
        slug: "nim-values",
        title: "Nim values, mex and sums",
        goal: "Compute a nim value with mex, and combine games that do not touch with the nim-sum.",
        covers: "The Sprague–Grundy theorem (R. P. Sprague 1935, P. M. Grundy 1939): every impartial game is worth a Nim pile, its nim value; a sum of games is worth the nim-sum of their values.",
        text: &[
            "The *nim value* of a position is the smallest number that is not the value of a position one move away (the *mex*, minimum excluded). A position with no moves has value 0; a position is P exactly when its value is 0.",
            "In the playground the piles 1 and 2 are joined by an edge: one move may take chips from both. From (2,1,0) every total from 0 to 2 can be reached on the edge, so its value is 3 — on a single face the value is the number of chips on it.",
            "Vertex 3 is on its own: the game is a *sum* of two games that do not touch, and Sprague and Grundy showed that the value of a sum is the nim-sum of the values. At (2,1,3) the edge is worth 3 and the lone pile 3, and 3 ⊕ 3 = 0: (2,1,3) is P. From (2,2,3) the edge is worth 4, and the winning moves make it worth 3 again, for instance to (1,2,3).",
        ],
        exercises: &[
            Exercise {
                prompt: "What is the nim value of (1,3,0)?",
                link: "c={1,2},{3}&p=1,3,0&task=value",
                theorem: "On one face the nim value is the number of chips on it (every smaller total is one move away).",
            },
            Exercise {
                prompt: "Find a winning move from (3,3,2).",
                link: "c={1,2},{3}&p=3,3,2&task=move",
                theorem: "Sprague–Grundy: the sum is P when the values' nim-sum is 0, here when the edge holds as many chips as the lone pile.",
            },
        ],
        claims: &[
            Claim::Value("{1,2},{3}", &[2, 1, 0], 3),
            Claim::Outcome("{1,2},{3}", &[2, 1, 3], true),
            Claim::Outcome("{1,2},{3}", &[2, 2, 3], false),
            Claim::Move("{1,2},{3}", &[2, 2, 3], &[1, 2, 3]),
            Claim::Value("{1,2},{3}", &[1, 3, 0], 4),
            Claim::Outcome("{1,2},{3}", &[3, 3, 2], false),
        ],
    },
    Lesson {
        slug: "simplicial",
        title: "Simplicial Nim: faces and moves",
        goal: "Play Nim on a simplicial complex, and see classical Nim and Moore's Nim as complexes.",
        covers: "Simplicial Nim (E&S Sec 1–2) and Moore's Nim as a complex (E&S Prop 4.7), in R. Ehrenborg and E. Steingrímsson, Playing Nim on a simplicial complex, Electronic Journal of Combinatorics 3 (1996) #R9.",
        text: &[
            "A *simplicial complex* is a family of sets of vertices, the *faces*, such that every subset of a face is a face. A move picks one face and takes chips from any of its piles, at least one chip in all. Edges, filled triangles and larger faces are drawn; click empty space to add a vertex, select vertices and press Make face to add a face.",
            "Classical Nim is the complex with no edges. On the path 1–2–3 (two edges meeting at vertex 2), (1,1,1) is N: emptying the middle pile leaves (1,0,1), two separate piles of one chip, a P-position.",
            "Moore's Nim lets a move touch up to k piles: it is the complex of all sets of at most k vertices. E&S Prop 4.7 gives its rule: write the piles in binary; the position is P when every binary column holds a multiple of k + 1 ones. On three piles with k = 2 (the triangle's three edges) (1,1,1) is P — its column of ones holds three ones — and (1,2,3) is N: a winning move goes to (1,1,1).",
        ],
        exercises: &[
            Exercise {
                prompt: "On the triangle's three edges (Moore's Nim with k = 2), is (3,3,3) a P-position or an N-position?",
                link: "c={1,2},{1,3},{2,3}&p=3,3,3&task=outcome",
                theorem: "E&S Prop 4.7 (Moore's Nim): every binary column holds a multiple of 3 ones.",
            },
            Exercise {
                prompt: "On the path, find a winning move from (2,1,3).",
                link: "c={1,2},{2,3}&p=2,1,3&task=move",
                theorem: "Emptying the middle pile splits the game into two single piles of equal size: a P-position (Sprague–Grundy).",
            },
        ],
        claims: &[
            Claim::Outcome("{1,2},{2,3}", &[1, 1, 1], false),
            Claim::Move("{1,2},{2,3}", &[1, 1, 1], &[1, 0, 1]),
            Claim::Outcome("{1,2},{1,3},{2,3}", &[1, 1, 1], true),
            Claim::Outcome("{1,2},{1,3},{2,3}", &[1, 2, 3], false),
            Claim::Move("{1,2},{1,3},{2,3}", &[1, 2, 3], &[1, 1, 1]),
            Claim::Outcome("{1,2},{1,3},{2,3}", &[3, 3, 3], true),
            Claim::Outcome("{1,2},{2,3}", &[2, 1, 3], false),
        ],
    },
    Lesson {
        slug: "circuits",
        title: "Circuits and pointed complexes",
        goal: "Find a complex's circuits, and solve a pointed circuit complex with E&S Theorem 3.2.",
        covers: "E&S Theorem 3.2 (pointed circuit complexes) and Example 3.3, in R. Ehrenborg and E. Steingrímsson, Playing Nim on a simplicial complex, Electronic Journal of Combinatorics 3 (1996) #R9.",
        text: &[
            "A *circuit* is a set of vertices that is not a face although every smaller part of it is: a minimal non-face. The complex {1,2,3},{2,3,4},{3,4,5},{1,5} has three circuits: {1,4}, {2,5} and {1,3,5}. The theory panel lists them.",
            "The complex is *pointed* when every circuit has a *point*, a vertex in no other circuit: here 4 for {1,4}, 2 for {2,5} and 3 for {1,3,5}. E&S Theorem 3.2: then the zero positions (P-positions) are the sums of circuits, each circuit taken as many times as the pile on its point. Here that says: pile 1 equals piles 4 + 3, and pile 5 equals piles 2 + 3.",
            "So (3,1,2,1,3) is P (3 = 1 + 2 and 3 = 1 + 2), and (3,1,2,1,4) is N: taking one chip from pile 5 wins. The theorem decides positions of any size at once, without a search.",
        ],
        exercises: &[
            Exercise {
                prompt: "Is (5,2,3,2,5) a P-position or an N-position?",
                link: "c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=5,2,3,2,5&task=outcome",
                theorem: "E&S Theorem 3.2: the position is the sum of its circuits, each weighted by the pile on its point.",
            },
            Exercise {
                prompt: "Find a winning move from (4,2,1,3,5).",
                link: "c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=4,2,1,3,5&task=move",
                theorem: "E&S Theorem 3.2: the move restores pile 5 = pile 2 + pile 3.",
            },
        ],
        claims: &[
            Claim::Circuits("{1,2,3},{2,3,4},{3,4,5},{1,5}", &["{1,4}", "{2,5}", "{1,3,5}"]),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{1,5}", &[3, 1, 2, 1, 3], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{1,5}", &[3, 1, 2, 1, 4], false),
            Claim::Move("{1,2,3},{2,3,4},{3,4,5},{1,5}", &[3, 1, 2, 1, 4], &[3, 1, 2, 1, 3]),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{1,5}", &[5, 2, 3, 2, 5], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{1,5}", &[4, 2, 1, 3, 5], false),
        ],
    },
    Lesson {
        slug: "nim-basis",
        title: "The Nim-basis: Nim in binary layers",
        goal: "Decide a position of a Nim-regular complex from its binary layers, as E&S Theorem 4.4 does.",
        covers: "The Nim-basis, Conditions (A)–(C) and Theorem 4.4 (and binary matroids, Sec 5), in R. Ehrenborg and E. Steingrímsson, Playing Nim on a simplicial complex, Electronic Journal of Combinatorics 3 (1996) #R9.",
        text: &[
            "Write every pile in binary. The *binary layer* of a bit is the set of vertices whose pile has that bit. In classical Nim a position is P when every layer has an even number of vertices. E&S found complexes that work the same way with another family of sets, the *Nim-basis*: a position is P exactly when every binary layer is in the basis (Theorem 4.4). Such complexes are *Nim-regular*.",
            "For the complex {1,2},{1,3},{1,4},{2,3,4} (E&S Example 4.5) the Nim-basis is {}, {1,2,3}, {1,2,4} and {1,3,4}. At (7,3,5,6) the ones' layer is {1,2,3}, the twos' layer {1,2,4} and the fours' layer {1,3,4}: all in the basis, so (7,3,5,6) is P, however large the piles.",
            "Every binary matroid (for instance the forests of a graph) gives a Nim-regular complex whose basis is the disjoint unions of its circuits (E&S Sec 5). E&S asked whether every Nim-basis is of that form; simnim's census found that it is not (see FINDINGS.md, F4).",
        ],
        exercises: &[
            Exercise {
                prompt: "Is (6,2,4,6) a P-position or an N-position? Read its binary layers.",
                link: "c={1,2},{1,3},{1,4},{2,3,4}&p=6,2,4,6&task=outcome",
                theorem: "E&S Theorem 4.4: the layers are {} (ones), {1,2,4} (twos) and {1,3,4} (fours), all in the Nim-basis.",
            },
            Exercise {
                prompt: "Find a winning move from (7,3,5,7).",
                link: "c={1,2},{1,3},{1,4},{2,3,4}&p=7,3,5,7&task=move",
                theorem: "E&S Theorem 4.4: the move puts every binary layer back into the Nim-basis (the proof of Thm 4.4(c) builds it).",
            },
        ],
        claims: &[
            Claim::Basis("{1,2},{1,3},{1,4},{2,3,4}", &["{}", "{1,2,3}", "{1,2,4}", "{1,3,4}"]),
            Claim::Outcome("{1,2},{1,3},{1,4},{2,3,4}", &[7, 3, 5, 6], true),
            Claim::Outcome("{1,2},{1,3},{1,4},{2,3,4}", &[7, 3, 5, 7], false),
            Claim::Outcome("{1,2},{1,3},{1,4},{2,3,4}", &[6, 2, 4, 6], true),
        ],
    },
    Lesson {
        slug: "circular",
        title: "CircularNim and invariant vectors",
        goal: "Play CircularNim, and use an invariant vector to see many P-positions at once.",
        covers: "CircularNim CN(n,k) and invariant vectors (Sec 3, Example 3.2, Theorem 2.9(5) for CN(6,3)), in S. Kadam, M. Dufour and S. Heubach, the SetNim paper, arXiv:2604.02587.",
        text: &[
            "In CircularNim CN(n,k) the n piles stand in a circle and a move takes chips from up to k *consecutive* piles. It is simplicial Nim on the cycle complex C_{n,k}. For CN(6,3) the P-positions are known (SetNim Thm 2.9(5)): with the piles a,b,c,d,e,f around the circle, P exactly when a + b = d + e and b + c = e + f. So (1,2,3,2,1,4) is P.",
            "A 0/1 vector z is *invariant* when adding it never changes who wins: p is P exactly when p + z is. CN(6,3) has the invariant vectors (1,0,0,1,0,0), (0,1,0,0,1,0), (0,0,1,0,0,1), (1,0,1,0,1,0) and (0,1,0,1,0,1) (SetNim Example 3.2): add one to opposite piles, or to every other pile, and a P-position stays P: (1,2,3,2,1,4) + (1,0,0,1,0,0) = (2,2,3,3,1,4) is P, and so is (2,2,4,2,2,4). The invariant vectors view finds them in a box.",
        ],
        exercises: &[
            Exercise {
                prompt: "Is (3,1,2,2,2,1) a P-position or an N-position in CN(6,3)?",
                link: "f=cn:6,3&p=3,1,2,2,2,1&task=outcome",
                theorem: "SetNim Thm 2.9(5): a + b = d + e and b + c = e + f.",
            },
            Exercise {
                prompt: "Find a winning move from (2,3,1,4,1,1).",
                link: "f=cn:6,3&p=2,3,1,4,1,1&task=move",
                theorem: "SetNim Thm 2.9(5): the move restores a + b = d + e and b + c = e + f.",
            },
        ],
        claims: &[
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[1, 2, 3, 2, 1, 4], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[2, 2, 3, 2, 1, 4], false),
            Claim::Move("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[2, 2, 3, 2, 1, 4], &[1, 2, 3, 2, 1, 4]),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[2, 2, 3, 3, 1, 4], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[2, 2, 4, 2, 2, 4], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[3, 1, 2, 2, 2, 1], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[2, 3, 1, 4, 1, 1], false),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[1, 0, 0, 1, 0, 0], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[0, 1, 0, 0, 1, 0], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[0, 0, 1, 0, 0, 1], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[1, 0, 1, 0, 1, 0], true),
            Claim::Outcome("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,1},{6,1,2}", &[0, 1, 0, 1, 0, 1], true),
        ],
    },
    Lesson {
        slug: "irp",
        title: "The Invariance Reduction Process",
        goal: "Find a winning move in a large game by reducing it to a smaller one and lifting the move back.",
        covers: "Zero and merge reductions and the Invariance Reduction Process (SetNim Sec 2–3, Lemma 3.6), in S. Kadam, M. Dufour and S. Heubach, the SetNim paper, arXiv:2604.02587.",
        text: &[
            "CN(5,2) has one invariant vector, (1,1,1,1,1): taking the same number of chips from every pile changes nothing about who wins. The *Invariance Reduction Process* uses that. From (3,8,5,9,6), subtract 3 from every pile (the smallest pile): (0,5,2,6,3).",
            "A pile with no chips can be dropped (*zero reduction*): what is left is a path of four piles, PathNim PN(4,2), a game SetNim solves (Thm 4.1). There (5,2,6,3) is N, and its winning move empties the second pile and leaves 2 on the third.",
            "Take the same chips from the original position (Lemma 3.6): (3,8,5,9,6) goes to (3,8,3,5,6), a P-position of CN(5,2). The invariant vectors view spells out each step for the position on the drawing.",
        ],
        exercises: &[
            Exercise {
                prompt: "Find a winning move from (4,7,6,8,5) in CN(5,2): subtract the smallest pile, drop the empty one, solve the path, lift the move back.",
                link: "f=cn:5,2&p=4,7,6,8,5&task=move",
                theorem: "The Invariance Reduction Process (SetNim Sec 3): the reduced game's winning move, lifted back (Lemma 3.6).",
            },
            Exercise {
                prompt: "Is (3,1,2,2,1) a P-position or an N-position in CN(5,2)?",
                link: "f=cn:5,2&p=3,1,2,2,1&task=outcome",
                theorem: "SetNim Thm 2.9(3): the largest pile M and the smallest m satisfy M + m = c + d for the two piles opposite.",
            },
        ],
        claims: &[
            Claim::Outcome("{1,2},{2,3},{3,4},{4,5},{5,1}", &[3, 8, 5, 9, 6], false),
            Claim::Outcome("{1,2},{2,3},{3,4},{4,5},{5,1}", &[0, 5, 2, 6, 3], false),
            Claim::Outcome("{1,2},{2,3},{3,4},{4,5},{5,1}", &[1, 1, 1, 1, 1], true),
            Claim::Move("{1,2},{2,3},{3,4},{4,5},{5,1}", &[3, 8, 5, 9, 6], &[3, 8, 3, 5, 6]),
            Claim::Outcome("{1,2},{2,3},{3,4},{4,5},{5,1}", &[3, 1, 2, 2, 1], true),
            Claim::Outcome("{1,2},{2,3},{3,4},{4,5},{5,1}", &[4, 7, 6, 8, 5], false),
            Claim::Outcome("{1,2},{2,3},{3,4}", &[5, 2, 6, 3], false),
            Claim::Move("{1,2},{2,3},{3,4}", &[5, 2, 6, 3], &[5, 0, 2, 3]),
        ],
    },
    Lesson {
        slug: "convex",
        title: "Games on convex geometries",
        goal: "Play the achievement game GEN(S, W) on points, and read its structure diagram.",
        covers: "Achievement and avoidance games on convex geometries, structure classes and the type calculus (Sec 4), Prop 7.1, in S. McCoy and N. Sieben, Impartial achievement games on convex geometries (2024).",
        text: &[
            "McCoy and Sieben play on a set S of points. Players take turns selecting a point not selected before; in the *achievement game* GEN(S, W) the player whose selection makes the convex closure of the selected points contain the winning set W wins. On the four points 0, 1, 2, 3 of a line with W = {1,2}, selecting 0 and then 3 makes the closure the whole segment, W included.",
            "The game is impartial, so it has a nim number. McCoy and Sieben group the positions into *structure classes* whose nim numbers follow from a small type calculus; the structure diagram draws one triangle per class. For points on a line their Prop 7.1 gives the answer outright: here nim(GEN(S, W)) = 0, so the first player loses with best play.",
            "The playground is in the convex mode: select points with the Play tool, and let the computer answer. The structure diagram beside it draws the classes. The exercise asks for the nim number of another game on a line.",
        ],
        exercises: &[Exercise {
            prompt: "On the five points 0, 1, 2, 3, 4 of a line, with W = {1,3}: what is nim(GEN(S, W))?",
            link: "convex&line=0,1,2,3,4&w=1,3&task=value",
            theorem: "McCoy–Sieben Prop 7.1 (points on a line) and the type calculus of the structure classes (Def 4.14).",
        }],
        claims: &[Claim::GenLine(&[0, 1, 2, 3], &[1, 2], 0), Claim::GenLine(&[0, 1, 2, 3, 4], &[1, 3], 2)],
    },
    Lesson {
        slug: "open-questions",
        title: "Open questions: a research exercise",
        goal: "Check one of E&S's open questions on a complex, and meet the counterexamples simnim's census found.",
        covers: "E&S Question 9.1 and Conjecture 8.1 (R. Ehrenborg and E. Steingrímsson, Playing Nim on a simplicial complex, Electronic Journal of Combinatorics 3 (1996) #R9), and the census's counterexamples (FINDINGS.md, F1 and F6).",
        text: &[
            "E&S close their paper with questions. Question 9.1: if n is a P-position, is 2n one too? It holds for every complex of their paper. simnim's census of all 180 complexes on five vertices found that it fails for 30 of them. On a 4-cycle 2–3–5–4 with a lone vertex 1, look at (1,1,1,1,2) and at its double (2,2,2,2,4): the first two exercises ask about them.",
            "E&S also conjectured (Conjecture 8.1) that on a cycle complex where (1,…,1) is P, adding one chip to every pile keeps a P-position P. On the hexagon C_{6,2} (six piles in a circle, moves on two neighbours) (1,1,1,1,1,1) is P, and so is (0,2,0,4,0,6): three piles that no edge joins, and 2 ⊕ 4 ⊕ 6 = 0. The third exercise asks about (1,3,1,5,1,7).",
            "The open-questions view checks each question on the complex in the playground. Draw your own complexes and look for counterexamples: that is research.",
        ],
        exercises: &[
            Exercise {
                prompt: "Is (1,1,1,1,2) a P-position or an N-position?",
                link: "c={1},{2,3},{2,4},{3,5},{4,5}&p=1,1,1,1,2&task=outcome",
                theorem: "The census's counterexample to E&S Question 9.1 (FINDINGS.md F1): this position is P, its double is not.",
            },
            Exercise {
                prompt: "Now its double: find a winning move from (2,2,2,2,4).",
                link: "c={1},{2,3},{2,4},{3,5},{4,5}&p=2,2,2,2,4&task=move",
                theorem: "E&S Question 9.1 fails here: 2n is an N-position although n is P.",
            },
            Exercise {
                prompt: "On the hexagon, is (1,3,1,5,1,7) a P-position or an N-position?",
                link: "f=cn:6,2&p=1,3,1,5,1,7&task=outcome",
                theorem: "E&S Conjecture 8.1 fails on C_{6,2}: (0,2,0,4,0,6) is P, one more chip on every pile is not (FINDINGS.md F6).",
            },
        ],
        claims: &[
            Claim::Outcome("{1},{2,3},{2,4},{3,5},{4,5}", &[1, 1, 1, 1, 2], true),
            Claim::Outcome("{1},{2,3},{2,4},{3,5},{4,5}", &[2, 2, 2, 2, 4], false),
            Claim::Outcome("{1,2},{2,3},{3,4},{4,5},{5,6},{6,1}", &[1, 1, 1, 1, 1, 1], true),
            Claim::Outcome("{1,2},{2,3},{3,4},{4,5},{5,6},{6,1}", &[0, 2, 0, 4, 0, 6], true),
            Claim::Outcome("{1,2},{2,3},{3,4},{4,5},{5,6},{6,1}", &[1, 3, 1, 5, 1, 7], false),
        ],
    },
];

/// The citations the lessons use, for the teacher's page.
pub const SOURCES: &[&str] = &[BOUTON, ES, SETNIM];
