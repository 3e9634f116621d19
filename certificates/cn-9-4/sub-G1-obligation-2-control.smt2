; simnim control of obligation 2: from every position where F fails, some move reaches F (by the rule's moves): from some position where F fails (least in its orbit), one of the rule's moves is legal and reaches F.
; The complex's facets: {3,4,5},{4,5,7},{5,7,8},{7,8,9},{3,9}; piles x0.. (and p0.., q0..) in the vertex order 3,4,5,7,8,9.
; Expected answer: sat (the definitions and hypotheses below are the obligation's, byte for
; byte, so they are consistent and the obligation's unsat is not vacuous).
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
; rule 0: x2 := -x1 + x5, x3 := x0, x4 := 0
(define-fun R0 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 (+ (* (- 1) x1) x5) x0 0 x5) (B x0 x1 (+ (* (- 1) x1) x5) x0 0 x5)))
; rule 1: x2 := 0, x3 := x0, x4 := x1 - x5
(define-fun R1 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 x0 (+ x1 (* (- 1) x5)) x5) (B x0 x1 0 x0 (+ x1 (* (- 1) x5)) x5)))
; rule 2: x3 := x0, x4 := 0, x5 := x1 + x2
(define-fun R2 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x0 0 (+ x1 x2)) (B x0 x1 x2 x0 0 (+ x1 x2))))
; rule 3: x1 := -2*x0 + x4 + x5, x2 := x0, x3 := 0
(define-fun R3 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 (+ (* (- 2) x0) x4 x5) x0 0 x4 x5) (B x0 (+ (* (- 2) x0) x4 x5) x0 0 x4 x5)))
; rule 4: x3 := x1, x4 := x0 - x1, x5 := x1 + x2
(define-fun R4 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x1 (+ x0 (* (- 1) x1)) (+ x1 x2)) (B (+ x1 x2) (+ x0 (* (- 1) x1)) x1 x2 x1 x0)))
; rule 5: x0 := x3 + x4, x1 := -x2 + x5
(define-fun R5 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 (+ x3 x4) (+ (* (- 1) x2) x5) x2 x3 x4 x5) (B (+ x3 x4) (+ (* (- 1) x2) x5) x2 x3 x4 x5)))
; rule 6: x2 := -x1 + x5, x4 := x0 - x3
(define-fun R6 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 (+ (* (- 1) x1) x5) x3 (+ x0 (* (- 1) x3)) x5) (B x0 x1 (+ (* (- 1) x1) x5) x3 (+ x0 (* (- 1) x3)) x5)))
; rule 7: x0 := x2 + x3, x5 := x1 + 2*x2 - x4
(define-fun R7 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 (+ x2 x3) x1 x2 x3 x4 (+ x1 (* 2 x2) (* (- 1) x4))) (B (+ x2 x3) x1 x2 x3 x4 (+ x1 (* 2 x2) (* (- 1) x4)))))
; rule 8: x3 := x0 - x4, x5 := x1 + x2
(define-fun R8 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x0 (* (- 1) x4)) x4 (+ x1 x2)) (B (+ x1 x2) x4 (+ x0 (* (- 1) x4)) x2 x1 x0)))
; rule 9: x4 := x0 + x1 - 2*x3, x5 := x2 + x3
(define-fun R9 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 (+ x0 x1 (* (- 2) x3)) (+ x2 x3)) (B (+ x2 x3) (+ x0 x1 (* (- 2) x3)) x3 x2 x1 x0)))
; rule 10: x1 := -x4 + x5, x2 := x4, x3 := x0 - x4
(define-fun R10 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 (+ (* (- 1) x4) x5) x4 (+ x0 (* (- 1) x4)) x4 x5) (B x0 (+ (* (- 1) x4) x5) x4 (+ x0 (* (- 1) x4)) x4 x5)))
; rule 11: x0 := x3 + x4, x5 := x1 + x2
(define-fun R11 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 (+ x3 x4) x1 x2 x3 x4 (+ x1 x2)) (B (+ x3 x4) x1 x2 x3 x4 (+ x1 x2))))
; rule 12: x0 := -x1 + 2*x3 + x4, x5 := x2 + x3
(define-fun R12 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 (+ (* (- 1) x1) (* 2 x3) x4) x1 x2 x3 x4 (+ x2 x3)) (B (+ x2 x3) x4 x3 x2 x1 (+ (* (- 1) x1) (* 2 x3) x4))))
; rule 13: x2 := x0 - x3, x4 := 2*x0 + x1 - 2*x3 - x5
(define-fun R13 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 (+ x0 (* (- 1) x3)) x3 (+ (* 2 x0) x1 (* (- 2) x3) (* (- 1) x5)) x5) (B x0 x1 (+ x0 (* (- 1) x3)) x3 (+ (* 2 x0) x1 (* (- 2) x3) (* (- 1) x5)) x5)))
; rule 14: x0 := x3 + x4, x1 := 0, x2 := x5
(define-fun R14 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 (+ x3 x4) 0 x5 x3 x4 x5) (B (+ x3 x4) 0 x5 x3 x4 x5)))
; rule 15: x4 := x0 - x3, x5 := x1 + x2
(define-fun R15 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 (+ x0 (* (- 1) x3)) (+ x1 x2)) (B x0 x1 x2 x3 (+ x0 (* (- 1) x3)) (+ x1 x2))))
; rule 16: x0 := x3 + x4, x5 := x1 + x2
(define-fun R16 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 (+ x3 x4) x1 x2 x3 x4 (+ x1 x2)) (B (+ x1 x2) x4 x3 x2 x1 (+ x3 x4))))
; rule 17: x0 := x2 + x3, x1 := -2*x2 + x4 + x5
(define-fun R17 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 (+ x2 x3) (+ (* (- 2) x2) x4 x5) x2 x3 x4 x5) (B (+ x2 x3) (+ (* (- 2) x2) x4 x5) x2 x3 x4 x5)))
; rule 18: x1 := -2*x2 + x4 + x5, x3 := x0 - x2
(define-fun R18 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 (+ (* (- 2) x2) x4 x5) x2 (+ x0 (* (- 1) x2)) x4 x5) (B x0 (+ (* (- 2) x2) x4 x5) x2 (+ x0 (* (- 1) x2)) x4 x5)))
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
(assert (not (F p0 p1 p2 p3 p4 p5)))
(assert (or (< p0 p5) (and (= p0 p5) (or (< p1 p4) (and (= p1 p4) (or (< p2 p3) (and (= p2 p3) (or (< p3 p2) (and (= p3 p2) (or (< p4 p1) (and (= p4 p1) (<= p5 p0))))))))))))
; ---- the control: sat shows the part above consistent ----
(assert (or false (R0 p0 p1 p2 p3 p4 p5) (R1 p0 p1 p2 p3 p4 p5) (R2 p0 p1 p2 p3 p4 p5) (R3 p0 p1 p2 p3 p4 p5) (R4 p0 p1 p2 p3 p4 p5) (R5 p0 p1 p2 p3 p4 p5) (R6 p0 p1 p2 p3 p4 p5) (R7 p0 p1 p2 p3 p4 p5) (R8 p0 p1 p2 p3 p4 p5) (R9 p0 p1 p2 p3 p4 p5) (R10 p0 p1 p2 p3 p4 p5) (R11 p0 p1 p2 p3 p4 p5) (R12 p0 p1 p2 p3 p4 p5) (R13 p0 p1 p2 p3 p4 p5) (R14 p0 p1 p2 p3 p4 p5) (R15 p0 p1 p2 p3 p4 p5) (R16 p0 p1 p2 p3 p4 p5) (R17 p0 p1 p2 p3 p4 p5) (R18 p0 p1 p2 p3 p4 p5)))
(check-sat)
