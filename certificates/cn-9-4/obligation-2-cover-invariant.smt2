; simnim proof obligation 2 (joining: the cover is invariant): C(p) = C(p∘g) for every listed symmetry g.
; The complex's facets: {1,2,3,4},{2,3,4,5},{3,4,5,6},{4,5,6,7},{5,6,7,8},{6,7,8,9},{1,7,8,9},{1,2,8,9},{1,2,3,9}; piles x0.. (and p0.., q0..) in the vertex order 1,2,3,4,5,6,7,8,9.
; Expected answer: unsat (re-run with `z3 FILE` or `cvc5 FILE`); its control (the same file
; up to the claim) answers sat.
(set-option :produce-models true)
(set-logic ALL)
(define-fun min2 ((a Int) (b Int)) Int (ite (<= a b) a b))
(define-fun max2 ((a Int) (b Int)) Int (ite (<= a b) b a))
(define-fun S1000 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (or (and (= x0 (min2 (min2 x0 x3) x6)) (= x1 (min2 (min2 x1 x4) x7)) (= x5 (min2 (min2 x2 x5) x8)) (<= 0 (+ x2 (* (- 1) x5))) (<= 0 (+ x3 (* (- 1) x0))) (<= 0 (+ x4 (* (- 1) x1))) (<= 0 (+ x6 (* (- 1) x0))) (<= 0 (+ x7 (* (- 1) x1))) (<= 0 (+ x8 (* (- 1) x5)))) (and (= x0 (min2 (min2 x0 x3) x6)) (= x2 (min2 (min2 x2 x5) x8)) (= x4 (min2 (min2 x1 x4) x7)) (<= 0 (+ x1 (* (- 1) x4))) (<= 0 (+ x3 (* (- 1) x0))) (<= 0 (+ (+ x5 (* (- 1) x2)) (+ x6 (* (- 1) x0)))) (<= 0 (+ (+ x7 (* (- 1) x4)) (+ x8 (* (- 1) x2)))))))
; C: the positions some piece's conditions cover, as in obligation-2-residual.smt2
(define-fun C ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (or (S1000 x0 x1 x2 x3 x4 x5 x6 x7 x8) (S1000 x0 x8 x7 x6 x5 x4 x3 x2 x1) (S1000 x1 x0 x8 x7 x6 x5 x4 x3 x2) (S1000 x1 x2 x3 x4 x5 x6 x7 x8 x0) (S1000 x2 x1 x0 x8 x7 x6 x5 x4 x3) (S1000 x2 x3 x4 x5 x6 x7 x8 x0 x1) (S1000 x3 x2 x1 x0 x8 x7 x6 x5 x4) (S1000 x3 x4 x5 x6 x7 x8 x0 x1 x2) (S1000 x4 x3 x2 x1 x0 x8 x7 x6 x5) (S1000 x4 x5 x6 x7 x8 x0 x1 x2 x3) (S1000 x5 x4 x3 x2 x1 x0 x8 x7 x6) (S1000 x5 x6 x7 x8 x0 x1 x2 x3 x4) (S1000 x6 x5 x4 x3 x2 x1 x0 x8 x7) (S1000 x6 x7 x8 x0 x1 x2 x3 x4 x5) (S1000 x7 x6 x5 x4 x3 x2 x1 x0 x8) (S1000 x7 x8 x0 x1 x2 x3 x4 x5 x6) (S1000 x8 x0 x1 x2 x3 x4 x5 x6 x7) (S1000 x8 x7 x6 x5 x4 x3 x2 x1 x0)))
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
(declare-const p6 Int)
(assert (>= p6 0))
(declare-const p7 Int)
(assert (>= p7 0))
(declare-const p8 Int)
(assert (>= p8 0))
; ---- the claim, negated: unsat proves it ----
(assert (or false (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p0 p1 p2 p3 p4 p5 p6 p7 p8))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p0 p8 p7 p6 p5 p4 p3 p2 p1))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p1 p0 p8 p7 p6 p5 p4 p3 p2))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p1 p2 p3 p4 p5 p6 p7 p8 p0))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p2 p1 p0 p8 p7 p6 p5 p4 p3))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p2 p3 p4 p5 p6 p7 p8 p0 p1))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p3 p2 p1 p0 p8 p7 p6 p5 p4))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p3 p4 p5 p6 p7 p8 p0 p1 p2))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p4 p3 p2 p1 p0 p8 p7 p6 p5))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p4 p5 p6 p7 p8 p0 p1 p2 p3))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p5 p4 p3 p2 p1 p0 p8 p7 p6))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p5 p6 p7 p8 p0 p1 p2 p3 p4))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p6 p5 p4 p3 p2 p1 p0 p8 p7))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p6 p7 p8 p0 p1 p2 p3 p4 p5))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p7 p6 p5 p4 p3 p2 p1 p0 p8))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p7 p8 p0 p1 p2 p3 p4 p5 p6))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p8 p0 p1 p2 p3 p4 p5 p6 p7))) (not (= (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (C p8 p7 p6 p5 p4 p3 p2 p1 p0)))))
(check-sat)
