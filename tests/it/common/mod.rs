//! Shared test helpers: tolerances, finite differences and a model zoo.

#![allow(dead_code)]

#[macro_use]
pub mod backends;
#[cfg(feature = "cli")]
pub mod cli;
pub mod exchange;
pub mod gpu;
pub mod harness;
pub mod own_process;
pub mod posteriordb;
pub mod quantiles;
#[macro_use]
pub mod sampling;
#[macro_use]
pub mod stan_cases;
pub mod tolerances;
pub mod zoo;

use tolerances::{FD_ABS, FD_REL, FD_STEP};
use wgmc::CpuModel;

/// Central finite-difference gradient of the log density.
pub fn finite_diff(cpu: &CpuModel, x: &[f64]) -> Vec<f64> {
    (0..x.len())
        .map(|i| {
            let h = FD_STEP * x[i].abs().max(1.0);
            let mut up = x.to_vec();
            let mut down = x.to_vec();
            up[i] += h;
            down[i] -= h;
            let (a, b) = (cpu.log_density(&up).unwrap(), cpu.log_density(&down).unwrap());
            (a - b) / (up[i] - down[i])
        })
        .collect()
}

/// Checks the reverse-mode gradient at `x` against finite differences; returns a message
/// describing the first mismatch. A point where the log density is not finite passes with
/// nothing compared (see [`check_gradient_at`] to count them).
pub fn check_gradient(cpu: &CpuModel, x: &[f64]) -> Result<(), String> {
    check_gradient_at(cpu, x).map(|_| ())
}

/// [`check_gradient`], saying whether the gradient was compared: `Ok(false)` where the log
/// density is not finite (both programs agree on it, and there is no gradient to compare).
pub fn check_gradient_at(cpu: &CpuModel, x: &[f64]) -> Result<bool, String> {
    let mut grad = vec![0.0; x.len()];
    let lp = cpu.log_density_gradient(x, &mut grad).map_err(|e| e.to_string())?;
    let lp_plain = cpu.log_density(x).map_err(|e| e.to_string())?;
    if lp.to_bits() != lp_plain.to_bits() && !(lp.is_nan() && lp_plain.is_nan()) {
        return Err(format!("gradient program logp {lp} differs from logp program {lp_plain}"));
    }
    if !lp.is_finite() {
        return Ok(false);
    }
    let fd = finite_diff(cpu, x);
    let scale = lp.abs().max(1.0);
    for (i, (g, f)) in grad.iter().zip(&fd).enumerate() {
        let tol = FD_ABS * scale + FD_REL * f.abs();
        let within = (g - f).abs() <= tol;
        if !within {
            return Err(format!(
                "component {i}: reverse mode {g}, finite differences {f} (tolerance {tol:e}) at x = {x:?}"
            ));
        }
    }
    Ok(true)
}

/// Says that the running test skips its check, `why`, where `cargo test` shows it: on the
/// process's stderr itself, beside the test's `ok` (`eprintln!` goes to the harness's capture,
/// which it prints only for a failing test). The test is named by its thread, as the harness
/// names it.
pub fn say_skipped(why: &str) {
    use std::io::Write as _;
    let thread = std::thread::current();
    let test = thread.name().unwrap_or("a test");
    // Nothing to do if stderr is gone.
    let _ = writeln!(std::io::stderr(), "{SKIPPED} {test}: {why}");
}

/// How [`say_skipped`]'s lines start.
pub const SKIPPED: &str = "!!! SKIPPED";

/// The proptest settings of the suite: a fixed seed, so every run checks the same points, and
/// failures saved beside the test source (`tests/it/<file>.proptest-regressions`, committed) and
/// replayed first on every later run.
pub fn proptest_config(cases: u32) -> proptest::test_runner::Config {
    use proptest::test_runner::{Config, FileFailurePersistence, RngSeed};
    Config {
        cases,
        rng_seed: RngSeed::Fixed(0x5eed_0f3c),
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        ..Config::default()
    }
}

/// Compares `text` with the golden file `tests/snapshots/{name}`, or rewrites the file when
/// `WGMC_UPDATE_SNAPSHOTS` is set (then review the diff).
pub fn check_snapshot(name: &str, text: &str) {
    let path = format!("{}/tests/snapshots/{name}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("WGMC_UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, text).expect("write snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing snapshot {path}; run with WGMC_UPDATE_SNAPSHOTS=1 and commit it"));
    if expected != text {
        let line = expected.lines().zip(text.lines()).position(|(a, b)| a != b).unwrap_or(0);
        panic!(
            "snapshot {name} differs at line {}:\n  expected: {}\n  actual:   {}\nregenerate with WGMC_UPDATE_SNAPSHOTS=1 if intended",
            line + 1,
            expected.lines().nth(line).unwrap_or("<end>"),
            text.lines().nth(line).unwrap_or("<end>")
        );
    }
}

/// One simplex and its log-Jacobian from K − 1 unconstrained coordinates (the Reference
/// Manual's stick-breaking transform): z_k = inv_logit(y_k − log(K − 1 − k)), x_k = stick · z_k.
pub fn simplex(y: &[f64]) -> (Vec<f64>, f64) {
    let k = y.len() + 1;
    let (mut stick, mut logjac, mut x) = (1.0f64, 0.0, Vec::new());
    for (i, yi) in y.iter().enumerate() {
        let z = 1.0 / (1.0 + (-(yi - ((k - 1 - i) as f64).ln())).exp());
        logjac += z.ln() + (1.0 - z).ln() + stick.ln();
        x.push(stick * z);
        stick -= stick * z;
    }
    x.push(stick);
    (x, logjac)
}

/// ln Γ(x) for x > 0, an independent reference: Stirling's series at x + 20 and the
/// recurrence down to x.
pub fn ln_gamma(x: f64) -> f64 {
    let y = x + 20.0;
    let r2 = 1.0 / (y * y);
    let series = (1.0 / 12.0 - r2 * (1.0 / 360.0 - r2 * (1.0 / 1260.0 - r2 / 1680.0))) / y;
    let stirling = (y - 0.5) * y.ln() - y + 0.5 * (2.0 * std::f64::consts::PI).ln() + series;
    stirling - (0..20).map(|k| x + f64::from(k)).product::<f64>().ln()
}
