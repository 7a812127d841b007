//! Choosing where a model runs: the GPU when an adapter exists, else the CPU reference.

use std::sync::Arc;

use crate::cpu::CpuModel;
use crate::gpu::{GpuContext, GpuError, GpuModel};
use crate::model::Model;
use crate::Error;

/// The environment variable that turns a missing adapter into an error even for
/// [`BackendRequest::Auto`] (set in CI so that GPU tests never silently skip).
pub const REQUIRE_GPU_ENV: &str = "WGMC_REQUIRE_GPU";

/// Which backend a caller asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BackendRequest {
    /// The GPU if an adapter exists, else the CPU with a warning on stderr.
    #[default]
    Auto,
    /// The GPU, or an error.
    Gpu,
    /// The f64 CPU reference.
    Cpu,
}

/// Whether `WGMC_REQUIRE_GPU` is set to a true value.
pub fn gpu_required() -> bool {
    std::env::var(REQUIRE_GPU_ENV).is_ok_and(|v| !v.is_empty() && v != "0")
}

/// A model ready to evaluate on one backend.
#[derive(Debug)]
pub enum Evaluator {
    /// The f64 CPU interpreter.
    Cpu(CpuModel),
    /// A WGSL kernel on a GPU adapter.
    Gpu(GpuModel),
}

impl Evaluator {
    /// Compiles `model` for the requested backend.
    pub fn new(model: &Model, request: BackendRequest) -> Result<Evaluator, Error> {
        let request = match request {
            BackendRequest::Auto if gpu_required() => BackendRequest::Gpu,
            other => other,
        };
        match request {
            BackendRequest::Cpu => Ok(Evaluator::Cpu(CpuModel::new(model))),
            BackendRequest::Gpu => Ok(Evaluator::Gpu(GpuModel::new(GpuContext::shared()?, model)?)),
            BackendRequest::Auto => match GpuContext::shared() {
                Ok(ctx) => Ok(Evaluator::Gpu(GpuModel::new(Arc::clone(&ctx), model)?)),
                Err(e @ (GpuError::NoAdapter(_) | GpuError::Device(_))) => {
                    eprintln!("wgmc: warning: {e}; falling back to the CPU backend (f64 reference)");
                    Ok(Evaluator::Cpu(CpuModel::new(model)))
                }
                Err(e) => Err(e.into()),
            },
        }
    }

    /// What runs the model, for reports.
    pub fn description(&self) -> String {
        match self {
            Evaluator::Cpu(_) => "CPU reference (f64)".to_string(),
            Evaluator::Gpu(g) => format!("GPU {} (f32)", g.context().adapter()),
        }
    }

    /// Whether this is the GPU backend.
    pub fn is_gpu(&self) -> bool {
        matches!(self, Evaluator::Gpu(_))
    }

    /// Log densities and gradients of many points, laid out one after another.
    pub fn batch_log_density_gradient(&self, points: &[f64], logp: &mut [f64], grads: &mut [f64]) -> Result<(), Error> {
        match self {
            Evaluator::Cpu(c) => Ok(c.batch_log_density_gradient(points, logp, grads)?),
            Evaluator::Gpu(g) => Ok(g.batch_log_density_gradient(points, logp, grads)?),
        }
    }
}
