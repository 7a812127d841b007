//! `cholesky_factor_corr[K]` parameters: the log density (the Reference Manual's
//! log-Jacobian plus a term of the factor) exactly on both backends and its gradient against
//! the CPU's and finite differences; the log-Jacobian against a finite-difference Jacobian
//! determinant; constrained values with unit rows; and unconstrain inverting constrain.
//! `lkj_corr_cholesky` against mpmath references and with Stan's checks, and
//! `diag_pre_multiply`.

use crate::common;

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
    lkj_corr_cholesky_3: LKJ;
    diag_pre_multiply_matrix: DIAG_PRE;
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

// ---------------------------------------------------------------- lkj_corr_cholesky

/// `log c(eta, K)`, the LKJ normalizer (Stan's theorem-5 form; the fixture's references use
/// equations 15 and 16 of the same paper).
fn lkj_constant(eta: f64, k: usize) -> f64 {
    let km1 = k as f64 - 1.0;
    let lg = common::ln_gamma;
    let pi = std::f64::consts::PI.ln();
    km1 * lg(eta + 0.5 * km1) - (1..k).map(|j| 0.5 * j as f64 * pi + lg(eta + 0.5 * (km1 - j as f64))).sum::<f64>()
}

/// `Σ_{k=2}^{K} (K − k + 2 eta − 2) log L[k, k]`.
fn lkj_terms(l: &[Vec<f64>], eta: f64) -> f64 {
    let k = l.len();
    (1..k).map(|d| ((k - d - 1) as f64 + 2.0 * eta - 2.0) * l[d][d].ln()).sum()
}

/// An eta parameter (the normalizer kept), a data eta in `~` (dropped) and in `_lpdf` (kept).
const LKJ: Case = Case {
    source: "parameters { cholesky_factor_corr[3] L; real<lower=0> eta; }
model {
  L ~ lkj_corr_cholesky(eta);
  L ~ lkj_corr_cholesky(2.5);
  target += lkj_corr_cholesky_lpdf(L | 4);
  eta ~ exponential(1);
}",
    data: "{}",
    density: |p| {
        let (l, logjac) = factor(&p[..3], 3);
        let eta = p[3].exp();
        let with_eta = lkj_constant(eta, 3) + lkj_terms(&l, eta);
        logjac + with_eta + lkj_terms(&l, 2.5) + lkj_constant(4.0, 3) + lkj_terms(&l, 4.0) - eta + p[3]
    },
};

/// The mpmath references: L and eta as data (the normalizer computed on the host), eta a
/// parameter (its IR form), and in generated quantities.
#[test]
fn lkj_reference_values() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/lpdf_reference.json");
    let cases: Vec<serde_json::Value> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut checked = 0;
    for c in cases.iter().filter(|c| c["dist"] == "lkj_corr_cholesky") {
        let args: Vec<f64> = c["args"].as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect();
        let (eta, k, l, want) = (args[0], args[1] as usize, &args[2..], c["lpdf"].as_f64().unwrap());
        let mut data = DataSet::new();
        data.insert_int("K", vec![], vec![k as i64]).unwrap();
        data.insert_real("L", vec![k, k], l.to_vec()).unwrap();
        data.insert_real("eta", vec![], vec![eta]).unwrap();
        let ok = |got: f64| (got - want).abs() <= 1e-13 * want.abs().max(1.0);
        let src = "data { int K; matrix[K, K] L; real eta; } model { target += lkj_corr_cholesky_lpdf(L | eta); }";
        let got = CpuModel::new(compile_stan(src, "d.stan", &data).unwrap().model()).log_density(&[]).unwrap();
        assert!(ok(got), "{args:?} (data): {got} vs {want}");
        let src = "data { int K; matrix[K, K] L; } parameters { real e; } \
                   model { target += lkj_corr_cholesky_lpdf(L | e); }";
        let got = CpuModel::new(compile_stan(src, "p.stan", &data).unwrap().model()).log_density(&[eta]).unwrap();
        assert!(ok(got), "{args:?} (parameter eta): {got} vs {want}");
        let src = "data { int K; matrix[K, K] L; real eta; } parameters { real e; } model { } \
                   generated quantities { real lp = lkj_corr_cholesky_lpdf(L | eta); }";
        let got = compile_stan(src, "g.stan", &data).unwrap().generated(&[0.0]).unwrap()[0];
        assert!(ok(got), "{args:?} (host): {got} vs {want}");
        checked += 1;
    }
    assert!(checked >= 6, "{checked} references");
}

/// Stan's checks: a data L that is not lower triangular and a data eta that is not positive
/// are errors naming them; a parameter eta that is not positive rejects the point; an L
/// that is neither data nor a cholesky_factor_corr parameter is refused.
#[test]
fn lkj_argument_checks() {
    let data = DataSet::from_json_str(r#"{"L": [[1, 0.5], [0, 1]], "I": [[1, 0], [0, 1]]}"#).unwrap();
    let err = |src: &str| compile_stan(src, "c.stan", &data).map(|_| ()).unwrap_err().to_string();
    let e = err("data { matrix[2, 2] L; } model { target += lkj_corr_cholesky_lpdf(L | 2); }");
    assert!(e.contains("lkj_corr_cholesky(L | eta): L[1, 2] is 0.5, but L must be lower triangular"), "{e}");
    let e = err("data { matrix[2, 2] I; } model { target += lkj_corr_cholesky_lpdf(I | -1); }");
    assert!(e.contains("eta is -1, but must be positive"), "{e}");
    let e = err("parameters { matrix[2, 2] M; } model { M ~ lkj_corr_cholesky(2); }");
    assert!(e.contains("neither data nor a cholesky_factor_corr parameter"), "{e}");
    let src = "data { matrix[2, 2] I; } parameters { real e; } model { target += lkj_corr_cholesky_lpdf(I | e); }";
    let cpu = CpuModel::new(compile_stan(src, "e.stan", &data).unwrap().model());
    // −inf from the check, or NaN where lgamma's pole meets it: rejected either way.
    let lp = cpu.log_density(&[-0.5]).unwrap();
    assert!(lp.is_nan() || lp == f64::NEG_INFINITY, "{lp}");
    assert_eq!(cpu.log_density(&[-0.3]).unwrap(), f64::NEG_INFINITY);
    assert!(cpu.log_density(&[0.5]).unwrap().is_finite());
}

/// `diag_pre_multiply(v, m)` in the model (parameters) and on the host.
const DIAG_PRE: Case = Case {
    source: "data { matrix[2, 3] M; }
transformed data { matrix[2, 3] H = diag_pre_multiply([2, -1]', M); }
parameters { vector[2] v; }
model { matrix[2, 3] D = diag_pre_multiply(v, M); target += sum(D) + sum(H); }",
    data: r#"{"M": [[1, 2, 3], [0.5, -1, 4]]}"#,
    density: |p| p[0] * 6.0 + p[1] * 3.5 + 2.0 * 6.0 - 3.5,
};
