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
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 0))) (and (= x2 1) (= x4 0) (= x5 (+ x3 1))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 0)) (= x3 0)))))
; D1: the P-set of A0_1, over its own piles
(define-fun D1 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 (- 1)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 0)) (= x3 0))) (and (= x2 1) (= x4 0) (= x5 (+ x3 0)))))
; D2: the P-set of A1_0, over its own piles
(define-fun D2 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (or (and (= x5 (+ x3 (- 1))) (= (mod (- x3 1) 2) 0)) (and (= x5 (+ x3 1)) (= (mod (- x3 0) 2) 0)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 0)) (= (mod (- x3 0) 2) 0))) (and (= x2 1) (= x4 0) (= x5 (+ x3 2))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 1)) (= x3 0)))))
; D3: the P-set of A1_1, over its own piles
(define-fun D3 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (= x5 (+ x3 (- 2)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 (- 1))) (= x3 1))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 0)) (<= 1 x3)))))
; D4: the P-set of A2_0, over its own piles
(define-fun D4 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (or (and (= x5 (+ x3 (- 2))) (or (= (mod (- x3 2) 4) 0) (= (mod (- x3 3) 4) 0))) (and (= x5 (+ x3 2)) (or (= (mod (- x3 0) 4) 0) (= (mod (- x3 1) 4) 0))))) (and (= x2 0) (= x4 1) (or (and (= x5 (+ x3 (- 1))) (= (mod (- x3 1) 4) 0)) (and (= x5 (+ x3 1)) (= (mod (- x3 0) 4) 0)))) (and (= x2 1) (= x4 0) (or (and (= x5 (+ x3 (- 1))) (= (mod (- x3 2) 4) 0)) (and (= x5 (+ x3 3)) (not (= (mod (- x3 2) 4) 0))))) (and (= x2 1) (= x4 1) (and (= x5 (+ x3 2)) (or (and (<= 1 x3) (= (mod (- x3 3) 4) 0)) (= x3 0))))))
; D5: the P-set of A2_1, over its own piles
(define-fun D5 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x2 0) (= x4 0) (or (and (= x5 (+ x3 (- 3))) (not (= (mod (- x3 1) 4) 0))) (and (= x5 (+ x3 1)) (= (mod (- x3 1) 4) 0)))) (and (= x2 0) (= x4 1) (and (= x5 (+ x3 (- 2))) (or (and (<= 3 x3) (= (mod (- x3 1) 4) 0)) (= x3 2)))) (and (= x2 1) (= x4 1) (or (and (= x5 (+ x3 (- 1))) (= (mod (- x3 0) 2) 0)) (and (= x5 (+ x3 1)) (= (mod (- x3 1) 2) 0))))))
; F: the description, true at the positions it calls P
(define-fun F ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (or (and (= x1 0) (= x0 0) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D0 x0 x1 x2 x3 x4 x5))) (and (= x1 0) (= x0 1) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D1 x0 x1 x2 x3 x4 x5))) (and (= x1 1) (= x0 0) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D2 x0 x1 x2 x3 x4 x5))) (and (= x1 1) (= x0 1) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D3 x0 x1 x2 x3 x4 x5))) (and (= x1 2) (= x0 0) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D4 x0 x1 x2 x3 x4 x5))) (and (= x1 2) (= x0 1) (and (>= x0 0) (>= x1 0) (>= x2 0) (>= x3 0) (>= x4 0) (>= x5 0) (D5 x0 x1 x2 x3 x4 x5)))))
; move: q is one move from p (piles lowered, at least one, all of them in one facet)
(define-fun move ((p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (q0 Int) (q1 Int) (q2 Int) (q3 Int) (q4 Int) (q5 Int)) Bool
  (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0) (>= q4 0) (>= q5 0) (<= q0 p0) (<= q1 p1) (<= q2 p2) (<= q3 p3) (<= q4 p4) (<= q5 p5) (or (< q0 p0) (< q1 p1) (< q2 p2) (< q3 p3) (< q4 p4) (< q5 p5)) (or (and (= q2 p2) (= q3 p3) (= q4 p4) (= q5 p5)) (and (= q0 p0) (= q3 p3) (= q4 p4) (= q5 p5)) (and (= q0 p0) (= q1 p1) (= q4 p4) (= q5 p5)) (and (= q0 p0) (= q1 p1) (= q2 p2) (= q5 p5)) (and (= q0 p0) (= q1 p1) (= q2 p2) (= q3 p3)) (and (= q1 p1) (= q2 p2) (= q3 p3) (= q4 p4)))))
; rule 0: x4 := x1, x5 := x3
(define-fun R0 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 x1 x3) (F x0 x1 x2 x3 x1 x3)))
; rule 1: x2 := x0, x3 := x5
(define-fun R1 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x0 x5 x4 x5) (F x0 x1 x0 x5 x4 x5)))
; rule 2: x4 := 0, x5 := x3 - 2
(define-fun R2 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 (- 2))) (F x0 x1 x2 x3 0 (+ x3 (- 2)))))
; rule 3: x4 := x2, x5 := x3 - 1
(define-fun R3 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 x2 (+ x3 (- 1))) (F x0 x1 x2 x3 x2 (+ x3 (- 1)))))
; rule 4: x4 := 0, x5 := x3 + 1
(define-fun R4 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 1)) (F x0 x1 x2 x3 0 (+ x3 1))))
; rule 5: x2 := 0, x3 := x5 + 1
(define-fun R5 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 (+ x5 1) x4 x5) (F x0 x1 0 (+ x5 1) x4 x5)))
; rule 6: x2 := 0, x3 := x5 + 2
(define-fun R6 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 (+ x5 2) x4 x5) (F x0 x1 0 (+ x5 2) x4 x5)))
; rule 7: x3 := x5 - 1, x4 := 0
(define-fun R7 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 1)) 0 x5) (F x0 x1 x2 (+ x5 (- 1)) 0 x5)))
; rule 8: x0 := 0, x5 := x3 + 2
(define-fun R8 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 x1 x2 x3 x4 (+ x3 2)) (F 0 x1 x2 x3 x4 (+ x3 2))))
; rule 9: x3 := x5 - 2, x4 := 0
(define-fun R9 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 2)) 0 x5) (F x0 x1 x2 (+ x5 (- 2)) 0 x5)))
; rule 10: x3 := x5, x4 := 0
(define-fun R10 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x5 0 x5) (F x0 x1 x2 x5 0 x5)))
; rule 11: x3 := x5 - 3, x4 := 0
(define-fun R11 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 (- 3)) 0 x5) (F x0 x1 x2 (+ x5 (- 3)) 0 x5)))
; rule 12: x0 := 0, x5 := x2
(define-fun R12 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 x1 x2 x3 x4 x2) (F 0 x1 x2 x3 x4 x2)))
; rule 13: x0 := 0, x1 := x4
(define-fun R13 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 x4 x2 x3 x4 x5) (F 0 x4 x2 x3 x4 x5)))
; rule 14: x2 := x0, x3 := x5 - 1
(define-fun R14 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x0 (+ x5 (- 1)) x4 x5) (F x0 x1 x0 (+ x5 (- 1)) x4 x5)))
; rule 15: x4 := 0, x5 := x3 - 3
(define-fun R15 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 (- 3))) (F x0 x1 x2 x3 0 (+ x3 (- 3)))))
; rule 16: x2 := 0, x3 := x5 + 3
(define-fun R16 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 (+ x5 3) x4 x5) (F x0 x1 0 (+ x5 3) x4 x5)))
; rule 17: x4 := 0, x5 := x3 + 2
(define-fun R17 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 2)) (F x0 x1 x2 x3 0 (+ x3 2))))
; rule 18: x0 := 0, x5 := x3 + 3
(define-fun R18 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 0 x1 x2 x3 x4 (+ x3 3)) (F 0 x1 x2 x3 x4 (+ x3 3))))
; rule 19: x3 := x5 + 1, x4 := x2
(define-fun R19 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 1) x2 x5) (F x0 x1 x2 (+ x5 1) x2 x5)))
; rule 20: x1 := x1 - 1, x2 := 0
(define-fun R20 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 (+ x1 (- 1)) 0 x3 x4 x5) (F x0 (+ x1 (- 1)) 0 x3 x4 x5)))
; rule 21: x0 := x2, x5 := x3 + 1
(define-fun R21 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x2 x1 x2 x3 x4 (+ x3 1)) (F x2 x1 x2 x3 x4 (+ x3 1))))
; rule 22: x3 := x5 + 2, x4 := 0
(define-fun R22 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 2) 0 x5) (F x0 x1 x2 (+ x5 2) 0 x5)))
; rule 23: x1 := 0
(define-fun R23 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 0 x2 x3 x4 x5) (F x0 0 x2 x3 x4 x5)))
; rule 24: x3 := 0
(define-fun R24 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 0 x4 x5) (F x0 x1 x2 0 x4 x5)))
; rule 25: x0 := x4, x5 := x3 - 1
(define-fun R25 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x4 x1 x2 x3 x4 (+ x3 (- 1))) (F x4 x1 x2 x3 x4 (+ x3 (- 1)))))
; rule 26: x2 := 0, x3 := x0
(define-fun R26 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 x0 x4 x5) (F x0 x1 0 x0 x4 x5)))
; rule 27: x0 := x4, x1 := 1
(define-fun R27 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x4 1 x2 x3 x4 x5) (F x4 1 x2 x3 x4 x5)))
; rule 28: x3 := x5 + 3, x4 := 0
(define-fun R28 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 (+ x5 3) 0 x5) (F x0 x1 x2 (+ x5 3) 0 x5)))
; rule 29: x0 := x4, x5 := x3
(define-fun R29 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x4 x1 x2 x3 x4 x3) (F x4 x1 x2 x3 x4 x3)))
; rule 30: x1 := 0, x2 := 0
(define-fun R30 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 0 0 x3 x4 x5) (F x0 0 0 x3 x4 x5)))
; rule 31: x4 := 0, x5 := x3 + 3
(define-fun R31 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 3)) (F x0 x1 x2 x3 0 (+ x3 3))))
; rule 32: x0 := x4, x5 := x3 - 2
(define-fun R32 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x4 x1 x2 x3 x4 (+ x3 (- 2))) (F x4 x1 x2 x3 x4 (+ x3 (- 2)))))
; rule 33: x4 := 0, x5 := x3 - 1
(define-fun R33 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 x2 x3 0 (+ x3 (- 1))) (F x0 x1 x2 x3 0 (+ x3 (- 1)))))
; rule 34: x2 := 0, x3 := x5 - 1
(define-fun R34 ((x0 Int) (x1 Int) (x2 Int) (x3 Int) (x4 Int) (x5 Int)) Bool
  (and (move x0 x1 x2 x3 x4 x5 x0 x1 0 (+ x5 (- 1)) x4 x5) (F x0 x1 0 (+ x5 (- 1)) x4 x5)))
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
(assert (<= p0 1))
(assert (<= p1 2))
(assert (<= p2 1))
(assert (<= p4 1))
; ---- the control: sat shows the part above consistent ----
(assert (or false (R0 p0 p1 p2 p3 p4 p5) (R1 p0 p1 p2 p3 p4 p5) (R2 p0 p1 p2 p3 p4 p5) (R3 p0 p1 p2 p3 p4 p5) (R4 p0 p1 p2 p3 p4 p5) (R5 p0 p1 p2 p3 p4 p5) (R6 p0 p1 p2 p3 p4 p5) (R7 p0 p1 p2 p3 p4 p5) (R8 p0 p1 p2 p3 p4 p5) (R9 p0 p1 p2 p3 p4 p5) (R10 p0 p1 p2 p3 p4 p5) (R11 p0 p1 p2 p3 p4 p5) (R12 p0 p1 p2 p3 p4 p5) (R13 p0 p1 p2 p3 p4 p5) (R14 p0 p1 p2 p3 p4 p5) (R15 p0 p1 p2 p3 p4 p5) (R16 p0 p1 p2 p3 p4 p5) (R17 p0 p1 p2 p3 p4 p5) (R18 p0 p1 p2 p3 p4 p5) (R19 p0 p1 p2 p3 p4 p5) (R20 p0 p1 p2 p3 p4 p5) (R21 p0 p1 p2 p3 p4 p5) (R22 p0 p1 p2 p3 p4 p5) (R23 p0 p1 p2 p3 p4 p5) (R24 p0 p1 p2 p3 p4 p5) (R25 p0 p1 p2 p3 p4 p5) (R26 p0 p1 p2 p3 p4 p5) (R27 p0 p1 p2 p3 p4 p5) (R28 p0 p1 p2 p3 p4 p5) (R29 p0 p1 p2 p3 p4 p5) (R30 p0 p1 p2 p3 p4 p5) (R31 p0 p1 p2 p3 p4 p5) (R32 p0 p1 p2 p3 p4 p5) (R33 p0 p1 p2 p3 p4 p5) (R34 p0 p1 p2 p3 p4 p5)))
; at a witness the prover found:
(assert (= p0 0))
(assert (= p1 0))
(assert (= p2 0))
(assert (= p3 0))
(assert (= p4 0))
(assert (= p5 1))
(check-sat)
