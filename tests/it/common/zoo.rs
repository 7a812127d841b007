//! The model zoo: models built with the Rust API, shared by the CPU and (later) GPU tests.

use wgmc::ir::{Expr, Func};
use wgmc::{lpdf, Constraint, DataSet, Dist, Model, ModelBuilder, Type};

/// A fixture file under `tests/fixtures`.
pub fn fixture(path: &str) -> String {
    format!("{}/tests/fixtures/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// A data file under `tests/fixtures`.
pub fn data(path: &str) -> DataSet {
    DataSet::from_json_file(fixture(path)).expect("fixture data loads")
}

fn e(v: impl Into<Expr>) -> Expr {
    v.into()
}

fn lower0() -> Constraint {
    Constraint::Lower(0.0.into())
}

/// Every zoo model with its name.
pub fn all() -> Vec<(&'static str, Model)> {
    vec![
        ("std_normal_100", std_normal(100)),
        ("eight_schools_noncentered", eight_schools_noncentered()),
        ("eight_schools_centered", eight_schools_centered()),
        ("logistic_regression", logistic_regression(&synthetic_logistic(200, 5, 7))),
        ("logistic_regression_10k", logistic_regression(&data("benchmarks/logistic_regression.json"))),
        ("poisson_gamma_10", poisson_gamma()),
        ("radon_hierarchical", radon()),
        ("truncated_normal", truncated_normal()),
        ("masked_normal", masked_normal(&masked_data(), true)),
        ("arK", ar_k()),
        ("garch11", garch11()),
        ("gauss_mix", gauss_mix()),
        ("constraints", constrained_model()),
    ]
}

/// `x ~ std_normal()` in `d` dimensions.
pub fn std_normal(d: usize) -> Model {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let x = b.param("x", Type::vector(d));
    b.sample(Dist::StdNormal, vec![e(x)]);
    b.build().expect("valid")
}

/// posteriordb eight_schools_noncentered.
pub fn eight_schools_noncentered() -> Model {
    let data = data("posteriordb/eight_schools-eight_schools_noncentered/data.json");
    let mut b = ModelBuilder::new(&data);
    let j = b.data_int("J").unwrap() as usize;
    let y = b.data("y", Type::vector(j)).unwrap();
    let sigma = b.data("sigma", Type::vector(j)).unwrap();
    let theta_trans = b.param("theta_trans", Type::vector(j));
    let mu = b.param("mu", Type::REAL);
    let tau = b.param_constrained("tau", Type::REAL, lower0());
    let theta = b.transformed("theta", Type::vector(j), e(theta_trans) * e(tau) + e(mu));
    b.sample(Dist::Normal, vec![e(mu), 0.0.into(), 5.0.into()]);
    b.sample(Dist::Cauchy, vec![e(tau), 0.0.into(), 5.0.into()]);
    b.sample(Dist::Normal, vec![e(theta_trans), 0.0.into(), 1.0.into()]);
    b.sample(Dist::Normal, vec![e(y), e(theta), e(sigma)]);
    b.build().expect("valid")
}

/// posteriordb eight_schools_centered.
pub fn eight_schools_centered() -> Model {
    let data = data("posteriordb/eight_schools-eight_schools_centered/data.json");
    let mut b = ModelBuilder::new(&data);
    let j = b.data_int("J").unwrap() as usize;
    let y = b.data("y", Type::vector(j)).unwrap();
    let sigma = b.data("sigma", Type::vector(j)).unwrap();
    let theta = b.param("theta", Type::vector(j));
    let mu = b.param("mu", Type::REAL);
    let tau = b.param_constrained("tau", Type::REAL, lower0());
    b.sample(Dist::Cauchy, vec![e(tau), 0.0.into(), 5.0.into()]);
    b.sample(Dist::Normal, vec![e(theta), e(mu), e(tau)]);
    b.sample(Dist::Normal, vec![e(y), e(theta), e(sigma)]);
    b.sample(Dist::Normal, vec![e(mu), 0.0.into(), 5.0.into()]);
    b.build().expect("valid")
}

/// Logistic regression data with `n` rows and `d` predictors from a fixed seed.
pub fn synthetic_logistic(n: usize, d: usize, seed: u64) -> DataSet {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let x: Vec<f64> = (0..n * d).map(|_| rng.random_range(-2.0..2.0)).collect();
    let beta: Vec<f64> = (0..d).map(|k| (k as f64 - d as f64 / 2.0) * 0.3).collect();
    let y: Vec<i64> = (0..n)
        .map(|i| {
            let eta: f64 = 0.2 + (0..d).map(|k| x[i * d + k] * beta[k]).sum::<f64>();
            (rng.random::<f64>() < 1.0 / (1.0 + (-eta).exp())) as i64
        })
        .collect();
    let mut data = DataSet::new();
    data.insert_int("N", vec![], vec![n as i64]).unwrap();
    data.insert_int("D", vec![], vec![d as i64]).unwrap();
    data.insert_real("X", vec![n, d], x).unwrap();
    data.insert_int("y", vec![n], y).unwrap();
    data
}

/// The benchmark logistic regression: `y ~ bernoulli_logit(alpha + X * beta)`.
pub fn logistic_regression(data: &DataSet) -> Model {
    let mut b = ModelBuilder::new(data);
    let n = b.data_int("N").unwrap() as usize;
    let d = b.data_int("D").unwrap() as usize;
    let x = b.data("X", Type::matrix(n, d)).unwrap();
    let y = b.data("y", Type::int_array(n)).unwrap();
    let alpha = b.param("alpha", Type::REAL);
    let beta = b.param("beta", Type::vector(d));
    b.sample(Dist::Normal, vec![e(alpha), 0.0.into(), 5.0.into()]);
    b.sample(Dist::Normal, vec![e(beta), 0.0.into(), 1.0.into()]);
    b.sample(Dist::BernoulliLogit, vec![e(y), e(alpha) + e(x) * e(beta)]);
    b.build().expect("valid")
}

/// The benchmark poisson_gamma_10: `rho ~ gamma(shape, 1 / scale); y ~ poisson(rho)`.
pub fn poisson_gamma() -> Model {
    let data = data("benchmarks/poisson_gamma_10.json");
    let mut b = ModelBuilder::new(&data);
    let n = b.data_int("N").unwrap() as usize;
    let y = b.data("y", Type::int_array(n)).unwrap();
    let shape = b.data("shape", Type::REAL).unwrap();
    let scale = b.data("scale", Type::REAL).unwrap();
    let rho = b.param_constrained("rho", Type::vector(n), lower0());
    b.sample(Dist::Gamma, vec![e(rho), e(shape), 1.0 / e(scale)]);
    b.sample(Dist::Poisson, vec![e(y), e(rho)]);
    b.build().expect("valid")
}

/// The benchmark radon_hierarchical, with the 1-based `group` shifted to 0-based indices.
pub fn radon() -> Model {
    let mut data = data("benchmarks/radon_hierarchical.json");
    let n = data.int_scalar("N").unwrap() as usize;
    let group: Vec<i64> = data.int("group", &[n]).unwrap().iter().map(|g| g - 1).collect();
    data.insert_int("group0", vec![n], group).unwrap();
    let mut b = ModelBuilder::new(&data);
    let n = b.data_int("N").unwrap() as usize;
    let j = b.data_int("J").unwrap() as usize;
    let group = b.data("group0", Type::int_array(n)).unwrap();
    let x = b.data("x", Type::vector(n)).unwrap();
    let y = b.data("y", Type::vector(n)).unwrap();
    let mu_a = b.param("mu_a", Type::REAL);
    let sigma_a = b.param_constrained("sigma_a", Type::REAL, lower0());
    let beta = b.param("beta", Type::REAL);
    let sigma = b.param_constrained("sigma", Type::REAL, lower0());
    let alpha_raw = b.param("alpha_raw", Type::vector(j));
    let alpha = b.transformed("alpha", Type::vector(j), e(mu_a) + e(sigma_a) * e(alpha_raw));
    b.sample(Dist::Normal, vec![e(mu_a), 0.0.into(), 5.0.into()]);
    b.sample(Dist::Normal, vec![e(sigma_a), 0.0.into(), 2.5.into()]);
    b.sample(Dist::Normal, vec![e(beta), 0.0.into(), 5.0.into()]);
    b.sample(Dist::Normal, vec![e(sigma), 0.0.into(), 2.5.into()]);
    b.sample(Dist::StdNormal, vec![e(alpha_raw)]);
    let mean = Expr::Index(alpha, vec![e(group)]) + e(beta) * e(x);
    b.sample(Dist::Normal, vec![e(y), mean, e(sigma)]);
    b.build().expect("valid")
}

/// The benchmark truncated_normal: `y[n] ~ normal(mu, sigma) T[L, U]`.
pub fn truncated_normal() -> Model {
    let data = data("benchmarks/truncated_normal.json");
    let mut b = ModelBuilder::new(&data);
    let n = b.data_int("N").unwrap() as usize;
    let l = b.data("L", Type::REAL).unwrap();
    let u = b.data("U", Type::REAL).unwrap();
    let y = b.data("y", Type::vector(n)).unwrap();
    let mu = b.param("mu", Type::REAL);
    let sigma = b.param_constrained("sigma", Type::REAL, lower0());
    b.sample(Dist::Normal, vec![e(mu), 0.0.into(), 2.0.into()]);
    b.sample(Dist::Normal, vec![e(sigma), 0.0.into(), 1.0.into()]);
    b.sample_truncated(Dist::Normal, vec![e(y), e(mu), e(sigma)], Some(e(l)), Some(e(u)));
    b.build().expect("valid")
}

/// Normal observations with every third one missing (NaN) and masked out.
pub fn masked_data() -> DataSet {
    let n = 30;
    let y: Vec<f64> = (0..n).map(|i| if i % 3 == 1 { f64::NAN } else { (i as f64 * 0.37).sin() * 2.0 + 1.0 }).collect();
    let mask: Vec<i64> = y.iter().map(|v| (!v.is_nan()) as i64).collect();
    let mut data = DataSet::new();
    data.insert_real("y", vec![n], y).unwrap();
    data.insert_int("mask", vec![n], mask).unwrap();
    data
}

/// `y ~ normal(mu, sigma)` over the rows of `data`: masked by `mask` when `masked`, else only
/// the rows whose mask is 1 are kept in the data.
pub fn masked_normal(data: &DataSet, masked: bool) -> Model {
    let n = data.get("y").unwrap().shape()[0];
    let mask = data.int("mask", &[n]).unwrap();
    let ys = data.real("y", &[n]).unwrap();
    let kept: Vec<f64> = ys.iter().zip(&mask).filter(|(_, m)| **m == 1).map(|(y, _)| *y).collect();
    let mut dropped = DataSet::new();
    dropped.insert_real("y", vec![kept.len()], kept.clone()).unwrap();
    let source = if masked { data } else { &dropped };
    let mut b = ModelBuilder::new(source);
    let len = if masked { n } else { kept.len() };
    let y = b.data("y", Type::vector(len)).unwrap();
    let mu = b.param("mu", Type::REAL);
    let sigma = b.param_constrained("sigma", Type::REAL, lower0());
    b.sample(Dist::Normal, vec![e(mu), 0.0.into(), 3.0.into()]);
    b.sample(Dist::Lognormal, vec![e(sigma), 0.0.into(), 1.0.into()]);
    let args = vec![e(y), e(mu), e(sigma)];
    if masked {
        let m = b.data("mask", Type::int_array(n)).unwrap();
        b.sample_masked(Dist::Normal, args, m);
    } else {
        b.sample(Dist::Normal, args);
    }
    b.build().expect("valid")
}

/// posteriordb arK, written as in Stan with `mu = mu + beta[k] * y[t - k]` (0-based loops).
pub fn ar_k() -> Model {
    let data = data("posteriordb/arK-arK/data.json");
    let mut b = ModelBuilder::new(&data);
    let k = b.data_int("K").unwrap();
    let t = b.data_int("T").unwrap();
    let y = b.data("y", Type::vector(t as usize)).unwrap();
    let alpha = b.param("alpha", Type::REAL);
    let beta = b.param("beta", Type::vector(k as usize));
    let sigma = b.param_constrained("sigma", Type::REAL, lower0());
    b.sample(Dist::Normal, vec![e(alpha), 0.0.into(), 10.0.into()]);
    b.sample(Dist::Normal, vec![e(beta), 0.0.into(), 10.0.into()]);
    b.sample(Dist::Cauchy, vec![e(sigma), 0.0.into(), 2.5.into()]);
    b.for_loop(k, t, |b, tt| {
        let mu = b.local("mu", Type::REAL);
        b.assign(mu, vec![], alpha);
        b.for_loop(0_i64, k, |b, kk| {
            let lag = y.at(tt.clone() - kk.clone() - 1_i64);
            b.assign(mu, vec![], e(mu) + beta.at(kk) * lag);
        });
        b.sample(Dist::Normal, vec![y.at(tt), e(mu), e(sigma)]);
    });
    b.build().expect("valid")
}

/// posteriordb garch11, with the bound `beta1 < 1 - alpha1` on another parameter.
pub fn garch11() -> Model {
    let data = data("posteriordb/garch-garch11/data.json");
    let mut b = ModelBuilder::new(&data);
    let t = b.data_int("T").unwrap();
    let y = b.data("y", Type::vector(t as usize)).unwrap();
    let sigma1 = b.data("sigma1", Type::REAL).unwrap();
    let mu = b.param("mu", Type::REAL);
    let alpha0 = b.param_constrained("alpha0", Type::REAL, lower0());
    let alpha1 = b.param_constrained("alpha1", Type::REAL, Constraint::LowerUpper(0.0.into(), 1.0.into()));
    let upper = 1.0 - e(alpha1);
    let beta1 = b.param_constrained("beta1", Type::REAL, Constraint::LowerUpper(0.0.into(), upper));
    let sigma = b.local("sigma", Type::vector(t as usize));
    b.assign(sigma, vec![0_i64.into()], sigma1);
    b.for_loop(1_i64, t, |b, tt| {
        let prev = tt.clone() - 1_i64;
        let resid = Expr::call1(Func::Square, y.at(prev.clone()) - e(mu));
        let var = e(alpha0) + e(alpha1) * resid + e(beta1) * Expr::call1(Func::Square, sigma.at(prev));
        b.assign(sigma, vec![tt], Expr::call1(Func::Sqrt, var));
    });
    b.sample(Dist::Normal, vec![e(y), e(mu), e(sigma)]);
    b.build().expect("valid")
}

/// posteriordb low_dim_gauss_mix: `ordered[2] mu`, `log_mix` in a loop over the data.
pub fn gauss_mix() -> Model {
    let data = data("posteriordb/low_dim_gauss_mix-low_dim_gauss_mix/data.json");
    let mut b = ModelBuilder::new(&data);
    let n = b.data_int("N").unwrap();
    let y = b.data("y", Type::vector(n as usize)).unwrap();
    let mu = b.param_constrained("mu", Type::vector(2), Constraint::Ordered);
    let sigma = b.param_constrained("sigma", Type::vector(2), lower0());
    let theta = b.param_constrained("theta", Type::REAL, Constraint::LowerUpper(0.0.into(), 1.0.into()));
    b.sample(Dist::Normal, vec![e(sigma), 0.0.into(), 2.0.into()]);
    b.sample(Dist::Normal, vec![e(mu), 0.0.into(), 2.0.into()]);
    b.sample(Dist::Beta, vec![e(theta), 5.0.into(), 5.0.into()]);
    b.for_loop(0_i64, n, |b, i| {
        let one = lpdf(Dist::Normal, vec![y.at(i.clone()), mu.at(0_i64), sigma.at(0_i64)]);
        let two = lpdf(Dist::Normal, vec![y.at(i), mu.at(1_i64), sigma.at(1_i64)]);
        b.target(Expr::Call(Func::LogMix, vec![e(theta), one, two]));
    });
    b.build().expect("valid")
}

/// Parameters of every constraint kind, one bound depending on an earlier parameter.
pub fn constrained_model() -> Model {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let free = b.param("free", Type::REAL);
    let lower = b.param_constrained("lower", Type::vector(3), Constraint::Lower((-1.5).into()));
    let upper = b.param_constrained("upper", Type::REAL, Constraint::Upper(2.0.into()));
    let unit = b.param_constrained("unit", Type::REAL, Constraint::LowerUpper(0.0.into(), 1.0.into()));
    let rest = b.param_constrained("rest", Type::REAL, Constraint::LowerUpper(0.0.into(), 1.0 - Expr::from(unit)));
    let ordered = b.param_constrained("ordered", Type::vector(4), Constraint::Ordered);
    let shifted = b.param_constrained("shifted", Type::matrix(2, 2), Constraint::Lower(Expr::from(free)));
    for v in [free, upper, unit, rest] {
        b.sample(Dist::Normal, vec![v.into(), 0.0.into(), 1.0.into()]);
    }
    for v in [lower, ordered] {
        b.sample(Dist::Normal, vec![v.into(), 0.0.into(), 1.0.into()]);
    }
    b.target(Expr::Reduce(wgmc::ir::Reduction::Sum, Box::new(Expr::from(shifted))));
    b.build().expect("valid")
}
