//! Register, spill, scratch and occupancy budgets per GPU family and kernel
//! (`benches/kernel_budgets.json`): `--check` compares a run with them, `--write-budgets`
//! records a run as them.

use std::fmt::Write;

use serde::{Deserialize, Serialize};

use crate::report::Row;

/// VGPRs allowed above a recorded figure, for compiler noise between driver versions.
const VGPR_PAD: u64 = 4;
/// Spills and scratch allowed above a recorded figure, in per cent (none where it was 0).
const PAD_PERCENT: u64 = 5;

/// The budget file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Budgets {
    pub note: String,
    pub budgets: Vec<Budget>,
}

/// The limits of one kernel on one GPU family.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Budget {
    pub family: String,
    pub model: String,
    pub layout: String,
    pub algorithm: String,
    pub metric: String,
    pub kernel: String,
    pub max_vgprs: u64,
    pub max_spilled_vgprs: u64,
    pub max_scratch_bytes_per_lane: u64,
    pub min_waves_per_simd: u64,
}

impl Budget {
    fn key(&self) -> (&str, &str, &str, &str, &str, &str) {
        (&self.family, &self.model, &self.layout, &self.algorithm, &self.metric, &self.kernel)
    }
}

fn row_key<'a>(family: &'a str, r: &'a Row) -> (&'a str, &'a str, &'a str, &'a str, &'a str, &'a str) {
    (family, &r.model, &r.layout, &r.algorithm, &r.metric, &r.kernel)
}

fn padded(v: u64) -> u64 {
    v + (v * PAD_PERCENT).div_ceil(100)
}

/// The budget a row sets: its figures, padded for compiler noise (missing figures: 0 and no
/// occupancy floor).
pub fn budget_of(family: &str, r: &Row) -> Budget {
    Budget {
        family: family.into(),
        model: r.model.clone(),
        layout: r.layout.clone(),
        algorithm: r.algorithm.clone(),
        metric: r.metric.clone(),
        kernel: r.kernel.clone(),
        max_vgprs: r.vgprs.map_or(0, |v| v + VGPR_PAD),
        max_spilled_vgprs: padded(r.spilled_vgprs.unwrap_or(0)),
        max_scratch_bytes_per_lane: padded(r.scratch_bytes_per_lane.unwrap_or(0)),
        min_waves_per_simd: r.waves_per_simd.unwrap_or(0),
    }
}

/// `budgets` with every budget of `family` for the kernels of `rows` replaced by the rows'
/// figures (other families' and other kernels' budgets kept).
pub fn record(mut budgets: Budgets, family: &str, rows: &[Row]) -> Budgets {
    budgets.budgets.retain(|b| !rows.iter().any(|r| b.key() == row_key(family, r)));
    budgets.budgets.extend(rows.iter().map(|r| budget_of(family, r)));
    budgets.budgets.sort_by(|a, b| a.key().cmp(&b.key()));
    budgets
}

/// Every way `rows` break the budgets of `family`, one readable line each (empty: all within).
/// A kernel without a budget counts as a failure: record it with `--write-budgets`.
pub fn check(budgets: &Budgets, family: &str, rows: &[Row]) -> Vec<String> {
    let mut failures = Vec::new();
    for r in rows {
        let name = format!("{family} {} {} {} {} {}", r.model, r.layout, r.algorithm, r.metric, r.kernel);
        let Some(b) = budgets.budgets.iter().find(|b| b.key() == row_key(family, r)) else {
            failures.push(format!("{name}: no budget (record one with --write-budgets)"));
            continue;
        };
        let mut line = String::new();
        let mut over = |what: &str, got: Option<u64>, limit: u64| {
            if let Some(got) = got.filter(|&g| g > limit) {
                let _ = write!(line, " {what} {got} > {limit};");
            }
        };
        over("VGPRs", r.vgprs, b.max_vgprs);
        over("spilled VGPRs", r.spilled_vgprs, b.max_spilled_vgprs);
        over("scratch B/lane", r.scratch_bytes_per_lane, b.max_scratch_bytes_per_lane);
        if let Some(w) = r.waves_per_simd.filter(|&w| w < b.min_waves_per_simd) {
            let _ = write!(line, " waves/SIMD {w} < {};", b.min_waves_per_simd);
        }
        if !line.is_empty() {
            failures.push(format!("{name}:{}", line.trim_end_matches(';')));
        }
    }
    failures
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(vgprs: u64, spills: u64, scratch: u64, waves: u64) -> Row {
        Row {
            model: "m".into(),
            layout: "lanes".into(),
            algorithm: "nuts".into(),
            metric: "diag".into(),
            policy: "private-work".into(),
            kernel: "sampler".into(),
            vgprs: Some(vgprs),
            spilled_vgprs: Some(spills),
            scratch_bytes_per_lane: Some(scratch),
            workgroup_memory_bytes: Some(0),
            waves_per_simd: Some(waves),
            instructions: Some(1_000),
            compile_s: 0.1,
            auto_at: vec![],
            device: "d".into(),
            wave_size: 64,
            statistics: Default::default(),
        }
    }

    fn empty() -> Budgets {
        Budgets { note: String::new(), budgets: vec![] }
    }

    #[test]
    fn recorded_figures_pass_and_regressions_fail() {
        let budgets = record(empty(), "navi31", &[row(96, 0, 1_000, 16)]);
        assert_eq!(budgets.budgets[0].max_vgprs, 100);
        assert_eq!(budgets.budgets[0].max_scratch_bytes_per_lane, 1_050);
        assert_eq!(budgets.budgets[0].max_spilled_vgprs, 0, "no spill allowed where there was none");
        assert!(check(&budgets, "navi31", &[row(100, 0, 1_050, 16)]).is_empty());
        let failures = check(&budgets, "navi31", &[row(101, 1, 1_051, 14)]);
        assert_eq!(failures.len(), 1);
        assert_eq!(
            failures[0],
            "navi31 m lanes nuts diag sampler: VGPRs 101 > 100; spilled VGPRs 1 > 0; scratch B/lane 1051 > 1050; \
             waves/SIMD 14 < 16"
        );
    }

    #[test]
    fn a_kernel_without_a_budget_fails_and_families_are_separate() {
        let budgets = record(empty(), "navi31", &[row(96, 0, 0, 16)]);
        let failures = check(&budgets, "navi21", &[row(96, 0, 0, 16)]);
        assert_eq!(failures, ["navi21 m lanes nuts diag sampler: no budget (record one with --write-budgets)"]);
    }

    #[test]
    fn recording_replaces_only_the_kernels_run() {
        let budgets = record(empty(), "navi31", &[row(96, 0, 0, 16)]);
        let budgets = record(budgets, "navi21", &[row(80, 0, 0, 16)]);
        let budgets = record(budgets, "navi31", &[row(64, 0, 0, 16)]);
        assert_eq!(budgets.budgets.len(), 2);
        let navi31 = budgets.budgets.iter().find(|b| b.family == "navi31").unwrap();
        assert_eq!(navi31.max_vgprs, 68);
        let text = serde_json::to_string(&budgets).unwrap();
        assert_eq!(serde_json::from_str::<Budgets>(&text).unwrap(), budgets);
    }
}
