//! Which kernels the engine would dispatch for a model, and the one function that builds a
//! kernel's WGSL module (`build_module`), as the engine builds it on a hardware GPU: the
//! storage memory policy, no driver quirk.
//!
//! HMC, ChEES and MAMS run one kernel: the algorithm is a uniform `mode` of the same module,
//! and only NUTS's tree depth (`levels`, the room of its trees in `work`) changes the module.
//! So each layout and metric has two kernels: `nuts` (10 levels, the default depth) and
//! `hmc/chees/mams` (0 levels).

use std::fmt;

use anyhow::{Context, Result};
use wgmc::{
    sampler_module_for, AdapterSummary, FactorForm, KernelOptions, KernelShape, Layout, MemoryPolicy, Model, Role,
    MAX_DENSE_DIM, MAX_LOW_RANK,
};

/// NUTS's default tree depth, the room the engine gives its trees.
pub const NUTS_LEVELS: usize = 10;
/// Chain counts at which the engine's automatic layout is asked.
pub const AUTO_CHAINS: [usize; 3] = [4, 1_024, 65_536];
/// The algorithms of one kernel with no NUTS tree.
const NO_TREE: &str = "hmc/chees/mams";

/// The metric a kernel is built for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metric {
    Diagonal,
    Dense,
    LowRank,
}

impl fmt::Display for Metric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Metric::Diagonal => "diag",
            Metric::Dense => "dense",
            Metric::LowRank => "low-rank",
        })
    }
}

/// One kernel to build: its shape, NUTS levels and metric, and where the engine uses it.
#[derive(Debug, Clone)]
pub struct KernelSpec {
    /// The layout as `RunInfo::layout_used` prints it (`lanes`, `rows:16`, `split:8x256`).
    pub layout: String,
    pub shape: KernelShape,
    pub levels: usize,
    pub metric: Metric,
    /// Chain counts of [`AUTO_CHAINS`] at which the automatic layout picks this kernel.
    pub auto_at: Vec<usize>,
}

impl KernelSpec {
    /// The algorithms that run this kernel.
    pub fn algorithm(&self) -> &'static str {
        if self.levels > 0 {
            "nuts"
        } else {
            NO_TREE
        }
    }

    /// The kernel's part: `sampler` for a whole chain, `partial` or `combine` in the split layout.
    pub fn kernel(&self) -> &'static str {
        match self.shape.role() {
            Role::Whole => "sampler",
            Role::Partial => "partial",
            Role::Combine => "combine",
        }
    }
}

/// A built module: its WGSL and the memory policy it uses.
pub struct Module {
    pub wgsl: String,
    /// Where a lane's per-coordinate arrays live (`MemoryPolicy`: `private` or `storage`).
    pub policy: String,
}

/// The WGSL module of `spec` for `model` under `policy`, as the engine builds it on a hardware
/// device (no driver quirk).
pub fn build_module(model: &Model, spec: &KernelSpec, policy: MemoryPolicy) -> Result<Module> {
    let factor = match spec.metric {
        Metric::Diagonal => None,
        Metric::Dense => Some(FactorForm::Dense),
        Metric::LowRank => Some(FactorForm::LowRank { rank: model.dim().min(MAX_LOW_RANK) }),
    };
    let options = KernelOptions { factor, policy, ..KernelOptions::hardware(spec.levels) };
    let built = sampler_module_for(model, spec.shape, options);
    let (wgsl, _) = built.with_context(|| format!("building the {} kernel", spec.layout))?;
    Ok(Module { wgsl, policy: policy.to_string() })
}

/// Every kernel the engine would dispatch for `model` on `adapter` (`quick`: only NUTS with the
/// diagonal metric, in the lanes layout and the automatic layout's picks).
pub fn kernel_specs(model: &Model, adapter: &AdapterSummary, quick: bool) -> Result<Vec<KernelSpec>> {
    let lanes = KernelShape::LANES.with_lane_workgroup(adapter.lane_workgroup())?;
    let levels_all: &[usize] = if quick { &[NUTS_LEVELS] } else { &[NUTS_LEVELS, 0] };
    let mut shapes = vec![("lanes".to_string(), lanes)];
    if !quick {
        let pinned = [Layout::Rows(None), Layout::Split { groups: None, lanes: None }];
        for layout in pinned {
            // A model without a data plate runs rows as lanes and has no split layout.
            if let Ok(shape) = layout.shape_for(model, AUTO_CHAINS[0], adapter) {
                push_shape(&mut shapes, shape);
            }
        }
    }
    let mut auto = Vec::new();
    for chains in AUTO_CHAINS {
        let shape = Layout::Auto.shape_for(model, chains, adapter)?;
        auto.push((chains, shape));
        push_shape(&mut shapes, shape);
    }
    let mut specs = Vec::new();
    for &levels in levels_all {
        for (layout, shape) in &shapes {
            let auto_at = auto.iter().filter(|(_, s)| s == shape).map(|(c, _)| *c).collect::<Vec<_>>();
            let roles: &[Role] = if shape.groups() > 1 { &[Role::Partial, Role::Combine] } else { &[Role::Whole] };
            for &role in roles {
                let shape = shape.with_role(role);
                specs.push(KernelSpec {
                    layout: layout.clone(),
                    shape,
                    levels,
                    metric: Metric::Diagonal,
                    auto_at: auto_at.clone(),
                });
            }
        }
        if !quick && model.dim() <= MAX_DENSE_DIM {
            for metric in [Metric::Dense, Metric::LowRank] {
                specs.push(KernelSpec { layout: "lanes".into(), shape: lanes, levels, metric, auto_at: Vec::new() });
            }
        }
    }
    Ok(specs)
}

/// Adds `shape` to `shapes` unless it is there.
fn push_shape(shapes: &mut Vec<(String, KernelShape)>, shape: KernelShape) {
    if !shapes.iter().any(|(_, s)| *s == shape) {
        shapes.push((shape.to_string(), shape));
    }
}
