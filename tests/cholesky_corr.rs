//! `cholesky_factor_corr[K]` parameters: the log density (the Reference Manual's
//! log-Jacobian plus a term of the factor) exactly on both backends and its gradient against
//! the CPU's and finite differences; the log-Jacobian against a finite-difference Jacobian
//! determinant; constrained values with unit rows; and unconstrain inverting constrain.

mod common;

use common::stan_cases::Case;
use common::tolerances::ROUND_TRIP_REL;
use wgmc::{compile_stan, CpuModel, DataSet};

/// The factor and its log-Jacobian from the K(K − 1)/2 free coordinates, straight from the
/// Reference Manual: z = tanh(y) row by row, L[i,j] = z √(1 − Σ_{k<j} L[i,k]²), L[i,i] the
/// rest of the unit norm; log |J| = Σ log(1 − z²) + Σ_{0<j<i} ½ log(1 − Σ_{k<j} L[i,k]²).
fn factor(y: &[f64], k: usize) -> (Vec<Vec<f64>>, f64) {
    let mut l = vec![vec![0.0; k]; k];
    l[0][0] = 1.0;
    let (mut next, mut logjac) = (0, 0.0);
    for (i, row) in l.iter_mut().enumerate().skip(1) {
        let mut sum_sqs = 0.0f64;
        for (j, cell) in row.iter_mut().take(i).enumerate() {
            let z = y[next].tanh();
            next += 1;
            logjac += (1.0 - z * z).ln();
            if j > 0 {
                logjac += 0.5 * (1.0 - sum_sqs).ln();
            }
            *cell = z * (1.0 - sum_sqs).sqrt();
            sum_sqs += *cell * *cell;
        }
        row[i] = (1.0 - sum_sqs).sqrt();
    }
    (l, logjac)
}

const CORR3: Case = Case {
    source: "parameters { cholesky_factor_corr[3] L; real a; }
model {
  target += L[2, 1] - 2 * L[3, 2] + 0.5 * L[3, 3] + L[1, 1] + L[1, 3];
  a ~ normal(0, 1);
}",
    data: "{}",
    density: |p| {
        let (l, logjac) = factor(&p[..3], 3);
        let a = p[3];
        logjac + l[1][0] - 2.0 * l[2][1] + 0.5 * l[2][2] + 1.0 - 0.5 * a * a
    },
};

const CORR2: Case = Case {
    source: "parameters { cholesky_factor_corr[2] L; } model { target += 3 * L[2, 1]; }",
    data: "{}",
    density: |p| {
        let (l, logjac) = factor(p, 2);
        logjac + 3.0 * l[1][0]
    },
};

stan_cases! {
    cholesky_factor_corr_3: CORR3;
    cholesky_factor_corr_2: CORR2;
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= ROUND_TRIP_REL * a.abs().max(b.abs()).max(1.0)
}

fn model(k: usize) -> CpuModel {
    let src = format!("parameters {{ cholesky_factor_corr[{k}] L; }} model {{ }}");
    let stan = compile_stan(&src, "corr.stan", &DataSet::new()).unwrap_or_else(|e| panic!("{e}"));
    CpuModel::new(stan.model())
}

/// The log density of a model with no statements is the log-Jacobian: it equals the log of
/// the determinant of the free coordinates' Jacobian (the strict lower triangle of L as a
/// function of y), by central differences.
#[test]
fn log_jacobian_is_the_log_determinant() {
    let cpu = model(3);
    for y in [[0.3, -1.2, 0.8], [1.5, 0.2, -2.0], [0.0, 0.0, 0.0]] {
        let lower = |y: &[f64]| {
            let l = cpu.constrain(y).unwrap();
            [l[3], l[6], l[7]]
        };
        let h = 1e-6;
        let mut jac = [[0.0; 3]; 3];
        for c in 0..3 {
            let (mut up, mut down) = (y, y);
            up[c] += h;
            down[c] -= h;
            let (a, b) = (lower(&up), lower(&down));
            for r in 0..3 {
                jac[r][c] = (a[r] - b[r]) / (2.0 * h);
            }
        }
        let det = jac[0][0] * (jac[1][1] * jac[2][2] - jac[1][2] * jac[2][1])
            - jac[0][1] * (jac[1][0] * jac[2][2] - jac[1][2] * jac[2][0])
            + jac[0][2] * (jac[1][0] * jac[2][1] - jac[1][1] * jac[2][0]);
        let lp = cpu.log_density(&y).unwrap();
        assert!((lp - det.abs().ln()).abs() < 1e-7, "y = {y:?}: {lp} vs log |det J| {}", det.abs().ln());
    }
}

/// Constrained factors are lower triangular with a positive diagonal and unit rows (so
/// L Lᵀ has a unit diagonal), and unconstrain inverts constrain.
#[test]
fn round_trip_and_unit_rows() {
    for k in [1, 2, 4] {
        let cpu = model(k);
        assert_eq!(cpu.dim(), k * (k - 1) / 2);
        for s in 0..5 {
            let y: Vec<f64> = (0..cpu.dim()).map(|i| ((i * 7 + s * 3) % 11) as f64 / 2.5 - 2.0).collect();
            let l = cpu.constrain(&y).unwrap();
            for i in 0..k {
                let row = &l[i * k..(i + 1) * k];
                assert!(row[i] > 0.0 && row[i + 1..].iter().all(|&x| x == 0.0), "k = {k}: {l:?}");
                assert!(close(row.iter().map(|x| x * x).sum::<f64>(), 1.0), "k = {k}, row {i}: {row:?}");
            }
            let (want, _) = factor(&y, k);
            assert!(l.iter().zip(want.concat()).all(|(a, b)| close(*a, b)), "{l:?} vs {want:?}");
            let back = cpu.unconstrain(&l).unwrap();
            assert!(y.iter().zip(&back).all(|(a, b)| close(*a, *b)), "{y:?} -> {back:?}");
        }
    }
}

#[test]
fn bounds_sizes_and_places_are_errors() {
    let cases = [
        ("parameters { cholesky_factor_corr<lower=0>[2] L; } model { }", "bounds are not allowed"),
        ("parameters { cholesky_factor_corr[0] L; } model { }", "size 1 at least"),
        ("parameters { cholesky_factor_corr[2, 2] L; } model { }", "takes 1 size(s)"),
        ("parameters { real a; } model { cholesky_factor_corr[2] L; }", "outside the parameters block"),
    ];
    for (src, want) in cases {
        let e = match compile_stan(src, "bad.stan", &DataSet::new()) {
            Ok(_) => panic!("expected an error for {src}"),
            Err(e) => e.to_string(),
        };
        assert!(e.contains(want), "{src}\n{e}");
    }
}
