//! Every posteriordb fixture model compiled from its Stan source: builds with its data, has
//! finite log densities and gradients that match finite differences, and agrees with
//! hand-written ModelBuilder versions or independent f64 computations.

use crate::common;

use rand::{Rng, SeedableRng};
use wgmc::{compile_stan, CpuModel, DataSet, StanModel};

use common::zoo::fixture;

const MODELS: [&str; 20] = [
    "arK-arK",
    "arma-arma11",
    "diamonds-diamonds",
    "earnings-earn_height",
    "eight_schools-eight_schools_centered",
    "eight_schools-eight_schools_noncentered",
    "garch-garch11",
    "gp_pois_regr-gp_pois_regr",
    "gp_pois_regr-gp_regr",
    "kidiq-kidscore_interaction",
    "kidiq-kidscore_momiq",
    "kidiq_with_mom_work-kidscore_interaction_z",
    "kidiq_with_mom_work-kidscore_mom_work",
    "kilpisjarvi_mod-kilpisjarvi",
    "low_dim_gauss_mix-low_dim_gauss_mix",
    "mesquite-logmesquite_logvas",
    "mesquite-mesquite",
    "nes1972-nes",
    "sblrc-blr",
    "sblri-blr",
];

fn source(name: &str) -> String {
    std::fs::read_to_string(fixture(&format!("posteriordb/{name}/model.stan"))).expect("model source")
}

fn data(name: &str) -> DataSet {
    common::zoo::data(&format!("posteriordb/{name}/data.json"))
}

fn compile(name: &str) -> StanModel {
    compile_stan(&source(name), &format!("{name}.stan"), &data(name)).unwrap_or_else(|e| panic!("{name}:\n{e}"))
}

/// Seeded points in [-scale, scale]^dim.
fn points(dim: usize, n: usize, scale: f64, seed: u64) -> Vec<Vec<f64>> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    (0..n).map(|_| (0..dim).map(|_| rng.random_range(-scale..scale)).collect()).collect()
}

#[test]
fn every_model_builds_and_its_gradient_matches_finite_differences() {
    for (k, name) in MODELS.iter().enumerate() {
        let stan = compile(name);
        let cpu = CpuModel::new(stan.model());
        for x in points(cpu.dim(), 3, 0.5, k as u64) {
            let lp = cpu.log_density(&x).unwrap();
            assert!(lp.is_finite(), "{name}: log density {lp} at {x:?}");
            common::check_gradient(&cpu, &x).unwrap_or_else(|m| panic!("{name}: {m}"));
        }
    }
}

/// Log density and gradient of two CPU models agree at seeded points.
fn same_density(name: &str, a: &CpuModel, b: &CpuModel) {
    assert_eq!(a.dim(), b.dim(), "{name}: dimensions");
    for x in points(a.dim(), 4, 1.0, 7) {
        let (mut ga, mut gb) = (vec![0.0; x.len()], vec![0.0; x.len()]);
        let (la, lb) = (a.log_density_gradient(&x, &mut ga).unwrap(), b.log_density_gradient(&x, &mut gb).unwrap());
        let tol = 1e-10 * la.abs().max(1.0);
        assert!((la - lb).abs() <= tol, "{name}: Stan {la} vs builder {lb} at {x:?}");
        for (i, (p, q)) in ga.iter().zip(&gb).enumerate() {
            assert!((p - q).abs() <= 1e-9 * p.abs().max(1.0), "{name}: gradient {i}: Stan {p} vs builder {q}");
        }
    }
}

#[test]
fn matches_hand_written_builder_models() {
    let pairs = [
        ("eight_schools-eight_schools_centered", common::zoo::eight_schools_centered()),
        ("eight_schools-eight_schools_noncentered", common::zoo::eight_schools_noncentered()),
        ("arK-arK", common::zoo::ar_k()),
        ("garch-garch11", common::zoo::garch11()),
        ("low_dim_gauss_mix-low_dim_gauss_mix", common::zoo::gauss_mix()),
    ];
    for (name, built) in pairs {
        same_density(name, &CpuModel::new(compile(name).model()), &CpuModel::new(&built));
    }
}

fn normal_kernel(y: f64, mu: f64, sigma: f64) -> f64 {
    -0.5 * ((y - mu) / sigma).powi(2) - sigma.ln()
}

const HALF_LOG_TWO_PI: f64 = 0.918_938_533_204_672_8;

/// Checks `logp(x1) - logp(x2)` of the compiled model against an f64 function of the
/// unconstrained point (which may omit constants).
fn check_differences(name: &str, reference: &dyn Fn(&[f64]) -> f64, scale: f64) {
    let cpu = CpuModel::new(compile(name).model());
    let xs = points(cpu.dim(), 4, scale, 11);
    let base = &xs[0];
    for x in &xs[1..] {
        let got = cpu.log_density(x).unwrap() - cpu.log_density(base).unwrap();
        let want = reference(x) - reference(base);
        assert!((got - want).abs() <= 1e-9 * want.abs().max(1.0), "{name}: difference {got} vs f64 {want}");
    }
}

#[test]
fn kidiq_interaction_matches_an_f64_computation() {
    let name = "kidiq-kidscore_interaction";
    let d = data(name);
    let n = d.int_scalar("N").unwrap() as usize;
    let (score, hs, iq) =
        (d.real("kid_score", &[n]).unwrap(), d.real("mom_hs", &[n]).unwrap(), d.real("mom_iq", &[n]).unwrap());
    let reference = |x: &[f64]| {
        let sigma = x[4].exp();
        let mut lp = -(1.0 + (sigma / 2.5).powi(2)).ln() + x[4];
        for i in 0..n {
            let mu = x[0] + x[1] * hs[i] + x[2] * iq[i] + x[3] * hs[i] * iq[i];
            lp += normal_kernel(score[i], mu, sigma);
        }
        lp
    };
    check_differences(name, &reference, 1.0);
}

#[test]
fn blr_full_densities_match_an_f64_computation_including_constants() {
    let name = "sblri-blr";
    let d = data(name);
    let (n, k) = (d.int_scalar("N").unwrap() as usize, d.int_scalar("D").unwrap() as usize);
    let (x_mat, y) = (d.real("X", &[n, k]).unwrap(), d.real("y", &[n]).unwrap());
    let cpu = CpuModel::new(compile(name).model());
    for x in points(k + 1, 3, 1.0, 3) {
        let sigma = x[k].exp();
        let lpdf = |y: f64, mu: f64, s: f64| normal_kernel(y, mu, s) - HALF_LOG_TWO_PI;
        let mut want = x[k] + lpdf(sigma, 0.0, 10.0) + x[..k].iter().map(|b| lpdf(*b, 0.0, 10.0)).sum::<f64>();
        for i in 0..n {
            let mu: f64 = (0..k).map(|j| x_mat[i * k + j] * x[j]).sum();
            want += lpdf(y[i], mu, sigma);
        }
        let got = cpu.log_density(&x).unwrap();
        assert!((got - want).abs() <= 1e-10 * want.abs(), "{name}: {got} vs f64 {want}");
    }
}

/// Lower Cholesky factor, for the GP reference.
fn cholesky(a: &[f64], n: usize) -> Vec<f64> {
    let mut l = vec![0.0; n * n];
    for i in 0..n {
        for j in 0..=i {
            let s: f64 = (0..j).map(|k| l[i * n + k] * l[j * n + k]).sum();
            l[i * n + j] = if i == j { (a[i * n + i] - s).sqrt() } else { (a[i * n + j] - s) / l[j * n + j] };
        }
    }
    l
}

#[test]
fn gp_regr_matches_an_f64_cholesky_computation() {
    let name = "gp_pois_regr-gp_regr";
    let d = data(name);
    let n = d.int_scalar("N").unwrap() as usize;
    let (xs, y) = (d.real("x", &[n]).unwrap(), d.real("y", &[n]).unwrap());
    let reference = |u: &[f64]| {
        let (rho, alpha, sigma) = (u[0].exp(), u[1].exp(), u[2].exp());
        let mut k = vec![0.0; n * n];
        for i in 0..n {
            for j in 0..n {
                k[i * n + j] = alpha * alpha * (-0.5 * (xs[i] - xs[j]).powi(2) / (rho * rho)).exp();
            }
            k[i * n + i] += sigma;
        }
        let l = cholesky(&k, n);
        let mut z = vec![0.0; n];
        for i in 0..n {
            z[i] = (y[i] - (0..i).map(|j| l[i * n + j] * z[j]).sum::<f64>()) / l[i * n + i];
        }
        let mvn = -0.5 * z.iter().map(|v| v * v).sum::<f64>() - (0..n).map(|i| l[i * n + i].ln()).sum::<f64>();
        let priors = 24.0 * rho.ln() - 4.0 * rho - 0.5 * (alpha / 2.0).powi(2) - 0.5 * sigma * sigma;
        mvn + priors + u[0] + u[1] + u[2]
    };
    check_differences(name, &reference, 1.0);
}

#[test]
fn diamonds_matches_an_f64_computation() {
    let name = "diamonds-diamonds";
    let d = data(name);
    let (n, k) = (d.int_scalar("N").unwrap() as usize, d.int_scalar("K").unwrap() as usize);
    let (x_mat, y) = (d.real("X", &[n, k]).unwrap(), d.real("Y", &[n]).unwrap());
    let means: Vec<f64> = (1..k).map(|j| (0..n).map(|i| x_mat[i * k + j]).sum::<f64>() / n as f64).collect();
    let reference = |u: &[f64]| {
        let (b, intercept, sigma) = (&u[..k - 1], u[k - 1], u[k].exp());
        let student = |x: f64, mu: f64, s: f64| -2.0 * (1.0 + ((x - mu) / s).powi(2) / 3.0).ln() - s.ln();
        let mut lp = b.iter().map(|v| -0.5 * v * v).sum::<f64>() + student(intercept, 8.0, 10.0);
        lp += student(sigma, 0.0, 10.0) + u[k];
        for i in 0..n {
            let mu = intercept + (1..k).map(|j| (x_mat[i * k + j] - means[j - 1]) * b[j - 1]).sum::<f64>();
            lp += normal_kernel(y[i], mu, sigma);
        }
        lp
    };
    check_differences(name, &reference, 0.3);
}

#[test]
fn diamonds_generated_b_intercept() {
    let name = "diamonds-diamonds";
    let stan = compile(name);
    assert_eq!(stan.generated_names(), ["b_Intercept"]);
    let d = data(name);
    let (n, k) = (d.int_scalar("N").unwrap() as usize, d.int_scalar("K").unwrap() as usize);
    let x_mat = d.real("X", &[n, k]).unwrap();
    let cpu = CpuModel::new(stan.model());
    let u = &points(cpu.dim(), 1, 1.0, 5)[0];
    let constrained = cpu.constrain(u).unwrap();
    assert_eq!(stan.output_names().len(), constrained.len());
    let (b, intercept) = (&constrained[..k - 1], constrained[k - 1]);
    let mut want = intercept;
    for j in 1..k {
        let mean = (0..n).map(|i| x_mat[i * k + j]).sum::<f64>() / n as f64;
        want -= mean * b[j - 1];
    }
    let got = stan.generated(&constrained).unwrap();
    assert!((got[0] - want).abs() <= 1e-10 * want.abs().max(1.0), "b_Intercept {} vs {want}", got[0]);
}

/// Densities in transformed data and generated quantities (a pointwise log likelihood for
/// LOO): every constant term, vectorized over the data, against f64 formulas; a failing
/// argument is a located error.
#[test]
fn densities_in_generated_quantities_and_transformed_data() {
    let src = "data { int N; vector[N] y; array[N] int k; }
transformed data { real prior_at_zero = normal_lpdf(0 | 0, 2); }
parameters { real mu; real<lower=0> sigma; }
model { y ~ normal(mu, sigma); }
generated quantities {
  vector[N] log_lik;
  for (n in 1:N) log_lik[n] = normal_lpdf(y[n] | mu, sigma);
  real total = normal_lpdf(y | mu, sigma);
  real counts = poisson_lpmf(k | sigma);
  real at_zero = prior_at_zero;
}";
    let data = DataSet::from_json_str(r#"{"N": 3, "y": [0.5, -1.2, 2.0], "k": [0, 3, 1]}"#).unwrap();
    let stan = compile_stan(src, "gq.stan", &data).unwrap();
    let (mu, sigma) = (0.3, 1.7);
    let got = stan.generated(&[mu, sigma]).unwrap();
    let ln2pi = (2.0 * std::f64::consts::PI).ln();
    let normal = |y: f64, m: f64, s: f64| -0.5 * ((y - m) / s).powi(2) - s.ln() - 0.5 * ln2pi;
    let want_ll: Vec<f64> = [0.5, -1.2, 2.0].iter().map(|&y| normal(y, mu, sigma)).collect();
    let lfact = |k: f64| (1..=k as u64).map(|i| (i as f64).ln()).sum::<f64>();
    let poisson = |k: f64| k * sigma.ln() - sigma - lfact(k);
    let want_counts = poisson(0.0) + poisson(3.0) + poisson(1.0);
    let want = [want_ll.clone(), vec![want_ll.iter().sum(), want_counts, normal(0.0, 0.0, 2.0)]].concat();
    for (g, w) in got.iter().zip(&want) {
        assert!((g - w).abs() <= 1e-12 * w.abs().max(1.0), "{got:?} vs {want:?}");
    }
    let bad = "parameters { real mu; } model { mu ~ normal(0, 1); }
generated quantities { real l = normal_lpdf(1 | mu, -1); }";
    let stan = compile_stan(bad, "bad.stan", &DataSet::new()).unwrap();
    let e = stan.generated(&[0.0]).unwrap_err().to_string();
    assert!(e.contains("bad.stan:2:") && e.contains("sigma is -1, but must be positive"), "{e}");
}

/// The GLM densities in generated quantities, whole and row by row (`[x[n]]`, the pointwise
/// log likelihood of posteriordb's logistic_regression_rhs), against f64 formulas; sizes
/// that do not fit are run-time errors.
#[test]
fn glm_densities_in_generated_quantities() {
    let src = "data { int N; matrix[N, 2] x; array[N] int k; vector[N] y; }
parameters { real a; vector[2] b; real<lower=0> s; }
model { k ~ bernoulli_logit_glm(x, a, b); y ~ normal_id_glm(x, a, b, s); }
generated quantities {
  vector[N] ll;
  for (n in 1:N) ll[n] = bernoulli_logit_glm_lpmf({k[n]} | [x[n]], a, b);
  real total = bernoulli_logit_glm_lpmf(k | x, a, b);
  real normal = normal_id_glm_lpdf(y | x, rep_vector(a, N), b, s);
}";
    let data = r#"{"N": 3, "x": [[1.0, -0.5], [0.2, 2.0], [-1.5, 0.3]], "k": [1, 0, 1], "y": [0.4, -1.0, 2.5]}"#;
    let stan = compile_stan(src, "glm.stan", &DataSet::from_json_str(data).unwrap()).unwrap();
    let (a, b, s) = (0.3, [0.8, -0.4], 1.3);
    let got = stan.generated(&[a, b[0], b[1], s]).unwrap();
    let x = [[1.0, -0.5], [0.2, 2.0], [-1.5, 0.3]];
    let eta: Vec<f64> = x.iter().map(|r| a + r[0] * b[0] + r[1] * b[1]).collect();
    let log_p = |e: f64, k: i32| if k == 1 { -(-e).exp().ln_1p() } else { -e.exp().ln_1p() };
    let ll: Vec<f64> = eta.iter().zip([1, 0, 1]).map(|(&e, k)| log_p(e, k)).collect();
    let ln2pi = (2.0 * std::f64::consts::PI).ln();
    let normal: f64 =
        eta.iter().zip([0.4, -1.0, 2.5]).map(|(e, y)| -0.5 * ((y - e) / s).powi(2) - f64::ln(s) - 0.5 * ln2pi).sum();
    let want = [ll.clone(), vec![ll.iter().sum(), normal]].concat();
    for (g, w) in got.iter().zip(&want) {
        assert!((g - w).abs() <= 1e-12 * w.abs().max(1.0), "{got:?} vs {want:?}");
    }
    let bad = "data { matrix[2, 2] x; } parameters { vector[3] b; } model { b ~ normal(0, 1); }
generated quantities { real l = bernoulli_logit_glm_lpmf({1, 0} | x, 0, b); }";
    let data = DataSet::from_json_str(r#"{"x": [[1, 2], [3, 4]]}"#).unwrap();
    let stan = compile_stan(bad, "bad.stan", &data).unwrap();
    let e = stan.generated(&[0.0, 0.0, 0.0]).unwrap_err().to_string();
    assert!(e.contains("bad.stan:2:") && e.contains("x has 2 columns, but beta has 3 elements"), "{e}");
}
