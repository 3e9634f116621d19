; simnim proof obligation 1: no move joins two positions where F holds.
; The complex's facets: {3,4,5},{4,5,7},{5,7,8},{7,8,9},{3,9}; piles x0.. (and p0.., q0..) in the vertex order 3,4,5,7,8,9.
; Expected answer: unsat (re-run with `z3 FILE` or `cvc5 FILE`); its control (the same file
; up to the claim) answers sat.
(set-option :produce-models true)
(set-logic ALL)
(define-fun min2 ((a Int) (b Int)) Int (ite (<= a b) a b))
(define-fun max2 ((a Int) (b Int)) Int (ite (<= a b) b a))
(define-fun S0 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (<= x0 x5) (= x0 (+ x3 (min2 x2 x4))) (= (+ x1 x2 (min2 x2 x4)) (+ x4 x5))))
; F: the description, true at the positions it calls P
(define-fun F ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (S0 x0 x1 x2 x3 x4 x5) (S0 x5 x4 x3 x2 x1 x0)))
; B: F before its symmetries (F(p) holds iff B holds at p∘g for a listed g)
(define-fun B ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool (S0 x0 x1 x2 x3 x4 x5))
; move: q is one move from p (piles lowered, at least one, all of them in one facet)
(define-fun move ((p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (q0 Int) (q1 Int) (q2 Int) (q3 Int) (q4 Int) (q5 Int)) Bool
  (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0) (>= q4 0) (>= q5 0) (<= q0 p0) (<= q1 p1) (<= q2 p2) (<= q3 p3) (<= q4 p4) (<= q5 p5) (or (< q0 p0) (< q1 p1) (< q2 p2) (< q3 p3) (< q4 p4) (< q5 p5)) (or (and (= q3 p3) (= q4 p4) (= q5 p5)) (and (= q0 p0) (= q4 p4) (= q5 p5)) (and (= q0 p0) (= q1 p1) (= q5 p5)) (and (= q0 p0) (= q1 p1) (= q2 p2)) (and (= q1 p1) (= q2 p2) (= q3 p3) (= q4 p4)))))
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
(declare-const q0 Int)
(assert (>= q0 0))
(declare-const q1 Int)
(assert (>= q1 0))
(declare-const q2 Int)
(assert (>= q2 0))
(declare-const q3 Int)
(assert (>= q3 0))
(declare-const q4 Int)
(assert (>= q4 0))
(declare-const q5 Int)
(assert (>= q5 0))
(assert (move p0 p1 p2 p3 p4 p5 q0 q1 q2 q3 q4 q5))
; ---- the claim, negated: unsat proves it ----
(assert (B p0 p1 p2 p3 p4 p5))
(assert (F q0 q1 q2 q3 q4 q5))
(check-sat)
