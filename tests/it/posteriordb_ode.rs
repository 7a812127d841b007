//! posteriordb's ODE posteriors with reference draws, sampled on the f64 backend (ODE models do
//! not run on the GPU: see docs/limits.md) and tested against the references.
//!
//! Settings: posteriordb made its ODE references with rstan NUTS at `adapt_delta` 0.99 (and long
//! warmups); so do these runs (target acceptance 0.99), with Stan's default 1 000 warmup
//! iterations and 1 000 draws on 4 chains.
//!
//! Checks, per reference quantity:
//! - the quantile z-tests of `common::quantiles` at 5 %, 50 % and 95 % (valid for any tail);
//! - the suite's mean and sd z-tests (`common::posteriordb::check`) where the reference draws'
//!   tails are light: both Pareto k̂ below [`LIGHT_TAIL_KHAT`]. The sd test needs a finite fourth
//!   moment (k < 1/4) and the mean's MCSE a well-estimated variance; one_comp_mm_elim_abs's
//!   K_m and V_m have upper-tail k̂ ≈ 0.39 (the reference's K_m: mean 2.5, sd 7.3, maximum 296),
//!   where a mean of 4 000 draws is typically below the true mean by more than its estimated
//!   MCSE says;
//! - R-hat below [`MAX_RHAT`] (a chain in another mode can pass the z-tests with an inflated
//!   MCSE), and divergences below 1 % of the draws.
//!
//! Both run with the `posteriordb-full` feature, as the long suites do: one_comp_mm_elim_abs
//! takes 2–6 minutes on two cores, lotka_volterra 5.5 minutes. The quantile test itself runs in
//! the default suite.
//!
//! lotka_volterra starts its chains within 0.5 of the origin (Stan's `init=0.5`) instead of
//! Stan's default 2: its posterior has a second basin, where the prey die out (the computed
//! prey population falls below 1e-5, far under the solver's absolute tolerance of 1e-3, and
//! sigma[1] grows to 2–6), 500 to 2 800 log-density units below the main mode, and a chain that
//! starts there stays there with its step size collapsed (below 1e-4, up to 1 023 leapfrog
//! steps per iteration). Measured (`wgmc sample .../model.stan --data .../data.json --chains 16
//! --warmup 60 --draws 5 --seed 1 --backend cpu --init-radius R`): at R = 2, chains 2, 5 and 13
//! of 16 are there (the same three after 150 warmup iterations); at R = 0.5 none is (5 are in a
//! transient mode at lp__ ≈ −133 after 60 iterations, which the main mode's chains also pass
//! through at R = 2). posteriordb's 10 reference chains, started at R = 2, all reached the main
//! mode; the test compares the main mode, where a run would pass or fail with the seed's choice
//! of initial points at R = 2.

use crate::common;

use common::posteriordb::Z_LIMIT;
use common::quantiles::check_quantile;
#[cfg(feature = "posteriordb-full")]
use {
    common::posteriordb::{check, compile, reference, trace_quantity},
    wgmc::diagnostics::{rhat, Draws},
    wgmc::{Algorithm, BackendRequest, Sampler, SamplerConfig},
};

/// Both tails' Pareto k̂ below this: the mean and sd z-tests apply (see the file's doc).
#[cfg(feature = "posteriordb-full")]
const LIGHT_TAIL_KHAT: f64 = 0.25;

/// Largest R-hat of a reference quantity (posteriordb's own check of its references).
#[cfg(feature = "posteriordb-full")]
const MAX_RHAT: f64 = 1.01;

/// Samples `posterior` (4 chains, 1 000 + 1 000, target acceptance 0.99, initial points within
/// `init_radius`) on the f64 backend and returns every failed check.
#[cfg(feature = "posteriordb-full")]
fn failures(posterior: &str, seed: u64, init_radius: f64) -> Vec<String> {
    let stan = compile(posterior);
    let config = SamplerConfig {
        chains: 4,
        warmup: 1000,
        draws: 1000,
        seed,
        algorithm: Algorithm::Nuts { max_depth: 10 },
        backend: BackendRequest::Cpu,
        target_accept: Some(0.99),
        init_radius,
        ..SamplerConfig::default()
    };
    let trace = Sampler::new(stan.model()).config(config).run().unwrap_or_else(|e| panic!("{posterior}: {e}"));
    let chains = trace.chains();
    let mut failed = Vec::new();
    for r in reference(posterior) {
        let values = trace_quantity(&trace, &r.name).unwrap_or_else(|| panic!("{posterior}: no {}", r.name));
        let light = r.tail_khat.is_some_and(|k| k.iter().all(|&k| k < LIGHT_TAIL_KHAT));
        let split = rhat(&Draws::new(&values, chains, values.len() / chains).expect("chains × draws"));
        println!("{posterior} {}: R-hat {split:.4}, tail k̂ {:?}", r.name, r.tail_khat);
        if split.is_nan() || split >= MAX_RHAT {
            failed.push(format!("{}: R-hat {split:.4}", r.name));
        }
        for &(prob, q) in &r.quantiles {
            let c = check_quantile(&r.name, &values, chains, prob, q, r.ess);
            println!("    {}", c.describe());
            if !c.passes(Z_LIMIT) {
                failed.push(c.describe());
            }
        }
        if light {
            let c = check(r, &values, chains);
            println!("    {}", c.describe());
            if !c.passes() {
                failed.push(c.describe());
            }
        }
    }
    let (divergences, draws) = (trace.divergences(), trace.chains() * trace.draws_per_chain());
    println!("{posterior}: {divergences} divergences in {draws} draws");
    if divergences * 100 > draws {
        failed.push(format!("{divergences} divergences"));
    }
    failed
}

#[cfg(feature = "posteriordb-full")]
#[test]
fn one_compartment_matches_its_reference() {
    let failed = failures("one_comp_mm_elim_abs-one_comp_mm_elim_abs", 1, 2.0);
    assert!(failed.is_empty(), "{} failed checks:\n{}", failed.len(), failed.join("\n"));
}

/// lotka_volterra from initial points within 0.5 of the origin (see the file's doc).
#[cfg(feature = "posteriordb-full")]
#[test]
fn lotka_volterra_matches_its_reference() {
    let failed = failures("hudson_lynx_hare-lotka_volterra", 2, 0.5);
    assert!(failed.is_empty(), "{} failed checks:\n{}", failed.len(), failed.join("\n"));
}

/// The quantile test itself: 4 chains of 2 000 independent standard normal draws pass against
/// the exact quantiles and fail against quantiles 0.2 sd off (the fraction below moves by about
/// 0.02–0.08, 5 to 10 standard errors).
#[test]
fn quantile_check_tells_a_shifted_reference() {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut uniform = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        ((state >> 11) as f64 + 0.5) / (1u64 << 53) as f64
    };
    let draws: Vec<f64> = (0..8000).map(|_| wgmc::diagnostics::inv_normal_cdf(uniform())).collect();
    for prob in [0.05, 0.5, 0.95] {
        let exact = wgmc::diagnostics::inv_normal_cdf(prob);
        let c = check_quantile("x", &draws, 4, prob, exact, 10_000.0);
        assert!(c.passes(Z_LIMIT), "{}", c.describe());
        for shift in [-0.2, 0.2] {
            let c = check_quantile("x", &draws, 4, prob, exact + shift, 10_000.0);
            assert!(!c.passes(Z_LIMIT), "{}", c.describe());
        }
    }
}
