//! Posterior correctness of every sampler on both backends, against exact posteriors: z-tests
//! of means and second moments with their MCSE, and Kolmogorov–Smirnov tests of the chains'
//! last draws (independent across chains), each at α = 0.001 shared among its quantities.

use crate::common;

use wgmc::{Constraint, DataSet, Dist, Func, Model, ModelBuilder, Type};

use common::sampling::{algorithms, config, ks_test, last_draws, sample, z_test};

pub(crate) const CHAINS: usize = 128;
pub(crate) const WARMUP: usize = 300;
pub(crate) const DRAWS: usize = 200;

/// z-tests of E[x] and E[(x − mean)²] and a KS test of quantity `i`.
pub(crate) fn check_quantity(
    trace: &wgmc::Trace,
    i: usize,
    mean: f64,
    var: f64,
    cdf: impl Fn(f64) -> f64,
    tests: usize,
) {
    let name = &trace.names()[i];
    let x = trace.values(i);
    z_test(x, CHAINS, mean, tests).unwrap_or_else(|e| panic!("{name} mean: {e}"));
    let sq: Vec<f64> = x.iter().map(|v| (v - mean).powi(2)).collect();
    z_test(&sq, CHAINS, var, tests).unwrap_or_else(|e| panic!("{name} variance: {e}"));
    ks_test(&last_draws(trace, i), cdf, tests).unwrap_or_else(|e| panic!("{name}: {e}"));
}

fn normal_cdf(mu: f64, sd: f64) -> impl Fn(f64) -> f64 {
    move |x| Func::Phi.eval(&[(x - mu) / sd])
}

fn run_all(model: &Model, backend: wgmc::BackendRequest, seed: u64, check: impl Fn(&wgmc::Trace)) {
    for algorithm in algorithms() {
        let trace = sample(model, backend, config(algorithm, CHAINS, WARMUP, DRAWS, seed));
        eprintln!(
            "{algorithm:?}: {} divergences, min ESS bulk {:.0}",
            trace.divergences(),
            trace.summary().iter().map(|s| s.ess_bulk).fold(f64::INFINITY, f64::min)
        );
        check(&trace);
    }
}

/// The 100-dimensional standard normal's checks: every coordinate N(0, 1).
pub(crate) fn check_std_normal_100(trace: &wgmc::Trace) {
    for i in 0..100 {
        check_quantity(trace, i, 0.0, 1.0, normal_cdf(0.0, 1.0), 100);
    }
}

// 100-dimensional standard normal.
sampler_test!(std_normal_100, |backend| {
    let model = common::zoo::std_normal(100);
    run_all(&model, backend, 101, check_std_normal_100);
});

/// The checks of `common::zoo::poisson_gamma`: ten Poisson rates with Gamma(6.5, scale 2.25)
/// priors and one count each, so that the posterior of rate i is Gamma(6.5 + y_i, rate
/// 1/2.25 + 1).
pub(crate) fn poisson_gamma_checks() -> impl Fn(&wgmc::Trace) {
    let data = common::zoo::data("benchmarks/poisson_gamma_10.json");
    let y = data.int("y", &[10]).unwrap();
    move |trace| {
        for (i, yi) in y.iter().enumerate() {
            let (shape, rate) = (6.5 + *yi as f64, 1.0 / 2.25 + 1.0);
            let cdf = |x: f64| gamma_cdf(shape, rate * x);
            check_quantity(trace, i, shape / rate, shape / (rate * rate), cdf, 10);
        }
    }
}

sampler_test!(poisson_gamma_conjugate, |backend| {
    run_all(&common::zoo::poisson_gamma(), backend, 102, poisson_gamma_checks());
});

/// Normal–normal conjugate: mu ~ normal(1, 2), y_i ~ normal(mu, 1.5), ten observations; the
/// model and the check of its exact posterior.
pub(crate) fn normal_normal() -> (Model, impl Fn(&wgmc::Trace)) {
    let ys = [2.1, 0.3, 1.7, 3.2, -0.4, 1.1, 2.6, 0.9, 1.8, 2.4];
    let mut data = DataSet::new();
    data.insert_real("y", vec![10], ys.to_vec()).unwrap();
    let mut b = ModelBuilder::new(&data);
    let y = b.data("y", Type::vector(10)).unwrap();
    let mu = b.param("mu", Type::REAL);
    b.sample(Dist::Normal, vec![mu.into(), 1.0.into(), 2.0.into()]);
    b.sample(Dist::Normal, vec![y.into(), mu.into(), 1.5.into()]);
    let model = b.build().unwrap();
    let precision = 1.0 / 4.0 + 10.0 / 2.25;
    let mean = (1.0 / 4.0 + ys.iter().sum::<f64>() / 2.25) / precision;
    let check = move |trace: &wgmc::Trace| {
        check_quantity(trace, 0, mean, 1.0 / precision, normal_cdf(mean, (1.0 / precision).sqrt()), 1)
    };
    (model, check)
}

sampler_test!(normal_normal_conjugate, |backend| {
    let (model, check) = normal_normal();
    run_all(&model, backend, 103, check);
});

// A normal truncated to both sides, far in its upper tail: x ~ normal(0, 1) T[3, 5] with
// x declared <lower=3, upper=5>. f32 must keep the tail shape (density ratio e^-8 across it).
sampler_test!(truncated_normal_both_bounds, |backend| {
    let (lo, hi) = (3.0, 5.0);
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let x = b.param_constrained("x", Type::REAL, Constraint::LowerUpper(lo.into(), hi.into()));
    b.sample_truncated(Dist::Normal, vec![x.into(), 0.0.into(), 1.0.into()], Some(lo.into()), Some(hi.into()));
    let model = b.build().unwrap();
    let tail = |x: f64| Func::StdNormalLccdf.eval(&[x]).exp();
    let z = tail(lo) - tail(hi);
    let density = |x: f64| (-0.5 * x * x).exp() / (2.0 * std::f64::consts::PI).sqrt();
    let mean = (density(lo) - density(hi)) / z;
    let second = 1.0 + (lo * density(lo) - hi * density(hi)) / z;
    let var = second - mean * mean;
    run_all(&model, backend, 104, |trace| check_quantity(trace, 0, mean, var, |x| (tail(lo) - tail(x)) / z, 1));
});

// A model with masked (missing) rows, run with many chains, has the posterior of the model with
// those rows dropped: two-sample z-tests of every quantity's mean.
sampler_test!(masked_rows_equal_dropped_rows, |backend| {
    let data = common::zoo::masked_data();
    let (masked, dropped) = (common::zoo::masked_normal(&data, true), common::zoo::masked_normal(&data, false));
    for algorithm in algorithms() {
        let a = sample(&masked, backend, config(algorithm, CHAINS, WARMUP, DRAWS, 105));
        let b = sample(&dropped, backend, config(algorithm, CHAINS, WARMUP, DRAWS, 106));
        let (sa, sb) = (a.summary(), b.summary());
        for i in 0..sa.len() {
            let z = (sa[i].mean - sb[i].mean) / (sa[i].mcse_mean.powi(2) + sb[i].mcse_mean.powi(2)).sqrt();
            let limit = common::sampling::z_two_sided(common::sampling::ALPHA / sa.len() as f64);
            assert!(
                z.abs() < limit,
                "{algorithm:?} {}: masked {} vs dropped {} (z = {z:.2})",
                a.names()[i],
                sa[i].mean,
                sb[i].mean
            );
        }
    }
});

/// The regularised lower incomplete gamma function P(a, x), by its series (x < a + 1) or
/// continued fraction (Numerical Recipes' gser/gcf), to about 1e-12: for the KS test only.
fn gamma_cdf(a: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    let log_prefix = a * x.ln() - x - Func::Lgamma.eval(&[a]);
    if x < a + 1.0 {
        let (mut term, mut sum, mut n) = (1.0 / a, 1.0 / a, a);
        while term.abs() > sum.abs() * 1e-15 {
            n += 1.0;
            term *= x / n;
            sum += term;
        }
        sum * log_prefix.exp()
    } else {
        let tiny = 1e-300;
        let mut b = x + 1.0 - a;
        let (mut c, mut d) = (1.0 / tiny, 1.0 / b);
        let mut h = d;
        for i in 1..1000 {
            let an = -(i as f64) * (i as f64 - a);
            b += 2.0;
            d = an * d + b;
            d = if d.abs() < tiny { tiny } else { d };
            c = b + an / c;
            c = if c.abs() < tiny { tiny } else { c };
            d = 1.0 / d;
            let delta = d * c;
            h *= delta;
            if (delta - 1.0).abs() < 1e-15 {
                break;
            }
        }
        1.0 - log_prefix.exp() * h
    }
}

#[test]
fn gamma_cdf_matches_known_values() {
    // P(1, x) = 1 − e^−x; P(2, x) = 1 − (1 + x) e^−x.
    for x in [0.1, 1.0, 2.5, 7.0, 30.0] {
        assert!((gamma_cdf(1.0, x) - (1.0 - (-x).exp())).abs() < 1e-12);
        assert!((gamma_cdf(2.0, x) - (1.0 - (1.0 + x) * (-x).exp())).abs() < 1e-12);
    }
}
