//! Helpers of the sampler tests: running a sampler on a backend (with the GPU skip policy),
//! and the statistical tests (z-tests with MCSE, Kolmogorov–Smirnov) at named levels.

use wgmc::diagnostics::{mcse_mean, Draws};
use wgmc::{Algorithm, BackendRequest, GpuContext, Model, Sampler, SamplerConfig, Stat, Trace};

/// Significance level of every posterior test, per test (α = 0.001, as the samplers' spec
/// asks); tests over many quantities divide it among them (Bonferroni).
pub const ALPHA: f64 = 0.001;

/// Whether the GPU backend can run; false (after a loud warning) only when no adapter exists
/// and none is required (`WGMC_REQUIRE_GPU` unset).
pub fn gpu_usable() -> bool {
    super::gpu::or_skip(GpuContext::shared()).is_some()
}

/// The four samplers with their defaults (HMC with 12 jittered steps).
pub fn algorithms() -> [Algorithm; 4] {
    [Algorithm::Nuts { max_depth: 10 }, Algorithm::Hmc { steps: 12, jitter: true }, Algorithm::Chees, Algorithm::Mams]
}

/// Runs `model` with `config` on `backend`.
pub fn sample(model: &Model, backend: BackendRequest, config: SamplerConfig) -> Trace {
    Sampler::new(model).config(SamplerConfig { backend, ..config }).run().expect("the sampler runs")
}

/// A config with the common settings.
pub fn config(algorithm: Algorithm, chains: usize, warmup: usize, draws: usize, seed: u64) -> SamplerConfig {
    SamplerConfig { algorithm, chains, warmup, draws, seed, ..SamplerConfig::default() }
}

/// Defines `$name::cpu` and `$name::gpu` running `$body` with `$backend` bound to the backend
/// request (the GPU test returns early, loudly, when skipped).
#[macro_export]
macro_rules! sampler_test {
    ($name:ident, |$backend:ident| $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            #[test]
            fn cpu() {
                let $backend = wgmc::BackendRequest::Cpu;
                $body
            }

            #[test]
            fn gpu() {
                if !common::sampling::gpu_usable() {
                    return;
                }
                let $backend = wgmc::BackendRequest::Gpu;
                $body
            }
        }
    };
}

/// Two-sided normal quantile z with P(|Z| > z) = p (Acklam's rational approximation refined by
/// one Newton step: far more accurate than any test here needs).
pub fn z_two_sided(p: f64) -> f64 {
    let target = 1.0 - p / 2.0;
    let mut z = 3.0;
    for _ in 0..100 {
        let cdf = 0.5 * libm_erfc(-z / std::f64::consts::SQRT_2);
        let pdf = (-0.5 * z * z).exp() / (2.0 * std::f64::consts::PI).sqrt();
        z -= (cdf - target) / pdf;
    }
    z
}

/// erfc by Chebyshev-fitted expansion (Numerical Recipes `erfcc`, relative error < 1.2e-7),
/// enough for quantiles of tests.
fn libm_erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let r = t
        * (-z * z - 1.26551223
            + t * (1.00002368
                + t * (0.37409196
                    + t * (0.09678418
                        + t * (-0.18628806
                            + t * (0.27886807
                                + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))))
            .exp();
    if x >= 0.0 {
        r
    } else {
        2.0 - r
    }
}

/// z-test of a posterior expectation: `|mean(f(draws)) − want| / MCSE < z(α / tests)`.
/// Returns the z-score on failure.
pub fn z_test(values: &[f64], chains: usize, want: f64, tests: usize) -> Result<f64, String> {
    let draws = Draws::new(values, chains, values.len() / chains).expect("shape");
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    let se = mcse_mean(&draws);
    let z = (mean - want) / se;
    let limit = z_two_sided(ALPHA / tests as f64);
    if z.abs() < limit && se.is_finite() {
        Ok(z)
    } else {
        Err(format!("mean {mean} vs {want}: z = {z:.2} (MCSE {se:.3e}, limit {limit:.2})"))
    }
}

/// One-sample Kolmogorov–Smirnov test of independent draws against `cdf`, at level α / tests.
pub fn ks_test(sample: &[f64], cdf: impl Fn(f64) -> f64, tests: usize) -> Result<f64, String> {
    let mut x = sample.to_vec();
    x.sort_by(f64::total_cmp);
    let n = x.len() as f64;
    let d = x.iter().enumerate().fold(0f64, |d, (i, v)| {
        let f = cdf(*v);
        d.max((f - i as f64 / n).abs()).max(((i + 1) as f64 / n - f).abs())
    });
    let p = kolmogorov_p(d * n.sqrt());
    if p > ALPHA / tests as f64 {
        Ok(p)
    } else {
        Err(format!("KS statistic {d:.4} over {n} draws: p = {p:.2e}"))
    }
}

/// P(K > x) for the Kolmogorov distribution (asymptotic, accurate for n in the hundreds).
fn kolmogorov_p(x: f64) -> f64 {
    if x < 0.2 {
        return 1.0;
    }
    let s: f64 = (1..100).map(|k| (if k % 2 == 1 { 2.0 } else { -2.0 }) * (-2.0 * (k * k) as f64 * x * x).exp()).sum();
    s.clamp(0.0, 1.0)
}

/// The last draw of every chain of quantity `i`: independent draws from the posterior when
/// the chains have mixed.
pub fn last_draws(trace: &Trace, i: usize) -> Vec<f64> {
    let n = trace.draws_per_chain();
    trace.values(i).chunks(n).map(|c| c[n - 1]).collect()
}

/// Every draw and statistic of chain `c` of a trace, as bits (for reproducibility tests).
pub fn chain_bits(trace: &Trace, c: usize) -> Vec<u64> {
    let n = trace.draws_per_chain();
    let mut out = Vec::new();
    for i in 0..trace.names().len() {
        out.extend(trace.values(i)[c * n..(c + 1) * n].iter().map(|v| v.to_bits()));
    }
    for s in Stat::ALL {
        out.extend(trace.stat(s)[c * n..(c + 1) * n].iter().map(|v| v.to_bits()));
    }
    out
}
