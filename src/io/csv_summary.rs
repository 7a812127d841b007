//! The summary of a run: `summary.csv` and the stansummary-like table the command line prints.

use std::path::Path;

use super::csv::CsvError;
use super::csv_names::real_text;
use super::csv_read::{NamedSummary, RunDraws};

/// The columns of `summary.csv` (and of the printed table).
pub const SUMMARY_COLUMNS: [&str; 10] =
    ["name", "mean", "sd", "mcse_mean", "q5", "q50", "q95", "ess_bulk", "ess_tail", "rhat"];

fn fields(s: &NamedSummary) -> [f64; 9] {
    let s = &s.summary;
    [s.mean, s.sd, s.mcse_mean, s.q5, s.q50, s.q95, s.ess_bulk, s.ess_tail, s.rhat]
}

/// Writes `summary.csv`: a header of [`SUMMARY_COLUMNS`], one row per quantity, full precision
/// (names holding a comma, `m[1,2]`, are quoted).
pub fn write_summary_csv(path: &Path, rows: &[NamedSummary]) -> Result<(), CsvError> {
    let mut text = SUMMARY_COLUMNS.join(",");
    text.push('\n');
    for row in rows {
        if row.name.contains(',') {
            text.push_str(&format!("\"{}\"", row.name));
        } else {
            text.push_str(&row.name);
        }
        for v in fields(row) {
            text.push(',');
            text.push_str(&real_text(v));
        }
        text.push('\n');
    }
    std::fs::write(path, text).map_err(|e| CsvError::io(path, e))
}

/// `v` with about four significant digits, in at most 10 characters.
fn short(v: f64) -> String {
    let a = v.abs();
    if !v.is_finite() {
        real_text(v)
    } else if a == 0.0 {
        "0".to_string()
    } else if (1e-3..1e6).contains(&a) {
        let decimals = (3 - a.log10().floor() as i32).max(0) as usize;
        format!("{v:.decimals$}")
    } else {
        format!("{v:.3e}")
    }
}

fn count(v: f64) -> String {
    if v.is_finite() {
        format!("{v:.0}")
    } else {
        real_text(v)
    }
}

/// Share of divergent draws (percent) above which the summary warns: a well-adapted sampler
/// on a well-posed model diverges on few or none.
const DIVERGENCE_WARN_PCT: f64 = 1.0;

/// The warning under the table when more than [`DIVERGENCE_WARN_PCT`] of the draws diverged,
/// with the f32 hint when the run was on an f32 backend.
fn divergence_warning(pct: f64, backend: &str) -> Option<String> {
    if pct <= DIVERGENCE_WARN_PCT {
        return None;
    }
    let mut w = format!(
        "warning: {pct:.1}% of the draws diverged, so the draws may not represent the posterior; \
         reparameterise the model or raise --target-accept\n"
    );
    if backend.contains("f32") {
        w.push_str(
            "warning: this run computed in f32: a model that needs more precision (a nearly singular \
             covariance or Cholesky factor, say) also diverges there; compare with --backend cpu (f64)\n",
        );
    }
    Some(w)
}

/// The table `wgmc sample` and `wgmc summary` print: a line about the draws, one row per
/// quantity, then divergences, backend and times.
pub fn summary_table(run: &RunDraws, rows: &[NamedSummary]) -> String {
    let width = rows.iter().map(|r| r.name.len()).chain([4]).max().unwrap_or(4);
    let mut out = format!("{} chains × {} draws\n", run.chains, run.draws);
    out.push_str(&format!("{:<width$}", SUMMARY_COLUMNS[0]));
    for c in &SUMMARY_COLUMNS[1..] {
        out.push_str(&format!(" {c:>10}"));
    }
    out.push('\n');
    for row in rows {
        let f = fields(row);
        out.push_str(&format!("{:<width$}", row.name));
        for v in &f[..6] {
            out.push_str(&format!(" {:>10}", short(*v)));
        }
        out.push_str(&format!(" {:>10} {:>10}", count(f[6]), count(f[7])));
        let rhat = if f[8].is_finite() { format!("{:.3}", f[8]) } else { real_text(f[8]) };
        out.push_str(&format!(" {rhat:>10}\n"));
    }
    let total = run.chains * run.draws;
    let divergent = run.divergences();
    let pct = if total > 0 { 100.0 * divergent as f64 / total as f64 } else { 0.0 };
    out.push_str(&format!("\ndivergences: {divergent} of {total} draws ({pct:.1}%)"));
    out.push_str(&format!(" | backend: {}", run.backend.as_deref().unwrap_or("unknown")));
    let secs = |s: Option<f64>| s.map_or("?".to_string(), |s| format!("{s:.3} s"));
    out.push_str(&format!(
        " | compile {}, warmup {}, sampling {}\n",
        secs(run.compile_seconds),
        secs(run.warmup_seconds),
        secs(run.sampling_seconds)
    ));
    if let Some(warning) = divergence_warning(pct, run.backend.as_deref().unwrap_or("")) {
        out.push_str(&warning);
    }
    if run.warmup_seconds.is_none() || run.requested_draws.is_some_and(|n| n != run.draws) {
        out.push_str("note: the run did not finish; these are the draws written before it stopped\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::divergence_warning;

    #[test]
    fn divergences_above_one_percent_warn_and_f32_runs_get_the_precision_hint() {
        assert_eq!(divergence_warning(1.0, "GPU x (f32)"), None);
        let cpu = divergence_warning(1.5, "CPU reference (f64)").expect("a warning");
        assert!(cpu.contains("1.5% of the draws diverged") && !cpu.contains("f32"), "{cpu}");
        let gpu = divergence_warning(57.9, "GPU llvmpipe (f32)").expect("a warning");
        assert!(gpu.contains("--backend cpu"), "{gpu}");
    }
}
