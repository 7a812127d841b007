//! The dense metric (`Metric::Dense`, Stan's `dense_e`) and the low-rank one (`Metric::LowRank`,
//! nutpie's) on both backends: draws of strongly correlated Gaussians against their exact
//! moments (z-tests with MCSE; NUTS, HMC, ChEES and MAMS), far fewer leapfrog steps than the
//! diagonal metric, GPU transitions against the f64 reference, reproducibility, independence of
//! the number of chains, and the settings they refuse.

use crate::common;

use wgmc::{
    compile_stan, reference, Algorithm, BackendRequest, CpuModel, DataSet, Layout, Metric, MetricAdaptation,
    MetricEstimate, Model, SampleError, Sampler, SamplerConfig, Stat, Trace,
};

use common::sampling::{chain_bits, config, sample, z_test};
use common::tolerances::{TRANSITION_MARGIN, TRANSITION_REL};

/// Correlation of neighbouring coordinates of the AR(1) Gaussian.
const RHO: f64 = 0.995;

/// x ~ N(0, Σ), Σ_ij = RHO^|i−j| (a stationary AR(1) of `n` steps, unit variances).
fn ar1(n: usize) -> Model {
    let source = format!(
        "parameters {{ vector[{n}] x; }}
model {{
  x[1] ~ normal(0, 1);
  for (i in 2:{n}) x[i] ~ normal({RHO} * x[i - 1], sqrt(1 - {RHO}^2));
}}"
    );
    compile_stan(&source, "ar1.stan", &DataSet::new()).unwrap_or_else(|e| panic!("{e}")).model().clone()
}

/// (x, y) ~ N((1, −2), [[1, 3 RHO], [3 RHO, 9]]): correlation RHO, scales 1 and 3.
fn pair() -> Model {
    let source = format!(
        "parameters {{ vector[2] x; }}
model {{ x ~ multi_normal([1, -2]', [[1, {c}], [{c}, 9]]); }}",
        c = 3.0 * RHO
    );
    compile_stan(&source, "pair.stan", &DataSet::new()).unwrap_or_else(|e| panic!("{e}")).model().clone()
}

fn dense(algorithm: Algorithm, chains: usize, warmup: usize, draws: usize, seed: u64) -> SamplerConfig {
    SamplerConfig { metric_form: Metric::Dense, ..config(algorithm, chains, warmup, draws, seed) }
}

/// The metric forms that run as a dense metric.
const DENSE_FORMS: [Metric; 2] = [Metric::Dense, Metric::LowRank];

fn mean_leapfrogs(trace: &Trace) -> f64 {
    let n = trace.stat(Stat::NLeapfrog);
    n.iter().sum::<f64>() / n.len() as f64
}

/// z-tests of E[x_i], E[x_i²] − and E[x_i x_j] for the given (i, j) pairs − against `mean` and
/// the covariance `cov(i, j)`.
fn check_moments(
    trace: &Trace,
    chains: usize,
    mean: &[f64],
    cov: impl Fn(usize, usize) -> f64,
    pairs: &[(usize, usize)],
) {
    let tests = 2 * mean.len() + pairs.len();
    for (i, m) in mean.iter().enumerate() {
        let x = trace.values(i);
        z_test(x, chains, *m, tests).unwrap_or_else(|e| panic!("x[{i}] mean: {e}"));
        let sq: Vec<f64> = x.iter().map(|v| (v - m).powi(2)).collect();
        z_test(&sq, chains, cov(i, i), tests).unwrap_or_else(|e| panic!("x[{i}] variance: {e}"));
    }
    for &(i, j) in pairs {
        let (xi, xj) = (trace.values(i), trace.values(j));
        let prod: Vec<f64> = xi.iter().zip(xj).map(|(a, b)| (a - mean[i]) * (b - mean[j])).collect();
        z_test(&prod, chains, cov(i, j), tests).unwrap_or_else(|e| panic!("x[{i}] x[{j}] covariance: {e}"));
    }
}

const CHAINS: usize = 16;

// ChEES and MAMS, which share one metric estimated from all chains' draws, with the dense and
// the low-rank metric on the 10-D AR(1) Gaussian: the draws match the exact moments.
sampler_test!(shared_metric_algorithms_match_a_correlated_gaussian, |backend| {
    let ten = ar1(10);
    let cov10 = |i: usize, j: usize| RHO.powi((i as i32 - j as i32).abs());
    for (k, (algorithm, metric_form)) in
        [Algorithm::Chees, Algorithm::Mams].into_iter().flat_map(|a| DENSE_FORMS.map(|f| (a, f))).enumerate()
    {
        let cfg = SamplerConfig { metric_form, ..dense(algorithm, 64, 400, 200, 90 + k as u64) };
        let trace = sample(&ten, backend, cfg);
        let plain = sample(&ten, backend, config(algorithm, 64, 400, 200, 90 + k as u64));
        let (f, d) = (mean_leapfrogs(&trace), mean_leapfrogs(&plain));
        eprintln!("AR(1) 10-D {algorithm:?}: steps per iteration {metric_form:?} {f:.1}, diagonal {d:.1}");
        assert!(trace.info().dense_inv_metric.len() == 64 * 100);
        check_moments(&trace, 64, &[0.0; 10], cov10, &[(0, 1), (0, 9), (4, 5)]);
    }
});

// A 10-D AR(1) Gaussian (correlation 0.995 between neighbours, condition number ≈ 4 000) and a
// 2-D Gaussian of correlation 0.995 and scales 1 and 3: NUTS and static HMC with the dense
// metric match the exact moments; NUTS needs far fewer leapfrog steps than with the diagonal.
sampler_test!(dense_draws_match_correlated_gaussians, |backend| {
    let ten = ar1(10);
    let cov10 = |i: usize, j: usize| RHO.powi((i as i32 - j as i32).abs());
    let nuts = Algorithm::Nuts { max_depth: 10 };
    let trace = sample(&ten, backend, dense(nuts, CHAINS, 300, 250, 61));
    let diagonal = sample(&ten, backend, config(nuts, CHAINS, 300, 250, 61));
    let (d, g) = (mean_leapfrogs(&trace), mean_leapfrogs(&diagonal));
    eprintln!("AR(1) 10-D NUTS: leapfrogs per iteration dense {d:.1}, diagonal {g:.1}");
    // Measured: 7.0 against 39.6 (CPU), 6.9 against 39.4 (GPU).
    assert!(g > 4.0 * d, "dense {d:.1} vs diagonal {g:.1} leapfrogs per iteration");
    check_moments(&trace, CHAINS, &[0.0; 10], cov10, &[(0, 1), (0, 9), (4, 5)]);
    let hmc = sample(&ten, backend, dense(Algorithm::Hmc { steps: 8, jitter: true }, CHAINS, 300, 250, 62));
    check_moments(&hmc, CHAINS, &[0.0; 10], cov10, &[(0, 1), (0, 9)]);

    let two = pair();
    let cov2 = |i: usize, j: usize| [[1.0, 3.0 * RHO], [3.0 * RHO, 9.0]][i][j];
    let trace = sample(&two, backend, dense(nuts, CHAINS, 300, 250, 63));
    eprintln!("2-D NUTS: leapfrogs per iteration dense {:.1}", mean_leapfrogs(&trace));
    check_moments(&trace, CHAINS, &[1.0, -2.0], cov2, &[(0, 1)]);
    assert!(trace.info().dense_inv_metric.len() == CHAINS * 4);
    // The reported diagonal is the dense metric's.
    let info = trace.info();
    assert_eq!(info.inv_metric[1], info.dense_inv_metric[3]);
});

/// The long axis's variance, relative to the other directions' in scaled coordinates.
const LONG: f64 = 1e4;

/// A 40-D Gaussian with scales s from 0.5 to 5 and one long axis: covariance
/// diag(s) (I + (LONG − 1) u uᵀ) diag(s), u a unit vector with every coordinate nonzero.
/// Returns the model, s and u.
fn long_axis_gaussian() -> (Model, Vec<f64>, Vec<f64>) {
    const D: usize = 40;
    let s: Vec<f64> = (0..D).map(|i| 0.5 + 4.5 * i as f64 / (D - 1) as f64).collect();
    let raw: Vec<f64> = (0..D).map(|i| 1.0 + (i % 3) as f64).collect();
    let norm = raw.iter().map(|x| x * x).sum::<f64>().sqrt();
    let u: Vec<f64> = raw.iter().map(|x| x / norm).collect();
    let literal = |v: &[f64]| format!("[{}]'", v.iter().map(f64::to_string).collect::<Vec<_>>().join(", "));
    // log p = −½ (|y|² − (1 − 1/LONG) (u·y)²), y = x ./ s.
    let source = format!(
        "parameters {{ vector[{D}] x; }}
model {{
  vector[{D}] y = x ./ {s};
  target += -0.5 * (dot_self(y) - (1 - 1.0 / {LONG}) * square(dot_product({u}, y)));
}}",
        s = literal(&s),
        u = literal(&u)
    );
    let model = compile_stan(&source, "long_axis.stan", &DataSet::new()).unwrap_or_else(|e| panic!("{e}"));
    (model.model().clone(), s, u)
}

// The low-rank metric on a 40-D Gaussian with one long axis, after a short warmup whose first
// windows hold fewer draws than dimensions: NUTS needs far fewer leapfrog steps than with the
// diagonal metric, and the draws match the exact means and covariances (along the axis too).
sampler_test!(low_rank_finds_a_long_axis, |backend| {
    let (model, s, u) = long_axis_gaussian();
    let cov = |i: usize, j: usize| s[i] * s[j] * (f64::from(u8::from(i == j)) + (LONG - 1.0) * u[i] * u[j]);
    let nuts = Algorithm::Nuts { max_depth: 10 };
    let low_rank = SamplerConfig { metric_form: Metric::LowRank, ..config(nuts, CHAINS, 200, 250, 81) };
    let trace = sample(&model, backend, low_rank);
    let diagonal = sample(&model, backend, config(nuts, CHAINS, 200, 250, 81));
    let (l, g) = (mean_leapfrogs(&trace), mean_leapfrogs(&diagonal));
    eprintln!("long axis 40-D NUTS: leapfrogs per iteration low-rank {l:.1}, diagonal {g:.1}");
    // Measured: 7.0 against 34.4 (CPU), 7.0 against 30.7 (GPU).
    assert!(g > 3.0 * l, "low-rank {l:.1} vs diagonal {g:.1} leapfrogs per iteration");
    check_moments(&trace, CHAINS, &[0.0; 40], cov, &[(0, 1), (38, 39), (5, 30)]);
    // The variance along the axis a = s ∘ u: aᵀ Σ a.
    let a: Vec<f64> = s.iter().zip(&u).map(|(s, u)| s * u).collect();
    let var_a: f64 = (0..40).flat_map(|i| (0..40).map(move |j| (i, j))).map(|(i, j)| a[i] * cov(i, j) * a[j]).sum();
    let n = trace.values(0).len();
    let along: Vec<f64> = (0..n).map(|k| a.iter().enumerate().map(|(i, a)| a * trace.values(i)[k]).sum()).collect();
    let sq: Vec<f64> = along.iter().map(|p| p * p).collect();
    z_test(&sq, CHAINS, var_a, 1).unwrap_or_else(|e| panic!("variance along the axis: {e}"));
});

// Every sampling transition after a dense warmup against the f64 reference, started from the
// backend's previous draw with the chain's adapted step size and inverse metric: equal within
// [`TRANSITION_REL`] unless a random decision came within [`TRANSITION_MARGIN`] of its
// threshold (those may go either way in f32).
sampler_test!(dense_transitions_follow_the_f64_reference, |backend| {
    let model = ar1(10);
    let cpu = CpuModel::new(&model);
    let (chains, warmup, draws, seed) = (24, 150, 6, 71);
    let algorithms = [Algorithm::Nuts { max_depth: 10 }, Algorithm::Hmc { steps: 10, jitter: true }];
    let per_chain = algorithms.into_iter().flat_map(|a| DENSE_FORMS.map(|f| (a, f)));
    // ChEES and MAMS with the low-rank metric (the dense reference takes no trajectory length).
    let shared = [Algorithm::Chees, Algorithm::Mams].map(|a| (a, Metric::LowRank));
    for (algorithm, metric_form) in per_chain.chain(shared) {
        let cfg = SamplerConfig { metric_form, ..dense(algorithm, chains, warmup, draws, seed) };
        let trace = sample(&model, backend, cfg);
        let info = trace.info();
        let (dim, mut compared, mut skipped, mut moved) = (model.dim(), 0, 0, 0);
        let rank = dim.min(wgmc::MAX_LOW_RANK);
        let words = dim + 1 + rank + 2 * rank * dim;
        assert_eq!(info.low_rank_factors.len(), if metric_form == Metric::LowRank { chains * words } else { 0 });
        // The low-rank chains run corrections, not the diagonal alone.
        let corrections: usize = info.low_rank_factors.chunks(words).map(|f| f[dim] as usize).sum();
        assert!(
            metric_form != Metric::LowRank || corrections >= chains,
            "{corrections} corrections in {chains} chains"
        );
        for c in 0..chains {
            let sigma = &info.dense_inv_metric[c * dim * dim..(c + 1) * dim * dim];
            let draw = |k: usize| (0..dim).map(|i| trace.values(i)[c * draws + k]).collect::<Vec<f64>>();
            for k in 1..draws {
                let (q, iteration) = (draw(k - 1), (warmup + k) as u32);
                let step = info.step_size[c];
                let (next, stats, margin) = match metric_form {
                    Metric::LowRank => {
                        let factor = &info.low_rank_factors[c * words..(c + 1) * words];
                        let length = info.trajectory_length.unwrap_or(0.0);
                        reference::transition_low_rank(
                            &cpu,
                            algorithm,
                            &q,
                            (step, length),
                            factor,
                            seed,
                            c as u32,
                            iteration,
                        )
                    }
                    _ => reference::transition_dense(&cpu, algorithm, &q, step, sigma, seed, c as u32, iteration),
                }
                .expect("a positive definite metric");
                if margin < TRANSITION_MARGIN {
                    skipped += 1;
                    continue;
                }
                let got = draw(k);
                for (g, w) in got.iter().zip(&next) {
                    assert!(
                        (g - w).abs() <= TRANSITION_REL * w.abs().max(1.0),
                        "{algorithm:?} chain {c} draw {k}: {got:?} vs reference {next:?}"
                    );
                }
                for s in [Stat::TreeDepth, Stat::NLeapfrog, Stat::Divergent] {
                    assert_eq!(trace.stat(s)[c * draws + k], stats[s as usize], "chain {c} draw {k}: {}", s.name());
                }
                compared += 1;
                moved += usize::from(next != q);
            }
        }
        eprintln!("{algorithm:?}, {metric_form:?}: {compared} transitions agree ({moved} moved), {skipped} skipped");
        assert!(compared >= 4 * (compared + skipped) / 5, "too few comparable transitions");
        assert!(moved >= compared / 2, "too few transitions moved");
    }
});

// Per chain, chain k's draws do not depend on how many chains run; pooled, the same seed and
// chain count reproduce exactly and another seed does not.
sampler_test!(dense_draws_are_reproducible, |backend| {
    let model = ar1(4);
    let nuts = Algorithm::Nuts { max_depth: 10 };
    for metric_form in DENSE_FORMS {
        let run =
            |chains, seed| sample(&model, backend, SamplerConfig { metric_form, ..dense(nuts, chains, 120, 20, seed) });
        let (one, five) = (run(1, 5), run(5, 5));
        assert_eq!(chain_bits(&one, 0), chain_bits(&five, 0), "{metric_form:?}: chain 0, 1 vs 5 chains");
        assert_ne!(chain_bits(&five, 0), chain_bits(&five, 1), "chains must differ");
    }
    let pooled = |seed| {
        let cfg = SamplerConfig { metric: Some(MetricAdaptation::Pooled), ..dense(nuts, 6, 120, 20, seed) };
        sample(&model, backend, cfg)
    };
    let (a, b, other) = (pooled(8), pooled(8), pooled(9));
    for c in 0..6 {
        assert_eq!(chain_bits(&a, c), chain_bits(&b, c), "pooled, chain {c}");
    }
    assert_ne!(chain_bits(&a, 0), chain_bits(&other, 0));
    // The pooled metric is one for all chains.
    let dim2 = model.dim() * model.dim();
    let metric = &a.info().dense_inv_metric;
    assert!(metric.chunks(dim2).all(|m| m == &metric[..dim2]));
});

// What the dense metric does not run with: clear settings errors, never a panic.
#[test]
fn dense_refuses_what_it_cannot_run() {
    let model = ar1(3);
    let base = dense(Algorithm::Nuts { max_depth: 10 }, 2, 20, 20, 1);
    let refused = [
        ("rows layout", SamplerConfig { layout: Layout::Rows(Some(4)), ..base.clone() }),
        ("split layout", SamplerConfig { layout: Layout::Split { groups: Some(2), lanes: None }, ..base.clone() }),
        ("gradient estimate", SamplerConfig { metric_estimate: MetricEstimate::Gradient, ..base.clone() }),
        (
            "low-rank rows",
            SamplerConfig { layout: Layout::Rows(Some(4)), metric_form: Metric::LowRank, ..base.clone() },
        ),
    ];
    for (what, cfg) in refused {
        for backend in [BackendRequest::Cpu, BackendRequest::Auto] {
            let cfg = SamplerConfig { backend, ..cfg.clone() };
            assert!(matches!(cfg.validate(&model), Err(SampleError::Settings(_))), "{what}");
            match Sampler::new(&model).config(cfg.clone()).run() {
                Err(SampleError::Settings(m)) => assert!(m.contains(cfg.metric_form.name()), "{what}: {m}"),
                other => panic!("{what}: expected a settings error, got {other:?}"),
            }
        }
    }
    let big = common::zoo::std_normal(wgmc::MAX_DENSE_DIM + 1);
    match base.validate(&big) {
        Err(SampleError::Settings(m)) => assert!(m.contains("at most"), "{m}"),
        other => panic!("expected a settings error, got {other:?}"),
    }
    let many = SamplerConfig { chains: 1 << 20, ..base.clone() };
    assert!(matches!(many.validate(&ar1(10)), Err(SampleError::Settings(_))));
    // The unit metric is never adapted, whatever its form: it runs as the diagonal one does.
    let unit = SamplerConfig { metric: Some(MetricAdaptation::Unit), backend: BackendRequest::Cpu, ..base.clone() };
    let plain = SamplerConfig { metric_form: Metric::Diagonal, ..unit.clone() };
    let (a, b) = (Sampler::new(&model).config(unit).run().unwrap(), Sampler::new(&model).config(plain).run().unwrap());
    assert_eq!(chain_bits(&a, 0), chain_bits(&b, 0));
    assert!(a.info().dense_inv_metric.is_empty());
    // The largest dense model is accepted; the low-rank metric takes the gradient estimate (it
    // is always estimated from draws and gradients).
    assert!(base.validate(&common::zoo::std_normal(wgmc::MAX_DENSE_DIM)).is_ok());
    let low_rank = SamplerConfig { metric_form: Metric::LowRank, metric_estimate: MetricEstimate::Gradient, ..base };
    assert!(low_rank.validate(&model).is_ok());
}

// GPU: with the dense or low-rank metric, how chains are grouped into buffers (each group's factors
// follow its own tuning), how many leapfrog steps a dispatch takes, the blocks draws leave the
// device in and the number of devices never change a draw.
#[test]
fn gpu_dense_draws_do_not_depend_on_dispatch_layout() {
    if !common::sampling::gpu_usable() {
        return;
    }
    let model = ar1(5);
    let algorithms = [Algorithm::Nuts { max_depth: 10 }, Algorithm::Hmc { steps: 6, jitter: true }];
    // MAMS too: with one metric for all chains, the same seed and chain count reproduce exactly.
    let shared = [(Algorithm::Mams, Metric::LowRank)];
    for (algorithm, metric_form) in algorithms.into_iter().flat_map(|a| DENSE_FORMS.map(|f| (a, f))).chain(shared) {
        let base = SamplerConfig { backend: BackendRequest::Gpu, metric_form, ..dense(algorithm, 5, 120, 15, 13) };
        let run = |cfg: SamplerConfig| Sampler::new(&model).config(cfg).run().unwrap();
        let plain = run(base.clone());
        let split = run(SamplerConfig {
            gpu_chains_per_group: Some(2),
            gpu_leapfrogs_per_dispatch: Some(1),
            memory_cap_bytes: 1,
            ..base.clone()
        });
        let devices = vec![wgmc::DeviceName::Index(0); 2];
        let two = run(SamplerConfig { devices: wgmc::Devices::List(devices), ..base.clone() });
        assert!(two.info().backend.starts_with("2 devices:"), "{}", two.info().backend);
        for c in 0..5 {
            assert_eq!(
                chain_bits(&plain, c),
                chain_bits(&split, c),
                "{algorithm:?}, {metric_form:?}, chain {c}: groups of 2"
            );
            assert_eq!(
                chain_bits(&plain, c),
                chain_bits(&two, c),
                "{algorithm:?}, {metric_form:?}, chain {c}: two devices"
            );
        }
        assert_eq!(plain.info().layout, "lanes");
    }
    // A data plate that the automatic choice would spread over rows or workgroups: dense runs
    // in the lanes layout.
    let data = common::zoo::synthetic_logistic(2_000, 4, 3);
    let logistic = common::zoo::logistic_regression(&data);
    let diagonal = SamplerConfig { backend: BackendRequest::Gpu, ..config(Algorithm::default(), 4, 20, 5, 1) };
    let auto = Sampler::new(&logistic).config(diagonal.clone()).run().unwrap();
    let chosen = SamplerConfig { metric_form: Metric::Dense, ..diagonal };
    let dense = Sampler::new(&logistic).config(chosen).run().unwrap();
    eprintln!("automatic layout: diagonal {}, dense {}", auto.info().layout, dense.info().layout);
    assert_eq!(dense.info().layout, "lanes");
}
