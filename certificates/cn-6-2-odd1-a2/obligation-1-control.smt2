; simnim control of obligation 1: no move joins two positions where F holds: a position where F fails has a move to one where F holds.
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
; the region: the box the proof is restricted to (down-closed)
(assert (<= p0 1))
(assert (<= p1 2))
(assert (<= p2 1))
(assert (<= p4 1))
; ---- the control: sat shows the part above consistent ----
(assert (not (F p0 p1 p2 p3 p4 p5)))
(assert (F q0 q1 q2 q3 q4 q5))
; at a witness the prover found:
(assert (= p0 0))
(assert (= p1 0))
(assert (= p2 0))
(assert (= p3 0))
(assert (= p4 0))
(assert (= p5 1))
(assert (= q0 0))
(assert (= q1 0))
(assert (= q2 0))
(assert (= q3 0))
(assert (= q4 0))
(assert (= q5 0))
(check-sat)
