; simnim proof obligation 2: from every position where F fails, some move reaches F (by the rule's moves).
; The complex's facets: {1,2},{2,3},{3,4},{1,4}; piles x0.. (and p0.., q0..) in the vertex order 1,2,3,4.
; Expected answer: unsat (re-run with `z3 FILE` or `cvc5 FILE`); its control (the same file
; up to the claim) answers sat.
(set-option :produce-models true)
(set-logic ALL)
(define-fun min2 ((a Int) (b Int)) Int (ite (<= a b) a b))
(define-fun max2 ((a Int) (b Int)) Int (ite (<= a b) b a))
; F: the description, true at the positions it calls P
(define-fun F ((x0 Int) (x1 Int) (x2 Int) (x3 Int)) Bool
  (and (= x0 x2) (= x1 x3)))
; move: q is one move from p (piles lowered, at least one, all of them in one facet)
(define-fun move ((p0 Int) (p1 Int) (p2 Int) (p3 Int) (q0 Int) (q1 Int) (q2 Int) (q3 Int)) Bool
  (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0) (<= q0 p0) (<= q1 p1) (<= q2 p2) (<= q3 p3) (or (< q0 p0) (< q1 p1) (< q2 p2) (< q3 p3)) (or (and (= q2 p2) (= q3 p3)) (and (= q0 p0) (= q3 p3)) (and (= q0 p0) (= q1 p1)) (and (= q1 p1) (= q2 p2)))))
; rule 0: x0 := x2, x1 := x3
(define-fun R0 ((x0 Int) (x1 Int) (x2 Int) (x3 Int)) Bool
  (and (move x0 x1 x2 x3 x2 x3 x2 x3) (F x2 x3 x2 x3)))
; rule 1: x2 := x0, x3 := x1
(define-fun R1 ((x0 Int) (x1 Int) (x2 Int) (x3 Int)) Bool
  (and (move x0 x1 x2 x3 x0 x1 x0 x1) (F x0 x1 x0 x1)))
; rule 2: x1 := x3, x2 := x0
(define-fun R2 ((x0 Int) (x1 Int) (x2 Int) (x3 Int)) Bool
  (and (move x0 x1 x2 x3 x0 x3 x0 x3) (F x0 x3 x0 x3)))
; rule 3: x0 := x2, x3 := x1
(define-fun R3 ((x0 Int) (x1 Int) (x2 Int) (x3 Int)) Bool
  (and (move x0 x1 x2 x3 x2 x1 x2 x1) (F x2 x1 x2 x1)))
(declare-const p0 Int)
(assert (>= p0 0))
(declare-const p1 Int)
(assert (>= p1 0))
(declare-const p2 Int)
(assert (>= p2 0))
(declare-const p3 Int)
(assert (>= p3 0))
(assert (not (F p0 p1 p2 p3)))
; ---- the claim, negated: unsat proves it ----
(assert (not (R0 p0 p1 p2 p3)))
(assert (not (R1 p0 p1 p2 p3)))
(assert (not (R2 p0 p1 p2 p3)))
(assert (not (R3 p0 p1 p2 p3)))
(check-sat)
