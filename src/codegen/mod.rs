//! Code generation: IR programs to WGSL compute kernels.

mod layout;
mod packed;
mod partials;
mod plate;
mod rows;
mod wgsl;

pub use layout::KernelLayout;
pub use plate::plate_rows;
pub use wgsl::{write_function, write_function_with};

use crate::ir::Program;

/// The f32 math prelude, hand-written, ending with the portable [`UNIFORM_PLAIN`].
pub const MATH_PRELUDE: &str =
    concat!(include_str!("../../shaders/math.wgsl"), include_str!("../../shaders/uniform_plain.wgsl"));
/// The portable `wg_uniformK` functions: the identity.
pub const UNIFORM_PLAIN: &str = include_str!("../../shaders/uniform_plain.wgsl");
/// The `wg_uniformK` functions that rebuild a counter from the immediate table `wg_rows`.
pub const UNIFORM_TABLE: &str = include_str!("../../shaders/uniform_table.wgsl");
/// Bytes of the immediate block [`UNIFORM_TABLE`] reads.
pub const UNIFORM_TABLE_BYTES: u32 = 128;
/// The batched evaluation template: bindings and helpers; the entry point `eval_main` of the
/// kernel's layout follows it ([`EVAL_LANES`] or [`EVAL_ROWS`]).
pub const EVAL_TEMPLATE: &str = include_str!("../../shaders/eval.wgsl");
/// The evaluation entry point in the lanes layout.
pub const EVAL_LANES: &str = include_str!("../../shaders/eval_lanes.wgsl");
/// The evaluation entry point in the rows layout.
pub const EVAL_ROWS: &str = include_str!("../../shaders/eval_rows.wgsl");

/// Errors of the code generator.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum CodegenError {
    /// A construct the WGSL writer does not handle.
    #[error("cannot generate WGSL: {0}")]
    Unsupported(String),
}

/// Lanes of a workgroup in the lanes layout.
const LANES_WORKGROUP: u32 = 64;
/// Bytes of workgroup memory the rows layout's reductions use.
const REDUCE_BYTES: u32 = 8_192;
/// Most lanes per chain of the rows layout (a workgroup's lanes).
pub const MAX_ROW_LANES: u32 = 256;

/// How a kernel spreads chains (or points) and their data rows over the lanes of a
/// workgroup. The lanes layout runs one lane per chain; the rows layout gives each chain
/// `row_lanes` lanes, which share the rows of its data plates and add up their sums in
/// workgroup memory (`plate` explains why the sums do not depend on the layout).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KernelShape {
    row_lanes: u32,
}

impl KernelShape {
    /// One lane per chain, 64 chains per workgroup.
    pub const LANES: KernelShape = KernelShape { row_lanes: 1 };

    /// `row_lanes` lanes per chain: a power of two from 1 to [`MAX_ROW_LANES`].
    pub fn rows(row_lanes: u32) -> Result<KernelShape, CodegenError> {
        if !row_lanes.is_power_of_two() || row_lanes > MAX_ROW_LANES {
            return Err(CodegenError::Unsupported(format!(
                "{row_lanes} lanes per chain: the rows layout takes a power of two from 1 to {MAX_ROW_LANES}"
            )));
        }
        Ok(KernelShape { row_lanes })
    }

    /// Lanes per chain.
    pub fn row_lanes(self) -> u32 {
        self.row_lanes
    }

    /// Lanes of a workgroup.
    pub fn workgroup_size(self) -> u32 {
        LANES_WORKGROUP.max(self.row_lanes)
    }

    /// Chains (or points) per workgroup.
    pub fn chains_per_workgroup(self) -> u32 {
        self.workgroup_size() / self.row_lanes
    }

    /// Sum elements each lane reduces at a time in the rows layout.
    pub fn reduce_chunk(self) -> u32 {
        REDUCE_BYTES / 4 / self.workgroup_size()
    }
}

impl std::fmt::Display for KernelShape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.row_lanes {
            1 => write!(f, "lanes"),
            r => write!(f, "rows:{r}"),
        }
    }
}

/// `module` with the immediate table's `wg_uniformK` in place of the portable ones, or `None`
/// when it does not end its prelude with [`UNIFORM_PLAIN`]. The result needs a device that
/// takes [`UNIFORM_TABLE_BYTES`] of immediates holding 0…31.
pub fn with_uniform_table(module: &str) -> Option<String> {
    module.contains(UNIFORM_PLAIN).then(|| module.replacen(UNIFORM_PLAIN, UNIFORM_TABLE, 1))
}

/// The complete evaluation module of a scalar-form or gradient program: prelude, template and
/// generated function.
pub fn eval_module(p: &Program) -> Result<(String, KernelLayout), CodegenError> {
    eval_module_with(p, KernelShape::LANES)
}

/// [`eval_module`] in the kernel shape `shape`.
pub fn eval_module_with(p: &Program, shape: KernelShape) -> Result<(String, KernelLayout), CodegenError> {
    let (generated, layout) = write_function_with(p, shape)?;
    let entry = if shape.row_lanes() == 1 { EVAL_LANES } else { EVAL_ROWS };
    Ok((format!("{MATH_PRELUDE}\n{EVAL_TEMPLATE}\n{entry}\n{generated}"), layout))
}
