//! Benchmark reports: the adapter header and rows, as a Markdown table or JSON.

use serde::Serialize;

use super::run::{adapter_description, BenchRow};
use super::BenchError;

/// The columns of [`BenchReport::markdown`], in order.
pub const MARKDOWN_COLUMNS: [&str; 21] = [
    "model",
    "backend",
    "layout",
    "algorithm",
    "chains",
    "warmup",
    "draws",
    "compile s",
    "warmup s",
    "sampling s",
    "grad evals/s",
    "grad evals/s overall",
    "leapfrogs/draw",
    "min bulk ESS",
    "ESS/grad",
    "tail ESS/grad",
    "ESS/s",
    "ESS/s incl. warmup",
    "max R-hat",
    "divergences",
    "error",
];

/// The columns of [`BenchReport::timings_markdown`], in order: the case, the phase, its wall
/// time, and its split (see [`Timings`](crate::Timings)).
pub const TIMINGS_COLUMNS: [&str; 13] = [
    "model",
    "backend",
    "algorithm",
    "chains",
    "phase",
    "wall s",
    "device s",
    "readback s",
    "widen s",
    "adapt s",
    "sink s",
    "other s",
    "not device %",
];

/// The results of a suite run with what they ran on.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BenchReport {
    pub wgmc_version: String,
    /// The GPU adapter (name, type, API), or `none (<why>)`.
    pub adapter: String,
    /// Threads the CPU backend and the diagnostics use.
    pub cpu_threads: usize,
    pub rows: Vec<BenchRow>,
}

impl BenchReport {
    /// A report of `rows`, with the shared GPU context's adapter in the header.
    pub fn new(rows: Vec<BenchRow>) -> BenchReport {
        BenchReport::with_adapter(adapter_description(), rows)
    }

    /// A report with the adapter given (for CPU-only runs that should not open a device).
    pub fn with_adapter(adapter: String, rows: Vec<BenchRow>) -> BenchReport {
        BenchReport {
            wgmc_version: env!("CARGO_PKG_VERSION").to_string(),
            adapter,
            cpu_threads: rayon::current_num_threads(),
            rows,
        }
    }

    /// The header line (adapter, version, threads) and a Markdown table with
    /// [`MARKDOWN_COLUMNS`]; failed cases show `—` for their figures and the error last.
    pub fn markdown(&self) -> String {
        let mut out =
            format!("Adapter: {} · wgmc {} · {} CPU threads\n\n", self.adapter, self.wgmc_version, self.cpu_threads);
        out += &format!("| {} |\n", MARKDOWN_COLUMNS.join(" | "));
        out += &format!("|{}\n", "---|".repeat(MARKDOWN_COLUMNS.len()));
        for row in &self.rows {
            let c = &row.case;
            let mut cells = vec![
                c.model.clone(),
                c.backend.to_string(),
                row.figures.as_ref().map_or_else(|| c.layout.to_string(), |f| f.layout.clone()),
                c.algorithm_label(),
                c.chains.to_string(),
                c.warmup.to_string(),
                c.draws.to_string(),
            ];
            match &row.figures {
                Some(f) => cells.extend([
                    seconds(f.compile_s),
                    seconds(f.warmup_s),
                    seconds(f.sampling_s),
                    number(f.grad_evals_per_s),
                    number(f.grad_evals_per_s_overall),
                    number(f.leapfrogs_per_draw),
                    number(f.min_ess_bulk),
                    format!("{:.4}", f.min_ess_bulk_per_grad),
                    format!("{:.4}", f.min_ess_tail_per_grad),
                    number(f.min_ess_bulk_per_s),
                    number(f.min_ess_bulk_per_s_with_warmup),
                    if f.max_rhat.is_finite() { format!("{:.3}", f.max_rhat) } else { "—".into() },
                    f.divergences.to_string(),
                ]),
                None => cells.extend(std::iter::repeat_n("—".to_string(), 13)),
            }
            cells.push(row.error.as_deref().map(cell).unwrap_or_default());
            out += &format!("| {} |\n", cells.join(" | "));
        }
        out
    }

    /// A Markdown table with [`TIMINGS_COLUMNS`]: per case that ran, a row for warmup and one
    /// for sampling, their wall time split into its parts, and the share of it not spent
    /// waiting on the engine's gradient work.
    pub fn timings_markdown(&self) -> String {
        let mut out = format!("| {} |\n", TIMINGS_COLUMNS.join(" | "));
        out += &format!("|{}\n", "---|".repeat(TIMINGS_COLUMNS.len()));
        for row in &self.rows {
            let Some(f) = &row.figures else { continue };
            let c = &row.case;
            for (phase, wall, split) in
                [("warmup", f.warmup_s, &f.warmup_split), ("sampling", f.sampling_s, &f.sampling_split)]
            {
                let mut cells = vec![c.model.clone(), c.backend.to_string(), c.algorithm_label(), c.chains.to_string()];
                cells.push(phase.to_string());
                cells.push(format!("{wall:.3}"));
                cells.extend(split.parts().iter().map(|s| format!("{s:.3}")));
                cells.push(percent(wall - split.device, wall));
                out += &format!("| {} |\n", cells.join(" | "));
            }
        }
        out
    }

    /// The report as pretty-printed JSON (non-finite numbers become `null`).
    pub fn to_json(&self) -> Result<String, BenchError> {
        serde_json::to_string_pretty(self).map_err(BenchError::Serialize)
    }
}

/// Text safe inside a Markdown table cell.
fn cell(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").replace('|', "\\|")
}

/// `part` as a percentage of `whole`, `—` when `whole` is not positive.
fn percent(part: f64, whole: f64) -> String {
    if whole > 0.0 && part.is_finite() {
        format!("{:.1}", 100.0 * part / whole)
    } else {
        "—".into()
    }
}

fn seconds(s: f64) -> String {
    if s.is_finite() {
        format!("{s:.2}")
    } else {
        "—".into()
    }
}

/// Large numbers as grouped integers (`1 234 567`), small ones with a decimal or three.
fn number(x: f64) -> String {
    if !x.is_finite() {
        return "—".into();
    }
    if x.abs() < 1.0 {
        return format!("{x:.3}");
    }
    if x.abs() < 100.0 {
        return format!("{x:.1}");
    }
    let digits = format!("{:.0}", x.abs());
    let mut grouped = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(' ');
        }
        grouped.push(ch);
    }
    if x < 0.0 {
        format!("-{grouped}")
    } else {
        grouped
    }
}

#[cfg(test)]
mod tests {
    use super::number;

    #[test]
    fn numbers_group_thousands() {
        assert_eq!(number(1_234_567.4), "1 234 567");
        assert_eq!(number(999.6), "1 000");
        assert_eq!(number(12.34), "12.3");
        assert_eq!(number(0.5), "0.500");
        assert_eq!(number(f64::NAN), "—");
    }
}
