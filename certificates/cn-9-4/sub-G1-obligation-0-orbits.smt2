; simnim proof obligation 0 (orbits): every position has a listed image p∘g that is least (lexicographically) among its listed images, so a rule for the least points serves every position.
; The complex's facets: {3,4,5},{4,5,7},{5,7,8},{7,8,9},{3,9}; piles x0.. (and p0.., q0..) in the vertex order 3,4,5,7,8,9.
; Expected answer: unsat (re-run with `z3 FILE` or `cvc5 FILE`); its control (the same file
; up to the claim) answers sat.
(set-option :produce-models true)
(set-logic ALL)
(declare-const p0 Int)
(assert (>= p0 0))
(declare-const p1 Int)
(assert (>= p1 0))
(declare-const p2 Int)
(assert (>= p2 0))
(declare-const p3 Int)
(assert (>= p3 0))
(declare-const p4 Int)
(assert (>= p4 0))
(declare-const p5 Int)
(assert (>= p5 0))
; ---- the claim, negated: unsat proves it ----
(assert (not (or false (and true (or (< p0 p0) (and (= p0 p0) (or (< p1 p1) (and (= p1 p1) (or (< p2 p2) (and (= p2 p2) (or (< p3 p3) (and (= p3 p3) (or (< p4 p4) (and (= p4 p4) (<= p5 p5))))))))))) (or (< p0 p5) (and (= p0 p5) (or (< p1 p4) (and (= p1 p4) (or (< p2 p3) (and (= p2 p3) (or (< p3 p2) (and (= p3 p2) (or (< p4 p1) (and (= p4 p1) (<= p5 p0)))))))))))) (and true (or (< p5 p5) (and (= p5 p5) (or (< p4 p4) (and (= p4 p4) (or (< p3 p3) (and (= p3 p3) (or (< p2 p2) (and (= p2 p2) (or (< p1 p1) (and (= p1 p1) (<= p0 p0))))))))))) (or (< p5 p0) (and (= p5 p0) (or (< p4 p1) (and (= p4 p1) (or (< p3 p2) (and (= p3 p2) (or (< p2 p3) (and (= p2 p3) (or (< p1 p4) (and (= p1 p4) (<= p0 p5)))))))))))))))
(check-sat)
