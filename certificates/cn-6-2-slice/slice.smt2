; simnim lemma: the nim-sum slice of CN(6,2) (FINDINGS.md F21, item 3), for pile 2 = a <= 2.
; Claim: for a in {1,2}, b >= 1, c >= 0, F(1,a,1,b,1,c) holds iff c - 1 = (a - 1) xor (b - 1).
; The xor with a - 1 in {0, 1} is written out: a = 1 gives c = b; a = 2 flips the last binary
; digit of b - 1, so c = b + 1 for b odd and c = b - 1 for b even. Expected answer: unsat (no
; a, b, c where F and the rule disagree); its control (the same file up to the claim) is sat.
; The complex's facets: {1,2},{2,3},{3,4},{4,5},{5,6},{1,6} (CN(6,2)); F is the description
; of ../cn-6-2-odd1-a2/ (proved there to be CN(6,2)'s P-set within piles 1, 3, 5 <= 1 and
; pile 2 <= 2), its definitions copied byte for byte from that certificate's obligation-1.smt2.
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
(declare-const a Int)
(declare-const b Int)
(declare-const c Int)
(assert (or (= a 1) (= a 2)))
(assert (>= b 1))
(assert (>= c 0))
(assert (not (= (F 1 a 1 b 1 c) (or (and (= a 1) (= c b)) (and (= a 2) (= (mod b 2) 1) (= c (+ b 1))) (and (= a 2) (= (mod b 2) 0) (= c (- b 1)))))))
(check-sat)
