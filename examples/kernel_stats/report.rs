//! The rows of a run, one per kernel, and their JSON and Markdown forms.

use std::collections::BTreeMap;
use std::fmt::Write;

use serde::{Deserialize, Serialize};

/// One kernel's statistics (the JSON form's object).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub model: String,
    pub layout: String,
    pub algorithm: String,
    pub metric: String,
    pub policy: String,
    pub kernel: String,
    pub vgprs: Option<u64>,
    pub spilled_vgprs: Option<u64>,
    pub scratch_bytes_per_lane: Option<u64>,
    pub workgroup_memory_bytes: Option<u64>,
    pub waves_per_simd: Option<u64>,
    pub instructions: Option<u64>,
    pub compile_s: f64,
    /// Chain counts (of 4, 1 024 and 65 536) at which the automatic layout runs this kernel.
    pub auto_at: Vec<usize>,
    /// The device's name and the wave size the driver compiled for.
    pub device: String,
    pub wave_size: u32,
    /// Every statistic the driver reported.
    pub statistics: BTreeMap<String, f64>,
}

fn cell(v: Option<u64>) -> String {
    v.map_or_else(|| "–".into(), |v| v.to_string())
}

/// The rows as a Markdown table, with a heading line naming the device.
pub fn markdown(rows: &[Row]) -> String {
    let mut out = String::new();
    if let Some(r) = rows.first() {
        let _ = writeln!(out, "Device: {} (wave size {})\n", r.device, r.wave_size);
    }
    out.push_str(
        "| model | layout | algorithm | metric | policy | kernel | auto at | VGPRs | spilled VGPRs | scratch B/lane \
         | workgroup B | waves/SIMD | instructions | compile s |\n",
    );
    out.push_str("|---|---|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for r in rows {
        let auto = r.auto_at.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", ");
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {:.2} |",
            r.model,
            r.layout,
            r.algorithm,
            r.metric,
            r.policy,
            r.kernel,
            auto,
            cell(r.vgprs),
            cell(r.spilled_vgprs),
            cell(r.scratch_bytes_per_lane),
            cell(r.workgroup_memory_bytes),
            cell(r.waves_per_simd),
            cell(r.instructions),
            r.compile_s
        );
    }
    out
}
