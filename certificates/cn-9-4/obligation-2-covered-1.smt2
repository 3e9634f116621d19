; simnim proof obligation 2 (joining: covered): where F fails at p and the piece covers p∘g for a listed g, the reduced position is not in the sub-game's P-set.
; The complex's facets: {1,2,3,4},{2,3,4,5},{3,4,5,6},{4,5,6,7},{5,6,7,8},{6,7,8,9},{1,7,8,9},{1,2,8,9},{1,2,3,9}; piles x0.. (and p0.., q0..) in the vertex order 1,2,3,4,5,6,7,8,9.
; Expected answer: unsat (re-run with `z3 FILE` or `cvc5 FILE`); its control (the same file
; up to the claim) answers sat.
(set-option :produce-models true)
(set-logic ALL)
(define-fun min2 ((a Int) (b Int)) Int (ite (<= a b) a b))
(define-fun max2 ((a Int) (b Int)) Int (ite (<= a b) b a))
(define-fun S0 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (<= x0 x5) (= x0 (+ x3 (min2 x2 x4))) (= (+ x1 x2 (min2 x2 x4)) (+ x4 x5))))
; D0: the P-set of G1, over its own piles
(define-fun D0 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (S0 x0 x1 x2 x3 x4 x5) (S0 x5 x4 x3 x2 x1 x0)))
; D1: the P-set of CN(4,2), over its own piles
(define-fun D1 ((x0 Int) (x1 Int) (x2 Int) (x3 Int)) Bool
  (and (= x0 x2) (= x1 x3)))
(define-fun S1 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (or (and (= x0 (min2 (min2 x0 x3) x6)) (= x1 (min2 (min2 x1 x4) x7)) (= x5 (min2 (min2 x2 x5) x8)) (and (>= (+ x2 (* (- 1) x5)) 0) (>= (+ x3 (* (- 1) x0)) 0) (>= (+ x4 (* (- 1) x1)) 0) (>= (+ x6 (* (- 1) x0)) 0) (>= (+ x7 (* (- 1) x1)) 0) (>= (+ x8 (* (- 1) x5)) 0) (D0 (+ x2 (* (- 1) x5)) (+ x3 (* (- 1) x0)) (+ x4 (* (- 1) x1)) (+ x6 (* (- 1) x0)) (+ x7 (* (- 1) x1)) (+ x8 (* (- 1) x5))))) (and (= x0 (min2 (min2 x0 x3) x6)) (= x2 (min2 (min2 x2 x5) x8)) (= x4 (min2 (min2 x1 x4) x7)) (and (>= (+ x1 (* (- 1) x4)) 0) (>= (+ x3 (* (- 1) x0)) 0) (>= (+ (+ x5 (* (- 1) x2)) (+ x6 (* (- 1) x0))) 0) (>= (+ (+ x7 (* (- 1) x4)) (+ x8 (* (- 1) x2))) 0) (D1 (+ x1 (* (- 1) x4)) (+ x3 (* (- 1) x0)) (+ (+ x5 (* (- 1) x2)) (+ x6 (* (- 1) x0))) (+ (+ x7 (* (- 1) x4)) (+ x8 (* (- 1) x2))))))))
; F: the description, true at the positions it calls P
(define-fun F ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (or (S1 x0 x1 x2 x3 x4 x5 x6 x7 x8) (S1 x0 x8 x7 x6 x5 x4 x3 x2 x1) (S1 x1 x0 x8 x7 x6 x5 x4 x3 x2) (S1 x1 x2 x3 x4 x5 x6 x7 x8 x0) (S1 x2 x1 x0 x8 x7 x6 x5 x4 x3) (S1 x2 x3 x4 x5 x6 x7 x8 x0 x1) (S1 x3 x2 x1 x0 x8 x7 x6 x5 x4) (S1 x3 x4 x5 x6 x7 x8 x0 x1 x2) (S1 x4 x3 x2 x1 x0 x8 x7 x6 x5) (S1 x4 x5 x6 x7 x8 x0 x1 x2 x3) (S1 x5 x4 x3 x2 x1 x0 x8 x7 x6) (S1 x5 x6 x7 x8 x0 x1 x2 x3 x4) (S1 x6 x5 x4 x3 x2 x1 x0 x8 x7) (S1 x6 x7 x8 x0 x1 x2 x3 x4 x5) (S1 x7 x6 x5 x4 x3 x2 x1 x0 x8) (S1 x7 x8 x0 x1 x2 x3 x4 x5 x6) (S1 x8 x0 x1 x2 x3 x4 x5 x6 x7) (S1 x8 x7 x6 x5 x4 x3 x2 x1 x0)))
; B: F before its symmetries (F(p) holds iff B holds at p∘g for a listed g)
(define-fun B ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool (S1 x0 x1 x2 x3 x4 x5 x6 x7 x8))
; move: q is one move from p (piles lowered, at least one, all of them in one facet)
(define-fun move ((p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) (p8 Int) (q0 Int) (q1 Int) (q2 Int) (q3 Int) (q4 Int) (q5 Int) (q6 Int) (q7 Int) (q8 Int)) Bool
  (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0) (>= q4 0) (>= q5 0) (>= q6 0) (>= q7 0) (>= q8 0) (<= q0 p0) (<= q1 p1) (<= q2 p2) (<= q3 p3) (<= q4 p4) (<= q5 p5) (<= q6 p6) (<= q7 p7) (<= q8 p8) (or (< q0 p0) (< q1 p1) (< q2 p2) (< q3 p3) (< q4 p4) (< q5 p5) (< q6 p6) (< q7 p7) (< q8 p8)) (or (and (= q4 p4) (= q5 p5) (= q6 p6) (= q7 p7) (= q8 p8)) (and (= q0 p0) (= q5 p5) (= q6 p6) (= q7 p7) (= q8 p8)) (and (= q0 p0) (= q1 p1) (= q6 p6) (= q7 p7) (= q8 p8)) (and (= q0 p0) (= q1 p1) (= q2 p2) (= q7 p7) (= q8 p8)) (and (= q0 p0) (= q1 p1) (= q2 p2) (= q3 p3) (= q8 p8)) (and (= q0 p0) (= q1 p1) (= q2 p2) (= q3 p3) (= q4 p4)) (and (= q1 p1) (= q2 p2) (= q3 p3) (= q4 p4) (= q5 p5)) (and (= q2 p2) (= q3 p3) (= q4 p4) (= q5 p5) (= q6 p6)) (and (= q3 p3) (= q4 p4) (= q5 p5) (= q6 p6) (= q7 p7)))))
; K: the piece's cover (its conditions, the reduced position's terms >= 0)
(define-fun K ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (= x0 (min2 (min2 x0 x3) x6)) (= x1 (min2 (min2 x1 x4) x7)) (= x5 (min2 (min2 x2 x5) x8)) (<= 0 (+ x2 (* (- 1) x5))) (<= 0 (+ x3 (* (- 1) x0))) (<= 0 (+ x4 (* (- 1) x1))) (<= 0 (+ x6 (* (- 1) x0))) (<= 0 (+ x7 (* (- 1) x1))) (<= 0 (+ x8 (* (- 1) x5)))))
; PK: the piece (its cover, and the sub-game's P-set at the reduced position)
(define-fun PK ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (K x0 x1 x2 x3 x4 x5 x6 x7 x8) (and (>= (+ x2 (* (- 1) x5)) 0) (>= (+ x3 (* (- 1) x0)) 0) (>= (+ x4 (* (- 1) x1)) 0) (>= (+ x6 (* (- 1) x0)) 0) (>= (+ x7 (* (- 1) x1)) 0) (>= (+ x8 (* (- 1) x5)) 0) (D0 (+ x2 (* (- 1) x5)) (+ x3 (* (- 1) x0)) (+ x4 (* (- 1) x1)) (+ x6 (* (- 1) x0)) (+ x7 (* (- 1) x1)) (+ x8 (* (- 1) x5))))))
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
(assert (not (F p0 p1 p2 p3 p4 p5 p6 p7 p8)))
; ---- the claim, negated: unsat proves it ----
(assert (or false (PK p0 p1 p2 p3 p4 p5 p6 p7 p8) (PK p0 p8 p7 p6 p5 p4 p3 p2 p1) (PK p1 p0 p8 p7 p6 p5 p4 p3 p2) (PK p1 p2 p3 p4 p5 p6 p7 p8 p0) (PK p2 p1 p0 p8 p7 p6 p5 p4 p3) (PK p2 p3 p4 p5 p6 p7 p8 p0 p1) (PK p3 p2 p1 p0 p8 p7 p6 p5 p4) (PK p3 p4 p5 p6 p7 p8 p0 p1 p2) (PK p4 p3 p2 p1 p0 p8 p7 p6 p5) (PK p4 p5 p6 p7 p8 p0 p1 p2 p3) (PK p5 p4 p3 p2 p1 p0 p8 p7 p6) (PK p5 p6 p7 p8 p0 p1 p2 p3 p4) (PK p6 p5 p4 p3 p2 p1 p0 p8 p7) (PK p6 p7 p8 p0 p1 p2 p3 p4 p5) (PK p7 p6 p5 p4 p3 p2 p1 p0 p8) (PK p7 p8 p0 p1 p2 p3 p4 p5 p6) (PK p8 p0 p1 p2 p3 p4 p5 p6 p7) (PK p8 p7 p6 p5 p4 p3 p2 p1 p0)))
(check-sat)
