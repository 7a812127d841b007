//! Arrays of simplexes, `array[M] simplex[K]` (the rows of an IR matrix): each row by Stan's
//! stick-breaking transform from its own K − 1 coordinates, in order; exact log densities on
//! both backends, gradients against the CPU's and finite differences, the round trip, and
//! agreement with the same simplexes declared one by one.

use crate::common;

use common::stan_cases::Case;
use common::tolerances::ROUND_TRIP_REL;
use wgmc::{compile_stan, CpuModel, DataSet};

const ARRAY: Case = Case {
    source: "parameters { real a; array[3] simplex[3] theta; }
model {
  a ~ normal(0, 1);
  for (m in 1:3) target += m * dot_product(theta[m], [1, -2, 3]');
  target += theta[2, 3];
}",
    data: "{}",
    density: |p| {
        let mut lp = -0.5 * p[0] * p[0];
        for m in 0..3 {
            let (x, logjac) = common::simplex(&p[1 + 2 * m..3 + 2 * m]);
            lp += logjac + (m + 1) as f64 * (x[0] - 2.0 * x[1] + 3.0 * x[2]);
            if m == 1 {
                lp += x[2];
            }
        }
        lp
    },
};

stan_cases! {
    array_of_simplexes: ARRAY;
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= ROUND_TRIP_REL * a.abs().max(b.abs()).max(1.0)
}

fn cpu(src: &str) -> CpuModel {
    let stan = compile_stan(src, "s.stan", &DataSet::new()).unwrap_or_else(|e| panic!("{e}"));
    CpuModel::new(stan.model())
}

/// Rows sum to one and unconstrain inverts constrain; the array's log density and gradient
/// are those of the same simplexes declared one by one.
#[test]
fn round_trip_and_same_as_separate_simplexes() {
    let array = cpu("parameters { array[2] simplex[4] t; } model { target += t[1, 2] - t[2, 4]; }");
    let separate = cpu("parameters { simplex[4] t1; simplex[4] t2; } model { target += t1[2] - t2[4]; }");
    assert_eq!(array.dim(), 6);
    for s in 0..6 {
        let y: Vec<f64> = (0..6).map(|i| ((i * 5 + s * 3) % 13) as f64 / 3.0 - 2.0).collect();
        let x = array.constrain(&y).unwrap();
        for row in x.chunks(4) {
            assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-12 && row.iter().all(|&v| v >= 0.0), "{x:?}");
        }
        assert_eq!(x, separate.constrain(&y).unwrap());
        let back = array.unconstrain(&x).unwrap();
        assert!(y.iter().zip(&back).all(|(a, b)| close(*a, *b)), "{y:?} -> {back:?}");
        let (mut ga, mut gs) = (vec![0.0; 6], vec![0.0; 6]);
        let la = array.log_density_gradient(&y, &mut ga).unwrap();
        let ls = separate.log_density_gradient(&y, &mut gs).unwrap();
        assert!(close(la, ls), "{la} vs {ls}");
        assert!(ga.iter().zip(&gs).all(|(a, b)| close(*a, *b)), "{ga:?} vs {gs:?}");
    }
}
