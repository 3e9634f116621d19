//! The lessons' paragraphs, apart from [`super::LESSONS`]: plain text, `*…*` for emphasis,
//! and every position with what is said of it marked `⟦…⟧` (see [`super::markup`]: the page
//! makes each a link, the test suite checks each fact). Kept apart so that the first
//! screen's app, which needs the lessons' slugs and exercise links only, holds none of this
//! prose: the lessons' pages are written at build time (`learn-pages`) and loaded on demand.

use super::lessons::Lesson;

/// Each lesson's paragraphs, by its slug.
const TEXTS: &[(&str, &[&str])] = &[
    (
        "nim",
        &[
            "Three piles of chips. Two players take turns; a move takes any number of chips, at least one, from *one* pile. Whoever cannot move — because no chips are left — loses. In the playground each pile sits on a vertex (a disc), and the dark tag beside the disc counts its chips.",
            "A position is a *P-position* when the player who has just moved (the Previous player) wins with best play: every move from it leads to an N-position. It is an *N-position* when the Next player, the one to move, wins: some move leads to a P-position. In the empty position the player to move has already lost.",
            "Bouton found the rule in 1901. Write the piles in binary and add them without carrying (this is the *nim-sum*, written ⊕): a position is P exactly when its nim-sum is 0. For ⟦(1,2,3)⟧: 1 ⊕ 2 = 3 and 3 ⊕ 3 = 0, so ⟦(1,2,3) is P⟧. The nim-sum of ⟦(3,4,5)⟧ is 2, so ⟦(3,4,5) is N⟧, and a winning move makes the nim-sum 0 again: take 2 chips from the first pile, ⟦to (1,4,5) from (3,4,5)⟧.",
            "Try it: the answer panel says who wins, but an exercise hides it until you answer. Each position in this text is a link that opens it in the playground.",
        ],
    ),
    (
        "graph-and-matrix",
        &[
            "Lee Jun Ping's thesis (2007) compares a *graph method* and a *matrix method* of playing Nim. They are two games, and each holds ordinary Nim inside it. (Only the thesis's front matter, Chapter 1, contents and references could be read; its games are taken from the papers it cites.)",
            "*Nim on graphs* (M. Fukuyama, 2003): each edge of a graph carries a number, and one piece stands on a vertex. A move picks an edge at the piece's vertex whose number is not 0, lowers that number to any smaller one, and moves the piece along the edge; whoever cannot move loses. Join two vertices by three parallel edges numbered 3, 4 and 5: wherever the piece stands, every edge is at hand, so each move lowers one number — this is ordinary Nim with piles 3, 4 and 5 (the thesis's Figure 3.1). ⟦on {1},{2},{3}⟧By Bouton's rule ⟦(3,4,5) is N⟧. The playground's graph Nim mode plays it: draw a graph, put a number on each edge and the piece on a vertex, and the page says who wins and which moves win.",
            "*Matrix Nim* (J. C. Holladay, 1958): piles in an m × n grid; a move takes chips from piles of one row, or from any piles that leave one column untouched. On a single column it is ordinary Nim. It is also simplicial Nim: the moves' sets of piles are closed under taking subsets. On the 2 × 2 board in the playground (piles numbered row by row) the faces are the two rows and the two columns, a 4-cycle, so SetNim Thm 2.9(2) on CN(4,2) gives the rule: a position is P exactly when the two piles on each diagonal are equal. ⟦on {1,2},{3,4},{1,3},{2,4}⟧So ⟦(3,1,1,3) is P⟧, ⟦(3,1,1,2) is N⟧, and a winning move lowers the first pile, ⟦to (2,1,1,2) from (3,1,1,2)⟧.",
            "T. S. Ferguson (2001), whose sections the thesis's matrix chapter follows, plays on a matrix differently: a move subtracts the same positive number from every entry of one row or of one column. With one row of two piles this is *Wythoff's game* (a move takes from one pile, or the same number from both), whose P-positions are the pairs ⌊kφ⌋, ⌊kφ²⌋ for k = 0, 1, 2, …, with φ the golden ratio (W. A. Wythoff, 1907). The playground's matrix mode plays all three rules, and for a matrix of two piles draws Wythoff's P-positions in the plane.",
            "The thesis solved Nim with piles in the tens and in the hundreds by each method, timed both, and found the matrix method faster.",
        ],
    ),
    (
        "nim-values",
        &[
            "The *nim value* of a position is the smallest number that is not the value of a position one move away (the *mex*, minimum excluded). A position with no moves has value 0, and the P-positions are exactly the positions of value 0.",
            "In the playground the piles 1 and 2 are joined by an edge: one move may take chips from both. From ⟦(2,1,0)⟧ every total from 0 to 2 can be reached on the edge, so ⟦(2,1,0) has value 3⟧ — on a single face the value is the number of chips on it. The value table view writes these values over two piles.",
            "Vertex 3 is on its own: the game is a *sum* of two games that do not touch, and Sprague and Grundy showed that the value of a sum is the nim-sum of the values. At ⟦(2,1,3)⟧ the edge is worth 3 and the lone pile 3, and 3 ⊕ 3 = 0: ⟦(2,1,3) is P⟧. From ⟦(2,2,3)⟧ the edge is worth 4, and the winning moves make it worth 3 again, for instance ⟦to (1,2,3) from (2,2,3)⟧.",
        ],
    ),
    (
        "simplicial",
        &[
            "A *simplicial complex* is a family of sets of vertices, the *faces*, such that every subset of a face is a face. A move picks one face and takes chips from any of its piles, at least one chip in all. Edges, filled triangles and larger faces are drawn; click empty space to add a vertex, select vertices and press Make face to add a face.",
            "Classical Nim is the complex with no edges. On the path 1–2–3 (two edges meeting at vertex 2), ⟦(1,1,1) is N⟧: emptying the middle pile leaves two separate piles of one chip, ⟦to (1,0,1) from (1,1,1)⟧, a P-position.",
            "Moore's Nim lets a move touch up to k piles: its faces are the sets of at most k vertices. (E&S write this complex Δ_{k+1}(V): in their Δ_k(V) the faces have fewer than k vertices.) Moore's rule, E&S Prop 4.7, stated there for Δ_k(V) with multiples of k: write the piles in binary; a position is P exactly when every binary column holds a multiple of k + 1 ones. ⟦on {1,2},{1,3},{2,3}⟧On three piles with k = 2 (the triangle's three edges, E&S's Δ_3) ⟦(1,1,1) is P⟧ — its column of ones holds three ones — and ⟦(1,2,3) is N⟧: a winning move goes ⟦to (1,1,1) from (1,2,3)⟧.",
        ],
    ),
    (
        "circuits",
        &[
            "A *circuit* is a set of vertices that is not a face although every smaller part of it is: a minimal non-face. The complex {1,2,3},{2,3,4},{3,4,5},{1,5} has three circuits: {1,4}, {2,5} and {1,3,5}. The theory panel lists them.",
            "The complex is *pointed* when every circuit has a *point*, a vertex in no other circuit: here 4 for {1,4}, 2 for {2,5} and 3 for {1,3,5}. E&S Theorem 3.2: then the zero positions (P-positions) are the sums of circuits, each circuit taken as many times as the pile on its point. Here that says: pile 1 equals piles 4 + 3, and pile 5 equals piles 2 + 3 (E&S Example 3.3).",
            "So ⟦(3,1,2,1,3) is P⟧ (3 = 1 + 2 and 3 = 1 + 2), and ⟦(3,1,2,1,4) is N⟧: taking one chip from pile 5 wins, ⟦to (3,1,2,1,3) from (3,1,2,1,4)⟧. The theorem decides positions of any size at once, without a search.",
        ],
    ),
    (
        "nim-basis",
        &[
            "Write every pile in binary. The *binary layer* of a bit is the set of vertices whose pile has that bit. In classical Nim a position is P exactly when every layer has an even number of vertices. E&S found complexes that work the same way with another family of sets, the *Nim-basis*: a position is P exactly when every binary layer is in the basis (Theorem 4.4). Such complexes are *Nim-regular*.",
            "For the complex {1,2},{1,3},{1,4},{2,3,4} (E&S Example 4.6) the Nim-basis is {}, {1,2,3}, {1,2,4} and {1,3,4}. At ⟦(7,3,5,6)⟧ the ones' layer is {1,2,3}, the twos' layer {1,2,4} and the fours' layer {1,3,4}: all in the basis, so ⟦(7,3,5,6) is P⟧, however large the piles.",
            "Every binary matroid whose single elements are independent (no loops) — for instance the forests of a loopless graph, with a pile on each edge — gives a Nim-regular complex whose basis is the disjoint unions of its circuits (E&S Prop 5.3 and Thm 5.7). E&S asked whether every Nim-basis is of that form (Question 9.5). For graphs it is (N. Reading, 1999); simnim's census found complexes on six vertices, with triangles, where it is not (FINDINGS.md, F4).",
        ],
    ),
    (
        "circular",
        &[
            "In CircularNim CN(n,k) the n piles stand in a circle and a move takes chips from up to k *consecutive* piles. It is simplicial Nim on the cycle complex C_{n,k}. For CN(6,3) the P-positions are known (SetNim Thm 2.9(5)): with the piles a,b,c,d,e,f around the circle, P exactly when a + b = d + e and b + c = e + f. So ⟦(1,2,3,2,1,4) is P⟧.",
            "A 0/1 vector z is *invariant* when adding it never changes who wins: p is P exactly when p + z is (SetNim Def 3.1). SetNim Example 7.4 names five invariant vectors of CN(6,3): ⟦(1,0,0,1,0,0)⟧, ⟦(0,1,0,0,1,0)⟧, ⟦(0,0,1,0,0,1)⟧, ⟦(1,0,1,0,1,0)⟧ and ⟦(0,1,0,1,0,1)⟧. Add one to opposite piles, or to every other pile, and a P-position stays P: ⟦(1,2,3,2,1,4)⟧ + ⟦(1,0,0,1,0,0)⟧ = ⟦(2,2,3,3,1,4) is P⟧, and so ⟦(2,2,4,2,2,4) is P⟧. Sums of them that are still 0/1, such as ⟦(1,1,1,1,1,1)⟧, are invariant too, so the invariant vectors view finds more than these five in a box.",
        ],
    ),
    (
        "irp",
        &[
            "CN(5,2) has one invariant vector, ⟦(1,1,1,1,1)⟧ (SetNim Remark 3.3(3)): taking the same number of chips from every pile changes nothing about who wins. The *Invariance Reduction Process* uses that. From ⟦(3,8,5,9,6)⟧, subtract 3 from every pile (the smallest pile): ⟦(0,5,2,6,3)⟧.",
            "A pile with no chips can be dropped (*zero reduction*, SetNim Def 2.2): what is left is a path of four piles, PathNim PN(4,2), a game SetNim solves (Thm 4.1). ⟦on {1,2},{2,3},{3,4}⟧There ⟦(5,2,6,3) is N⟧, and a winning move empties the second pile and leaves 2 on the third: ⟦to (5,0,2,3) from (5,2,6,3)⟧.",
            "⟦on {1,2},{2,3},{3,4},{4,5},{5,1}⟧Take the same chips from the original position (SetNim Lemma 3.6): ⟦to (3,8,3,5,6) from (3,8,5,9,6)⟧, a P-position of CN(5,2). This is SetNim's own worked example (Example 3.7). The invariant vectors view spells out each step for the position on the drawing.",
        ],
    ),
    (
        "convex",
        &[
            "McCoy and Sieben play on a set S of points. Players take turns selecting a point not selected before; in the *achievement game* GEN(S, W) the player whose selection makes the convex closure of the selected points contain the winning set W wins. On the four points 0, 1, 2, 3 of a line with W = {1,2}, selecting 0 and then 3 makes the closure the whole segment, W included.",
            "The game is impartial, so it has a nim number. McCoy and Sieben group the positions into *structure classes* whose nim numbers follow from a small type calculus; the structure diagram draws one triangle per class. For points on a line their Prop 7.1 gives the answer outright: here nim(GEN(S, W)) = 0, so the first player loses with best play.",
            "The playground is in the convex mode: select points with the Play tool, and let the computer answer. The structure diagram beside it draws the classes. The exercise asks for the nim number of another game on a line.",
        ],
    ),
    (
        "open-questions",
        &[
            "E&S close their paper with questions. Question 9.1: if n is a P-position, is 2n one too, and is the converse true? E&S note that the answer is yes for all the complexes considered in their Sections 3 and 4 (pointed circuit complexes and Nim-regular complexes). It is not yes in general, even on a complex of their paper: ⟦on {1,2},{2,3},{3,4},{4,5},{5,6},{6,1}⟧on the hexagon C_{6,2}, ⟦(0,2,1,3,1,5) is P⟧ but its double ⟦(0,4,2,6,2,10) is N⟧.",
            "simnim's census of the complexes on five vertices found the answer no on many of them (FINDINGS.md, F1, says how many, with which piles). The first two exercises are about one of them, the 4-cycle 2–3–5–4 with a lone vertex 1 in the playground: decide a position and its double yourself.",
            "E&S also conjectured (Conjecture 8.1) that on a cycle complex where (1,…,1) is P, adding one chip to every pile keeps a P-position P. ⟦on {1,2,3,4},{2,3,4,5},{3,4,5,6},{4,5,6,7},{5,6,7,1},{6,7,1,2},{7,1,2,3}⟧SetNim Remark 3.3(5) shows the property failing on C_{7,4}, where every (m,…,m) is P: ⟦(0,0,1,0,0,1,1) is P⟧ and ⟦(1,1,2,1,1,2,2) is N⟧. The third exercise asks about a position of the hexagon.",
            "The open-questions view checks each question on the complex in the playground. Draw your own complexes and look for counterexamples: that is research.",
        ],
    ),
];

impl Lesson {
    /// The lesson's paragraphs (none for a slug without text).
    pub fn text(&self) -> &'static [&'static str] {
        TEXTS.iter().find(|(slug, _)| *slug == self.slug).map_or(&[], |(_, t)| t)
    }
}
