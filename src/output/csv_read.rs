//! Reads a run directory of CmdStan CSV files (`chain_<k>.csv`) back into draws.

use std::path::Path;

use crate::diagnostics::{summary, Draws, Summary};
use crate::parallel::parallel_map;

use super::csv::{chain_path, CsvError};
use super::csv_names::stan_name;

/// The draws of a finished (or interrupted) run, read from its chain files.
#[derive(Debug, Clone)]
pub struct RunDraws {
    /// Column names as in the files (`lp__`, ..., `theta.1`).
    pub columns: Vec<String>,
    pub chains: usize,
    /// Draws per chain (the shortest chain's, if an interrupted run left them uneven).
    pub draws: usize,
    /// `values[j][c * draws + d]`: column j, chain c, draw d.
    pub values: Vec<Vec<f64>>,
    /// What ran the chains (`backend_used`), if recorded.
    pub backend: Option<String>,
    pub compile_seconds: Option<f64>,
    /// Largest over the chains, if every file records it.
    pub warmup_seconds: Option<f64>,
    pub sampling_seconds: Option<f64>,
    /// Draws per chain the run was asked for (`num_samples`).
    pub requested_draws: Option<usize>,
}

/// One chain file, parsed.
struct ChainFile {
    columns: Vec<String>,
    rows: Vec<Vec<f64>>,
    num_chains: Option<usize>,
    num_samples: Option<usize>,
    seed: Option<u64>,
    backend: Option<String>,
    compile: Option<f64>,
    warmup: Option<f64>,
    sampling: Option<f64>,
    /// Rows are warmup draws (`save_warmup = true`, before `# Adaptation terminated`): skipped.
    in_warmup: bool,
}

fn parse_chain(path: &Path) -> Result<ChainFile, CsvError> {
    let text = std::fs::read_to_string(path).map_err(|e| CsvError::io(path, e))?;
    // A run killed while writing may leave half a line at the end: it is not a draw.
    let text = if text.ends_with('\n') { &text[..] } else { &text[..text.rfind('\n').map_or(0, |i| i + 1)] };
    let p = path.display().to_string();
    let mut f = ChainFile {
        columns: Vec::new(),
        rows: Vec::new(),
        num_chains: None,
        num_samples: None,
        seed: None,
        backend: None,
        compile: None,
        warmup: None,
        sampling: None,
        in_warmup: false,
    };
    for (n, line) in text.lines().enumerate() {
        if let Some(comment) = line.strip_prefix('#') {
            read_comment(comment.trim(), &mut f);
        } else if f.columns.is_empty() {
            f.columns = line.trim().split(',').map(str::to_string).collect();
        } else if !line.trim().is_empty() && !f.in_warmup {
            let row: Result<Vec<f64>, _> = line.trim().split(',').map(str::parse::<f64>).collect();
            let row = row.map_err(|e| CsvError::Parse { path: p.clone(), line: n + 1, message: e.to_string() })?;
            if row.len() != f.columns.len() {
                let message = format!("{} values, the header has {} columns", row.len(), f.columns.len());
                return Err(CsvError::Parse { path: p, line: n + 1, message });
            }
            f.rows.push(row);
        }
    }
    if f.columns.is_empty() {
        return Err(CsvError::Parse { path: p, line: 1, message: "no header line".into() });
    }
    Ok(f)
}

/// Takes what a comment says about the run: `key = value` settings and the elapsed times.
fn read_comment(c: &str, f: &mut ChainFile) {
    if let Some((key, value)) = c.split_once(" = ") {
        let value = value.trim_end_matches("(Default)").trim();
        match key.trim() {
            "num_chains" => f.num_chains = value.parse().ok(),
            "num_samples" => f.num_samples = value.parse().ok(),
            "seed" => f.seed = value.parse().ok(),
            "backend_used" => f.backend = Some(value.to_string()),
            "compile_time_seconds" => f.compile = value.parse().ok(),
            "save_warmup" => f.in_warmup = matches!(value, "true" | "1"),
            _ => {}
        }
    } else if c.starts_with("Adaptation terminated") {
        f.in_warmup = false;
    } else if let Some((seconds, phase)) = c.trim_start_matches("Elapsed Time:").trim().split_once(" seconds ") {
        match phase {
            "(Warm-up)" => f.warmup = seconds.trim().parse().ok(),
            "(Sampling)" => f.sampling = seconds.trim().parse().ok(),
            _ => {}
        }
    }
}

/// Reads `chain_1.csv` ... `chain_<num_chains>.csv` of a run directory (as many consecutive
/// files as exist when the files do not record `num_chains`); other files are ignored, and a
/// chain file whose columns, chain count or seed differ from `chain_1.csv`'s (a file of
/// another run) is an error.
pub fn read_run(dir: &Path) -> Result<RunDraws, CsvError> {
    let first = chain_path(dir, 0);
    if !first.is_file() {
        return Err(CsvError::NoChains(dir.display().to_string()));
    }
    let head = parse_chain(&first)?;
    let mut paths = Vec::new();
    for c in 1.. {
        let path = chain_path(dir, c);
        if head.num_chains.is_some_and(|n| c >= n) || (head.num_chains.is_none() && !path.is_file()) {
            break;
        }
        paths.push(path);
    }
    // Parsed on every core (a run of many chains is hundreds of megabytes of text); the first
    // failing file in chain order is the one reported.
    let mut chains = vec![head];
    for (path, f) in paths.iter().zip(parallel_map(paths.len(), |i| parse_chain(&paths[i]))) {
        let f = f?;
        let differs = if f.columns != chains[0].columns {
            Some("its columns differ from chain_1.csv's".to_string())
        } else if (f.num_chains, f.seed) != (chains[0].num_chains, chains[0].seed) {
            let show = |n: Option<usize>, s: Option<u64>| {
                format!(
                    "{} chains, seed {}",
                    n.map_or("?".into(), |n| n.to_string()),
                    s.map_or("?".into(), |s| s.to_string())
                )
            };
            let (this, first) = (show(f.num_chains, f.seed), show(chains[0].num_chains, chains[0].seed));
            Some(format!("it is from another run ({this}; chain_1.csv: {first})"))
        } else {
            None
        };
        if let Some(message) = differs {
            return Err(CsvError::Mismatch { path: path.display().to_string(), message });
        }
        chains.push(f);
    }
    let draws = chains.iter().map(|f| f.rows.len()).min().unwrap_or(0);
    let columns = chains[0].columns.clone();
    let values = parallel_map(columns.len(), |j| {
        chains.iter().flat_map(|f| f.rows[..draws].iter().map(move |r| r[j])).collect()
    });
    let all = |get: fn(&ChainFile) -> Option<f64>| chains.iter().map(get).try_fold(0.0f64, |m, v| v.map(|v| m.max(v)));
    Ok(RunDraws {
        columns,
        chains: chains.len(),
        draws,
        values,
        backend: chains[0].backend.clone(),
        compile_seconds: chains[0].compile,
        warmup_seconds: all(|f| f.warmup),
        sampling_seconds: all(|f| f.sampling),
        requested_draws: chains[0].num_samples,
    })
}

/// The summary of one quantity, named Stan style (`theta[1]`).
#[derive(Debug, Clone)]
pub struct NamedSummary {
    pub name: String,
    pub summary: Summary,
}

impl RunDraws {
    /// Draws of a column by its file name (`theta.1`), chain-major.
    pub fn column(&self, name: &str) -> Option<&[f64]> {
        self.columns.iter().position(|c| c == name).map(|j| self.values[j].as_slice())
    }

    /// Divergent transitions over every chain.
    pub fn divergences(&self) -> usize {
        self.column("divergent__").map_or(0, |d| d.iter().filter(|&&v| v != 0.0).count())
    }

    /// The summary of `lp__` and of every parameter, transformed parameter and generated
    /// quantity, in column order.
    pub fn summaries(&self) -> Vec<NamedSummary> {
        let columns: Vec<(&String, &Vec<f64>)> = self
            .columns
            .iter()
            .zip(&self.values)
            .filter(|(name, _)| *name == "lp__" || !name.ends_with("__"))
            .collect();
        parallel_map(columns.len(), |j| {
            let (name, v) = columns[j];
            let s = match Draws::new(v, self.chains, self.draws) {
                Ok(d) => summary(&d),
                Err(_) => Summary::undefined(),
            };
            NamedSummary { name: stan_name(name), summary: s }
        })
    }
}
