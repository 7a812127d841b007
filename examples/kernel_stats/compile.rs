//! WGSL → SPIR-V with naga (the options wgpu's Vulkan backend uses for the engine's
//! pipelines), then the driver's compile and its statistics, read into the figures of a row.

use std::collections::BTreeMap;
use std::ffi::CString;

use anyhow::{anyhow, Context, Result};
use naga::back::spv;
use naga::proc::{BoundsCheckPolicies, BoundsCheckPolicy};
use naga::valid::{Capabilities, ValidationFlags, Validator};
use naga::AddressSpace;
use wgmc::with_uniform_table;

use crate::vulkan::{Executable, StatsDevice};

/// The sampler kernels' entry point.
const ENTRY: &str = "sampler_main";
/// Bytes of the immediate table (`shaders/uniform_table.wgsl`).
const TABLE_BYTES: u32 = 128;

/// The driver's figures for one kernel.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Figures {
    pub vgprs: Option<u64>,
    pub spilled_vgprs: Option<u64>,
    pub scratch_bytes_per_lane: Option<u64>,
    pub workgroup_memory_bytes: Option<u64>,
    pub waves_per_simd: Option<u64>,
    pub instructions: Option<u64>,
    pub compile_s: f64,
    /// Lanes of a wave, as the driver reports the executable's subgroup size.
    pub wave_size: u32,
    /// Every statistic of every executable, prefixed by the executable's name where the
    /// pipeline has more than one.
    pub statistics: BTreeMap<String, f64>,
}

/// Compiles `wgsl` on `device` as the engine would dispatch it there: with the immediate table
/// where the device takes it and it is asked for (not `portable`), bounds checks on indices, no loop-bounding
/// counters.
pub fn compile(device: &StatsDevice, wgsl: &str, portable: bool) -> Result<Figures> {
    let table = if device.immediates && !portable { with_uniform_table(wgsl) } else { None };
    let wgsl = table.as_deref().unwrap_or(wgsl);
    let module = naga::front::wgsl::parse_str(wgsl).map_err(|e| anyhow!("{}", e.emit_to_string(wgsl)))?;
    let info = Validator::new(ValidationFlags::all(), Capabilities::all())
        .validate(&module)
        .map_err(|e| anyhow!("{}", e.emit_to_string(wgsl)))?;
    let options = spv::Options {
        lang_version: device.spirv_version,
        bounds_check_policies: BoundsCheckPolicies {
            index: BoundsCheckPolicy::Restrict,
            buffer: BoundsCheckPolicy::Unchecked,
            image_load: BoundsCheckPolicy::Unchecked,
            binding_array: BoundsCheckPolicy::Unchecked,
        },
        zero_initialize_workgroup_memory: spv::ZeroInitializeWorkgroupMemoryMode::Native,
        force_loop_bounding: false,
        ..spv::Options::default()
    };
    let pipeline = spv::PipelineOptions { shader_stage: naga::ShaderStage::Compute, entry_point: ENTRY.into() };
    let words = spv::write_vec(&module, &info, &options, Some(&pipeline)).context("writing SPIR-V")?;
    let mut bindings = Vec::new();
    let mut push = 0;
    for (_, var) in module.global_variables.iter() {
        match (var.space, &var.binding) {
            (AddressSpace::Uniform, Some(b)) => bindings.push((b.binding, true)),
            (AddressSpace::Storage { .. }, Some(b)) => bindings.push((b.binding, false)),
            (AddressSpace::Immediate, _) => push = TABLE_BYTES,
            _ => {}
        }
    }
    let entry = CString::new(ENTRY).expect("no NUL in the entry point");
    let (executables, compile_s) = device.compile(&words, &entry, &bindings, push)?;
    Ok(figures(&executables, compile_s))
}

/// The row's figures from the driver's statistics (RADV's names; others' where known).
pub fn figures(executables: &[Executable], compile_s: f64) -> Figures {
    let mut statistics = BTreeMap::new();
    for e in executables {
        for s in &e.statistics {
            let key = if executables.len() > 1 { format!("{}: {}", e.name, s.name) } else { s.name.clone() };
            statistics.insert(key, s.value);
        }
    }
    let wave_size = executables.first().map_or(0, |e| e.subgroup_size);
    let find = |names: &[&str]| -> Option<u64> {
        let e = executables.first()?;
        let s = e.statistics.iter().find(|s| names.iter().any(|n| s.name.eq_ignore_ascii_case(n)))?;
        Some(s.value.max(0.0) as u64)
    };
    let scratch_per_wave = find(&["Scratch size", "Scratch Memory Size"]);
    Figures {
        vgprs: find(&["VGPRs", "Register Count", "Registers"]),
        spilled_vgprs: find(&["Spilled VGPRs"]),
        scratch_bytes_per_lane: scratch_per_wave.map(|b| if wave_size > 0 { b / u64::from(wave_size) } else { b }),
        workgroup_memory_bytes: find(&["LDS size", "Shared Memory Size"]),
        waves_per_simd: find(&["Subgroups per SIMD", "Waves per SIMD"]),
        instructions: find(&["Instructions", "Instruction Count"]),
        compile_s,
        wave_size,
        statistics,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vulkan::Statistic;

    fn stat(name: &str, value: f64) -> Statistic {
        Statistic { name: name.into(), value }
    }

    #[test]
    fn radv_statistics_map_to_the_row() {
        let exec = Executable {
            name: "Compute Shader".into(),
            subgroup_size: 64,
            statistics: vec![
                stat("VGPRs", 60.0),
                stat("Spilled VGPRs", 0.0),
                stat("Scratch size", 1_305_600.0),
                stat("LDS size", 512.0),
                stat("Subgroups per SIMD", 24.0),
                stat("Instructions", 9_855.0),
            ],
        };
        let f = figures(&[exec], 0.5);
        assert_eq!(f.vgprs, Some(60));
        assert_eq!(f.scratch_bytes_per_lane, Some(20_400), "per-wave scratch over 64 lanes");
        assert_eq!(f.workgroup_memory_bytes, Some(512));
        assert_eq!((f.waves_per_simd, f.instructions, f.wave_size), (Some(24), Some(9_855), 64));
        assert_eq!(f.statistics.len(), 6);
    }

    #[test]
    fn unknown_statistics_stay_empty() {
        let exec = Executable { name: "main".into(), subgroup_size: 32, statistics: vec![stat("Something", 3.0)] };
        let f = figures(&[exec], 0.1);
        assert_eq!((f.vgprs, f.spilled_vgprs, f.scratch_bytes_per_lane), (None, None, None));
        assert_eq!(f.statistics.get("Something"), Some(&3.0));
    }
}
