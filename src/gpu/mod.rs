//! The GPU backend: a shared wgpu context and models compiled to WGSL kernels.

mod compute;
mod context;
mod eval;
mod limits;

use std::sync::Arc;

use crate::codegen::CodegenError;

pub(crate) use compute::read_words_with;
pub(crate) use context::Pipeline;
pub use context::{AdapterSummary, GpuContext, ADAPTER_ENV};
pub use eval::GpuModel;
pub(crate) use limits::check_bindings;

/// Errors of the GPU backend. Where wgpu reports why, its error is the source (shared, so
/// that the process-wide context's error can be handed to every caller).
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum GpuError {
    /// No usable adapter.
    #[error("no GPU adapter: {0}")]
    NoAdapter(String),
    /// The adapter gave no device.
    #[error("GPU device error: the adapter gave no device")]
    RequestDevice(#[source] wgpu::RequestDeviceError),
    /// The device takes no immediate data ([`GpuContext::set_uniform_table`]).
    #[error("GPU device error: this device takes no immediate data")]
    NoImmediates,
    /// Waiting for the device to finish failed.
    #[error("GPU device error: waiting for the device failed")]
    Poll(#[source] Arc<wgpu::PollError>),
    /// A readback buffer could not be mapped.
    #[error("GPU device error: a readback buffer could not be mapped")]
    Map(#[from] MapFailure),
    /// The generated shader was rejected (a bug: please report it with the model).
    #[error("the GPU rejected the generated shader")]
    Shader(#[source] Arc<wgpu::Error>),
    /// The code generator does not support the program.
    #[error(transparent)]
    Codegen(#[from] CodegenError),
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
    /// The model runs on the f64 CPU backend only ([`Model::f64_only`](crate::Model::f64_only)).
    #[error("this model runs on the CPU backend (f64) only: {0}")]
    NeedsF64(String),
}

impl GpuError {
    /// `Err(NeedsF64)` for a model that runs on the f64 CPU backend only: the check every GPU
    /// entry point makes before compiling a kernel.
    pub(crate) fn refuse_f64_only(model: &crate::Model) -> Result<(), GpuError> {
        model.f64_reason().map_or(Ok(()), |reason| Err(GpuError::NeedsF64(reason.to_string())))
    }
}

/// Why a readback buffer could not be mapped.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum MapFailure {
    /// The mapping request failed.
    #[error(transparent)]
    Async(#[from] wgpu::BufferAsyncError),
    /// The mapping request was dropped before it answered.
    #[error(transparent)]
    Dropped(#[from] std::sync::mpsc::RecvError),
    /// The mapped range could not be viewed.
    #[error(transparent)]
    Range(#[from] wgpu::MapRangeError),
}
