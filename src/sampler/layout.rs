//! Choosing the GPU kernel's layout: one lane per chain ("lanes"), or several lanes per chain
//! sharing the rows of its data plates ("rows"). A chain's log density and gradient, and so
//! its draws, are the same in every layout (`codegen::plate` fixes the order of the sums), so
//! the choice only moves speed; it is recorded in `RunInfo::layout` and the CSV files all the
//! same, and can be pinned.

use std::fmt;
use std::str::FromStr;

use crate::codegen::{blocking, plate_rows, plate_sums, KernelShape, MAX_ROW_LANES, MAX_SPLIT_GROUPS};
use crate::gpu::{AdapterSummary, GpuContext};
use crate::model::Model;

use super::SampleError;

/// The kernel layout a run asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Layout {
    /// Rows where the model has a data plate and the chains are too few to fill the device;
    /// lanes otherwise.
    #[default]
    Auto,
    /// One lane per chain.
    Lanes,
    /// Several lanes per chain: `Some(n)` lanes (a power of two up to 256), or as many as
    /// `Auto` would choose for rows.
    Rows(Option<u32>),
    /// Several workgroups per chain, two dispatches per leapfrog step: `groups` of them (a
    /// power of two from 2 to 64; `None`: as many as the device wants busy), each giving the
    /// chain `lanes` lanes (a power of two up to 256; `None`: as many as the plate's blocks
    /// allow). With one lane, 8 chains share each workgroup and each of its data loads.
    Split { groups: Option<u32>, lanes: Option<u32> },
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Layout::Auto => write!(f, "auto"),
            Layout::Lanes => write!(f, "lanes"),
            Layout::Rows(None) => write!(f, "rows"),
            Layout::Rows(Some(n)) => write!(f, "rows:{n}"),
            Layout::Split { groups: None, .. } => write!(f, "split"),
            Layout::Split { groups: Some(g), lanes: None } => write!(f, "split:{g}"),
            Layout::Split { groups: Some(g), lanes: Some(r) } => write!(f, "split:{g}x{r}"),
        }
    }
}

impl FromStr for Layout {
    type Err = String;

    /// `auto`, `lanes`, `rows`, `rows:N`, `split`, `split:G` or `split:GxN` (the form
    /// `RunInfo::layout_used` records).
    fn from_str(s: &str) -> Result<Layout, String> {
        let bad = || {
            format!(
                "layout '{s}': expected auto, lanes, rows, rows:N (N a power of two up to {MAX_ROW_LANES}), \
                 split, split:G or split:GxN (G a power of two from 2 to {MAX_SPLIT_GROUPS})"
            )
        };
        match s.trim() {
            "auto" => Ok(Layout::Auto),
            "lanes" => Ok(Layout::Lanes),
            "rows" => Ok(Layout::Rows(None)),
            "split" => Ok(Layout::Split { groups: None, lanes: None }),
            other if let Some(spec) = other.strip_prefix("split:") => {
                let (g, n) = match spec.split_once('x') {
                    Some((g, n)) => (g, Some(n.parse::<u32>().map_err(|_| bad())?)),
                    None => (spec, None),
                };
                let g: u32 = g.parse().map_err(|_| bad())?;
                KernelShape::split(g, n.unwrap_or(1)).map_err(|_| bad())?;
                Ok(Layout::Split { groups: Some(g), lanes: n })
            }
            other => {
                let n = other.strip_prefix("rows:").ok_or_else(bad)?;
                let n: u32 = n.parse().map_err(|_| bad())?;
                KernelShape::rows(n).map_err(|_| bad())?;
                Ok(Layout::Rows(Some(n)))
            }
        }
    }
}

/// Fewest rows of a plate each lane of a chain should have: fewer, and the reduction after the
/// plate costs more than the lanes save.
const ROWS_PER_LANE: i64 = 256;
/// Lanes a software adapter (llvmpipe) wants busy per core: one workgroup of 64 per core
/// (llvmpipe runs a workgroup on one thread). Measured on logistic_regression_500k, NUTS with
/// 4 chains on 2 cores: 32 lanes per chain ran 95 gradient evaluations per second, 64 lanes
/// 84, one lane (the lanes layout) 73.
const SOFTWARE_LANES_PER_CORE: usize = 64;
/// Fewest lanes per chain worth the rows layout on a software adapter: its lanes load data
/// at per-lane addresses, several times slower than the lanes layout's loads, which the
/// SIMD group shares. Criterion, logistic_regression_500k on 2 cores: 1 chain 24.5
/// evaluations/s in lanes against 73.0 at 128 lanes; 4 chains 95.6 against 120.9 at 32;
/// 16 chains about 190 in lanes (one SIMD group's time per 8 chains) against 148.5 at 8.
const SOFTWARE_MIN_ROW_LANES: usize = 32;
/// Lanes a hardware GPU wants busy before a chain gets more than one.
const HARDWARE_LANES: usize = 16_384;

impl Layout {
    /// The kernel shape for `chains` chains of `model` on `ctx`'s device (`Rows(None)` and
    /// `Auto` pick the lanes per chain the same way; `Rows(None)` on a model without a data
    /// plate, or with too few rows to share, runs one lane per chain).
    pub fn shape(self, model: &Model, chains: usize, ctx: &GpuContext) -> Result<KernelShape, SampleError> {
        self.shape_for(model, chains, ctx.adapter())
    }

    /// [`Layout::shape`] for an adapter described by `adapter` (its name and device type), without
    /// a device: what the engine would pick there, e.g. for a hardware GPU when only a software
    /// one is at hand.
    pub fn shape_for(self, model: &Model, chains: usize, adapter: &AdapterSummary) -> Result<KernelShape, SampleError> {
        let shape = self.pick(model, chains, adapter)?;
        shape.with_lane_workgroup(adapter.lane_workgroup()).map_err(|e| SampleError::Settings(e.to_string()))
    }

    fn pick(self, model: &Model, chains: usize, adapter: &AdapterSummary) -> Result<KernelShape, SampleError> {
        let rows = || plate_rows(model.gradient_program());
        match self {
            Layout::Lanes => Ok(KernelShape::LANES),
            Layout::Rows(Some(n)) => {
                let shape = KernelShape::rows(n).map_err(|e| SampleError::Settings(e.to_string()))?;
                if !fits(shape, model.dim()) {
                    return Err(SampleError::Settings(format!(
                        "{shape}: {} chains of {} parameters per workgroup exceed its memory ({SHARE_WORDS} values); \
                         take more lanes per chain",
                        shape.chains_per_workgroup(),
                        model.dim()
                    )));
                }
                Ok(shape)
            }
            Layout::Split { groups, lanes } => split_shape(model, chains, groups, lanes, adapter),
            Layout::Auto if let Some(shape) = software_split(model, chains, adapter) => Ok(shape),
            Layout::Rows(None) | Layout::Auto => {
                let (lanes, least) = device_lanes(adapter);
                let shape = auto_rows(rows(), chains, lanes, least);
                // Where a chain should spread its rows and the model has the one plate the
                // split layout takes, several workgroups per chain beat one.
                if self == Layout::Auto && shape.is_some() {
                    if let Ok(split) = split_shape(model, chains, None, None, adapter) {
                        return Ok(split);
                    }
                }
                Ok(widen_to_fit(shape.unwrap_or(KernelShape::LANES), model.dim()))
            }
        }
    }
}

/// The split shape of `groups` workgroups per chain (`None`: as many as the device wants
/// busy), each with `lanes` lanes of the chain (`None`: as many as the plate's blocks allow,
/// up to [`MAX_ROW_LANES`]).
fn split_shape(
    model: &Model,
    chains: usize,
    groups: Option<u32>,
    lanes: Option<u32>,
    adapter: &AdapterSummary,
) -> Result<KernelShape, SampleError> {
    let program = model.gradient_program();
    let (Some(rows), Some(_)) = (plate_rows(program), plate_sums(program)) else {
        return Err(SampleError::Settings(
            "the split layout needs a model with exactly one data plate (a loop over 256 or more data rows that only \
             adds to target)"
                .into(),
        ));
    };
    let padded = blocking(rows).2 as u32;
    let groups = match groups {
        Some(g) => g,
        None => auto_groups(device_workgroups(adapter), chains, padded),
    };
    if groups > padded {
        return Err(SampleError::Settings(format!(
            "split:{groups}: the data plate has {padded} blocks to share, fewer than its workgroups"
        )));
    }
    let lanes = lanes.unwrap_or((padded / groups).min(MAX_ROW_LANES));
    if groups * lanes > padded {
        return Err(SampleError::Settings(format!(
            "split:{groups}x{lanes}: the data plate has {padded} blocks to share, fewer than the chain's lanes"
        )));
    }
    KernelShape::split(groups, lanes).map_err(|e| SampleError::Settings(e.to_string()))
}

/// On a software adapter, where whole SIMD groups of chains (half of one at least) leave
/// cores idle and the model has one data plate of at least [`SOFTWARE_SPLIT_MIN_ROWS`] rows:
/// the split layout with one lane of each workgroup per chain, so that a SIMD group of chains
/// shares each data load (as in the lanes layout) and the plate's rows still spread over every
/// core. `None` where the lanes layout's SIMD groups already cover the cores, or the chains are
/// too few (rows then pay more), or the plate too small to pay for the split layout's extra
/// dispatch per step. Measured on logistic_regression_500k, NUTS, 2 cores (`wgmc bench
/// --layouts`), gradient evaluations per second: 8 chains 164 in split:2x1 against 80 in lanes
/// (then in workgroups of 64); 4 chains 84 against 98 in split:2x256 (the same within this
/// machine's noise).
fn software_split(model: &Model, chains: usize, adapter: &AdapterSummary) -> Option<KernelShape> {
    if !adapter.is_software()
        || plate_rows(model.gradient_program()).is_none_or(|rows| rows < SOFTWARE_SPLIT_MIN_ROWS as i64)
    {
        return None;
    }
    let groups = shared_load_groups(chains, adapter.simd_lanes() as usize, cores())?;
    split_shape(model, chains, Some(groups), Some(1), adapter).ok()
}

/// Fewest data-plate rows for which a software adapter's automatic layout splits a chain over
/// workgroups. Measured with 4 chains, NUTS, 200 + 200, 2 cores (`wgmc bench --layouts
/// lanes,split:2x1`), sampling gradient evaluations per second, lanes against split:2x1:
/// radon_hierarchical (919 rows) 140 k against 25 k; logistic regression with 25 predictors
/// over 2 500 rows 18.0 k against 14.1 k, 5 000 rows 9.0 k against 12.8 k (overall, warmup
/// included, 6.7 k against 6.9 k: even), 10 000 rows 4.5 k against 6.2 k; posteriordb's
/// earn_height (1 192 rows) took 22.0 + 8.8 s split against 1.8 + 1.0 s in lanes.
const SOFTWARE_SPLIT_MIN_ROWS: usize = 8_192;

/// Workgroups per chain that spread `chains` chains in SIMD groups of `simd` over `cores`
/// cores, if the lanes layout leaves cores idle and the chains fill half a SIMD group.
pub(crate) fn shared_load_groups(chains: usize, simd: usize, cores: usize) -> Option<u32> {
    let simd_groups = chains.div_ceil(simd.max(1));
    if simd_groups >= cores || 2 * chains < simd {
        return None;
    }
    Some((cores.div_ceil(simd_groups).next_power_of_two() as u32).clamp(2, MAX_SPLIT_GROUPS))
}

/// Most values of the positions that the rows layout's workgroup memory hands from each
/// chain's lead lane to the others (12 KiB of the 16 KiB every device has).
const SHARE_WORDS: usize = 3_072;

/// Whether a workgroup of `shape` holds its chains' positions of `dim` values.
fn fits(shape: KernelShape, dim: usize) -> bool {
    shape.row_lanes() == 1 || shape.chains_per_workgroup() as usize * dim <= SHARE_WORDS
}

/// `shape`, with more lanes per chain (fewer chains per workgroup) until it [`fits`], or the
/// lanes layout when none does.
fn widen_to_fit(shape: KernelShape, dim: usize) -> KernelShape {
    let mut lanes = shape.row_lanes();
    while lanes > 1 && lanes <= MAX_ROW_LANES {
        let s = KernelShape::rows(lanes).expect("a power of two in range");
        if fits(s, dim) {
            return s;
        }
        lanes *= 2;
    }
    KernelShape::LANES
}

/// Workgroups per chain of the split layout where the device wants `workgroups` busy and the
/// plate has `padded` blocks: enough for every chain to have its share, at least 2, at most
/// one block each and [`MAX_SPLIT_GROUPS`].
pub(crate) fn auto_groups(workgroups: usize, chains: usize, padded: u32) -> u32 {
    let wanted = workgroups.div_ceil(chains.max(1)).next_power_of_two() as u32;
    wanted.clamp(2, MAX_SPLIT_GROUPS).min(padded.max(2))
}

/// Cores of this machine: a software adapter runs one workgroup on each.
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Workgroups the device wants busy: one per core on a software adapter (llvmpipe runs a
/// workgroup on one thread), [`HARDWARE_LANES`] in workgroups of [`MAX_ROW_LANES`] on a GPU.
fn device_workgroups(adapter: &AdapterSummary) -> usize {
    if adapter.is_software() {
        cores()
    } else {
        HARDWARE_LANES / MAX_ROW_LANES as usize
    }
}

/// Lanes the device wants busy, and the fewest lanes per chain worth the rows layout there.
fn device_lanes(adapter: &AdapterSummary) -> (usize, usize) {
    if adapter.is_software() {
        (SOFTWARE_LANES_PER_CORE * cores(), SOFTWARE_MIN_ROW_LANES)
    } else {
        (HARDWARE_LANES, 2)
    }
}

/// The rows shape for a model whose longest data plate has `rows` rows (`None`: no plate),
/// run with `chains` chains on a device that wants `lanes` lanes busy and `least` lanes per
/// chain at least; `None` where one lane per chain is as good: no plate, enough chains, or
/// too few rows to share.
pub(crate) fn auto_rows(rows: Option<i64>, chains: usize, lanes: usize, least: usize) -> Option<KernelShape> {
    let rows = rows?;
    let wanted = (lanes / chains.max(1)).max(1);
    let by_rows = (rows / ROWS_PER_LANE).max(1) as usize;
    let n = wanted.min(by_rows).min(MAX_ROW_LANES as usize);
    let n = 1u32 << (usize::BITS - 1 - n.leading_zeros());
    (n > 1 && n as usize >= least).then(|| KernelShape::rows(n).expect("a power of two in range"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_parse_and_print() {
        for s in [
            "auto",
            "lanes",
            "rows",
            "rows:1",
            "rows:16",
            "rows:256",
            "split",
            "split:2",
            "split:64",
            "split:4x1",
            "split:2x256",
        ] {
            assert_eq!(s.parse::<Layout>().unwrap().to_string(), s);
        }
        for s in [
            "",
            "row",
            "rows:",
            "rows:3",
            "rows:512",
            "rows:-4",
            "lanes:2",
            "split:1",
            "split:3",
            "split:128",
            "split:2x3",
            "split:2x512",
            "split:2x",
            "split:x4",
        ] {
            assert!(s.parse::<Layout>().is_err(), "{s}");
        }
    }

    #[test]
    fn wide_models_take_fewer_chains_per_workgroup() {
        let rows = |n| KernelShape::rows(n).unwrap();
        assert_eq!(widen_to_fit(rows(2), 10), rows(2), "32 chains × 10 values fit");
        assert_eq!(widen_to_fit(rows(2), 200), rows(8), "32 or 16 chains × 200 values do not fit; 8 do");
        assert_eq!(widen_to_fit(rows(64), 3_072), rows(64));
        assert_eq!(widen_to_fit(rows(64), 3_073), KernelShape::LANES, "no shape holds one chain");
        assert_eq!(widen_to_fit(KernelShape::LANES, 10_000), KernelShape::LANES);
    }

    #[test]
    fn split_groups_fill_the_device() {
        assert_eq!(auto_groups(2, 1, 2_048), 2, "two cores, one chain");
        assert_eq!(auto_groups(2, 4, 2_048), 2, "at least two");
        assert_eq!(auto_groups(16, 3, 2_048), 8, "a power of two covering the cores");
        assert_eq!(auto_groups(64, 1, 2_048), 64);
        assert_eq!(auto_groups(64, 1, 16), 16, "one block a workgroup at most");
        assert_eq!(auto_groups(1_000, 1, 1 << 20), MAX_SPLIT_GROUPS);
    }

    #[test]
    fn software_chains_share_loads_over_idle_cores() {
        assert_eq!(shared_load_groups(4, 8, 2), Some(2), "half a SIMD group, one of two cores busy");
        assert_eq!(shared_load_groups(8, 8, 2), Some(2));
        assert_eq!(shared_load_groups(16, 8, 2), None, "two SIMD groups cover two cores");
        assert_eq!(shared_load_groups(3, 8, 2), None, "too few chains: rows instead");
        assert_eq!(shared_load_groups(8, 8, 16), Some(16));
        assert_eq!(shared_load_groups(24, 8, 16), Some(8), "three SIMD groups, 6 workgroups each rounded up");
        assert_eq!(shared_load_groups(1, 1, 1), None, "one core");
    }

    #[test]
    fn adapter_descriptions_choose_without_a_device() {
        let adapter = |name: &str, device_type: &str| AdapterSummary {
            name: name.into(),
            device_type: device_type.into(),
            backend: "Vulkan".into(),
        };
        let gpu = adapter("Null hardware (RADV NAVI31)", "DiscreteGpu");
        assert!(!gpu.is_software());
        assert_eq!(gpu.lane_workgroup(), 64);
        assert_eq!(device_lanes(&gpu), (HARDWARE_LANES, 2));
        assert_eq!(device_workgroups(&gpu), HARDWARE_LANES / MAX_ROW_LANES as usize);
        let cpu = adapter("llvmpipe (LLVM 15.0.6, 256 bits)", "Cpu");
        assert!(cpu.is_software());
        assert_eq!(cpu.lane_workgroup(), 8, "the SIMD width");
        assert_eq!(device_lanes(&cpu).1, SOFTWARE_MIN_ROW_LANES);
    }

    #[test]
    fn few_chains_on_big_plates_get_rows() {
        let lanes = |rows, chains, (busy, least)| auto_rows(rows, chains, busy, least).map(KernelShape::row_lanes);
        let two_cores = (2 * SOFTWARE_LANES_PER_CORE, SOFTWARE_MIN_ROW_LANES);
        assert_eq!(lanes(None, 4, two_cores), None, "no plate");
        assert_eq!(lanes(Some(500_000), 4, two_cores), Some(32), "a workgroup of 64 lanes per core");
        assert_eq!(lanes(Some(500_000), 1, two_cores), Some(128));
        assert_eq!(lanes(Some(500_000), 8, two_cores), None, "16 lanes a chain: the lanes layout is faster");
        assert_eq!(lanes(Some(500_000), 1_024, two_cores), None, "enough chains");
        assert_eq!(lanes(Some(10_000), 1, two_cores), Some(32), "256 rows a lane");
        assert_eq!(lanes(Some(300), 1, two_cores), None, "too few rows to share");
        let gpu = (HARDWARE_LANES, 2);
        assert_eq!(lanes(Some(500_000), 4, gpu), Some(256));
        assert_eq!(lanes(Some(500_000), 1_024, gpu), Some(16));
        assert_eq!(lanes(Some(500_000), 16_384, gpu), None);
    }
}
