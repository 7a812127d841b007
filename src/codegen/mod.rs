//! Code generation: IR programs to WGSL compute kernels.

mod layout;
mod packed;
mod partials;
mod wgsl;

pub use layout::KernelLayout;
pub use wgsl::write_function;

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
/// The batched evaluation template: bindings and entry point `eval_main`.
pub const EVAL_TEMPLATE: &str = include_str!("../../shaders/eval.wgsl");

/// Errors of the code generator.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum CodegenError {
    /// A construct the WGSL writer does not handle.
    #[error("cannot generate WGSL: {0}")]
    Unsupported(String),
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
    let (generated, layout) = write_function(p)?;
    Ok((format!("{MATH_PRELUDE}\n{EVAL_TEMPLATE}\n{generated}"), layout))
}
