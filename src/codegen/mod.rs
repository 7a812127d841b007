//! Code generation: IR programs to WGSL compute kernels.

mod interleave;
mod layout;
mod packed;
mod partials;
mod plate;
mod quirks;
mod rows;
mod unroll;
mod wgsl;

pub use interleave::{
    lane_block_for, lane_word, lane_word_in, padded_lanes, with_lane_block, MemoryPolicy, LANE_BLOCK,
};
pub use layout::KernelLayout;
pub use plate::{blocking, plate_rows, plate_sums};
pub use quirks::Quirks;
pub use wgsl::{write_function, write_function_for, write_function_with};

use crate::ir::Program;

/// The files of the f32 math prelude, in order, as one string literal (with `extra` appended).
macro_rules! math_files {
    ($($extra:expr),*) => {
        concat!(
            include_str!("../../shaders/math/00_constants.wgsl"),
            include_str!("../../shaders/math/01_bits.wgsl"),
            include_str!("../../shaders/math/02_checks.wgsl"),
            include_str!("../../shaders/math/03_exp.wgsl"),
            include_str!("../../shaders/math/04_log.wgsl"),
            include_str!("../../shaders/math/05_pow.wgsl"),
            include_str!("../../shaders/math/06_helpers.wgsl"),
            include_str!("../../shaders/math/07_gamma.wgsl"),
            include_str!("../../shaders/math/08_logistic.wgsl"),
            include_str!("../../shaders/math/09_normal.wgsl"),
            include_str!("../../shaders/math/10_normal_derivs.wgsl"),
            include_str!("../../shaders/math/11_elementary.wgsl"),
            $($extra),*
        )
    };
}

/// The f32 math functions (`shaders/math/`), hand-written: `wg_*` for generated code.
pub const MATH_WGSL: &str = math_files!();
/// The f32 math prelude of every kernel: [`MATH_WGSL`] and the portable [`UNIFORM_PLAIN`].
pub const MATH_PRELUDE: &str = math_files!(include_str!("../../shaders/uniform_plain.wgsl"));
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

/// How a kernel spreads chains (or points) and their data rows over lanes. The lanes layout
/// runs one lane per chain; the rows layout gives each chain `row_lanes` lanes of one
/// workgroup, which share the rows of its data plate and add up their sums in workgroup
/// memory; the split layout gives each chain `groups` workgroups of `row_lanes` lanes (with one
/// lane, chains share a workgroup and each of its data loads), and runs as two kernels per
/// leapfrog step (see [`Role`]). `plate` explains why the sums, and so
/// the results, do not depend on the layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KernelShape {
    row_lanes: u32,
    groups: u32,
    role: Role,
    /// Lanes of a workgroup whose every lane is a chain of its own (the lanes layout, and the
    /// split layout's kernels with one lane per chain): 64 by default, a software adapter's
    /// SIMD width there (llvmpipe runs a workgroup on one thread, so 64 chains in one
    /// workgroup would leave the other cores idle).
    lane_workgroup: u32,
}

/// Which part of a chain's gradient a kernel computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// All of it, in one workgroup.
    Whole,
    /// The split layout's first kernel: one workgroup of `groups` adds up its share of the
    /// data plate's rows and writes its sums to the `partials` buffer, then stops.
    Partial,
    /// The split layout's second kernel, one lane per chain: the whole gradient, with the data
    /// plate's sums read from `partials` (added up in a fixed order) instead of the rows.
    Combine,
}

impl KernelShape {
    /// One lane per chain, 64 chains per workgroup.
    pub const LANES: KernelShape =
        KernelShape { row_lanes: 1, groups: 1, role: Role::Whole, lane_workgroup: LANES_WORKGROUP };

    /// `row_lanes` lanes per chain: a power of two from 1 to [`MAX_ROW_LANES`].
    pub fn rows(row_lanes: u32) -> Result<KernelShape, CodegenError> {
        if !row_lanes.is_power_of_two() || row_lanes > MAX_ROW_LANES {
            return Err(CodegenError::Unsupported(format!(
                "{row_lanes} lanes per chain: the rows layout takes a power of two from 1 to {MAX_ROW_LANES}"
            )));
        }
        Ok(KernelShape { row_lanes, ..KernelShape::LANES })
    }

    /// `groups` workgroups of `row_lanes` lanes per chain (the split layout): both powers of
    /// two, `groups` at least 2 and at most [`MAX_SPLIT_GROUPS`], `row_lanes` at most
    /// [`MAX_ROW_LANES`].
    pub fn split(groups: u32, row_lanes: u32) -> Result<KernelShape, CodegenError> {
        let rows = KernelShape::rows(row_lanes)?;
        if !groups.is_power_of_two() || !(2..=MAX_SPLIT_GROUPS).contains(&groups) {
            return Err(CodegenError::Unsupported(format!(
                "{groups} workgroups per chain: the split layout takes a power of two from 2 to {MAX_SPLIT_GROUPS}"
            )));
        }
        Ok(KernelShape { groups, ..rows })
    }

    /// Lanes per chain within a workgroup (1 in the split layout's combining kernel).
    pub fn row_lanes(self) -> u32 {
        self.row_lanes
    }

    /// Workgroups per chain: 1 but in the split layout.
    pub fn groups(self) -> u32 {
        self.groups
    }

    /// Which part of the gradient the kernel computes.
    pub fn role(self) -> Role {
        self.role
    }

    /// The split layout's kernel of role `role` (`self` for [`Role::Whole`]).
    pub fn with_role(self, role: Role) -> KernelShape {
        match role {
            Role::Whole | Role::Partial => KernelShape { role, ..self },
            Role::Combine => KernelShape { row_lanes: 1, role, ..self },
        }
    }

    /// `self` with `lanes` lanes in a workgroup of one-lane chains (a power of two up to
    /// [`MAX_ROW_LANES`]; see the field's doc). It changes no result, only which lanes run
    /// together.
    pub fn with_lane_workgroup(self, lanes: u32) -> Result<KernelShape, CodegenError> {
        if !lanes.is_power_of_two() || lanes > MAX_ROW_LANES {
            return Err(CodegenError::Unsupported(format!(
                "{lanes} lanes a workgroup: a power of two from 1 to {MAX_ROW_LANES}"
            )));
        }
        Ok(KernelShape { lane_workgroup: lanes, ..self })
    }

    /// Lanes of a workgroup.
    pub fn workgroup_size(self) -> u32 {
        match self.role {
            _ if self.row_lanes == 1 => self.lane_workgroup,
            Role::Partial => self.row_lanes,
            _ => LANES_WORKGROUP.max(self.row_lanes),
        }
    }

    /// Chains (or points) per workgroup.
    pub fn chains_per_workgroup(self) -> u32 {
        self.workgroup_size() / self.row_lanes
    }

    /// Lanes that share a chain's data plate: `row_lanes` in each of `groups` workgroups.
    pub fn plate_lanes(self) -> u32 {
        match self.role {
            Role::Combine => 1,
            _ => self.row_lanes * self.groups,
        }
    }

    /// Sum elements each lane reduces at a time in the rows layout.
    pub fn reduce_chunk(self) -> u32 {
        REDUCE_BYTES / 4 / self.workgroup_size()
    }
}

/// Most workgroups per chain of the split layout.
pub const MAX_SPLIT_GROUPS: u32 = 64;

impl std::fmt::Display for KernelShape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.row_lanes, self.groups) {
            (1, 1) => write!(f, "lanes"),
            (r, 1) => write!(f, "rows:{r}"),
            (r, g) => write!(f, "split:{g}x{r}"),
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
    if shape.groups() > 1 || shape.role() != Role::Whole {
        return Err(CodegenError::Unsupported(format!(
            "{shape}: the split layout runs in the sampler only; evaluate in rows:{} (the same sums)",
            shape.row_lanes()
        )));
    }
    let (generated, layout) = write_function_with(p, shape)?;
    let entry = if shape.row_lanes() == 1 { EVAL_LANES } else { EVAL_ROWS };
    Ok((format!("{MATH_PRELUDE}\n{EVAL_TEMPLATE}\n{entry}\n{generated}"), layout))
}
