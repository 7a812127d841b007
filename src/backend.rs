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

/// The GPU context a request runs on, or `None` for the CPU: `Auto` becomes `Gpu` when
/// `WGMC_REQUIRE_GPU` is set, and otherwise falls back to the CPU with a warning on stderr
/// when no adapter or device is usable.
pub(crate) fn gpu_context(request: BackendRequest) -> Result<Option<Arc<GpuContext>>, GpuError> {
    let request = match request {
        BackendRequest::Auto if gpu_required() => BackendRequest::Gpu,
        other => other,
    };
    match request {
        BackendRequest::Cpu => Ok(None),
        BackendRequest::Gpu => GpuContext::shared().map(Some),
        BackendRequest::Auto => match GpuContext::shared() {
            Ok(ctx) => Ok(Some(ctx)),
            Err(e @ (GpuError::NoAdapter(_) | GpuError::RequestDevice(_))) => {
                let e = crate::error_chain(&e);
                eprintln!("wgmc: warning: {e}; falling back to the CPU backend (f64 reference)");
                Ok(None)
            }
            Err(e) => Err(e),
        },
    }
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
    /// Compiles `model` for the requested backend, after the densities' argument checks on
    /// data ([`check_data`](crate::check_data)): data that a density refuses is an error.
    pub fn new(model: &Model, request: BackendRequest) -> Result<Evaluator, Error> {
        crate::cpu::check_data(model)?;
        match gpu_context(request)? {
            Some(ctx) => Ok(Evaluator::Gpu(GpuModel::new(ctx, model)?)),
            None => Ok(Evaluator::Cpu(CpuModel::new(model))),
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
