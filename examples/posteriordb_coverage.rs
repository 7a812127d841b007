//! Which posteriordb models the Stan front end takes: for every `<posterior>/model.stan` with
//! its `data.json` under a directory, compiles the model and looks for a point with a finite
//! log density and gradient on the f64 CPU backend (uniform(−2, 2) draws, as the samplers
//! start), then prints one line per posterior (`ok`, or the first error) and the totals.
//!
//! Run with `cargo run --example posteriordb_coverage -- DIR` (DIR holds one folder per
//! posterior, e.g. posteriordb's models paired with their data).

use std::path::Path;

use anyhow::{Context, Result};
use wgmc::{compile_stan, CpuModel, DataSet};

/// Draws tried before a model counts as having no finite initial point.
const TRIES: usize = 100;

fn main() -> Result<()> {
    let dir = std::env::args().nth(1).context("usage: posteriordb_coverage DIR")?;
    let mut names: Vec<String> = std::fs::read_dir(&dir)?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("model.stan").exists())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let (mut compiled, mut finite) = (0, 0);
    for name in &names {
        let outcome = check(&Path::new(&dir).join(name));
        compiled += matches!(outcome, Outcome::Finite | Outcome::NoFinitePoint) as usize;
        finite += matches!(outcome, Outcome::Finite) as usize;
        let line = match outcome {
            Outcome::Finite => "ok".to_string(),
            Outcome::NoFinitePoint => format!("compiles, but no finite point in {TRIES} draws"),
            Outcome::Failed(e) => e.lines().next().unwrap_or("").to_string(),
        };
        println!("{name}: {line}");
    }
    println!("{compiled} of {} compile; {finite} have a finite log density and gradient", names.len());
    Ok(())
}

enum Outcome {
    Finite,
    NoFinitePoint,
    Failed(String),
}

fn check(dir: &Path) -> Outcome {
    let run = || -> Result<bool> {
        let source = std::fs::read_to_string(dir.join("model.stan"))?;
        let data = DataSet::from_json_file(dir.join("data.json"))?;
        let stan = compile_stan(&source, "model.stan", &data)?;
        let cpu = CpuModel::new(stan.model());
        let dim = stan.model().dim();
        let mut grad = vec![0.0; dim];
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..TRIES {
            let point: Vec<f64> = (0..dim).map(|_| 4.0 * uniform(&mut state) - 2.0).collect();
            let logp = cpu.log_density_gradient(&point, &mut grad)?;
            if logp.is_finite() && grad.iter().all(|g| g.is_finite()) {
                return Ok(true);
            }
        }
        Ok(false)
    };
    match run() {
        Ok(true) => Outcome::Finite,
        Ok(false) => Outcome::NoFinitePoint,
        Err(e) => Outcome::Failed(format!("{e:#}")),
    }
}

/// A uniform draw in [0, 1) from a xorshift generator (deterministic, no dependency).
fn uniform(state: &mut u64) -> f64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    (*state >> 11) as f64 / (1u64 << 53) as f64
}
