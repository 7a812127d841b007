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

/// The request a run of `model` makes: [`BackendRequest::Auto`] becomes the CPU, with a
/// warning on stderr, for a model that runs in f64 only ([`Model::f64_only`]); an explicit
/// GPU request stays, and the GPU backend refuses the model with its reason.
pub(crate) fn for_model(model: &Model, request: BackendRequest) -> BackendRequest {
    match (request, model.f64_reason()) {
        (BackendRequest::Auto, Some(reason)) => {
            eprintln!("wgmc: warning: {reason}; running on the CPU backend (f64 reference)");
            BackendRequest::Cpu
        }
        _ => request,
    }
}

/// The GPU devices a run spreads its chains over (chain slices in order, each device its own
/// kernels). Draws do not depend on it: chain k's random streams are keyed by k.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Devices {
    /// One device: the adapter `WGMC_ADAPTER` names, else the best one.
    #[default]
    Default,
    /// Every hardware adapter of the machine (or the first software one where there is none).
    All,
    /// These adapters, each a device of its own; an adapter named twice gives two devices on
    /// it.
    List(Vec<DeviceName>),
}

/// One entry of [`Devices::List`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeviceName {
    /// An index into [`GpuContext::adapters`].
    Index(usize),
    /// A case-insensitive part of the adapter's name.
    Name(String),
}

impl std::str::FromStr for Devices {
    type Err = String;

    /// `default`, `all`, or a comma-separated list of adapter indices and names (`0,1`,
    /// `nvidia`, `0,0` for two devices on adapter 0).
    fn from_str(s: &str) -> Result<Devices, String> {
        match s.trim() {
            "" => Err("the device list is empty".into()),
            "default" => Ok(Devices::Default),
            "all" => Ok(Devices::All),
            list => list
                .split(',')
                .map(|d| match d.trim() {
                    "" => Err(format!("an empty entry in the device list {list:?}")),
                    d => Ok(d.parse().map_or_else(|_| DeviceName::Name(d.to_string()), DeviceName::Index)),
                })
                .collect::<Result<_, _>>()
                .map(Devices::List),
        }
    }
}

impl std::fmt::Display for Devices {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Devices::Default => write!(f, "default"),
            Devices::All => write!(f, "all"),
            Devices::List(list) => {
                let names: Vec<String> = list
                    .iter()
                    .map(|d| match d {
                        DeviceName::Index(i) => i.to_string(),
                        DeviceName::Name(n) => n.clone(),
                    })
                    .collect();
                write!(f, "{}", names.join(","))
            }
        }
    }
}

/// The GPU contexts of `devices` for a request, or an empty list for the CPU. A list of
/// devices needs the GPU: with [`BackendRequest::Cpu`], or no adapter, it is an error.
pub(crate) fn gpu_contexts(request: BackendRequest, devices: &Devices) -> Result<Vec<Arc<GpuContext>>, GpuError> {
    let contexts = match devices {
        Devices::Default => return Ok(gpu_context(request)?.into_iter().collect()),
        _ if request == BackendRequest::Cpu => {
            return Err(GpuError::NoAdapter(format!("devices {devices} were asked for with the CPU backend")))
        }
        Devices::All => {
            GpuContext::machine_adapters()?.into_iter().map(GpuContext::on_adapter).collect::<Result<Vec<_>, _>>()?
        }
        Devices::List(list) => list
            .iter()
            .map(|d| match d {
                DeviceName::Index(i) => GpuContext::on_adapter(*i),
                DeviceName::Name(n) => GpuContext::on_named_adapter(n),
            })
            .collect::<Result<Vec<_>, _>>()?,
    };
    Ok(contexts.into_iter().map(Arc::new).collect())
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
        match gpu_context(for_model(model, request))? {
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
