//! What one element of Stan's pointwise generated-quantities loops costs the host interpreter,
//! at several data sizes: a linear interpreter keeps the cost per element flat as N grows.
//!
//! `cargo bench --bench gq_elements` compiles a logistic regression (D = 25 columns) at
//! N = 1 000, 4 000 and 16 000 rows with one of two generated-quantities blocks, the pointwise
//! log-likelihood `log_lik[n] = bernoulli_logit_lpmf(y[n] | alpha + X[n] * beta)` and the
//! posterior predictive `y_rep[n] = bernoulli_logit_rng(alpha + X[n] * beta)`, and prints, for
//! each, the microseconds per element (per loop iteration) of one draw's evaluation: the
//! median over the draws of at least half a second of evaluation (three draws at the least).
//! `docs/generated-quantities.md` quotes the figures.

use std::time::{Duration, Instant};

use anyhow::Result;
use wgmc::{compile_stan, DataSet, DrawKey};

const D: usize = 25;

const MODEL: &str = "data { int<lower=0> N; int<lower=1> D; matrix[N, D] X; array[N] int<lower=0, upper=1> y; }
parameters { real alpha; vector[D] beta; }
model { alpha ~ normal(0, 5); beta ~ normal(0, 1); y ~ bernoulli_logit(alpha + X * beta); }
generated quantities {
";

const LOG_LIK: &str =
    "  vector[N] log_lik;\n  for (n in 1:N) log_lik[n] = bernoulli_logit_lpmf(y[n] | alpha + X[n] * beta);\n}\n";
const Y_REP: &str = "  array[N] int y_rep;\n  for (n in 1:N) y_rep[n] = bernoulli_logit_rng(alpha + X[n] * beta);\n}\n";

/// Deterministic data: a linear congruential stream in [-1, 1).
fn data(n: usize) -> Result<DataSet> {
    let mut state = 12345u64;
    let mut next = || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    };
    let x: Vec<f64> = (0..n * D).map(|_| next()).collect();
    let y: Vec<i64> = (0..n).map(|_| (next() > 0.0) as i64).collect();
    let mut data = DataSet::new();
    data.insert_int("N", vec![], vec![n as i64])?;
    data.insert_int("D", vec![], vec![D as i64])?;
    data.insert_real("X", vec![n, D], x)?;
    data.insert_int("y", vec![n], y)?;
    Ok(data)
}

/// Median microseconds per element of one draw's generated quantities.
fn per_element(block: &str, n: usize) -> Result<f64> {
    let stan = compile_stan(&format!("{MODEL}{block}"), "gq_elements.stan", &data(n)?)?;
    let point: Vec<f64> = (0..=D).map(|i| 0.1 * (i as f64 % 3.0 - 1.0)).collect();
    let mut scope = stan.generated_scope();
    let mut times = Vec::new();
    let start = Instant::now();
    while times.len() < 3 || start.elapsed() < Duration::from_millis(500) {
        let t = Instant::now();
        let key = DrawKey { seed: 1, chain: 0, draw: times.len() };
        let out = stan.generated_in(&mut scope, &point, key)?;
        times.push(t.elapsed().as_secs_f64());
        assert_eq!(out.len(), n);
    }
    times.sort_by(f64::total_cmp);
    Ok(times[times.len() / 2] / n as f64 * 1e6)
}

fn main() -> Result<()> {
    println!("| block | N | µs per element |");
    println!("|---|---:|---:|");
    for (name, block) in [("log_lik", LOG_LIK), ("y_rep", Y_REP)] {
        for n in [1_000, 4_000, 16_000] {
            println!("| {name} | {n} | {:.2} |", per_element(block, n)?);
        }
    }
    Ok(())
}
