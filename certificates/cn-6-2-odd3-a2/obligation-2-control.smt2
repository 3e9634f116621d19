; simnim control of obligation 2: from every position where F fails, some move reaches F (by the rule's moves): from some position where F fails, one of the rule's moves is legal and reaches F.
; The complex's facets: {1,2},{2,3},{3,4},{4,5},{5,6},{1,6}; piles x0.. (and p0.., q0..) in the vertex order 1,2,3,4,5,6.
; Expected answer: sat (the definitions and hypotheses below are the obligation's, byte for
; byte, so they are consistent and the obligation's unsat is not vacuous).
(set-option :produce-models true)
(set-logic ALL)
(define-fun min2 ((a Int) (b Int)) Int (ite (<= a b) a b))
(define-fun max2 ((a Int) (b Int)) Int (ite (<= a b) b a))
; D0: the P-set of A0_0, over its own piles
(define-fun D0 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 0))) (and (= x2 1) (= x4 0) (= x5 (+ x3 1))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 2) (= x4 0) (= x5 (+ x3 2))) (and (= x2 2) (= x4 1) (and (= x5 (+ x3 1)) (= x3 0))) (and (= x2 2) (= x4 2) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 3) (= x4 0) (= x5 (+ x3 3))) (and (= x2 3) (= x4 1) (and (= x5 (+ x3 2)) (= x3 0))) (and (= x2 3) (= x4 2) (and (= x5 (+ x3 1)) (= x3 0))) (and (= x2 3) (= x4 3) (and (= x5 (+ x3 0)) (= x3 0)))))
; D1: the P-set of A0_1, over its own piles
(define-fun D1 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 (- 1)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 1) (= x4 0) (= x5 (+ x3 0))) (and (= x2 2) (= x4 0) (= x5 (+ x3 1))) (and (= x2 2) (= x4 2) (and (= x5 (+ x3 (- 1))) (= x3 1))) (and (= x2 2) (= x4 3) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 3) (= x4 0) (= x5 (+ x3 2))) (and (= x2 3) (= x4 1) (and (= x5 (+ x3 1)) (= x3 0))) (and (= x2 3) (= x4 2) (and (= x5 (+ x3 0)) (= x3 0)))))
; D2: the P-set of A0_2, over its own piles
(define-fun D2 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 (- 2)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 (- 1))) (= x3 1))) (and (= x2 0) (= x4 2) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 1) (= x4 0) (= x5 (+ x3 (- 1)))) (and (= x2 1) (= x4 2) (and (= x5 (+ x3 1)) (= x3 0))) (and (= x2 1) (= x4 3) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 2) (= x4 0) (= x5 (+ x3 0))) (and (= x2 3) (= x4 0) (= x5 (+ x3 1))) (and (= x2 3) (= x4 1) (and (= x5 (+ x3 0)) (= x3 0)))))
; D3: the P-set of A0_3, over its own piles
(define-fun D3 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 (- 3)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 (- 2))) (= x3 2))) (and (= x2 0) (= x4 2) (and (= x5 (+ x3 (- 1))) (= x3 1))) (and (= x2 0) (= x4 3) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 1) (= x4 0) (= x5 (+ x3 (- 2)))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 (- 1))) (= x3 1))) (and (= x2 1) (= x4 2) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 2) (= x4 0) (= x5 (+ x3 (- 1)))) (and (= x2 2) (= x4 1) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 3) (= x4 0) (= x5 (+ x3 0)))))
; D4: the P-set of A1_0, over its own piles
(define-fun D4 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (or (and (= x5 (+ x3 (- 1))) (= (mod (- x3 1) 2) 0)) (and (= x5 (+ x3 1)) (= (mod (- x3 0) 2) 0)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 0)) (= (mod (- x3 0) 2) 0))) (and (= x2 1) (= x4 0) (= x5 (+ x3 2))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 1)) (= x3 0))) (and (= x2 1) (= x4 2) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 2) (= x4 0) (= x5 (+ x3 3))) (and (= x2 2) (= x4 1) (and (= x5 (+ x3 2)) (= x3 0))) (and (= x2 2) (= x4 2) (and (= x5 (+ x3 1)) (= x3 0))) (and (= x2 2) (= x4 3) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 3) (= x4 0) (= x5 (+ x3 4))) (and (= x2 3) (= x4 1) (and (= x5 (+ x3 3)) (= x3 0))) (and (= x2 3) (= x4 2) (and (= x5 (+ x3 2)) (= x3 0))) (and (= x2 3) (= x4 3) (and (= x5 (+ x3 1)) (= x3 0)))))
; D5: the P-set of A1_1, over its own piles
(define-fun D5 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 (- 2)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 (- 1))) (= x3 1))) (and (= x2 0) (= x4 2) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 0)) (<= 1 x3))) (and (= x2 1) (= x4 3) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 2) (= x4 1) (and (= x5 (+ x3 1)) (<= 1 x3))) (and (= x2 2) (= x4 2) (and (= x5 (+ x3 0)) (= x3 1))) (and (= x2 3) (= x4 1) (and (= x5 (+ x3 2)) (<= 1 x3))) (and (= x2 3) (= x4 2) (and (= x5 (+ x3 1)) (= x3 1))) (and (= x2 3) (= x4 3) (and (= x5 (+ x3 0)) (= x3 1)))))
; D6: the P-set of A1_2, over its own piles
(define-fun D6 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 (- 3)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 (- 2))) (= x3 2))) (and (= x2 0) (= x4 2) (and (= x5 (+ x3 (- 1))) (= x3 1))) (and (= x2 0) (= x4 3) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 (- 1))) (<= 2 x3))) (and (= x2 1) (= x4 2) (and (= x5 (+ x3 0)) (= x3 1))) (and (= x2 2) (= x4 1) (= x5 (+ x3 0))) (and (= x2 3) (= x4 1) (and (= x5 (+ x3 1)) (<= 1 x3))) (and (= x2 3) (= x4 3) (and (= x5 (+ x3 (- 1))) (= x3 2)))))
; D7: the P-set of A1_3, over its own piles
(define-fun D7 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 (- 4)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 (- 3))) (= x3 3))) (and (= x2 0) (= x4 2) (and (= x5 (+ x3 (- 2))) (= x3 2))) (and (= x2 0) (= x4 3) (and (= x5 (+ x3 (- 1))) (= x3 1))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 (- 2))) (<= 3 x3))) (and (= x2 1) (= x4 2) (and (= x5 (+ x3 (- 1))) (= x3 2))) (and (= x2 1) (= x4 3) (and (= x5 (+ x3 0)) (= x3 1))) (and (= x2 2) (= x4 1) (and (= x5 (+ x3 (- 1))) (<= 2 x3))) (and (= x2 2) (= x4 3) (and (= x5 (+ x3 1)) (= x3 1))) (and (= x2 3) (= x4 1) (and (= x5 (+ x3 0)) (<= 1 x3)))))
; D8: the P-set of A2_0, over its own piles
(define-fun D8 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (or (and (= x5 (+ x3 (- 2))) (or (= (mod (- x3 2) 4) 0) (= (mod (- x3 3) 4) 0))) (and (= x5 (+ x3 2)) (or (= (mod (- x3 0) 4) 0) (= (mod (- x3 1) 4) 0))))) (and (= x2 0) (= x4 1) (or (and (= x5 (+ x3 (- 1))) (= (mod (- x3 1) 4) 0)) (and (= x5 (+ x3 1)) (= (mod (- x3 0) 4) 0)))) (and (= x2 0) (= x4 2) (and (= x5 (+ x3 0)) (= (mod (- x3 0) 4) 0))) (and (= x2 1) (= x4 0) (or (and (= x5 (+ x3 (- 1))) (= (mod (- x3 2) 4) 0)) (and (= x5 (+ x3 3)) (not (= (mod (- x3 2) 4) 0))))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 2)) (or (and (<= 1 x3) (= (mod (- x3 3) 4) 0)) (= x3 0)))) (and (= x2 1) (= x4 2) (and (= x5 (+ x3 1)) (= x3 0))) (and (= x2 1) (= x4 3) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 2) (= x4 0) (= x5 (+ x3 4))) (and (= x2 2) (= x4 1) (and (= x5 (+ x3 3)) (= x3 0))) (and (= x2 2) (= x4 2) (and (= x5 (+ x3 2)) (= x3 0))) (and (= x2 2) (= x4 3) (and (= x5 (+ x3 1)) (= x3 0))) (and (= x2 3) (= x4 0) (= x5 (+ x3 5))) (and (= x2 3) (= x4 1) (and (= x5 (+ x3 4)) (= x3 0))) (and (= x2 3) (= x4 2) (and (= x5 (+ x3 3)) (= x3 0))) (and (= x2 3) (= x4 3) (and (= x5 (+ x3 2)) (= x3 0)))))
; D9: the P-set of A2_1, over its own piles
(define-fun D9 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (or (and (= x5 (+ x3 (- 3))) (not (= (mod (- x3 1) 4) 0))) (and (= x5 (+ x3 1)) (= (mod (- x3 1) 4) 0)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 (- 2))) (or (and (<= 3 x3) (= (mod (- x3 1) 4) 0)) (= x3 2)))) (and (= x2 0) (= x4 2) (and (= x5 (+ x3 (- 1))) (= x3 1))) (and (= x2 0) (= x4 3) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 1) (= x4 1) (or (and (= x5 (+ x3 (- 1))) (= (mod (- x3 0) 2) 0)) (and (= x5 (+ x3 1)) (= (mod (- x3 1) 2) 0)))) (and (= x2 1) (= x4 2) (and (= x5 (+ x3 0)) (= (mod (- x3 1) 2) 0))) (and (= x2 2) (= x4 1) (and (= x5 (+ x3 2)) (<= 1 x3))) (and (= x2 2) (= x4 2) (and (= x5 (+ x3 1)) (= x3 1))) (and (= x2 2) (= x4 3) (and (= x5 (+ x3 0)) (= x3 1))) (and (= x2 3) (= x4 1) (and (= x5 (+ x3 3)) (<= 1 x3))) (and (= x2 3) (= x4 2) (and (= x5 (+ x3 2)) (= x3 1))) (and (= x2 3) (= x4 3) (and (= x5 (+ x3 1)) (= x3 1)))))
; D10: the P-set of A2_2, over its own piles
(define-fun D10 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 (- 4)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 (- 3))) (= x3 3))) (and (= x2 0) (= x4 2) (and (= x5 (+ x3 (- 2))) (= x3 2))) (and (= x2 0) (= x4 3) (and (= x5 (+ x3 (- 1))) (= x3 1))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 (- 2))) (<= 3 x3))) (and (= x2 1) (= x4 2) (and (= x5 (+ x3 (- 1))) (= x3 2))) (and (= x2 1) (= x4 3) (and (= x5 (+ x3 0)) (= x3 1))) (and (= x2 2) (= x4 2) (and (= x5 (+ x3 0)) (<= 2 x3))) (and (= x2 3) (= x4 2) (and (= x5 (+ x3 1)) (<= 2 x3))) (and (= x2 3) (= x4 3) (and (= x5 (+ x3 0)) (= x3 2)))))
; D11: the P-set of A2_3, over its own piles
(define-fun D11 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 (- 5)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 (- 4))) (= x3 4))) (and (= x2 0) (= x4 2) (and (= x5 (+ x3 (- 3))) (= x3 3))) (and (= x2 0) (= x4 3) (and (= x5 (+ x3 (- 2))) (= x3 2))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 (- 3))) (<= 4 x3))) (and (= x2 1) (= x4 2) (and (= x5 (+ x3 (- 2))) (= x3 3))) (and (= x2 1) (= x4 3) (and (= x5 (+ x3 (- 1))) (= x3 2))) (and (= x2 2) (= x4 2) (and (= x5 (+ x3 (- 1))) (<= 3 x3))) (and (= x2 2) (= x4 3) (and (= x5 (+ x3 0)) (= x3 2))) (and (= x2 3) (= x4 2) (and (= x5 (+ x3 0)) (<= 1 x3)))))
; F: the description, true at the positions it calls P
(define-fun F ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x1 0) (= x0 0) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D0 x0 x1 x2 x3 x4 x5))) (and (= x1 0) (= x0 1) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D1 x0 x1 x2 x3 x4 x5))) (and (= x1 0) (= x0 2) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D2 x0 x1 x2 x3 x4 x5))) (and (= x1 0) (= x0 3) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D3 x0 x1 x2 x3 x4 x5))) (and (= x1 1) (= x0 0) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D4 x0 x1 x2 x3 x4 x5))) (and (= x1 1) (= x0 1) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D5 x0 x1 x2 x3 x4 x5))) (and (= x1 1) (= x0 2) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D6 x0 x1 x2 x3 x4 x5))) (and (= x1 1) (= x0 3) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D7 x0 x1 x2 x3 x4 x5))) (and (= x1 2) (= x0 0) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D8 x0 x1 x2 x3 x4 x5))) (and (= x1 2) (= x0 1) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D9 x0 x1 x2 x3 x4 x5))) (and (= x1 2) (= x0 2) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D10 x0 x1 x2 x3 x4 x5))) (and (= x1 2) (= x0 3) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D11 x0 x1 x2 x3 x4 x5)))))
; move: q is one move from p (piles lowered, at least one, all of them in one facet)
(define-fun move ((p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (q0 Int) (q1 Int) (q2 Int) (q3 Int) (q4 Int) (q5 Int)) Bool
  (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0) (>= q4 0) (>= q5 0) (<= q0 p0) (<= q1 p1) (<= q2 p2) (<= q3 p3) (<= q4 p4) (<= q5 p5) (or (< q0 p0) (< q1 p1) (< q2 p2) (< q3 p3) (< q4 p4) (< q5 p5)) (or (and (= q2 p2) (= q3 p3) (= q4 p4) (= q5 p5)) (and (= q0 p0) (= q3 p3) (= q4 p4) (= q5 p5)) (and (= q0 p0) (= q1 p1) (= q4 p4) (= q5 p5)) (and (= q0 p0) (= q1 p1) (= q2 p2) (= q5 p5)) (and (= q0 p0) (= q1 p1) (= q2 p2) (= q3 p3)) (and (= q1 p1) (= q2 p2) (= q3 p3) (= q4 p4)))))
; rule 0: x4 := x1, x5 := x3
(define-fun R0 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 x1 x3) (F x0 x1 x2 x3 x1 x3)))
; rule 1: x3 := x5, x4 := x1
(define-fun R1 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x5 x1 x5) (F x0 x1 x2 x5 x1 x5)))
; rule 2: x3 := x5 - 1, x4 := x1
(define-fun R2 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 1)) x1 x5) (F x0 x1 x2 (+ x5 (- 1)) x1 x5)))
; rule 3: x4 := x1, x5 := x3 - 1
(define-fun R3 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 x1 (+ x3 (- 1))) (F x0 x1 x2 x3 x1 (+ x3 (- 1)))))
; rule 4: x3 := x0, x4 := 0
(define-fun R4 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x0 0 x5) (F x0 x1 x2 x0 0 x5)))
; rule 5: x4 := 0, x5 := x2
(define-fun R5 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 x2) (F x0 x1 x2 x3 0 x2)))
; rule 6: x3 := x0, x4 := 1
(define-fun R6 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x0 1 x5) (F x0 x1 x2 x0 1 x5)))
; rule 7: x2 := x2 - 1, x3 := 0
(define-fun R7 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 (+ x2 (- 1)) 0 x4 x5) (F x0 x1 (+ x2 (- 1)) 0 x4 x5)))
; rule 8: x0 := 0, x5 := x2
(define-fun R8 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 x1 x2 x3 x4 x2) (F 0 x1 x2 x3 x4 x2)))
; rule 9: x4 := 1, x5 := x2
(define-fun R9 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 1 x2) (F x0 x1 x2 x3 1 x2)))
; rule 10: x0 := 0, x1 := 0
(define-fun R10 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 0 x2 x3 x4 x5) (F 0 0 x2 x3 x4 x5)))
; rule 11: x2 := x5, x3 := 1
(define-fun R11 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x5 1 x4 x5) (F x0 x1 x5 1 x4 x5)))
; rule 12: x0 := 1, x1 := x4
(define-fun R12 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 1 x4 x2 x3 x4 x5) (F 1 x4 x2 x3 x4 x5)))
; rule 13: x3 := x5 - 2, x4 := x0
(define-fun R13 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 2)) x0 x5) (F x0 x1 x2 (+ x5 (- 2)) x0 x5)))
; rule 14: x1 := 0, x2 := 0
(define-fun R14 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 0 0 x3 x4 x5) (F x0 0 0 x3 x4 x5)))
; rule 15: x4 := 0, x5 := x3 - 2
(define-fun R15 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 (- 2))) (F x0 x1 x2 x3 0 (+ x3 (- 2)))))
; rule 16: x0 := 1, x5 := x2
(define-fun R16 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 1 x1 x2 x3 x4 x2) (F 1 x1 x2 x3 x4 x2)))
; rule 17: x2 := 0, x3 := x5 + 2
(define-fun R17 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 (+ x5 2) x4 x5) (F x0 x1 0 (+ x5 2) x4 x5)))
; rule 18: x4 := x1, x5 := x3 + 1
(define-fun R18 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 x1 (+ x3 1)) (F x0 x1 x2 x3 x1 (+ x3 1))))
; rule 19: x1 := x4, x2 := 1
(define-fun R19 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x4 1 x3 x4 x5) (F x0 x4 1 x3 x4 x5)))
; rule 20: x3 := x0, x4 := 2
(define-fun R20 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x0 2 x5) (F x0 x1 x2 x0 2 x5)))
; rule 21: x0 := 0, x5 := x3 + 2
(define-fun R21 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 x1 x2 x3 x4 (+ x3 2)) (F 0 x1 x2 x3 x4 (+ x3 2))))
; rule 22: x3 := x5 + 1, x4 := x1
(define-fun R22 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 1) x1 x5) (F x0 x1 x2 (+ x5 1) x1 x5)))
; rule 23: x4 := x2, x5 := x3 - 3
(define-fun R23 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 x2 (+ x3 (- 3))) (F x0 x1 x2 x3 x2 (+ x3 (- 3)))))
; rule 24: x0 := 2, x5 := x2
(define-fun R24 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 2 x1 x2 x3 x4 x2) (F 2 x1 x2 x3 x4 x2)))
; rule 25: x2 := 0, x3 := 0
(define-fun R25 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 0 x4 x5) (F x0 x1 0 0 x4 x5)))
; rule 26: x0 := x3, x5 := x3 + 1
(define-fun R26 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x3 x1 x2 x3 x4 (+ x3 1)) (F x3 x1 x2 x3 x4 (+ x3 1))))
; rule 27: x3 := x5 - 3, x4 := x0
(define-fun R27 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 3)) x0 x5) (F x0 x1 x2 (+ x5 (- 3)) x0 x5)))
; rule 28: x2 := 0, x3 := x5 + 3
(define-fun R28 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 (+ x5 3) x4 x5) (F x0 x1 0 (+ x5 3) x4 x5)))
; rule 29: x0 := 2, x1 := x4
(define-fun R29 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 2 x4 x2 x3 x4 x5) (F 2 x4 x2 x3 x4 x5)))
; rule 30: x0 := x3, x5 := x3
(define-fun R30 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x3 x1 x2 x3 x4 x3) (F x3 x1 x2 x3 x4 x3)))
; rule 31: x0 := x4, x5 := x3 + 3
(define-fun R31 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x4 x1 x2 x3 x4 (+ x3 3)) (F x4 x1 x2 x3 x4 (+ x3 3))))
; rule 32: x4 := 2, x5 := x2
(define-fun R32 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 2 x2) (F x0 x1 x2 x3 2 x2)))
; rule 33: x3 := x5 + 2, x4 := x2
(define-fun R33 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 2) x2 x5) (F x0 x1 x2 (+ x5 2) x2 x5)))
; rule 34: x1 := x4, x2 := 2
(define-fun R34 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x4 2 x3 x4 x5) (F x0 x4 2 x3 x4 x5)))
; rule 35: x1 := 1, x2 := 0
(define-fun R35 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 1 0 x3 x4 x5) (F x0 1 0 x3 x4 x5)))
; rule 36: x2 := 1, x3 := x0
(define-fun R36 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 1 x0 x4 x5) (F x0 x1 1 x0 x4 x5)))
; rule 37: x4 := x2, x5 := x3 - 1
(define-fun R37 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 x2 (+ x3 (- 1))) (F x0 x1 x2 x3 x2 (+ x3 (- 1)))))
; rule 38: x4 := x0, x5 := x3 + 2
(define-fun R38 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 x0 (+ x3 2)) (F x0 x1 x2 x3 x0 (+ x3 2))))
; rule 39: x0 := 0, x1 := 1
(define-fun R39 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 1 x2 x3 x4 x5) (F 0 1 x2 x3 x4 x5)))
; rule 40: x4 := 0, x5 := x3 - 4
(define-fun R40 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 (- 4))) (F x0 x1 x2 x3 0 (+ x3 (- 4)))))
; rule 41: x3 := x5 - 2, x4 := 0
(define-fun R41 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 2)) 0 x5) (F x0 x1 x2 (+ x5 (- 2)) 0 x5)))
; rule 42: x4 := 1, x5 := x3 - 2
(define-fun R42 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 1 (+ x3 (- 2))) (F x0 x1 x2 x3 1 (+ x3 (- 2)))))
; rule 43: x0 := 0, x5 := x3 + 4
(define-fun R43 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 x1 x2 x3 x4 (+ x3 4)) (F 0 x1 x2 x3 x4 (+ x3 4))))
; rule 44: x3 := 0
(define-fun R44 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 0 x4 x5) (F x0 x1 x2 0 x4 x5)))
; rule 45: x2 := 0, x3 := x5 + 4
(define-fun R45 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 (+ x5 4) x4 x5) (F x0 x1 0 (+ x5 4) x4 x5)))
; rule 46: x3 := x5 + 3, x4 := x2
(define-fun R46 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 3) x2 x5) (F x0 x1 x2 (+ x5 3) x2 x5)))
; rule 47: x3 := x5 - 4, x4 := 0
(define-fun R47 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 4)) 0 x5) (F x0 x1 x2 (+ x5 (- 4)) 0 x5)))
; rule 48: x3 := x5 - 1, x4 := x0
(define-fun R48 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 1)) x0 x5) (F x0 x1 x2 (+ x5 (- 1)) x0 x5)))
; rule 49: x4 := x0, x5 := x3 + 3
(define-fun R49 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 x0 (+ x3 3)) (F x0 x1 x2 x3 x0 (+ x3 3))))
; rule 50: x3 := x5 - 5, x4 := 0
(define-fun R50 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 5)) 0 x5) (F x0 x1 x2 (+ x5 (- 5)) 0 x5)))
; rule 51: x2 := 1, x3 := x1
(define-fun R51 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 1 x1 x4 x5) (F x0 x1 1 x1 x4 x5)))
; rule 52: x0 := 1, x5 := 0
(define-fun R52 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 1 x1 x2 x3 x4 0) (F 1 x1 x2 x3 x4 0)))
; rule 53: x4 := 0, x5 := x3 - 5
(define-fun R53 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 (- 5))) (F x0 x1 x2 x3 0 (+ x3 (- 5)))))
; rule 54: x1 := 0
(define-fun R54 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 0 x2 x3 x4 x5) (F x0 0 x2 x3 x4 x5)))
; rule 55: x2 := 1, x3 := x5 + 2
(define-fun R55 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 1 (+ x5 2) x4 x5) (F x0 x1 1 (+ x5 2) x4 x5)))
; rule 56: x2 := 2, x3 := x0
(define-fun R56 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 2 x0 x4 x5) (F x0 x1 2 x0 x4 x5)))
; rule 57: x2 := 1, x3 := x5 + 3
(define-fun R57 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 1 (+ x5 3) x4 x5) (F x0 x1 1 (+ x5 3) x4 x5)))
; rule 58: x4 := 0, x5 := x3 + 4
(define-fun R58 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 4)) (F x0 x1 x2 x3 0 (+ x3 4))))
; rule 59: x0 := 0, x5 := x3 + 5
(define-fun R59 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 x1 x2 x3 x4 (+ x3 5)) (F 0 x1 x2 x3 x4 (+ x3 5))))
; rule 60: x3 := x5 + 4, x4 := 0
(define-fun R60 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 4) 0 x5) (F x0 x1 x2 (+ x5 4) 0 x5)))
; rule 61: x4 := x0, x5 := x3 - 1
(define-fun R61 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 x0 (+ x3 (- 1))) (F x0 x1 x2 x3 x0 (+ x3 (- 1)))))
; rule 62: x0 := 1, x1 := x3
(define-fun R62 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 1 x3 x2 x3 x4 x5) (F 1 x3 x2 x3 x4 x5)))
; rule 63: x2 := 0, x3 := x5 + 5
(define-fun R63 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 (+ x5 5) x4 x5) (F x0 x1 0 (+ x5 5) x4 x5)))
; rule 64: x0 := 0, x5 := x3 + 3
(define-fun R64 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 x1 x2 x3 x4 (+ x3 3)) (F 0 x1 x2 x3 x4 (+ x3 3))))
; rule 65: x0 := x4, x5 := x3
(define-fun R65 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x4 x1 x2 x3 x4 x3) (F x4 x1 x2 x3 x4 x3)))
; rule 66: x0 := 1, x5 := x3 + 2
(define-fun R66 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 1 x1 x2 x3 x4 (+ x3 2)) (F 1 x1 x2 x3 x4 (+ x3 2))))
; rule 67: x2 := x4, x3 := 1
(define-fun R67 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x4 1 x4 x5) (F x0 x1 x4 1 x4 x5)))
; rule 68: x3 := x5 + 2, x4 := 0
(define-fun R68 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 2) 0 x5) (F x0 x1 x2 (+ x5 2) 0 x5)))
; rule 69: x0 := x4, x5 := x3 + 1
(define-fun R69 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x4 x1 x2 x3 x4 (+ x3 1)) (F x4 x1 x2 x3 x4 (+ x3 1))))
; rule 70: x4 := 0, x5 := x3 + 2
(define-fun R70 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 2)) (F x0 x1 x2 x3 0 (+ x3 2))))
; rule 71: x1 := x5, x2 := 1
(define-fun R71 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x5 1 x3 x4 x5) (F x0 x5 1 x3 x4 x5)))
; rule 72: x0 := x2, x1 := 1
(define-fun R72 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x2 1 x2 x3 x4 x5) (F x2 1 x2 x3 x4 x5)))
; rule 73: x2 := x4, x3 := x5 + 1
(define-fun R73 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x4 (+ x5 1) x4 x5) (F x0 x1 x4 (+ x5 1) x4 x5)))
; rule 74: x0 := 2, x5 := 0
(define-fun R74 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 2 x1 x2 x3 x4 0) (F 2 x1 x2 x3 x4 0)))
; rule 75: x0 := x4, x5 := x3 - 2
(define-fun R75 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x4 x1 x2 x3 x4 (+ x3 (- 2))) (F x4 x1 x2 x3 x4 (+ x3 (- 2)))))
; rule 76: x2 := 1, x3 := 0
(define-fun R76 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 1 0 x4 x5) (F x0 x1 1 0 x4 x5)))
; rule 77: x3 := x5 + 5, x4 := 0
(define-fun R77 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 5) 0 x5) (F x0 x1 x2 (+ x5 5) 0 x5)))
; rule 78: x2 := 0, x3 := x5 - 1
(define-fun R78 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 (+ x5 (- 1)) x4 x5) (F x0 x1 0 (+ x5 (- 1)) x4 x5)))
; rule 79: x0 := 2, x1 := 0
(define-fun R79 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 2 0 x2 x3 x4 x5) (F 2 0 x2 x3 x4 x5)))
; rule 80: x2 := x4, x3 := x5
(define-fun R80 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x4 x5 x4 x5) (F x0 x1 x4 x5 x4 x5)))
; rule 81: x3 := 3, x4 := 1
(define-fun R81 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 3 1 x5) (F x0 x1 x2 3 1 x5)))
; rule 82: x0 := 0, x5 := x3 - 1
(define-fun R82 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 x1 x2 x3 x4 (+ x3 (- 1))) (F 0 x1 x2 x3 x4 (+ x3 (- 1)))))
; rule 83: x3 := 4, x4 := 1
(define-fun R83 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 4 1 x5) (F x0 x1 x2 4 1 x5)))
; rule 84: x3 := x5 - 1, x4 := 0
(define-fun R84 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 1)) 0 x5) (F x0 x1 x2 (+ x5 (- 1)) 0 x5)))
; rule 85: x4 := 0, x5 := x3 + 5
(define-fun R85 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 5)) (F x0 x1 x2 x3 0 (+ x3 5))))
; rule 86: x3 := x5 - 2, x4 := 1
(define-fun R86 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 2)) 1 x5) (F x0 x1 x2 (+ x5 (- 2)) 1 x5)))
; rule 87: x3 := x5 - 1, x4 := 1
(define-fun R87 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 1)) 1 x5) (F x0 x1 x2 (+ x5 (- 1)) 1 x5)))
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
; the region: the box the proof is restricted to (down-closed)
(assert (<= p0 3))
(assert (<= p1 2))
(assert (<= p2 3))
(assert (<= p4 3))
; ---- the control: sat shows the part above consistent ----
(assert (or false (R0 p0 p1 p2 p3 p4 p5) (R1 p0 p1 p2 p3 p4 p5) (R2 p0 p1 p2 p3 p4 p5) (R3 p0 p1 p2 p3 p4 p5) (R4 p0 p1 p2 p3 p4 p5) (R5 p0 p1 p2 p3 p4 p5) (R6 p0 p1 p2 p3 p4 p5) (R7 p0 p1 p2 p3 p4 p5) (R8 p0 p1 p2 p3 p4 p5) (R9 p0 p1 p2 p3 p4 p5) (R10 p0 p1 p2 p3 p4 p5) (R11 p0 p1 p2 p3 p4 p5) (R12 p0 p1 p2 p3 p4 p5) (R13 p0 p1 p2 p3 p4 p5) (R14 p0 p1 p2 p3 p4 p5) (R15 p0 p1 p2 p3 p4 p5) (R16 p0 p1 p2 p3 p4 p5) (R17 p0 p1 p2 p3 p4 p5) (R18 p0 p1 p2 p3 p4 p5) (R19 p0 p1 p2 p3 p4 p5) (R20 p0 p1 p2 p3 p4 p5) (R21 p0 p1 p2 p3 p4 p5) (R22 p0 p1 p2 p3 p4 p5) (R23 p0 p1 p2 p3 p4 p5) (R24 p0 p1 p2 p3 p4 p5) (R25 p0 p1 p2 p3 p4 p5) (R26 p0 p1 p2 p3 p4 p5) (R27 p0 p1 p2 p3 p4 p5) (R28 p0 p1 p2 p3 p4 p5) (R29 p0 p1 p2 p3 p4 p5) (R30 p0 p1 p2 p3 p4 p5) (R31 p0 p1 p2 p3 p4 p5) (R32 p0 p1 p2 p3 p4 p5) (R33 p0 p1 p2 p3 p4 p5) (R34 p0 p1 p2 p3 p4 p5) (R35 p0 p1 p2 p3 p4 p5) (R36 p0 p1 p2 p3 p4 p5) (R37 p0 p1 p2 p3 p4 p5) (R38 p0 p1 p2 p3 p4 p5) (R39 p0 p1 p2 p3 p4 p5) (R40 p0 p1 p2 p3 p4 p5) (R41 p0 p1 p2 p3 p4 p5) (R42 p0 p1 p2 p3 p4 p5) (R43 p0 p1 p2 p3 p4 p5) (R44 p0 p1 p2 p3 p4 p5) (R45 p0 p1 p2 p3 p4 p5) (R46 p0 p1 p2 p3 p4 p5) (R47 p0 p1 p2 p3 p4 p5) (R48 p0 p1 p2 p3 p4 p5) (R49 p0 p1 p2 p3 p4 p5) (R50 p0 p1 p2 p3 p4 p5) (R51 p0 p1 p2 p3 p4 p5) (R52 p0 p1 p2 p3 p4 p5) (R53 p0 p1 p2 p3 p4 p5) (R54 p0 p1 p2 p3 p4 p5) (R55 p0 p1 p2 p3 p4 p5) (R56 p0 p1 p2 p3 p4 p5) (R57 p0 p1 p2 p3 p4 p5) (R58 p0 p1 p2 p3 p4 p5) (R59 p0 p1 p2 p3 p4 p5) (R60 p0 p1 p2 p3 p4 p5) (R61 p0 p1 p2 p3 p4 p5) (R62 p0 p1 p2 p3 p4 p5) (R63 p0 p1 p2 p3 p4 p5) (R64 p0 p1 p2 p3 p4 p5) (R65 p0 p1 p2 p3 p4 p5) (R66 p0 p1 p2 p3 p4 p5) (R67 p0 p1 p2 p3 p4 p5) (R68 p0 p1 p2 p3 p4 p5) (R69 p0 p1 p2 p3 p4 p5) (R70 p0 p1 p2 p3 p4 p5) (R71 p0 p1 p2 p3 p4 p5) (R72 p0 p1 p2 p3 p4 p5) (R73 p0 p1 p2 p3 p4 p5) (R74 p0 p1 p2 p3 p4 p5) (R75 p0 p1 p2 p3 p4 p5) (R76 p0 p1 p2 p3 p4 p5) (R77 p0 p1 p2 p3 p4 p5) (R78 p0 p1 p2 p3 p4 p5) (R79 p0 p1 p2 p3 p4 p5) (R80 p0 p1 p2 p3 p4 p5) (R81 p0 p1 p2 p3 p4 p5) (R82 p0 p1 p2 p3 p4 p5) (R83 p0 p1 p2 p3 p4 p5) (R84 p0 p1 p2 p3 p4 p5) (R85 p0 p1 p2 p3 p4 p5) (R86 p0 p1 p2 p3 p4 p5) (R87 p0 p1 p2 p3 p4 p5)))
; at a witness the prover found:
(assert (= p0 0))
(assert (= p1 0))
(assert (= p2 0))
(assert (= p3 0))
(assert (= p4 0))
(assert (= p5 1))
(check-sat)
