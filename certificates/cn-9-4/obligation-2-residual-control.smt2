; simnim control of obligation 2 (residual): from every position where F fails and no piece covers it, some move of the rule reaches F: some position where F fails (least in its orbit) is covered by a piece or served by one of the rule's moves.
; The complex's facets: {1,2,3,4},{2,3,4,5},{3,4,5,6},{4,5,6,7},{5,6,7,8},{6,7,8,9},{1,7,8,9},{1,2,8,9},{1,2,3,9}; piles x0.. (and p0.., q0..) in the vertex order 1,2,3,4,5,6,7,8,9.
; Expected answer: sat (the definitions and hypotheses below are the obligation's, byte for
; byte, so they are consistent and the obligation's unsat is not vacuous).
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
; rule 0: x4 := x1 - x3 + x8, x5 := x0, x6 := x2, x7 := x1
(define-fun R0 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x1 (* (- 1) x3) x8) x0 x2 x1 x8) (B x0 x1 x2 x3 (+ x1 (* (- 1) x3) x8) x0 x2 x1 x8)))
; rule 1: x5 := 0, x6 := x2, x7 := x1, x8 := -x0 - x1 + x3 + x4
(define-fun R1 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x4 0 x2 x1 (+ (* (- 1) x0) (* (- 1) x1) x3 x4)) (B x0 x1 x2 x3 x4 0 x2 x1 (+ (* (- 1) x0) (* (- 1) x1) x3 x4))))
; rule 2: x3 := -x0 + x1 - x2 + x7, x4 := x0 + x8, x5 := 0, x6 := x1
(define-fun R2 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x0) x1 (* (- 1) x2) x7) (+ x0 x8) 0 x1 x7 x8) (B x0 x1 x2 (+ (* (- 1) x0) x1 (* (- 1) x2) x7) (+ x0 x8) 0 x1 x7 x8)))
; rule 3: x3 := x3 - 1, x4 := x0 - x2 - x3 + x7 + x8 + 1, x5 := -x0 + x1 + 2*x2 + x3 - x7 - x8 - 1, x6 := x0
(define-fun R3 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x3 (- 1)) (+ x0 (* (- 1) x2) (* (- 1) x3) x7 x8 1) (+ (* (- 1) x0) x1 (* 2 x2) x3 (* (- 1) x7) (* (- 1) x8) (- 1)) x0 x7 x8) (B x0 x1 x2 (+ x3 (- 1)) (+ x0 (* (- 1) x2) (* (- 1) x3) x7 x8 1) (+ (* (- 1) x0) x1 (* 2 x2) x3 (* (- 1) x7) (* (- 1) x8) (- 1)) x0 x7 x8)))
; rule 4: x3 := -x2 - x4 + x7 + x8, x5 := x0 + x1 + x2 - x7, x6 := 0
(define-fun R4 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x2) (* (- 1) x4) x7 x8) x4 (+ x0 x1 x2 (* (- 1) x7)) 0 x7 x8) (B x0 x1 x2 (+ (* (- 1) x2) (* (- 1) x4) x7 x8) x4 (+ x0 x1 x2 (* (- 1) x7)) 0 x7 x8)))
; rule 5: x2 := -x0 - x1 + x6 + x7, x3 := x3 - 1, x4 := x0 - x3 + x7 + x8 + 1, x5 := 0
(define-fun R5 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x6 x7) (+ x3 (- 1)) (+ x0 (* (- 1) x3) x7 x8 1) 0 x6 x7 x8) (B x0 x8 x7 x6 0 (+ x0 (* (- 1) x3) x7 x8 1) (+ x3 (- 1)) (+ (* (- 1) x0) (* (- 1) x1) x6 x7) x1)))
; rule 6: x2 := -x0 - x1 - x3 + 3*x6 + x7, x4 := x6, x5 := x6
(define-fun R6 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) (* (- 1) x3) (* 3 x6) x7) x3 x6 x6 x6 x7 x8) (B x0 x1 (+ (* (- 1) x0) (* (- 1) x1) (* (- 1) x3) (* 3 x6) x7) x3 x6 x6 x6 x7 x8)))
; rule 7: x3 := -x0 - x1 - x2 + x3 + x7, x4 := x0 + x1 - x3 + x8, x5 := x3, x6 := 0
(define-fun R7 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x0) (* (- 1) x1) (* (- 1) x2) x3 x7) (+ x0 x1 (* (- 1) x3) x8) x3 0 x7 x8) (B (+ x0 x1 (* (- 1) x3) x8) x3 0 x7 x8 x0 x1 x2 (+ (* (- 1) x0) (* (- 1) x1) (* (- 1) x2) x3 x7))))
; rule 8: x3 := -x1 - 2*x2 + x7 + x8, x4 := x0 + x1 + x8, x5 := 0, x6 := 0
(define-fun R8 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 2) x2) x7 x8) (+ x0 x1 x8) 0 0 x7 x8) (B 0 0 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 2) x2) x7 x8) (+ x0 x1 x8))))
; rule 9: x4 := x1 - x3 + x8, x5 := x0, x6 := x6 - 1, x7 := x2
(define-fun R9 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x1 (* (- 1) x3) x8) x0 (+ x6 (- 1)) x2 x8) (B x0 x1 x2 x3 (+ x1 (* (- 1) x3) x8) x0 (+ x6 (- 1)) x2 x8)))
; rule 10: x2 := -x0 - x1 + x5 + x6 + x7, x4 := 2*x0 + x1 - x3 - x5 - x6 + x8
(define-fun R10 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x5 x6 x7) x3 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 1) x5) (* (- 1) x6) x8) x5 x6 x7 x8) (B (+ (* (- 1) x0) (* (- 1) x1) x5 x6 x7) x1 x0 x8 x7 x6 x5 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 1) x5) (* (- 1) x6) x8) x3)))
; rule 11: x2 := x8, x3 := -x1 + x5 + x6 + x7 - x8, x4 := x0 + x1 - x5 - x6 + x8
(define-fun R11 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x8 (+ (* (- 1) x1) x5 x6 x7 (* (- 1) x8)) (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x5 x6 x7 x8) (B x0 x1 x8 (+ (* (- 1) x1) x5 x6 x7 (* (- 1) x8)) (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x5 x6 x7 x8)))
; rule 12: x3 := 0, x4 := x8, x5 := x0 + x1, x6 := -x0 + x2 - x7
(define-fun R12 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 0 x8 (+ x0 x1) (+ (* (- 1) x0) x2 (* (- 1) x7)) x7 x8) (B x1 x2 0 x8 (+ x0 x1) (+ (* (- 1) x0) x2 (* (- 1) x7)) x7 x8 x0)))
; rule 13: x2 := -x0 - x1 + x6 + x7, x3 := x0 + x1 - x4 + x8, x5 := 0
(define-fun R13 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x6 x7) (+ x0 x1 (* (- 1) x4) x8) x4 0 x6 x7 x8) (B x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x6 x7) (+ x0 x1 (* (- 1) x4) x8) x4 0 x6 x7 x8)))
; rule 14: x2 := -x0 - x1 + x5 + x6, x3 := 2*x0 + x1 - x5 - x6 + x7 + x8, x4 := 0
(define-fun R14 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x5 x6) (+ (* 2 x0) x1 (* (- 1) x5) (* (- 1) x6) x7 x8) 0 x5 x6 x7 x8) (B x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x5 x6) (+ (* 2 x0) x1 (* (- 1) x5) (* (- 1) x6) x7 x8) 0 x5 x6 x7 x8)))
; rule 15: x2 := -x0 - x1 + x6 + x7, x3 := x0 - x4 + x7 + x8, x5 := 0
(define-fun R15 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x6 x7) (+ x0 (* (- 1) x4) x7 x8) x4 0 x6 x7 x8) (B x0 x8 x7 x6 0 x4 (+ x0 (* (- 1) x4) x7 x8) (+ (* (- 1) x0) (* (- 1) x1) x6 x7) x1)))
; rule 16: x2 := -x0 - x1 + x6 + x7, x3 := x0, x4 := x1 + x8, x5 := 0
(define-fun R16 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x6 x7) x0 (+ x1 x8) 0 x6 x7 x8) (B x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x6 x7) x0 (+ x1 x8) 0 x6 x7 x8)))
; rule 17: x2 := -x1 - x3 + x6 + x7 + x8, x4 := -x3 + x7 + x8, x5 := x0
(define-fun R17 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* (- 1) x3) x6 x7 x8) x3 (+ (* (- 1) x3) x7 x8) x0 x6 x7 x8) (B (+ (* (- 1) x3) x7 x8) x0 x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* (- 1) x3) x6 x7 x8) x3)))
; rule 18: x4 := 0, x5 := 0, x6 := x0 + x1 + x2, x7 := -x0 + x3 - x8
(define-fun R18 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 0 0 (+ x0 x1 x2) (+ (* (- 1) x0) x3 (* (- 1) x8)) x8) (B 0 0 (+ x0 x1 x2) (+ (* (- 1) x0) x3 (* (- 1) x8)) x8 x0 x1 x2 x3)))
; rule 19: x3 := 0, x4 := x1 + x8, x5 := x0, x6 := -x0 + x1 + x2 - x7
(define-fun R19 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 0 (+ x1 x8) x0 (+ (* (- 1) x0) x1 x2 (* (- 1) x7)) x7 x8) (B x1 x2 0 (+ x1 x8) x0 (+ (* (- 1) x0) x1 x2 (* (- 1) x7)) x7 x8 x0)))
; rule 20: x3 := x7, x4 := x0 - x2 + x8, x5 := -x0 + x1 + 2*x2 - x8, x6 := x0
(define-fun R20 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x7 (+ x0 (* (- 1) x2) x8) (+ (* (- 1) x0) x1 (* 2 x2) (* (- 1) x8)) x0 x7 x8) (B x0 x1 x2 x7 (+ x0 (* (- 1) x2) x8) (+ (* (- 1) x0) x1 (* 2 x2) (* (- 1) x8)) x0 x7 x8)))
; rule 21: x3 := 0, x4 := x0 - x2 + x7 + x8, x5 := x1 + x2 - x7, x6 := 0
(define-fun R21 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 0 (+ x0 (* (- 1) x2) x7 x8) (+ x1 x2 (* (- 1) x7)) 0 x7 x8) (B x1 x2 0 (+ x0 (* (- 1) x2) x7 x8) (+ x1 x2 (* (- 1) x7)) 0 x7 x8 x0)))
; rule 22: x4 := -x1 - x2 - x3 + x7 + x8, x5 := x0 + x1 + x2 - x7, x6 := x7, x7 := 0
(define-fun R22 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x1) (* (- 1) x2) (* (- 1) x3) x7 x8) (+ x0 x1 x2 (* (- 1) x7)) x7 0 x8) (B x0 x8 0 x7 (+ x0 x1 x2 (* (- 1) x7)) (+ (* (- 1) x1) (* (- 1) x2) (* (- 1) x3) x7 x8) x3 x2 x1)))
; rule 23: x2 := x0 - x3 + x7 + x8, x4 := 0, x5 := x0 + x1 - x6 + x8
(define-fun R23 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ x0 (* (- 1) x3) x7 x8) x3 0 (+ x0 x1 (* (- 1) x6) x8) x6 x7 x8) (B x0 x8 x7 x6 (+ x0 x1 (* (- 1) x6) x8) 0 x3 (+ x0 (* (- 1) x3) x7 x8) x1)))
; rule 24: x2 := x5, x3 := -x1 - x4 - x5 + x6 + 2*x7 + x8, x5 := x0 + x1 + x5 - x6 - x7
(define-fun R24 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x5 (+ (* (- 1) x1) (* (- 1) x4) (* (- 1) x5) x6 (* 2 x7) x8) x4 (+ x0 x1 x5 (* (- 1) x6) (* (- 1) x7)) x6 x7 x8) (B x0 x8 x7 x6 (+ x0 x1 x5 (* (- 1) x6) (* (- 1) x7)) x4 (+ (* (- 1) x1) (* (- 1) x4) (* (- 1) x5) x6 (* 2 x7) x8) x5 x1)))
; rule 25: x3 := -x2 + x7 + x8, x4 := x0, x5 := -x0 + x1 + x8, x6 := x0
(define-fun R25 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x2) x7 x8) x0 (+ (* (- 1) x0) x1 x8) x0 x7 x8) (B x0 x8 x7 x0 (+ (* (- 1) x0) x1 x8) x0 (+ (* (- 1) x2) x7 x8) x2 x1)))
; rule 26: x3 := -x1 - x2 + x7, x4 := x0 + x1 + x8, x5 := 0, x6 := 0
(define-fun R26 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7) (+ x0 x1 x8) 0 0 x7 x8) (B 0 0 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7) (+ x0 x1 x8))))
; rule 27: x4 := x4 - 1, x5 := x0 - x4 + x8 + 1, x6 := x1 + x2 - x3 + x4 - x8 - 1, x7 := x3
(define-fun R27 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x4 (- 1)) (+ x0 (* (- 1) x4) x8 1) (+ x1 x2 (* (- 1) x3) x4 (* (- 1) x8) (- 1)) x3 x8) (B x0 x8 x3 (+ x1 x2 (* (- 1) x3) x4 (* (- 1) x8) (- 1)) (+ x0 (* (- 1) x4) x8 1) (+ x4 (- 1)) x3 x2 x1)))
; rule 28: x4 := -x2 - x3 + x6 + x8, x5 := x0 + x1 + x2 + x3 - x6, x6 := 0, x7 := x6
(define-fun R28 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x2) (* (- 1) x3) x6 x8) (+ x0 x1 x2 x3 (* (- 1) x6)) 0 x6 x8) (B (+ (* (- 1) x2) (* (- 1) x3) x6 x8) (+ x0 x1 x2 x3 (* (- 1) x6)) 0 x6 x8 x0 x1 x2 x3)))
; rule 29: x3 := x1, x4 := x0 - x1 - x2 + x7 + x8, x5 := -x0 + 2*x1 + x2 - x7, x6 := x0
(define-fun R29 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x1 (+ x0 (* (- 1) x1) (* (- 1) x2) x7 x8) (+ (* (- 1) x0) (* 2 x1) x2 (* (- 1) x7)) x0 x7 x8) (B x0 x8 x7 x0 (+ (* (- 1) x0) (* 2 x1) x2 (* (- 1) x7)) (+ x0 (* (- 1) x1) (* (- 1) x2) x7 x8) x1 x2 x1)))
; rule 30: x4 := -x1 - x2 - x3 + x6 + x8 - 1, x5 := x0 + x1 + x2 - x6 + 1, x6 := x6 - 1, x7 := 0
(define-fun R30 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x1) (* (- 1) x2) (* (- 1) x3) x6 x8 (- 1)) (+ x0 x1 x2 (* (- 1) x6) 1) (+ x6 (- 1)) 0 x8) (B x0 x8 0 (+ x6 (- 1)) (+ x0 x1 x2 (* (- 1) x6) 1) (+ (* (- 1) x1) (* (- 1) x2) (* (- 1) x3) x6 x8 (- 1)) x3 x2 x1)))
; rule 31: x3 := -x2 - x4 + x7 + 2*x8, x5 := x0 + x1 + x2 - x7 - x8, x6 := x8
(define-fun R31 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x2) (* (- 1) x4) x7 (* 2 x8)) x4 (+ x0 x1 x2 (* (- 1) x7) (* (- 1) x8)) x8 x7 x8) (B x0 x1 x2 (+ (* (- 1) x2) (* (- 1) x4) x7 (* 2 x8)) x4 (+ x0 x1 x2 (* (- 1) x7) (* (- 1) x8)) x8 x7 x8)))
; rule 32: x4 := -x1 - x2 + x8, x5 := x0 + x1 + x2 - x3, x6 := x3, x7 := 0
(define-fun R32 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x1) (* (- 1) x2) x8) (+ x0 x1 x2 (* (- 1) x3)) x3 0 x8) (B x0 x8 0 x3 (+ x0 x1 x2 (* (- 1) x3)) (+ (* (- 1) x1) (* (- 1) x2) x8) x3 x2 x1)))
; rule 33: x3 := x2, x4 := x4 - 1, x5 := x0 + x1 - x2 - 2*x4 + x7 + x8 + 2, x6 := 2*x2 + x4 - x7 - x8 - 1
(define-fun R33 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x2 (+ x4 (- 1)) (+ x0 x1 (* (- 1) x2) (* (- 2) x4) x7 x8 2) (+ (* 2 x2) x4 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8) (B x0 x1 x2 x2 (+ x4 (- 1)) (+ x0 x1 (* (- 1) x2) (* (- 2) x4) x7 x8 2) (+ (* 2 x2) x4 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8)))
; rule 34: x2 := -x1 - x3 + x6 + x7 + x8, x4 := x0, x5 := -x3 + x7 + x8
(define-fun R34 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* (- 1) x3) x6 x7 x8) x3 x0 (+ (* (- 1) x3) x7 x8) x6 x7 x8) (B x0 (+ (* (- 1) x3) x7 x8) x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* (- 1) x3) x6 x7 x8) x3)))
; rule 35: x4 := -x1 + x2 - x3 + x6 + x8, x5 := x0 + x1 - x6, x7 := x2
(define-fun R35 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x1) x2 (* (- 1) x3) x6 x8) (+ x0 x1 (* (- 1) x6)) x6 x2 x8) (B x0 x8 x2 x6 (+ x0 x1 (* (- 1) x6)) (+ (* (- 1) x1) x2 (* (- 1) x3) x6 x8) x3 x2 x1)))
; rule 36: x3 := x0 - x2 + x7 + x8, x4 := 0, x6 := x0 + x1 - x5 + x8
(define-fun R36 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x0 (* (- 1) x2) x7 x8) 0 x5 (+ x0 x1 (* (- 1) x5) x8) x7 x8) (B x0 x8 x7 (+ x0 x1 (* (- 1) x5) x8) x5 0 (+ x0 (* (- 1) x2) x7 x8) x2 x1)))
; rule 37: x2 := -x1 - x3 + x6 + x7 + x8 + 1, x3 := x3 - 1, x4 := x0 - x3 + x8 + 1, x5 := x7
(define-fun R37 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* (- 1) x3) x6 x7 x8 1) (+ x3 (- 1)) (+ x0 (* (- 1) x3) x8 1) x7 x6 x7 x8) (B (+ x0 (* (- 1) x3) x8 1) x7 x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* (- 1) x3) x6 x7 x8 1) (+ x3 (- 1)))))
; rule 38: x4 := 2*x0 + x1 - x3 - x5 - x6 + x8, x7 := x0 + x1 + x2 - x5 - x6
(define-fun R38 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 1) x5) (* (- 1) x6) x8) x5 x6 (+ x0 x1 x2 (* (- 1) x5) (* (- 1) x6)) x8) (B x2 x1 x0 x8 (+ x0 x1 x2 (* (- 1) x5) (* (- 1) x6)) x6 x5 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 1) x5) (* (- 1) x6) x8) x3)))
; rule 39: x2 := -x0 - x1 + x6 + 2*x7, x3 := x0 - x4 + x8, x5 := x7
(define-fun R39 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x6 (* 2 x7)) (+ x0 (* (- 1) x4) x8) x4 x7 x6 x7 x8) (B x0 x8 x7 x6 x7 x4 (+ x0 (* (- 1) x4) x8) (+ (* (- 1) x0) (* (- 1) x1) x6 (* 2 x7)) x1)))
; rule 40: x2 := -x0 - x1 + x6 + x7 + x8, x3 := x0, x4 := x1, x5 := x8
(define-fun R40 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x6 x7 x8) x0 x1 x8 x6 x7 x8) (B x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x6 x7 x8) x0 x1 x8 x6 x7 x8)))
; rule 41: x2 := -x1 - x4 + x6 + x7 + x8, x3 := x7, x5 := x0 - x4 + x8
(define-fun R41 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* (- 1) x4) x6 x7 x8) x7 x4 (+ x0 (* (- 1) x4) x8) x6 x7 x8) (B x0 x8 x7 x6 (+ x0 (* (- 1) x4) x8) x4 x7 (+ (* (- 1) x1) (* (- 1) x4) x6 x7 x8) x1)))
; rule 42: x2 := -x1 + 2*x7, x3 := x6, x4 := x8, x5 := x0 - x6 + x7
(define-fun R42 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* 2 x7)) x6 x8 (+ x0 (* (- 1) x6) x7) x6 x7 x8) (B x0 x8 x7 x6 (+ x0 (* (- 1) x6) x7) x8 x6 (+ (* (- 1) x1) (* 2 x7)) x1)))
; rule 43: x2 := -x1 - x3 + x6 + x7 + x8, x4 := x1, x5 := x0 - x6 + x8
(define-fun R43 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* (- 1) x3) x6 x7 x8) x3 x1 (+ x0 (* (- 1) x6) x8) x6 x7 x8) (B x0 x1 (+ (* (- 1) x1) (* (- 1) x3) x6 x7 x8) x3 x1 (+ x0 (* (- 1) x6) x8) x6 x7 x8)))
; rule 44: x3 := -x1 - x2 + x7 + x8, x4 := x4 - 1, x5 := x0 + x1 - x4 + x8 + 1, x6 := 0
(define-fun R44 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7 x8) (+ x4 (- 1)) (+ x0 x1 (* (- 1) x4) x8 1) 0 x7 x8) (B x1 x0 x8 x7 0 (+ x0 x1 (* (- 1) x4) x8 1) (+ x4 (- 1)) (+ (* (- 1) x1) (* (- 1) x2) x7 x8) x2)))
; rule 45: x4 := -x2 - x3 + x8, x5 := x0 + x1 + x2, x6 := 0, x7 := 0
(define-fun R45 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x2) (* (- 1) x3) x8) (+ x0 x1 x2) 0 0 x8) (B 0 0 x8 x0 x1 x2 x3 (+ (* (- 1) x2) (* (- 1) x3) x8) (+ x0 x1 x2))))
; rule 46: x2 := -x3 - x4 + x6 + x7 + x8 + 1, x3 := x3 - 1, x5 := x0 + x1 - x3 - 2*x4 + x7 + x8 + 1
(define-fun R46 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x3) (* (- 1) x4) x6 x7 x8 1) (+ x3 (- 1)) x4 (+ x0 x1 (* (- 1) x3) (* (- 2) x4) x7 x8 1) x6 x7 x8) (B x0 x1 (+ (* (- 1) x3) (* (- 1) x4) x6 x7 x8 1) (+ x3 (- 1)) x4 (+ x0 x1 (* (- 1) x3) (* (- 2) x4) x7 x8 1) x6 x7 x8)))
; rule 47: x2 := -x0 - x1 + x6 + x7, x3 := x8, x4 := x0 + x7, x5 := 0
(define-fun R47 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x6 x7) x8 (+ x0 x7) 0 x6 x7 x8) (B x0 x8 x7 x6 0 (+ x0 x7) x8 (+ (* (- 1) x0) (* (- 1) x1) x6 x7) x1)))
; rule 48: x2 := x7, x4 := x7, x5 := x0 + x1 - x6
(define-fun R48 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x7 x3 x7 (+ x0 x1 (* (- 1) x6)) x6 x7 x8) (B x0 x1 x7 x3 x7 (+ x0 x1 (* (- 1) x6)) x6 x7 x8)))
; rule 49: x2 := -x3 - x4 + x6 + x7 + x8 + 1, x3 := x3 - 1, x5 := x0 + x1 - x3 - x4 + x8 + 1
(define-fun R49 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x3) (* (- 1) x4) x6 x7 x8 1) (+ x3 (- 1)) x4 (+ x0 x1 (* (- 1) x3) (* (- 1) x4) x8 1) x6 x7 x8) (B x0 x1 (+ (* (- 1) x3) (* (- 1) x4) x6 x7 x8 1) (+ x3 (- 1)) x4 (+ x0 x1 (* (- 1) x3) (* (- 1) x4) x8 1) x6 x7 x8)))
; rule 50: x3 := -x1 - x2 + x6 + x7 + x8, x4 := 0, x5 := x0 + x1 + x2 - x6
(define-fun R50 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x6 x7 x8) 0 (+ x0 x1 x2 (* (- 1) x6)) x6 x7 x8) (B 0 (+ x0 x1 x2 (* (- 1) x6)) x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x6 x7 x8))))
; rule 51: x3 := -x0 + x1 - 2*x2 + x7 + x8, x4 := x0 + x2, x5 := 0, x6 := x1
(define-fun R51 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x0) x1 (* (- 2) x2) x7 x8) (+ x0 x2) 0 x1 x7 x8) (B x0 x1 x2 (+ (* (- 1) x0) x1 (* (- 2) x2) x7 x8) (+ x0 x2) 0 x1 x7 x8)))
; rule 52: x4 := x3, x5 := x8, x6 := 2*x0 + x1 - 2*x3, x7 := -x0 + x2 + 2*x3 - x8
(define-fun R52 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x3 x8 (+ (* 2 x0) x1 (* (- 2) x3)) (+ (* (- 1) x0) x2 (* 2 x3) (* (- 1) x8)) x8) (B x2 x1 x0 x8 (+ (* (- 1) x0) x2 (* 2 x3) (* (- 1) x8)) (+ (* 2 x0) x1 (* (- 2) x3)) x8 x3 x3)))
; rule 53: x4 := 0, x5 := x0 - x3 + x8, x6 := x1 + x2 + x3 - x8, x7 := 0
(define-fun R53 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 0 (+ x0 (* (- 1) x3) x8) (+ x1 x2 x3 (* (- 1) x8)) 0 x8) (B x0 x8 0 (+ x1 x2 x3 (* (- 1) x8)) (+ x0 (* (- 1) x3) x8) 0 x3 x2 x1)))
; rule 54: x4 := -x2 - x3 + x6 + x8, x5 := x0 + x1 + 2*x2 + x3 - x6 - x8, x6 := 0, x7 := x6
(define-fun R54 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x2) (* (- 1) x3) x6 x8) (+ x0 x1 (* 2 x2) x3 (* (- 1) x6) (* (- 1) x8)) 0 x6 x8) (B x2 x3 (+ (* (- 1) x2) (* (- 1) x3) x6 x8) (+ x0 x1 (* 2 x2) x3 (* (- 1) x6) (* (- 1) x8)) 0 x6 x8 x0 x1)))
; rule 55: x4 := x5, x6 := 2*x0 + x1 - x3 - 2*x5 + x8, x7 := -x0 + x2 + x3 + x5 - x8
(define-fun R55 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x5 x5 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 2) x5) x8) (+ (* (- 1) x0) x2 x3 x5 (* (- 1) x8)) x8) (B x2 x1 x0 x8 (+ (* (- 1) x0) x2 x3 x5 (* (- 1) x8)) (+ (* 2 x0) x1 (* (- 1) x3) (* (- 2) x5) x8) x5 x5 x3)))
; rule 56: x4 := -x0 + x1 + x2, x5 := x0, x6 := x0, x7 := x7 - 1
(define-fun R56 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x0) x1 x2) x0 x0 (+ x7 (- 1)) x8) (B x0 x1 x2 x3 (+ (* (- 1) x0) x1 x2) x0 x0 (+ x7 (- 1)) x8)))
; rule 57: x3 := x0 - x4 + x7 + x8, x5 := 0, x6 := x0 + x1 + x2 - x7
(define-fun R57 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x0 (* (- 1) x4) x7 x8) x4 0 (+ x0 x1 x2 (* (- 1) x7)) x7 x8) (B x0 x8 x7 (+ x0 x1 x2 (* (- 1) x7)) 0 x4 (+ x0 (* (- 1) x4) x7 x8) x2 x1)))
; rule 58: x3 := x0, x4 := -x2 + x7 + x8, x5 := x1 + x2 - x7, x6 := x0
(define-fun R58 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x0 (+ (* (- 1) x2) x7 x8) (+ x1 x2 (* (- 1) x7)) x0 x7 x8) (B x0 x8 x7 x0 (+ x1 x2 (* (- 1) x7)) (+ (* (- 1) x2) x7 x8) x0 x2 x1)))
; rule 59: x2 := x0 - x3 - x4 + x7 + x8, x5 := 2*x0 + x1 - x3 - x4 - x6 + x8
(define-fun R59 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ x0 (* (- 1) x3) (* (- 1) x4) x7 x8) x3 x4 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 1) x4) (* (- 1) x6) x8) x6 x7 x8) (B (+ x0 (* (- 1) x3) (* (- 1) x4) x7 x8) x1 x0 x8 x7 x6 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 1) x4) (* (- 1) x6) x8) x4 x3)))
; rule 60: x2 := -x0 - x1 + x4 + x5 + x6, x3 := x0 - x4 - x5 + x7 + x8
(define-fun R60 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x4 x5 x6) (+ x0 (* (- 1) x4) (* (- 1) x5) x7 x8) x4 x5 x6 x7 x8) (B x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x4 x5 x6) (+ x0 (* (- 1) x4) (* (- 1) x5) x7 x8) x4 x5 x6)))
; rule 61: x4 := x3, x5 := x0 + x1 - 2*x3 + x8, x6 := x0, x7 := -x0 + x2 + 2*x3 - x8
(define-fun R61 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x3 (+ x0 x1 (* (- 2) x3) x8) x0 (+ (* (- 1) x0) x2 (* 2 x3) (* (- 1) x8)) x8) (B x2 x1 x0 x8 (+ (* (- 1) x0) x2 (* 2 x3) (* (- 1) x8)) x0 (+ x0 x1 (* (- 2) x3) x8) x3 x3)))
; rule 62: x1 := -2*x0 + x3 + x4 + x5 + x6 - x8, x2 := x0 - x3 - x4 + x7 + x8
(define-fun R62 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 (+ (* (- 2) x0) x3 x4 x5 x6 (* (- 1) x8)) (+ x0 (* (- 1) x3) (* (- 1) x4) x7 x8) x3 x4 x5 x6 x7 x8) (B (+ x0 (* (- 1) x3) (* (- 1) x4) x7 x8) (+ (* (- 2) x0) x3 x4 x5 x6 (* (- 1) x8)) x0 x8 x7 x6 x5 x4 x3)))
; rule 63: x3 := -x2 - x4 + x6 + x7 + x8 - 1, x5 := x0 + x1 + x2 - x6 - x7 + 1, x6 := x6 - 1
(define-fun R63 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x2) (* (- 1) x4) x6 x7 x8 (- 1)) x4 (+ x0 x1 x2 (* (- 1) x6) (* (- 1) x7) 1) (+ x6 (- 1)) x7 x8) (B x0 x1 x2 (+ (* (- 1) x2) (* (- 1) x4) x6 x7 x8 (- 1)) x4 (+ x0 x1 x2 (* (- 1) x6) (* (- 1) x7) 1) (+ x6 (- 1)) x7 x8)))
; rule 64: x4 := -x1 + 2*x2 - x3 + x8, x5 := x0 + x1 - x2, x6 := x2, x7 := x2
(define-fun R64 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x1) (* 2 x2) (* (- 1) x3) x8) (+ x0 x1 (* (- 1) x2)) x2 x2 x8) (B x0 x8 x2 x2 (+ x0 x1 (* (- 1) x2)) (+ (* (- 1) x1) (* 2 x2) (* (- 1) x3) x8) x3 x2 x1)))
; rule 65: x4 := x6, x5 := 2*x0 + x1 - x3 - 2*x6 + x8, x7 := -x0 + x2 + x3 + x6 - x8
(define-fun R65 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x6 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 2) x6) x8) x6 (+ (* (- 1) x0) x2 x3 x6 (* (- 1) x8)) x8) (B x2 x1 x0 x8 (+ (* (- 1) x0) x2 x3 x6 (* (- 1) x8)) x6 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 2) x6) x8) x6 x3)))
; rule 66: x5 := 0, x6 := x0 + x2, x7 := x1, x8 := -x0 - x1 + x3 + x4
(define-fun R66 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x4 0 (+ x0 x2) x1 (+ (* (- 1) x0) (* (- 1) x1) x3 x4)) (B x0 x1 x2 x3 x4 0 (+ x0 x2) x1 (+ (* (- 1) x0) (* (- 1) x1) x3 x4))))
; rule 67: x5 := -x0 + x1 + x2, x6 := x0, x7 := x0, x8 := -2*x0 + x2 + x3 + x4
(define-fun R67 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x4 (+ (* (- 1) x0) x1 x2) x0 x0 (+ (* (- 2) x0) x2 x3 x4)) (B x0 x1 x2 x3 x4 (+ (* (- 1) x0) x1 x2) x0 x0 (+ (* (- 2) x0) x2 x3 x4))))
; rule 68: x3 := 0, x4 := x4 - 1, x5 := x0 + x1 - x4 + x8 + 1, x6 := -x0 + x2 + x4 - x7 - x8 - 1
(define-fun R68 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 0 (+ x4 (- 1)) (+ x0 x1 (* (- 1) x4) x8 1) (+ (* (- 1) x0) x2 x4 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8) (B x1 x2 0 (+ x4 (- 1)) (+ x0 x1 (* (- 1) x4) x8 1) (+ (* (- 1) x0) x2 x4 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8 x0)))
; rule 69: x3 := 0, x4 := x0 - x2 + x7 + x8, x5 := x1 + x2 - x7, x6 := x0
(define-fun R69 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 0 (+ x0 (* (- 1) x2) x7 x8) (+ x1 x2 (* (- 1) x7)) x0 x7 x8) (B 0 (+ x0 (* (- 1) x2) x7 x8) (+ x1 x2 (* (- 1) x7)) x0 x7 x8 x0 x1 x2)))
; rule 70: x3 := x7, x5 := x0 + x1 - x4 - x7 + x8, x6 := x2 + x4 - x8
(define-fun R70 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x7 x4 (+ x0 x1 (* (- 1) x4) (* (- 1) x7) x8) (+ x2 x4 (* (- 1) x8)) x7 x8) (B x0 x1 x2 x7 x4 (+ x0 x1 (* (- 1) x4) (* (- 1) x7) x8) (+ x2 x4 (* (- 1) x8)) x7 x8)))
; rule 71: x2 := -x0 - x1 + x3 + x6 + x7, x3 := x3 - 1, x4 := x7, x5 := x3
(define-fun R71 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x3 x6 x7) (+ x3 (- 1)) x7 x3 x6 x7 x8) (B x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x3 x6 x7) (+ x3 (- 1)) x7 x3 x6 x7 x8)))
; rule 72: x3 := x8, x4 := x0 - x2 + x7, x5 := x8, x6 := x1 + x2 - x7
(define-fun R72 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x8 (+ x0 (* (- 1) x2) x7) x8 (+ x1 x2 (* (- 1) x7)) x7 x8) (B x0 x8 x7 (+ x1 x2 (* (- 1) x7)) x8 (+ x0 (* (- 1) x2) x7) x8 x2 x1)))
; rule 73: x2 := -x0 - x1 + x4 + x6, x3 := x0 + x1 - 2*x4 + x7 + x8, x5 := 0
(define-fun R73 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x4 x6) (+ x0 x1 (* (- 2) x4) x7 x8) x4 0 x6 x7 x8) (B x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x4 x6) (+ x0 x1 (* (- 2) x4) x7 x8) x4 0 x6 x7 x8)))
; rule 74: x2 := x6, x3 := -x1 - x4 + 2*x7 + x8, x5 := x0 + x1 - x7
(define-fun R74 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x6 (+ (* (- 1) x1) (* (- 1) x4) (* 2 x7) x8) x4 (+ x0 x1 (* (- 1) x7)) x6 x7 x8) (B x0 x8 x7 x6 (+ x0 x1 (* (- 1) x7)) x4 (+ (* (- 1) x1) (* (- 1) x4) (* 2 x7) x8) x6 x1)))
; rule 75: x5 := -x0 + x1 + x2 + x3 - x7, x6 := x0, x8 := -2*x0 + x2 + 2*x3 + x4 - x7
(define-fun R75 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x4 (+ (* (- 1) x0) x1 x2 x3 (* (- 1) x7)) x0 x7 (+ (* (- 2) x0) x2 (* 2 x3) x4 (* (- 1) x7))) (B x0 x1 x2 x3 x4 (+ (* (- 1) x0) x1 x2 x3 (* (- 1) x7)) x0 x7 (+ (* (- 2) x0) x2 (* 2 x3) x4 (* (- 1) x7)))))
; rule 76: x3 := x3 - 1, x4 := x0 - x2 - x3 + x7 + x8 + 1, x5 := x1 + x2 - x7, x6 := x0
(define-fun R76 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x3 (- 1)) (+ x0 (* (- 1) x2) (* (- 1) x3) x7 x8 1) (+ x1 x2 (* (- 1) x7)) x0 x7 x8) (B x0 x1 x2 (+ x3 (- 1)) (+ x0 (* (- 1) x2) (* (- 1) x3) x7 x8 1) (+ x1 x2 (* (- 1) x7)) x0 x7 x8)))
; rule 77: x2 := -x0 - x1 + x5 + x6 + x7, x3 := 2*x0 + x1 - x4 - x5 - x6 + x8
(define-fun R77 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x5 x6 x7) (+ (* 2 x0) x1 (* (- 1) x4) (* (- 1) x5) (* (- 1) x6) x8) x4 x5 x6 x7 x8) (B (+ (* (- 1) x0) (* (- 1) x1) x5 x6 x7) x1 x0 x8 x7 x6 x5 x4 (+ (* 2 x0) x1 (* (- 1) x4) (* (- 1) x5) (* (- 1) x6) x8))))
; rule 78: x3 := x3 - 1, x4 := x4 - 1, x5 := x0 - x3 - x4 + x7 + x8 + 2, x6 := x1 + x2 + x3 - x7 - x8 - 1
(define-fun R78 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x3 (- 1)) (+ x4 (- 1)) (+ x0 (* (- 1) x3) (* (- 1) x4) x7 x8 2) (+ x1 x2 x3 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8) (B x1 x2 (+ x3 (- 1)) (+ x4 (- 1)) (+ x0 (* (- 1) x3) (* (- 1) x4) x7 x8 2) (+ x1 x2 x3 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8 x0)))
; rule 79: x3 := -x1 - x2 + x7 + x8, x4 := x1, x5 := x0 + x2, x6 := 0
(define-fun R79 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7 x8) x1 (+ x0 x2) 0 x7 x8) (B x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7 x8) x1 (+ x0 x2) 0 x7 x8 x0)))
; rule 80: x3 := x3 - 1, x5 := x0 + x1 - x3 - x4 + x8 + 1, x6 := x2 + x3 + x4 - x7 - x8 - 1
(define-fun R80 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x3 (- 1)) x4 (+ x0 x1 (* (- 1) x3) (* (- 1) x4) x8 1) (+ x2 x3 x4 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8) (B x0 x1 x2 (+ x3 (- 1)) x4 (+ x0 x1 (* (- 1) x3) (* (- 1) x4) x8 1) (+ x2 x3 x4 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8)))
; rule 81: x3 := x0 - x2 - x4 + x7 + x8, x5 := x0 + x1 + x2 - x7, x6 := 0
(define-fun R81 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x0 (* (- 1) x2) (* (- 1) x4) x7 x8) x4 (+ x0 x1 x2 (* (- 1) x7)) 0 x7 x8) (B (+ x0 x1 x2 (* (- 1) x7)) 0 x7 x8 x0 x1 x2 (+ x0 (* (- 1) x2) (* (- 1) x4) x7 x8) x4)))
; rule 82: x3 := x1 - x4 + x8 + 1, x4 := x4 - 1, x5 := x0, x6 := -x0 + 2*x1 + x2 - x4 - x7 + x8 + 1
(define-fun R82 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x1 (* (- 1) x4) x8 1) (+ x4 (- 1)) x0 (+ (* (- 1) x0) (* 2 x1) x2 (* (- 1) x4) (* (- 1) x7) x8 1) x7 x8) (B x1 x2 (+ x1 (* (- 1) x4) x8 1) (+ x4 (- 1)) x0 (+ (* (- 1) x0) (* 2 x1) x2 (* (- 1) x4) (* (- 1) x7) x8 1) x7 x8 x0)))
; rule 83: x5 := 0, x6 := x6 - 1, x7 := x0 + x1 + x2 - x6 + 1, x8 := -x0 - x1 + x3 + x4
(define-fun R83 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x4 0 (+ x6 (- 1)) (+ x0 x1 x2 (* (- 1) x6) 1) (+ (* (- 1) x0) (* (- 1) x1) x3 x4)) (B x0 x1 x2 x3 x4 0 (+ x6 (- 1)) (+ x0 x1 x2 (* (- 1) x6) 1) (+ (* (- 1) x0) (* (- 1) x1) x3 x4))))
; rule 84: x3 := -x1 - 2*x2 + x5 + x6 + x7 + x8, x4 := x0 + x1 + x2 - x5 - x6
(define-fun R84 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 2) x2) x5 x6 x7 x8) (+ x0 x1 x2 (* (- 1) x5) (* (- 1) x6)) x5 x6 x7 x8) (B x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 2) x2) x5 x6 x7 x8) (+ x0 x1 x2 (* (- 1) x5) (* (- 1) x6)) x5 x6)))
; rule 85: x3 := x3 - 1, x4 := x4 - 1, x5 := x0 - x2 - x3 - x4 + x7 + 2*x8 + 2, x6 := x1 + x2 + x3 - x7 - x8 - 1
(define-fun R85 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x3 (- 1)) (+ x4 (- 1)) (+ x0 (* (- 1) x2) (* (- 1) x3) (* (- 1) x4) x7 (* 2 x8) 2) (+ x1 x2 x3 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8) (B x1 x0 x8 x7 (+ x1 x2 x3 (* (- 1) x7) (* (- 1) x8) (- 1)) (+ x0 (* (- 1) x2) (* (- 1) x3) (* (- 1) x4) x7 (* 2 x8) 2) (+ x4 (- 1)) (+ x3 (- 1)) x2)))
; rule 86: x4 := x1 + x2 + x3 - x6 - x8, x5 := x0 - x3 + x8, x7 := x1 + x2 + x3 - x6 - x8
(define-fun R86 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x1 x2 x3 (* (- 1) x6) (* (- 1) x8)) (+ x0 (* (- 1) x3) x8) x6 (+ x1 x2 x3 (* (- 1) x6) (* (- 1) x8)) x8) (B x0 x8 (+ x1 x2 x3 (* (- 1) x6) (* (- 1) x8)) x6 (+ x0 (* (- 1) x3) x8) (+ x1 x2 x3 (* (- 1) x6) (* (- 1) x8)) x3 x2 x1)))
; rule 87: x4 := x6, x5 := x0 - x3 - x6 + x8, x6 := x1 + x2 + x3 + x6 - x8, x7 := 0
(define-fun R87 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x6 (+ x0 (* (- 1) x3) (* (- 1) x6) x8) (+ x1 x2 x3 x6 (* (- 1) x8)) 0 x8) (B x0 x8 0 (+ x1 x2 x3 x6 (* (- 1) x8)) (+ x0 (* (- 1) x3) (* (- 1) x6) x8) x6 x3 x2 x1)))
; rule 88: x3 := -x1 - x2 + x7 + x8, x5 := x0 + x1 + x2 - x4, x6 := 0
(define-fun R88 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7 x8) x4 (+ x0 x1 x2 (* (- 1) x4)) 0 x7 x8) (B x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7 x8) x4 (+ x0 x1 x2 (* (- 1) x4)) 0 x7 x8 x0)))
; rule 89: x3 := -x0 - x1 + x7, x4 := x0 + x1 - x2 + x8, x5 := x2, x6 := 0
(define-fun R89 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x0) (* (- 1) x1) x7) (+ x0 x1 (* (- 1) x2) x8) x2 0 x7 x8) (B (+ x0 x1 (* (- 1) x2) x8) x2 0 x7 x8 x0 x1 x2 (+ (* (- 1) x0) (* (- 1) x1) x7))))
; rule 90: x4 := x6, x5 := x0 + x1 - x3 - x6 + x8, x6 := x0, x7 := -x0 + x2 + x3 + x6 - x8
(define-fun R90 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x6 (+ x0 x1 (* (- 1) x3) (* (- 1) x6) x8) x0 (+ (* (- 1) x0) x2 x3 x6 (* (- 1) x8)) x8) (B x2 x1 x0 x8 (+ (* (- 1) x0) x2 x3 x6 (* (- 1) x8)) x0 (+ x0 x1 (* (- 1) x3) (* (- 1) x6) x8) x6 x3)))
; rule 91: x1 := -x0 - x2 + x5 + x6 + x7, x3 := x0, x4 := -x5 + x7 + x8
(define-fun R91 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 (+ (* (- 1) x0) (* (- 1) x2) x5 x6 x7) x2 x0 (+ (* (- 1) x5) x7 x8) x5 x6 x7 x8) (B x0 x8 x7 x6 x5 (+ (* (- 1) x5) x7 x8) x0 x2 (+ (* (- 1) x0) (* (- 1) x2) x5 x6 x7))))
; rule 92: x2 := -x1 + x5 + x6 + x7, x3 := 0, x4 := x0 + x1 - x5 - x6 + x8
(define-fun R92 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) x5 x6 x7) 0 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x5 x6 x7 x8) (B (+ (* (- 1) x1) x5 x6 x7) 0 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x5 x6 x7 x8 x0 x1)))
; rule 93: x3 := -x1 - x2 + x7 + x8, x4 := x4 - 1, x5 := x0 + x1 + x2 - x4 + 1, x6 := 0
(define-fun R93 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7 x8) (+ x4 (- 1)) (+ x0 x1 x2 (* (- 1) x4) 1) 0 x7 x8) (B x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7 x8) (+ x4 (- 1)) (+ x0 x1 x2 (* (- 1) x4) 1) 0 x7 x8 x0)))
; rule 94: x3 := x1 - x4 + x8, x5 := x0, x6 := x1 + x2 - x7
(define-fun R94 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x1 (* (- 1) x4) x8) x4 x0 (+ x1 x2 (* (- 1) x7)) x7 x8) (B x0 x1 x2 (+ x1 (* (- 1) x4) x8) x4 x0 (+ x1 x2 (* (- 1) x7)) x7 x8)))
; rule 95: x3 := x0 - x2 - x4 + x7 + x8 + 1, x4 := x4 - 1, x5 := x7, x6 := x0 + x1 - x4 - x7 + x8 + 1
(define-fun R95 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x0 (* (- 1) x2) (* (- 1) x4) x7 x8 1) (+ x4 (- 1)) x7 (+ x0 x1 (* (- 1) x4) (* (- 1) x7) x8 1) x7 x8) (B x7 (+ x0 x1 (* (- 1) x4) (* (- 1) x7) x8 1) x7 x8 x0 x1 x2 (+ x0 (* (- 1) x2) (* (- 1) x4) x7 x8 1) (+ x4 (- 1)))))
; rule 96: x2 := -x1 + x5 + x6, x3 := x1 - x5 - x6 + x7 + x8, x4 := x0
(define-fun R96 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) x5 x6) (+ x1 (* (- 1) x5) (* (- 1) x6) x7 x8) x0 x5 x6 x7 x8) (B x0 x1 (+ (* (- 1) x1) x5 x6) (+ x1 (* (- 1) x5) (* (- 1) x6) x7 x8) x0 x5 x6 x7 x8)))
; rule 97: x3 := -x1 - x2 + x7 + x8, x4 := x0 + x8, x5 := x1, x6 := 0
(define-fun R97 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7 x8) (+ x0 x8) x1 0 x7 x8) (B x1 x0 x8 x7 0 x1 (+ x0 x8) (+ (* (- 1) x1) (* (- 1) x2) x7 x8) x2)))
; rule 98: x3 := -x1 - x2 + x7 + x8, x4 := x1, x5 := x0 + x8, x6 := 0
(define-fun R98 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x7 x8) x1 (+ x0 x8) 0 x7 x8) (B x1 x0 x8 x7 0 (+ x0 x8) x1 (+ (* (- 1) x1) (* (- 1) x2) x7 x8) x2)))
; rule 99: x2 := -x0 - x1 + 2*x6 + x7, x5 := x6
(define-fun R99 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) (* 2 x6) x7) x3 x4 x6 x6 x7 x8) (B x0 x8 x7 x6 x6 x4 x3 (+ (* (- 1) x0) (* (- 1) x1) (* 2 x6) x7) x1)))
; rule 100: x2 := -x1 + x5 + x7, x3 := x6, x4 := x0 + x1 - x5 - x6 + x8
(define-fun R100 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) x5 x7) x6 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x5 x6 x7 x8) (B x0 x8 x7 x6 x5 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x6 (+ (* (- 1) x1) x5 x7) x1)))
; rule 101: x2 := -x0 - x1 + x5 + x6 + x7, x3 := x0, x4 := x0 + x1 - x5 - x6 + x8
(define-fun R101 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x5 x6 x7) x0 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x5 x6 x7 x8) (B (+ (* (- 1) x0) (* (- 1) x1) x5 x6 x7) x1 x0 x8 x7 x6 x5 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x0)))
; rule 102: x2 := x0 - x4 + x7 + x8, x3 := 0, x5 := x0 + x1 - x4 - x6 + x8
(define-fun R102 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ x0 (* (- 1) x4) x7 x8) 0 x4 (+ x0 x1 (* (- 1) x4) (* (- 1) x6) x8) x6 x7 x8) (B (+ x0 (* (- 1) x4) x7 x8) 0 x4 (+ x0 x1 (* (- 1) x4) (* (- 1) x6) x8) x6 x7 x8 x0 x1)))
; rule 103: x2 := -x0 - x1 + x3 + 2*x6, x3 := x0 + x1 - 2*x3 - x6 + x7 + x8, x4 := x3, x5 := x6
(define-fun R103 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x3 (* 2 x6)) (+ x0 x1 (* (- 2) x3) (* (- 1) x6) x7 x8) x3 x6 x6 x7 x8) (B x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x3 (* 2 x6)) (+ x0 x1 (* (- 2) x3) (* (- 1) x6) x7 x8) x3 x6 x6 x7 x8)))
; rule 104: x2 := x0 + x7 + x8, x3 := 0, x4 := 0, x5 := 2*x0 + x1 - x6 + x8
(define-fun R104 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ x0 x7 x8) 0 0 (+ (* 2 x0) x1 (* (- 1) x6) x8) x6 x7 x8) (B 0 0 (+ (* 2 x0) x1 (* (- 1) x6) x8) x6 x7 x8 x0 x1 (+ x0 x7 x8))))
; rule 105: x4 := x0 + x1 - x5 - x6 + x8, x7 := x1 + x2 + x3 - x5 - x6
(define-fun R105 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x5 x6 (+ x1 x2 x3 (* (- 1) x5) (* (- 1) x6)) x8) (B x0 x8 (+ x1 x2 x3 (* (- 1) x5) (* (- 1) x6)) x6 x5 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x3 x2 x1)))
; rule 106: x2 := -x1 - x3 - x4 + x6 + 2*x7 + x8, x5 := x0 - x3 - x4 + x7 + x8
(define-fun R106 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* (- 1) x3) (* (- 1) x4) x6 (* 2 x7) x8) x3 x4 (+ x0 (* (- 1) x3) (* (- 1) x4) x7 x8) x6 x7 x8) (B x0 x8 x7 x6 (+ x0 (* (- 1) x3) (* (- 1) x4) x7 x8) x4 x3 (+ (* (- 1) x1) (* (- 1) x3) (* (- 1) x4) x6 (* 2 x7) x8) x1)))
; rule 107: x4 := x1, x5 := x0 - x3 + x8, x6 := x0, x7 := -x0 + x1 + x2 + x3 - x8
(define-fun R107 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x1 (+ x0 (* (- 1) x3) x8) x0 (+ (* (- 1) x0) x1 x2 x3 (* (- 1) x8)) x8) (B x2 x1 x0 x8 (+ (* (- 1) x0) x1 x2 x3 (* (- 1) x8)) x0 (+ x0 (* (- 1) x3) x8) x1 x3)))
; rule 108: x4 := x4 - 1, x5 := x0 + x1 - x3 - x4 + x8 + 2, x6 := x2 + x3 - x8 - 1, x7 := x4
(define-fun R108 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x4 (- 1)) (+ x0 x1 (* (- 1) x3) (* (- 1) x4) x8 2) (+ x2 x3 (* (- 1) x8) (- 1)) x4 x8) (B x0 x1 x2 x3 (+ x4 (- 1)) (+ x0 x1 (* (- 1) x3) (* (- 1) x4) x8 2) (+ x2 x3 (* (- 1) x8) (- 1)) x4 x8)))
; rule 109: x3 := x0 - x2 - x4 + x7 + x8 + 1, x4 := x4 - 1, x5 := x0 + x1 - x4 + x8 + 1, x6 := 0
(define-fun R109 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x0 (* (- 1) x2) (* (- 1) x4) x7 x8 1) (+ x4 (- 1)) (+ x0 x1 (* (- 1) x4) x8 1) 0 x7 x8) (B (+ x0 x1 (* (- 1) x4) x8 1) 0 x7 x8 x0 x1 x2 (+ x0 (* (- 1) x2) (* (- 1) x4) x7 x8 1) (+ x4 (- 1)))))
; rule 110: x4 := x0 + x1 - x3 - x5 + x8, x7 := x1 + x2 + x3 - x5 - x6
(define-fun R110 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x0 x1 (* (- 1) x3) (* (- 1) x5) x8) x5 x6 (+ x1 x2 x3 (* (- 1) x5) (* (- 1) x6)) x8) (B x0 x8 (+ x1 x2 x3 (* (- 1) x5) (* (- 1) x6)) x6 x5 (+ x0 x1 (* (- 1) x3) (* (- 1) x5) x8) x3 x2 x1)))
; rule 111: x2 := -x0 - x1 + x5 + x6 + x7, x3 := 2*x0 + x1 - x5 - x6 + x8, x4 := 0
(define-fun R111 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x5 x6 x7) (+ (* 2 x0) x1 (* (- 1) x5) (* (- 1) x6) x8) 0 x5 x6 x7 x8) (B (+ (* 2 x0) x1 (* (- 1) x5) (* (- 1) x6) x8) 0 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x5 x6 x7))))
; rule 112: x4 := -x1 + x2 - x3 + x8, x5 := x0 + x1, x6 := 0, x7 := x2
(define-fun R112 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x1) x2 (* (- 1) x3) x8) (+ x0 x1) 0 x2 x8) (B x1 x2 x3 (+ (* (- 1) x1) x2 (* (- 1) x3) x8) (+ x0 x1) 0 x2 x8 x0)))
; rule 113: x4 := 0, x5 := x1 + x8, x6 := x0, x7 := -x0 + x2 + x3 - x8
(define-fun R113 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 0 (+ x1 x8) x0 (+ (* (- 1) x0) x2 x3 (* (- 1) x8)) x8) (B x0 x8 (+ (* (- 1) x0) x2 x3 (* (- 1) x8)) x0 (+ x1 x8) 0 x3 x2 x1)))
; rule 114: x4 := 0, x5 := x0 + x8, x6 := x1, x7 := -x0 + x2 + x3 - x8
(define-fun R114 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 0 (+ x0 x8) x1 (+ (* (- 1) x0) x2 x3 (* (- 1) x8)) x8) (B x0 x8 (+ (* (- 1) x0) x2 x3 (* (- 1) x8)) x1 (+ x0 x8) 0 x3 x2 x1)))
; rule 115: x3 := x8, x4 := x5, x5 := x0 + x1 - 2*x5 + x7, x6 := x2 + x5 - x7
(define-fun R115 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x8 x5 (+ x0 x1 (* (- 2) x5) x7) (+ x2 x5 (* (- 1) x7)) x7 x8) (B x0 x1 x2 x8 x5 (+ x0 x1 (* (- 2) x5) x7) (+ x2 x5 (* (- 1) x7)) x7 x8)))
; rule 116: x4 := 0, x5 := x0 + x1 - x6 + x8 + 1, x6 := x6 - 1, x7 := -x0 + x2 + x3 - x8
(define-fun R116 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 0 (+ x0 x1 (* (- 1) x6) x8 1) (+ x6 (- 1)) (+ (* (- 1) x0) x2 x3 (* (- 1) x8)) x8) (B x0 x8 (+ (* (- 1) x0) x2 x3 (* (- 1) x8)) (+ x6 (- 1)) (+ x0 x1 (* (- 1) x6) x8 1) 0 x3 x2 x1)))
; rule 117: x4 := x0 - x2 - x3 + x8, x5 := x1 + x2, x6 := x0, x7 := 0
(define-fun R117 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x0 (* (- 1) x2) (* (- 1) x3) x8) (+ x1 x2) x0 0 x8) (B x2 x1 x0 x8 0 x0 (+ x1 x2) (+ x0 (* (- 1) x2) (* (- 1) x3) x8) x3)))
; rule 118: x3 := 0, x4 := x0 - x2 + x7 + x8, x6 := x0 + x1 + x2 - x5 - x7
(define-fun R118 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 0 (+ x0 (* (- 1) x2) x7 x8) x5 (+ x0 x1 x2 (* (- 1) x5) (* (- 1) x7)) x7 x8) (B 0 (+ x0 (* (- 1) x2) x7 x8) x5 (+ x0 x1 x2 (* (- 1) x5) (* (- 1) x7)) x7 x8 x0 x1 x2)))
; rule 119: x4 := 0, x5 := x2, x6 := x0 + x1, x7 := -x0 + x2 + x3 - x8
(define-fun R119 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 0 x2 (+ x0 x1) (+ (* (- 1) x0) x2 x3 (* (- 1) x8)) x8) (B x0 x1 x2 x3 0 x2 (+ x0 x1) (+ (* (- 1) x0) x2 x3 (* (- 1) x8)) x8)))
; rule 120: x4 := x1 - x2 - x3 + x8, x5 := x0 + x2, x6 := 0, x7 := x1
(define-fun R120 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x1 (* (- 1) x2) (* (- 1) x3) x8) (+ x0 x2) 0 x1 x8) (B x1 x2 x3 (+ x1 (* (- 1) x2) (* (- 1) x3) x8) (+ x0 x2) 0 x1 x8 x0)))
; rule 121: x4 := x0 + x1 - x3 - x5 + x8 + 1, x5 := x5 - 1, x7 := x1
(define-fun R121 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x0 x1 (* (- 1) x3) (* (- 1) x5) x8 1) (+ x5 (- 1)) x6 x1 x8) (B x0 x8 x1 x6 (+ x5 (- 1)) (+ x0 x1 (* (- 1) x3) (* (- 1) x5) x8 1) x3 x2 x1)))
; rule 122: x3 := -x5 + x7 + x8, x4 := x0, x6 := x1 + x2 - 2*x5 + x8
(define-fun R122 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x5) x7 x8) x0 x5 (+ x1 x2 (* (- 2) x5) x8) x7 x8) (B x0 x8 x7 (+ x1 x2 (* (- 2) x5) x8) x5 x0 (+ (* (- 1) x5) x7 x8) x2 x1)))
; rule 123: x3 := x1, x4 := -x2 + x7 + x8, x5 := x0 + x2 - x7, x6 := x1
(define-fun R123 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x1 (+ (* (- 1) x2) x7 x8) (+ x0 x2 (* (- 1) x7)) x1 x7 x8) (B x0 x1 x2 x1 (+ (* (- 1) x2) x7 x8) (+ x0 x2 (* (- 1) x7)) x1 x7 x8)))
; rule 124: x4 := x0 - x2 + x8, x5 := x2, x6 := x1, x7 := x3
(define-fun R124 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x0 (* (- 1) x2) x8) x2 x1 x3 x8) (B x0 x8 x3 x1 x2 (+ x0 (* (- 1) x2) x8) x3 x2 x1)))
; rule 125: x3 := x1 - x2 - x4 + x7 + x8, x5 := x0 + x2 - x4, x6 := x1
(define-fun R125 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x1 (* (- 1) x2) (* (- 1) x4) x7 x8) x4 (+ x0 x2 (* (- 1) x4)) x1 x7 x8) (B x0 x1 x2 (+ x1 (* (- 1) x2) (* (- 1) x4) x7 x8) x4 (+ x0 x2 (* (- 1) x4)) x1 x7 x8)))
; rule 126: x2 := -x1 + x5 + x6, x3 := x7, x4 := x0 + x1 - x5 - x6 + x8
(define-fun R126 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) x5 x6) x7 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x5 x6 x7 x8) (B x0 x8 x7 x6 x5 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x7 (+ (* (- 1) x1) x5 x6) x1)))
; rule 127: x5 := x2, x6 := x0, x7 := x1, x8 := -x0 - x1 + x2 + x3 + x4
(define-fun R127 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x4 x2 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x2 x3 x4)) (B x0 x1 x2 x3 x4 x2 x0 x1 (+ (* (- 1) x0) (* (- 1) x1) x2 x3 x4))))
; rule 128: x4 := x4 - 1, x5 := 2*x0 - x3 - x4 + x8 + 1, x6 := -2*x0 + x1 + x2 + x3 + x4 - x8 - 1, x7 := x0
(define-fun R128 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x4 (- 1)) (+ (* 2 x0) (* (- 1) x3) (* (- 1) x4) x8 1) (+ (* (- 2) x0) x1 x2 x3 x4 (* (- 1) x8) (- 1)) x0 x8) (B x0 x8 x0 (+ (* (- 2) x0) x1 x2 x3 x4 (* (- 1) x8) (- 1)) (+ (* 2 x0) (* (- 1) x3) (* (- 1) x4) x8 1) (+ x4 (- 1)) x3 x2 x1)))
; rule 129: x3 := x0 + x7 + x8, x4 := 0, x5 := 0, x6 := x0 + x1 + x2
(define-fun R129 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x0 x7 x8) 0 0 (+ x0 x1 x2) x7 x8) (B 0 0 (+ x0 x1 x2) x7 x8 x0 x1 x2 (+ x0 x7 x8))))
; rule 130: x4 := 0, x5 := x5 - 1, x6 := x0 + x1 + x2 - x5 + 1, x7 := -x0 + x2 + x3 - x8
(define-fun R130 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 0 (+ x5 (- 1)) (+ x0 x1 x2 (* (- 1) x5) 1) (+ (* (- 1) x0) x2 x3 (* (- 1) x8)) x8) (B x0 x1 x2 x3 0 (+ x5 (- 1)) (+ x0 x1 x2 (* (- 1) x5) 1) (+ (* (- 1) x0) x2 x3 (* (- 1) x8)) x8)))
; rule 131: x3 := x3 - 1, x5 := x4, x6 := x1 + x2 + x3 - x7 - x8 - 1
(define-fun R131 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x3 (- 1)) x4 x4 (+ x1 x2 x3 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8) (B x1 x0 x8 x7 (+ x1 x2 x3 (* (- 1) x7) (* (- 1) x8) (- 1)) x4 x4 (+ x3 (- 1)) x2)))
; rule 132: x4 := x1, x5 := x2, x6 := x0, x7 := -x0 + x1 + x2 + x3 - x8
(define-fun R132 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x1 x2 x0 (+ (* (- 1) x0) x1 x2 x3 (* (- 1) x8)) x8) (B x0 x1 x2 x3 x1 x2 x0 (+ (* (- 1) x0) x1 x2 x3 (* (- 1) x8)) x8)))
; rule 133: x5 := x1 - x4 + x8, x6 := x0, x7 := -x0 + x2 + x3 + x4 - x8
(define-fun R133 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x4 (+ x1 (* (- 1) x4) x8) x0 (+ (* (- 1) x0) x2 x3 x4 (* (- 1) x8)) x8) (B x0 x1 x2 x3 x4 (+ x1 (* (- 1) x4) x8) x0 (+ (* (- 1) x0) x2 x3 x4 (* (- 1) x8)) x8)))
; rule 134: x4 := 0, x5 := x0 + x1 + x2 - x6, x7 := x1 + x2 + x3 - x6 - x8
(define-fun R134 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 0 (+ x0 x1 x2 (* (- 1) x6)) x6 (+ x1 x2 x3 (* (- 1) x6) (* (- 1) x8)) x8) (B 0 (+ x0 x1 x2 (* (- 1) x6)) x6 (+ x1 x2 x3 (* (- 1) x6) (* (- 1) x8)) x8 x0 x1 x2 x3)))
; rule 135: x4 := x0 + x1 - x5 + x8, x6 := 0, x7 := x1 + x2 + x3 - x8
(define-fun R135 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x0 x1 (* (- 1) x5) x8) x5 0 (+ x1 x2 x3 (* (- 1) x8)) x8) (B x1 x0 x8 (+ x1 x2 x3 (* (- 1) x8)) 0 x5 (+ x0 x1 (* (- 1) x5) x8) x3 x2)))
; rule 136: x4 := x0 - x2 - x3 + x7 + x8, x5 := 0, x6 := x1 + x2 + x3 - x7
(define-fun R136 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x0 (* (- 1) x2) (* (- 1) x3) x7 x8) 0 (+ x1 x2 x3 (* (- 1) x7)) x7 x8) (B 0 (+ x1 x2 x3 (* (- 1) x7)) x7 x8 x0 x1 x2 x3 (+ x0 (* (- 1) x2) (* (- 1) x3) x7 x8))))
; rule 137: x3 := x3 - 1, x4 := x1, x5 := x0 - x1 - x2 - x3 + x7 + 2*x8 + 1, x6 := x1 + x2 + x3 - x7 - x8 - 1
(define-fun R137 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x3 (- 1)) x1 (+ x0 (* (- 1) x1) (* (- 1) x2) (* (- 1) x3) x7 (* 2 x8) 1) (+ x1 x2 x3 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8) (B x1 x0 x8 x7 (+ x1 x2 x3 (* (- 1) x7) (* (- 1) x8) (- 1)) (+ x0 (* (- 1) x1) (* (- 1) x2) (* (- 1) x3) x7 (* 2 x8) 1) x1 (+ x3 (- 1)) x2)))
; rule 138: x4 := x1 - x3 + x8, x5 := x0, x6 := x1, x7 := x2
(define-fun R138 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x1 (* (- 1) x3) x8) x0 x1 x2 x8) (B x0 x1 x2 x3 (+ x1 (* (- 1) x3) x8) x0 x1 x2 x8)))
; rule 139: x4 := x7, x5 := x7, x6 := 2*x0 + x1 - x3 - 2*x7 + x8, x7 := -x0 + x2 + x3 + x7 - x8
(define-fun R139 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x7 x7 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 2) x7) x8) (+ (* (- 1) x0) x2 x3 x7 (* (- 1) x8)) x8) (B x2 x1 x0 x8 (+ (* (- 1) x0) x2 x3 x7 (* (- 1) x8)) (+ (* 2 x0) x1 (* (- 1) x3) (* (- 2) x7) x8) x7 x7 x3)))
; rule 140: x4 := x0 + x1 - x3 + x8, x5 := 0, x7 := x0 + x1 + x2 - x6
(define-fun R140 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x0 x1 (* (- 1) x3) x8) 0 x6 (+ x0 x1 x2 (* (- 1) x6)) x8) (B x0 x1 x2 x3 (+ x0 x1 (* (- 1) x3) x8) 0 x6 (+ x0 x1 x2 (* (- 1) x6)) x8)))
; rule 141: x4 := x6, x5 := 2*x0 + x1 - x3 - 2*x6 + x8 + 1, x6 := x6 - 1, x7 := -x0 + x2 + x3 + x6 - x8
(define-fun R141 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x6 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 2) x6) x8 1) (+ x6 (- 1)) (+ (* (- 1) x0) x2 x3 x6 (* (- 1) x8)) x8) (B x2 x1 x0 x8 (+ (* (- 1) x0) x2 x3 x6 (* (- 1) x8)) (+ x6 (- 1)) (+ (* 2 x0) x1 (* (- 1) x3) (* (- 2) x6) x8 1) x6 x3)))
; rule 142: x2 := -x1 - x3 + x5 + x6 + x7, x4 := x0 + x1 - x5 - x6 + x8
(define-fun R142 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x1) (* (- 1) x3) x5 x6 x7) x3 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x5 x6 x7 x8) (B x0 x8 x7 x6 x5 (+ x0 x1 (* (- 1) x5) (* (- 1) x6) x8) x3 (+ (* (- 1) x1) (* (- 1) x3) x5 x6 x7) x1)))
; rule 143: x4 := x1, x5 := x2, x6 := 2*x0 - x2 - x3 + x8, x7 := -x0 + x1 + x2 + x3 - x8
(define-fun R143 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x1 x2 (+ (* 2 x0) (* (- 1) x2) (* (- 1) x3) x8) (+ (* (- 1) x0) x1 x2 x3 (* (- 1) x8)) x8) (B x0 x8 (+ (* (- 1) x0) x1 x2 x3 (* (- 1) x8)) (+ (* 2 x0) (* (- 1) x2) (* (- 1) x3) x8) x2 x1 x3 x2 x1)))
; rule 144: x4 := x3, x5 := 2*x0 - 2*x3 + x8, x6 := -2*x0 + x1 + x2 + 2*x3 - x8, x7 := x0
(define-fun R144 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x3 (+ (* 2 x0) (* (- 2) x3) x8) (+ (* (- 2) x0) x1 x2 (* 2 x3) (* (- 1) x8)) x0 x8) (B x0 x8 x0 (+ (* (- 2) x0) x1 x2 (* 2 x3) (* (- 1) x8)) (+ (* 2 x0) (* (- 2) x3) x8) x3 x3 x2 x1)))
; rule 145: x3 := x0 - x2 - x4 + x7 + x8, x5 := x8, x6 := x0 + x1 - x4
(define-fun R145 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x0 (* (- 1) x2) (* (- 1) x4) x7 x8) x4 x8 (+ x0 x1 (* (- 1) x4)) x7 x8) (B x1 x0 x8 x7 (+ x0 x1 (* (- 1) x4)) x8 x4 (+ x0 (* (- 1) x2) (* (- 1) x4) x7 x8) x2)))
; rule 146: x3 := -x1 - 2*x2 + x7 + x8, x4 := x0 + x1 + x2, x5 := 0, x6 := 0
(define-fun R146 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 2) x2) x7 x8) (+ x0 x1 x2) 0 0 x7 x8) (B 0 0 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 2) x2) x7 x8) (+ x0 x1 x2))))
; rule 147: x4 := x1 - x2 - x3 + x6 + x8, x5 := x0 + x2 - x6, x7 := x1
(define-fun R147 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x1 (* (- 1) x2) (* (- 1) x3) x6 x8) (+ x0 x2 (* (- 1) x6)) x6 x1 x8) (B x0 x1 x2 x3 (+ x1 (* (- 1) x2) (* (- 1) x3) x6 x8) (+ x0 x2 (* (- 1) x6)) x6 x1 x8)))
; rule 148: x3 := -x1 - x2 + x6 + x7 + x8, x4 := x1 + x2 - x6, x5 := x0
(define-fun R148 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x6 x7 x8) (+ x1 x2 (* (- 1) x6)) x0 x6 x7 x8) (B (+ x1 x2 (* (- 1) x6)) x0 x6 x7 x8 x0 x1 x2 (+ (* (- 1) x1) (* (- 1) x2) x6 x7 x8))))
; rule 149: x3 := x3 - 1, x5 := x0 + x1 - x3 - 2*x4 + x7 + x8 + 1, x6 := x2 + x3 + x4 - x7 - x8 - 1
(define-fun R149 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x3 (- 1)) x4 (+ x0 x1 (* (- 1) x3) (* (- 2) x4) x7 x8 1) (+ x2 x3 x4 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8) (B x0 x1 x2 (+ x3 (- 1)) x4 (+ x0 x1 (* (- 1) x3) (* (- 2) x4) x7 x8 1) (+ x2 x3 x4 (* (- 1) x7) (* (- 1) x8) (- 1)) x7 x8)))
; rule 150: x4 := x6, x6 := 2*x0 + x1 - x3 - x5 - x6 + x8, x7 := -x0 + x2 + x3 + x6 - x8
(define-fun R150 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 x6 x5 (+ (* 2 x0) x1 (* (- 1) x3) (* (- 1) x5) (* (- 1) x6) x8) (+ (* (- 1) x0) x2 x3 x6 (* (- 1) x8)) x8) (B x2 x1 x0 x8 (+ (* (- 1) x0) x2 x3 x6 (* (- 1) x8)) (+ (* 2 x0) x1 (* (- 1) x3) (* (- 1) x5) (* (- 1) x6) x8) x5 x6 x3)))
; rule 151: x4 := -x1 - x2 + 2*x3 + x8, x5 := x0 + x1 + x2 - 2*x3, x6 := x3, x7 := x3
(define-fun R151 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ (* (- 1) x1) (* (- 1) x2) (* 2 x3) x8) (+ x0 x1 x2 (* (- 2) x3)) x3 x3 x8) (B x0 x8 x3 x3 (+ x0 x1 x2 (* (- 2) x3)) (+ (* (- 1) x1) (* (- 1) x2) (* 2 x3) x8) x3 x2 x1)))
; rule 152: x4 := x0 - x2 - x3 + x8, x5 := x5 - 1, x6 := x0 + x1 + x2 - x5 + 1, x7 := 0
(define-fun R152 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x3 (+ x0 (* (- 1) x2) (* (- 1) x3) x8) (+ x5 (- 1)) (+ x0 x1 x2 (* (- 1) x5) 1) 0 x8) (B x2 x1 x0 x8 0 (+ x0 x1 x2 (* (- 1) x5) 1) (+ x5 (- 1)) (+ x0 (* (- 1) x2) (* (- 1) x3) x8) x3)))
; rule 153: x3 := x1 - 2*x4 + x7 + x8, x5 := x0, x6 := x1 + x2 - x4
(define-fun R153 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x1 (* (- 2) x4) x7 x8) x4 x0 (+ x1 x2 (* (- 1) x4)) x7 x8) (B x0 x1 x2 (+ x1 (* (- 2) x4) x7 x8) x4 x0 (+ x1 x2 (* (- 1) x4)) x7 x8)))
; rule 154: x3 := x8, x4 := x0 - x2 + x7, x5 := -x0 + x1 + 2*x2 - x7, x6 := x0
(define-fun R154 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 x8 (+ x0 (* (- 1) x2) x7) (+ (* (- 1) x0) x1 (* 2 x2) (* (- 1) x7)) x0 x7 x8) (B x0 x1 x2 x8 (+ x0 (* (- 1) x2) x7) (+ (* (- 1) x0) x1 (* 2 x2) (* (- 1) x7)) x0 x7 x8)))
; rule 155: x2 := -x3 + x6 + x7, x4 := x8, x5 := x0 + x1 - x3 + x7 - x8
(define-fun R155 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 (+ (* (- 1) x3) x6 x7) x3 x8 (+ x0 x1 (* (- 1) x3) x7 (* (- 1) x8)) x6 x7 x8) (B x0 x1 (+ (* (- 1) x3) x6 x7) x3 x8 (+ x0 x1 (* (- 1) x3) x7 (* (- 1) x8)) x6 x7 x8)))
; rule 156: x3 := x0 - x1 - 2*x2 + x7 + x8, x4 := x1 + x2, x5 := 0, x6 := x0
(define-fun R156 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x0 (* (- 1) x1) (* (- 2) x2) x7 x8) (+ x1 x2) 0 x0 x7 x8) (B x0 x1 x2 (+ x0 (* (- 1) x1) (* (- 2) x2) x7 x8) (+ x1 x2) 0 x0 x7 x8)))
; rule 157: x3 := x1 + x7 - x8, x4 := x8, x5 := x0, x6 := x1 + x2 - x8
(define-fun R157 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x1 x7 (* (- 1) x8)) x8 x0 (+ x1 x2 (* (- 1) x8)) x7 x8) (B x0 x1 x2 (+ x1 x7 (* (- 1) x8)) x8 x0 (+ x1 x2 (* (- 1) x8)) x7 x8)))
; rule 158: x2 := x1, x3 := -x1 - x2 + x6 + x7 + x8, x4 := x2, x5 := x0 + 2*x1 - x2 - x6
(define-fun R158 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x1 (+ (* (- 1) x1) (* (- 1) x2) x6 x7 x8) x2 (+ x0 (* 2 x1) (* (- 1) x2) (* (- 1) x6)) x6 x7 x8) (B x0 x1 x1 (+ (* (- 1) x1) (* (- 1) x2) x6 x7 x8) x2 (+ x0 (* 2 x1) (* (- 1) x2) (* (- 1) x6)) x6 x7 x8)))
; rule 159: x3 := x1 - 2*x4 + x7 + x8 + 2, x4 := x4 - 1, x5 := x0, x6 := x0
(define-fun R159 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x1 (* (- 2) x4) x7 x8 2) (+ x4 (- 1)) x0 x0 x7 x8) (B x0 x1 x2 (+ x1 (* (- 2) x4) x7 x8 2) (+ x4 (- 1)) x0 x0 x7 x8)))
; rule 160: x2 := x1, x3 := x3 - 1, x4 := -x1 - x3 + x6 + x7 + x8 + 1, x5 := x0 + 3*x1 + x3 - 2*x6 - x7 - x8 - 1
(define-fun R160 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x1 (+ x3 (- 1)) (+ (* (- 1) x1) (* (- 1) x3) x6 x7 x8 1) (+ x0 (* 3 x1) x3 (* (- 2) x6) (* (- 1) x7) (* (- 1) x8) (- 1)) x6 x7 x8) (B x0 x1 x1 (+ x3 (- 1)) (+ (* (- 1) x1) (* (- 1) x3) x6 x7 x8 1) (+ x0 (* 3 x1) x3 (* (- 2) x6) (* (- 1) x7) (* (- 1) x8) (- 1)) x6 x7 x8)))
; rule 161: x3 := x1 - 2*x5 + x7 + x8, x4 := x5, x5 := x0, x6 := x1 + x2 - x5
(define-fun R161 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x1 (* (- 2) x5) x7 x8) x5 x0 (+ x1 x2 (* (- 1) x5)) x7 x8) (B x0 x1 x2 (+ x1 (* (- 2) x5) x7 x8) x5 x0 (+ x1 x2 (* (- 1) x5)) x7 x8)))
; rule 162: x3 := x0 - x1 - x2 + x7 + x8, x4 := x1, x5 := x2, x6 := x0
(define-fun R162 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x6 x7 x8 x0 x1 x2 (+ x0 (* (- 1) x1) (* (- 1) x2) x7 x8) x1 x2 x0 x7 x8) (B x0 x1 x2 (+ x0 (* (- 1) x1) (* (- 1) x2) x7 x8) x1 x2 x0 x7 x8)))
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
(assert (or (< p0 p0) (and (= p0 p0) (or (< p1 p8) (and (= p1 p8) (or (< p2 p7) (and (= p2 p7) (or (< p3 p6) (and (= p3 p6) (or (< p4 p5) (and (= p4 p5) (or (< p5 p4) (and (= p5 p4) (or (< p6 p3) (and (= p6 p3) (or (< p7 p2) (and (= p7 p2) (<= p8 p1))))))))))))))))))
(assert (or (< p0 p1) (and (= p0 p1) (or (< p1 p0) (and (= p1 p0) (or (< p2 p8) (and (= p2 p8) (or (< p3 p7) (and (= p3 p7) (or (< p4 p6) (and (= p4 p6) (or (< p5 p5) (and (= p5 p5) (or (< p6 p4) (and (= p6 p4) (or (< p7 p3) (and (= p7 p3) (<= p8 p2))))))))))))))))))
(assert (or (< p0 p1) (and (= p0 p1) (or (< p1 p2) (and (= p1 p2) (or (< p2 p3) (and (= p2 p3) (or (< p3 p4) (and (= p3 p4) (or (< p4 p5) (and (= p4 p5) (or (< p5 p6) (and (= p5 p6) (or (< p6 p7) (and (= p6 p7) (or (< p7 p8) (and (= p7 p8) (<= p8 p0))))))))))))))))))
(assert (or (< p0 p2) (and (= p0 p2) (or (< p1 p1) (and (= p1 p1) (or (< p2 p0) (and (= p2 p0) (or (< p3 p8) (and (= p3 p8) (or (< p4 p7) (and (= p4 p7) (or (< p5 p6) (and (= p5 p6) (or (< p6 p5) (and (= p6 p5) (or (< p7 p4) (and (= p7 p4) (<= p8 p3))))))))))))))))))
(assert (or (< p0 p2) (and (= p0 p2) (or (< p1 p3) (and (= p1 p3) (or (< p2 p4) (and (= p2 p4) (or (< p3 p5) (and (= p3 p5) (or (< p4 p6) (and (= p4 p6) (or (< p5 p7) (and (= p5 p7) (or (< p6 p8) (and (= p6 p8) (or (< p7 p0) (and (= p7 p0) (<= p8 p1))))))))))))))))))
(assert (or (< p0 p3) (and (= p0 p3) (or (< p1 p2) (and (= p1 p2) (or (< p2 p1) (and (= p2 p1) (or (< p3 p0) (and (= p3 p0) (or (< p4 p8) (and (= p4 p8) (or (< p5 p7) (and (= p5 p7) (or (< p6 p6) (and (= p6 p6) (or (< p7 p5) (and (= p7 p5) (<= p8 p4))))))))))))))))))
(assert (or (< p0 p3) (and (= p0 p3) (or (< p1 p4) (and (= p1 p4) (or (< p2 p5) (and (= p2 p5) (or (< p3 p6) (and (= p3 p6) (or (< p4 p7) (and (= p4 p7) (or (< p5 p8) (and (= p5 p8) (or (< p6 p0) (and (= p6 p0) (or (< p7 p1) (and (= p7 p1) (<= p8 p2))))))))))))))))))
(assert (or (< p0 p4) (and (= p0 p4) (or (< p1 p3) (and (= p1 p3) (or (< p2 p2) (and (= p2 p2) (or (< p3 p1) (and (= p3 p1) (or (< p4 p0) (and (= p4 p0) (or (< p5 p8) (and (= p5 p8) (or (< p6 p7) (and (= p6 p7) (or (< p7 p6) (and (= p7 p6) (<= p8 p5))))))))))))))))))
(assert (or (< p0 p4) (and (= p0 p4) (or (< p1 p5) (and (= p1 p5) (or (< p2 p6) (and (= p2 p6) (or (< p3 p7) (and (= p3 p7) (or (< p4 p8) (and (= p4 p8) (or (< p5 p0) (and (= p5 p0) (or (< p6 p1) (and (= p6 p1) (or (< p7 p2) (and (= p7 p2) (<= p8 p3))))))))))))))))))
(assert (or (< p0 p5) (and (= p0 p5) (or (< p1 p4) (and (= p1 p4) (or (< p2 p3) (and (= p2 p3) (or (< p3 p2) (and (= p3 p2) (or (< p4 p1) (and (= p4 p1) (or (< p5 p0) (and (= p5 p0) (or (< p6 p8) (and (= p6 p8) (or (< p7 p7) (and (= p7 p7) (<= p8 p6))))))))))))))))))
(assert (or (< p0 p5) (and (= p0 p5) (or (< p1 p6) (and (= p1 p6) (or (< p2 p7) (and (= p2 p7) (or (< p3 p8) (and (= p3 p8) (or (< p4 p0) (and (= p4 p0) (or (< p5 p1) (and (= p5 p1) (or (< p6 p2) (and (= p6 p2) (or (< p7 p3) (and (= p7 p3) (<= p8 p4))))))))))))))))))
(assert (or (< p0 p6) (and (= p0 p6) (or (< p1 p5) (and (= p1 p5) (or (< p2 p4) (and (= p2 p4) (or (< p3 p3) (and (= p3 p3) (or (< p4 p2) (and (= p4 p2) (or (< p5 p1) (and (= p5 p1) (or (< p6 p0) (and (= p6 p0) (or (< p7 p8) (and (= p7 p8) (<= p8 p7))))))))))))))))))
(assert (or (< p0 p6) (and (= p0 p6) (or (< p1 p7) (and (= p1 p7) (or (< p2 p8) (and (= p2 p8) (or (< p3 p0) (and (= p3 p0) (or (< p4 p1) (and (= p4 p1) (or (< p5 p2) (and (= p5 p2) (or (< p6 p3) (and (= p6 p3) (or (< p7 p4) (and (= p7 p4) (<= p8 p5))))))))))))))))))
(assert (or (< p0 p7) (and (= p0 p7) (or (< p1 p6) (and (= p1 p6) (or (< p2 p5) (and (= p2 p5) (or (< p3 p4) (and (= p3 p4) (or (< p4 p3) (and (= p4 p3) (or (< p5 p2) (and (= p5 p2) (or (< p6 p1) (and (= p6 p1) (or (< p7 p0) (and (= p7 p0) (<= p8 p8))))))))))))))))))
(assert (or (< p0 p7) (and (= p0 p7) (or (< p1 p8) (and (= p1 p8) (or (< p2 p0) (and (= p2 p0) (or (< p3 p1) (and (= p3 p1) (or (< p4 p2) (and (= p4 p2) (or (< p5 p3) (and (= p5 p3) (or (< p6 p4) (and (= p6 p4) (or (< p7 p5) (and (= p7 p5) (<= p8 p6))))))))))))))))))
(assert (or (< p0 p8) (and (= p0 p8) (or (< p1 p0) (and (= p1 p0) (or (< p2 p1) (and (= p2 p1) (or (< p3 p2) (and (= p3 p2) (or (< p4 p3) (and (= p4 p3) (or (< p5 p4) (and (= p5 p4) (or (< p6 p5) (and (= p6 p5) (or (< p7 p6) (and (= p7 p6) (<= p8 p7))))))))))))))))))
(assert (or (< p0 p8) (and (= p0 p8) (or (< p1 p7) (and (= p1 p7) (or (< p2 p6) (and (= p2 p6) (or (< p3 p5) (and (= p3 p5) (or (< p4 p4) (and (= p4 p4) (or (< p5 p3) (and (= p5 p3) (or (< p6 p2) (and (= p6 p2) (or (< p7 p1) (and (= p7 p1) (<= p8 p0))))))))))))))))))
(define-fun S1000 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (or (and (= x0 (min2 (min2 x0 x3) x6)) (= x1 (min2 (min2 x1 x4) x7)) (= x5 (min2 (min2 x2 x5) x8)) (<= 0 (+ x2 (* (- 1) x5))) (<= 0 (+ x3 (* (- 1) x0))) (<= 0 (+ x4 (* (- 1) x1))) (<= 0 (+ x6 (* (- 1) x0))) (<= 0 (+ x7 (* (- 1) x1))) (<= 0 (+ x8 (* (- 1) x5)))) (and (= x0 (min2 (min2 x0 x3) x6)) (= x2 (min2 (min2 x2 x5) x8)) (= x4 (min2 (min2 x1 x4) x7)) (<= 0 (+ x1 (* (- 1) x4))) (<= 0 (+ x3 (* (- 1) x0))) (<= 0 (+ (+ x5 (* (- 1) x2)) (+ x6 (* (- 1) x0)))) (<= 0 (+ (+ x7 (* (- 1) x4)) (+ x8 (* (- 1) x2)))))))
; C: the positions some piece's conditions cover (the lifting lemmas serve them)
(define-fun C ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int) (x6 Int) (x7 Int) (x8 Int)) Bool
  (or (S1000 x0 x1 x2 x3 x4 x5 x6 x7 x8) (S1000 x0 x8 x7 x6 x5 x4 x3 x2 x1) (S1000 x1 x0 x8 x7 x6 x5 x4 x3 x2) (S1000 x1 x2 x3 x4 x5 x6 x7 x8 x0) (S1000 x2 x1 x0 x8 x7 x6 x5 x4 x3) (S1000 x2 x3 x4 x5 x6 x7 x8 x0 x1) (S1000 x3 x2 x1 x0 x8 x7 x6 x5 x4) (S1000 x3 x4 x5 x6 x7 x8 x0 x1 x2) (S1000 x4 x3 x2 x1 x0 x8 x7 x6 x5) (S1000 x4 x5 x6 x7 x8 x0 x1 x2 x3) (S1000 x5 x4 x3 x2 x1 x0 x8 x7 x6) (S1000 x5 x6 x7 x8 x0 x1 x2 x3 x4) (S1000 x6 x5 x4 x3 x2 x1 x0 x8 x7) (S1000 x6 x7 x8 x0 x1 x2 x3 x4 x5) (S1000 x7 x6 x5 x4 x3 x2 x1 x0 x8) (S1000 x7 x8 x0 x1 x2 x3 x4 x5 x6) (S1000 x8 x0 x1 x2 x3 x4 x5 x6 x7) (S1000 x8 x7 x6 x5 x4 x3 x2 x1 x0)))
; ---- the control: sat shows the part above consistent ----
(assert (or (C p0 p1 p2 p3 p4 p5 p6 p7 p8) (R0 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R1 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R2 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R3 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R4 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R5 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R6 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R7 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R8 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R9 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R10 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R11 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R12 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R13 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R14 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R15 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R16 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R17 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R18 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R19 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R20 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R21 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R22 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R23 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R24 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R25 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R26 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R27 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R28 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R29 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R30 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R31 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R32 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R33 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R34 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R35 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R36 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R37 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R38 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R39 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R40 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R41 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R42 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R43 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R44 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R45 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R46 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R47 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R48 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R49 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R50 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R51 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R52 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R53 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R54 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R55 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R56 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R57 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R58 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R59 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R60 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R61 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R62 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R63 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R64 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R65 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R66 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R67 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R68 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R69 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R70 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R71 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R72 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R73 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R74 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R75 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R76 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R77 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R78 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R79 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R80 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R81 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R82 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R83 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R84 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R85 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R86 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R87 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R88 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R89 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R90 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R91 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R92 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R93 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R94 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R95 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R96 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R97 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R98 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R99 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R100 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R101 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R102 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R103 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R104 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R105 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R106 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R107 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R108 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R109 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R110 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R111 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R112 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R113 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R114 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R115 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R116 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R117 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R118 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R119 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R120 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R121 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R122 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R123 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R124 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R125 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R126 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R127 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R128 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R129 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R130 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R131 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R132 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R133 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R134 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R135 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R136 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R137 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R138 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R139 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R140 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R141 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R142 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R143 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R144 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R145 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R146 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R147 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R148 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R149 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R150 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R151 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R152 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R153 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R154 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R155 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R156 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R157 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R158 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R159 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R160 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R161 p0 p1 p2 p3 p4 p5 p6 p7 p8) (R162 p0 p1 p2 p3 p4 p5 p6 p7 p8)))
(check-sat)
