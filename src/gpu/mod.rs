//! The GPU backend: a shared wgpu context and models compiled to WGSL kernels.

mod compute;
mod context;
mod eval;

pub(crate) use compute::read_words_with;
pub(crate) use context::Pipeline;
pub use context::{AdapterSummary, GpuContext, ADAPTER_ENV};
pub use eval::GpuModel;

/// Errors of the GPU backend.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum GpuError {
    /// No usable adapter.
    #[error("no GPU adapter: {0}")]
    NoAdapter(String),
    /// The device could not be created or stopped working.
    #[error("GPU device error: {0}")]
    Device(String),
    /// The generated shader was rejected (a bug: please report it with the model).
    #[error("the GPU rejected the generated shader: {0}")]
    Shader(String),
    /// The code generator does not support the program.
    #[error("{0}")]
    Codegen(String),
    /// The model's data or state exceed the device's limits.
    #[error("too large for the GPU: {0}")]
    TooLarge(String),
    /// The driver stopped the kernel's loops early (Mesa 22's llvmpipe allows 65 535 loop
    /// iterations per invocation): the results would be wrong, so none are returned.
    #[error("the adapter {0} stopped the kernel's loops early: it allows too few loop iterations per chain for this model (Mesa 22's llvmpipe allows 65 535; Mesa 25's has no limit); use a newer Mesa, a real GPU or the CPU backend")]
    LoopLimit(String),
    /// Buffers of the wrong length.
    #[error("{0}")]
    Shape(String),
}
