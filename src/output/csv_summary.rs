//! The summary of a run: `summary.csv` and the stansummary-like table the command line prints.

use std::path::Path;

use crate::text::{clip, SHOWN_CHARS};

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

/// R-hat as printed: three decimals, or scientific form when it would not fit the column.
fn rhat_text(v: f64) -> String {
    match v {
        v if !v.is_finite() => real_text(v),
        v if v.abs() < 1e3 => format!("{v:.3}"),
        v => format!("{v:.3e}"),
    }
}

/// R-hat above which [`draw_warnings`] warns: the threshold of Vehtari et al. (2021), which
/// CmdStan's `stansummary` and `diagnose` use.
pub const RHAT_WARN: f64 = 1.01;

/// Bulk or tail ESS per chain below which [`draw_warnings`] warns (Vehtari et al. 2021:
/// 100 per chain, as CmdStan advises), counted for at most [`ESS_WARN_CHAINS`] chains, so
/// the threshold is 400 from four chains on (many short GPU chains need no more).
pub const ESS_WARN_PER_CHAIN: f64 = 100.0;

/// See [`ESS_WARN_PER_CHAIN`].
pub const ESS_WARN_CHAINS: usize = 4;

/// `names` for a message: the first five, then how many more.
fn name_list(names: &[&str]) -> String {
    let mut text = names.iter().take(5).map(|n| clip(n, SHOWN_CHARS)).collect::<Vec<_>>().join(", ");
    if names.len() > 5 {
        text.push_str(&format!(" and {} more", names.len() - 5));
    }
    text
}

/// Names of the quantities (sampler columns other than `lp__` left out) with a non-finite
/// draw, and how many draws have one.
fn non_finite(run: &RunDraws) -> (Vec<&str>, usize) {
    let total = run.chains * run.draws;
    let mut bad_draw = vec![false; total];
    let mut names = Vec::new();
    for (name, values) in run.columns.iter().zip(&run.values) {
        if name != "lp__" && name.ends_with("__") {
            continue;
        }
        let mut any = false;
        for (d, v) in values.iter().take(total).enumerate() {
            if !v.is_finite() {
                bad_draw[d] = true;
                any = true;
            }
        }
        if any {
            names.push(name.as_str());
        }
    }
    (names, bad_draw.iter().filter(|b| **b).count())
}

/// Warnings about the draws, one line each, as `wgmc` prints them on stderr after the summary:
/// non-finite values (an improper posterior, or numerical failure), R-hat above [`RHAT_WARN`],
/// and bulk or tail ESS below [`ESS_WARN_PER_CHAIN`] per chain (see there). Quantities whose
/// R-hat or ESS is undefined (constant draws) do not count.
pub fn draw_warnings(run: &RunDraws, rows: &[NamedSummary]) -> Vec<String> {
    let mut out = Vec::new();
    let (names, draws) = non_finite(run);
    if draws > 0 {
        out.push(format!(
            "warning: {draws} of {} draws have non-finite values (in {}): the posterior may be improper \
             (a flat prior on an unbounded parameter, say) or the model numerically unstable",
            run.chains * run.draws,
            name_list(&names)
        ));
    }
    let rhat: Vec<&str> = rows.iter().filter(|r| r.summary.rhat > RHAT_WARN).map(|r| r.name.as_str()).collect();
    if !rhat.is_empty() {
        out.push(format!(
            "warning: R-hat above {RHAT_WARN} for {} of {} quantities ({}): the chains disagree; \
             run longer or reparameterise the model",
            rhat.len(),
            rows.len(),
            name_list(&rhat)
        ));
    }
    let min_ess = ESS_WARN_PER_CHAIN * run.chains.min(ESS_WARN_CHAINS) as f64;
    let low = |r: &&NamedSummary| r.summary.ess_bulk < min_ess || r.summary.ess_tail < min_ess;
    let ess: Vec<&str> = rows.iter().filter(low).map(|r| r.name.as_str()).collect();
    if !ess.is_empty() {
        out.push(format!(
            "warning: bulk or tail ESS below {min_ess:.0} for {} of {} quantities ({}): means and \
             quantiles are unreliable; draw more",
            ess.len(),
            rows.len(),
            name_list(&ess)
        ));
    }
    out
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

/// The divergence warnings the table ends with (without their newlines): none when at most
/// [`DIVERGENCE_WARN_PCT`] of the draws diverged.
pub fn divergence_warnings(run: &RunDraws) -> Vec<String> {
    let total = run.chains * run.draws;
    let pct = if total > 0 { 100.0 * run.divergences() as f64 / total as f64 } else { 0.0 };
    let text = divergence_warning(pct, run.backend.as_deref().unwrap_or("")).unwrap_or_default();
    text.lines().map(str::to_string).collect()
}

/// The table `wgmc sample` and `wgmc summary` print: a line about the draws, one row per
/// quantity, then divergences, backend and times.
pub fn summary_table(run: &RunDraws, rows: &[NamedSummary]) -> String {
    // Names of any length (a program may declare one of a million characters) are cut short.
    let names: Vec<String> = rows.iter().map(|r| clip(&r.name, SHOWN_CHARS)).collect();
    let width = names.iter().map(|n| n.chars().count()).chain([4]).max().unwrap_or(4);
    let mut out = format!("{} chains × {} draws\n", run.chains, run.draws);
    out.push_str(&format!("{:<width$}", SUMMARY_COLUMNS[0]));
    for c in &SUMMARY_COLUMNS[1..] {
        out.push_str(&format!(" {c:>10}"));
    }
    out.push('\n');
    for (row, name) in rows.iter().zip(&names) {
        let f = fields(row);
        out.push_str(&format!("{name:<width$}"));
        for v in &f[..6] {
            out.push_str(&format!(" {:>10}", short(*v)));
        }
        out.push_str(&format!(" {:>10} {:>10}", count(f[6]), count(f[7])));
        out.push_str(&format!(" {:>10}\n", rhat_text(f[8])));
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
    use super::{divergence_warning, draw_warnings, rhat_text, summary_table};
    use crate::output::RunDraws;

    /// A run of one quantity `x` (and `lp__`) from per-chain draws.
    fn run(chains: &[Vec<f64>]) -> RunDraws {
        let draws = chains[0].len();
        let x: Vec<f64> = chains.concat();
        RunDraws {
            columns: vec!["lp__".into(), "x".into()],
            chains: chains.len(),
            draws,
            values: vec![vec![0.0; x.len()], x],
            backend: None,
            compile_seconds: None,
            warmup_seconds: None,
            sampling_seconds: None,
            requested_draws: None,
        }
    }

    /// Draws of a well-mixed chain: a deterministic low-discrepancy sequence.
    fn mixed(n: usize, shift: f64) -> Vec<f64> {
        (0..n).map(|i| ((i as f64 * 0.618_033_988_7 + shift) % 1.0) - 0.5).collect()
    }

    #[test]
    fn huge_rhats_print_in_scientific_form() {
        assert_eq!(rhat_text(1.00421), "1.004");
        assert_eq!(rhat_text(999.4), "999.400");
        assert_eq!(rhat_text(1.103e15), "1.103e15");
        assert_eq!(rhat_text(f64::NAN), "nan");
    }

    #[test]
    fn warnings_name_non_finite_draws_high_rhat_and_low_ess() {
        let good = run(&[mixed(1000, 0.1), mixed(1000, 0.3), mixed(1000, 0.5), mixed(1000, 0.7)]);
        assert_eq!(draw_warnings(&good, &good.summaries()), Vec::<String>::new());

        let far = run(&[mixed(1000, 0.1), mixed(1000, 0.3).iter().map(|v| v + 1e12).collect()]);
        let rows = far.summaries();
        let w = draw_warnings(&far, &rows).join("\n");
        assert!(w.contains("R-hat above 1.01 for 1 of 2 quantities (x)"), "{w}");
        assert!(w.contains("ESS below 200 for 1 of 2 quantities (x)"), "{w}");
        assert!(!w.contains("non-finite"), "{w}");
        let table = summary_table(&far, &rows);
        let rhat = table.lines().find(|l| l.starts_with("x ")).unwrap().split_whitespace().last().unwrap();
        assert_eq!(rhat, rhat_text(rows[1].summary.rhat));

        let nan = run(&[vec![f64::NAN; 50], vec![f64::NAN; 50]]);
        let w = draw_warnings(&nan, &nan.summaries()).join("\n");
        assert!(w.contains("100 of 100 draws have non-finite values (in x)"), "{w}");
    }

    #[test]
    fn divergences_above_one_percent_warn_and_f32_runs_get_the_precision_hint() {
        assert_eq!(divergence_warning(1.0, "GPU x (f32)"), None);
        let cpu = divergence_warning(1.5, "CPU reference (f64)").expect("a warning");
        assert!(cpu.contains("1.5% of the draws diverged") && !cpu.contains("f32"), "{cpu}");
        let gpu = divergence_warning(57.9, "GPU llvmpipe (f32)").expect("a warning");
        assert!(gpu.contains("--backend cpu"), "{gpu}");
    }
}
