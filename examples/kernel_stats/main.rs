//! Kernel statistics from a real GPU compiler: builds every kernel the engine would dispatch
//! for each benchmark model (`benches/suite.json`) — lanes, rows and split layouts, NUTS and
//! the tree-less kernel of HMC/ChEES/MAMS, diagonal, dense and low-rank metrics, and the
//! automatic layout at 4, 1 024 and 65 536 chains — compiles each through Vulkan on a device
//! offering `VK_KHR_pipeline_executable_properties` and reports the driver's registers, spills,
//! scratch, occupancy and instruction counts. See docs/kernels.md ("Kernel statistics").
//!
//! ```text
//! RADV_FORCE_FAMILY=navi31 cargo run --release --example kernel_stats -- \
//!     [--json out.json] [--markdown out.md] [--check benches/kernel_budgets.json] \
//!     [--write-budgets benches/kernel_budgets.json] [--models a,b] [--quick] [--uniform-table] \
//!     [--policy private|storage] [--from-json ROWS.json]
//! ```
//!
//! `--from-json` takes the rows of an earlier `--json` instead of compiling (to check or
//! record budgets from a saved run).

mod budgets;
mod compile;
mod kernels;
mod report;
mod vulkan;

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use wgmc::bench::Suite;
use wgmc::{AdapterSummary, MemoryPolicy};

use budgets::Budgets;
use report::Row;
use vulkan::StatsDevice;

/// The command line.
#[derive(Debug, Default)]
struct Args {
    json: Option<PathBuf>,
    markdown: Option<PathBuf>,
    check: Option<PathBuf>,
    write_budgets: Option<PathBuf>,
    models: Option<Vec<String>>,
    suite: Option<PathBuf>,
    from_json: Option<PathBuf>,
    quick: bool,
    /// Compile with the immediate table of `shaders/uniform_table.wgsl` (the engine uses it on
    /// software adapters only).
    uniform_table: bool,
    /// The memory policy the kernels are built for (default: storage, a GPU's).
    policy: MemoryPolicy,
}

/// Mesa's switch for its on-disk shader cache (set before the driver loads).
const SHADER_CACHE_ENV: &str = "MESA_SHADER_CACHE_DISABLE";

const USAGE: &str = "usage: kernel_stats [--json FILE] [--markdown FILE] [--check BUDGETS] [--write-budgets BUDGETS] \
                     [--models a,b] [--suite SUITE] [--quick] [--uniform-table] [--policy private|storage] \
                     [--from-json ROWS]";

fn parse_args(mut it: impl Iterator<Item = String>) -> Result<Args> {
    let mut args = Args { policy: MemoryPolicy::Storage, ..Args::default() };
    while let Some(flag) = it.next() {
        let mut value = || it.next().with_context(|| format!("{flag} needs a value\n{USAGE}"));
        match flag.as_str() {
            "--json" => args.json = Some(value()?.into()),
            "--markdown" => args.markdown = Some(value()?.into()),
            "--check" => args.check = Some(value()?.into()),
            "--write-budgets" => args.write_budgets = Some(value()?.into()),
            "--suite" => args.suite = Some(value()?.into()),
            "--from-json" => args.from_json = Some(value()?.into()),
            "--models" => args.models = Some(value()?.split(',').map(|s| s.trim().to_string()).collect()),
            "--quick" => args.quick = true,
            "--uniform-table" => args.uniform_table = true,
            "--policy" => args.policy = value()?.parse().map_err(anyhow::Error::msg)?,
            "-h" | "--help" => bail!("{USAGE}"),
            other => bail!("unknown argument {other:?}\n{USAGE}"),
        }
    }
    Ok(args)
}

/// The GPU family budgets are kept for: RADV's chip (`navi31` from "… (RADV NAVI31)"), else
/// the device's name.
fn family(device: &str) -> String {
    let name = device.to_lowercase();
    match name.split_once("(radv ") {
        Some((_, rest)) => rest.trim_end_matches(')').trim().to_string(),
        None => name,
    }
}

fn main() {
    if let Err(e) = run() {
        eprintln!("kernel_stats: {e:#}");
        std::process::exit(1);
    }
}

fn run() -> Result<()> {
    let args = parse_args(std::env::args().skip(1))?;
    // Compile times are the driver's own only without Mesa's on-disk shader cache.
    if std::env::var_os(SHADER_CACHE_ENV).is_none() {
        std::env::set_var(SHADER_CACHE_ENV, "true");
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let suite_path = args.suite.clone().unwrap_or_else(|| root.join("benches/suite.json"));
    let rows = rows_of(&args, &suite_path)?;
    let Some(first) = rows.first() else { bail!("no kernel was compiled (check --models)") };
    let family = family(&first.device);
    let table = report::markdown(&rows);
    println!("{table}");
    if let Some(path) = &args.markdown {
        std::fs::write(path, &table).with_context(|| format!("writing {}", path.display()))?;
    }
    if let Some(path) = &args.json {
        std::fs::write(path, serde_json::to_string_pretty(&rows)? + "\n")
            .with_context(|| format!("writing {}", path.display()))?;
    }
    if let Some(path) = &args.write_budgets {
        let old = match path.exists() {
            true => read_budgets(path)?,
            false => Budgets { note: budget_note(), budgets: Vec::new() },
        };
        let new = budgets::record(old, &family, &rows);
        std::fs::write(path, serde_json::to_string_pretty(&new)? + "\n")
            .with_context(|| format!("writing {}", path.display()))?;
        eprintln!("kernel_stats: recorded {} budgets of {family} in {}", rows.len(), path.display());
    }
    if let Some(path) = &args.check {
        let failures = budgets::check(&read_budgets(path)?, &family, &rows);
        if !failures.is_empty() {
            bail!("{} kernels over budget ({}):\n  {}", failures.len(), path.display(), failures.join("\n  "));
        }
        eprintln!("kernel_stats: all {} kernels within the budgets of {family}", rows.len());
    }
    Ok(())
}

/// The rows of `--from-json`, or of a run of the suite's kernels on the Vulkan device.
fn rows_of(args: &Args, suite_path: &Path) -> Result<Vec<Row>> {
    if let Some(path) = &args.from_json {
        let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        return serde_json::from_str(&text).with_context(|| format!("parsing {}", path.display()));
    }
    let suite = Suite::from_file(suite_path)?;
    let device = StatsDevice::open()?;
    eprintln!("kernel_stats: {}", device.name);
    let adapter = AdapterSummary {
        name: device.name.clone(),
        device_type: if device.is_cpu { "Cpu".into() } else { "DiscreteGpu".into() },
        backend: "Vulkan".into(),
    };
    collect(&suite, args, &device, &adapter)
}

fn budget_note() -> String {
    "Per GPU family and kernel: the most VGPRs, spilled VGPRs and scratch bytes per lane, the fewest waves per SIMD. \
     Recorded from a kernel_stats run (`--write-budgets`), padded for compiler noise only: 4 VGPRs, 5 % of spills \
     and scratch (none where the figure was 0), no wave."
        .into()
}

fn read_budgets(path: &Path) -> Result<Budgets> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("parsing {}", path.display()))
}

/// Every row of the run: each model of the suite (once per Stan program and data file; data
/// that is missing skips the model, with a note), each of its kernels.
fn collect(suite: &Suite, args: &Args, device: &StatsDevice, adapter: &AdapterSummary) -> Result<Vec<Row>> {
    let mut seen = Vec::new();
    let mut rows = Vec::new();
    for spec in &suite.models {
        if args.models.as_ref().is_some_and(|m| !m.contains(&spec.name)) || seen.contains(&(&spec.stan, &spec.data)) {
            continue;
        }
        seen.push((&spec.stan, &spec.data));
        if let Some(data) = spec.data.as_ref().filter(|d| !d.exists()) {
            eprintln!("kernel_stats: skipping {}: {} is missing", spec.name, data.display());
            continue;
        }
        let loaded = spec.load()?;
        let model = loaded.stan.model();
        for k in kernels::kernel_specs(model, adapter, args.quick)? {
            let module = kernels::build_module(model, &k, args.policy)?;
            let what = format!("{} {} {} {} {}", spec.name, k.layout, k.algorithm(), k.metric, k.kernel());
            let f = compile::compile(device, &module.wgsl, !args.uniform_table).with_context(|| what.clone())?;
            eprintln!("  {what}: {:?} VGPRs, {:.2} s", f.vgprs, f.compile_s);
            rows.push(Row {
                model: spec.name.clone(),
                layout: k.layout.clone(),
                algorithm: k.algorithm().into(),
                metric: k.metric.to_string(),
                policy: module.policy,
                kernel: k.kernel().into(),
                vgprs: f.vgprs,
                spilled_vgprs: f.spilled_vgprs,
                scratch_bytes_per_lane: f.scratch_bytes_per_lane,
                workgroup_memory_bytes: f.workgroup_memory_bytes,
                waves_per_simd: f.waves_per_simd,
                instructions: f.instructions,
                compile_s: f.compile_s,
                auto_at: k.auto_at.clone(),
                device: device.name.clone(),
                wave_size: f.wave_size,
                statistics: f.statistics,
            });
        }
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_come_from_radv_names() {
        assert_eq!(family("AMD Radeon RX 7900 XTX (RADV NAVI31)"), "navi31");
        assert_eq!(family("Null hardware (RADV NAVI21)"), "navi21");
        assert_eq!(family("NVIDIA H100"), "nvidia h100");
    }

    #[test]
    fn arguments_parse_and_bad_ones_are_errors() {
        let args = |s: &str| parse_args(s.split_whitespace().map(String::from));
        let a = args("--json a.json --models x,y --quick").unwrap();
        assert_eq!(a.json, Some(PathBuf::from("a.json")));
        assert_eq!(a.models, Some(vec!["x".to_string(), "y".to_string()]));
        assert!(a.quick && !a.uniform_table && a.policy == MemoryPolicy::Storage);
        assert!(args("--json").unwrap_err().to_string().contains("--json needs a value"));
        assert!(args("--bogus").is_err());
    }
}
