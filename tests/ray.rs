//! Rays: the values along one pile equal the value of each position, and the detected
//! arithmetic periodicity is the smallest period and preperiod that fit.

use crate::support::naive::Naive;

use simnim_core::{families, periodicity, ray, Complex, Limits, Periodicity};

#[test]
fn rays_equal_the_value_of_each_point() {
    for (text, piles, vary, upto) in [
        ("{a,b},{b,c},{d}", vec![2u64, 3, 1, 0], 0usize, 30u64),
        ("{a,b},{b,c},{d}", vec![1, 0, 2, 3], 1, 25),
        ("{1,2,3},{2,3,4},{3,4,5},{1,5}", vec![1, 2, 0, 1, 0], 4, 20),
        ("{1,2},{2,3},{3,1}", vec![2, 0, 1], 1, 20),
    ] {
        let c = Complex::parse(text).unwrap();
        let r = ray(&c, &piles, vary, upto, &Limits::NATIVE).unwrap();
        let mut naive = Naive::parse(text);
        for x in 0..=upto {
            let mut p = piles.clone();
            p[vary] = x;
            assert_eq!(r.values[x as usize], naive.value(&p), "{text} at {p:?}");
        }
    }
    // Proper Nim beyond the box: the closed form answers at each point.
    let c = families::moore(4, 4).unwrap();
    let big = 1u64 << 50;
    let r = ray(&c, &[big, big + 1, big + 2, 0], 3, 40, &Limits::NATIVE).unwrap();
    assert_eq!(r.method, "jenkyns-mayberry");
    for (x, &v) in r.values.iter().enumerate() {
        assert_eq!(v as u128, simnim_core::solved::proper_nim_value(&[big, big + 1, big + 2, x as u64]));
    }
}

#[test]
fn periodicity_finds_the_smallest_period_and_preperiod() {
    let p = |period, preperiod, saltus| Some(Periodicity { period, preperiod, saltus });
    assert_eq!(periodicity(&[0, 1, 2, 0, 1, 2, 0, 1, 2]), p(3, 0, 0));
    assert_eq!(periodicity(&[5, 9, 0, 1, 2, 0, 1, 2, 0, 1, 2]), p(3, 2, 0));
    assert_eq!(periodicity(&[0, 1, 2, 3, 4, 5, 6]), p(1, 0, 1));
    // g(x+2) − g(x) = 3, 1, then 2 from x = 2 on.
    assert_eq!(periodicity(&[0, 0, 3, 1, 5, 3, 7, 5, 9]), p(2, 2, 2), "arithmetic-periodic with saltus 2");
    assert_eq!(periodicity(&[7, 7, 7, 7]), p(1, 0, 0));
    assert_eq!(periodicity(&[0, 1, 0, 2, 0, 3]), None, "no period with two whole periods");
    assert_eq!(periodicity(&[]), None);
    // Classical Nim on two piles, the second fixed at 5: g(x) = x XOR 5, period 8, saltus 8.
    let c = families::classical_nim(2).unwrap();
    let r = ray(&c, &[0, 5], 0, 40, &Limits::NATIVE).unwrap();
    assert_eq!(periodicity(&r.values), p(8, 0, 8));
}
