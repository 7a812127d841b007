//! wgmc: GPU-accelerated MCMC sampling with an f64 CPU reference path.
//!
//! Every model is one typed IR program ([`ir::Program`]); it is lowered to scalar loops,
//! differentiated by an IR→IR reverse-mode pass, and run by the f64 CPU interpreter
//! ([`CpuModel`]) — the reference every GPU result is tested against.
//!
//! ```
//! use wgmc::{Constraint, CpuModel, DataSet, Dist, ModelBuilder, Type};
//!
//! let data = DataSet::from_json_str(r#"{"N": 4, "y": [1.2, 0.4, -0.3, 2.1]}"#)?;
//! let mut b = ModelBuilder::new(&data);
//! let n = b.data_int("N")? as usize;
//! let y = b.data("y", Type::vector(n))?;
//! let mu = b.param("mu", Type::REAL);
//! let sigma = b.param_constrained("sigma", Type::REAL, Constraint::Lower(0.0.into()));
//! b.sample(Dist::Normal, vec![mu.into(), 0.0.into(), 5.0.into()]);
//! b.sample(Dist::Normal, vec![y.into(), mu.into(), sigma.into()]);
//! let model = b.build()?;
//!
//! let cpu = CpuModel::new(&model);
//! let mut grad = vec![0.0; model.dim()];
//! let logp = cpu.log_density_gradient(&[0.5, 0.0], &mut grad)?;
//! assert!(logp.is_finite() && grad.iter().all(|g| g.is_finite()));
//! # Ok::<(), wgmc::Error>(())
//! ```
//!
//! Cargo features, all but `mpi` on by default: `zarr` (Zarr v3 draws), `cli` (the `wgmc`
//! binary: clap, indicatif, ctrlc, anyhow; it brings `bench`), `bench` (`wgmc::bench`, serde's
//! derive) and `mpi` (runs over MPI ranks). A library user depends with
//! `default-features = false` (and `features = ["zarr"]` for Zarr output).

mod backend;
#[cfg(feature = "bench")]
pub mod bench;
mod codegen;
mod cpu;
mod data;
pub mod diagnostics;
mod error;
mod gpu;
pub mod ir;
mod lang;
mod math;
mod model;
#[cfg(feature = "mpi")]
mod mpi;
mod output;
mod parallel;
mod rng;
mod sampler;
mod text;

pub use backend::{gpu_required, BackendRequest, DeviceName, Devices, Evaluator, REQUIRE_GPU_ENV};
pub use codegen::{
    eval_module, eval_module_with, lane_word, padded_lanes, plate_rows, plate_sums, with_uniform_table, write_function,
    write_function_for, write_function_with, CodegenError, KernelLayout, KernelShape, MemoryPolicy, Quirks, Role,
    EVAL_LANES, EVAL_ROWS, EVAL_TEMPLATE, LANE_BLOCK, MATH_PRELUDE, MATH_WGSL, MAX_ROW_LANES, MAX_SPLIT_GROUPS,
    UNIFORM_PLAIN, UNIFORM_TABLE,
};
pub use cpu::{check_data, failed_check, CpuModel, EvalError};
pub use data::{DataError, DataSet, DataValue, MAX_DATA_BYTES};
pub use error::{error_chain, Error};
pub use gpu::{AdapterSummary, GpuContext, GpuError, GpuModel, MapFailure, ADAPTER_ENV};
pub use ir::{Constraint, Dist, Expr, Func, Type};
pub use lang::{check_stan, compile_stan, DrawKey, ErrorKind, GeneratedScope, LangError, StanModel};
pub use model::{lpdf, model_from_interchange, BindError, BoundData, Model, ModelBuilder, ModelError};
pub use output::{
    arviz_variables, chain_path, cmdstan_name, draw_warnings, read_run, stan_name, stan_variables, summary_table,
    write_summary_csv, ArvizVariable, CsvError, CsvHeader, CsvWriter, DrawValues, LockError, NamedSummary, OutputLock,
    RunDraws, StatKind, ARVIZ_STATS, ESS_WARN_CHAINS, ESS_WARN_PER_CHAIN, LOCK_NAME, RHAT_WARN, SUMMARY_COLUMNS,
};
#[cfg(feature = "zarr")]
pub use output::{is_zarr_store, read_zarr_run, ZarrError, ZarrWriter};
pub use rng::{normal_pair_f32, normal_pair_f64, philox4x32_10, purpose, uniform_f32, uniform_f64, Philox, RNG_WGSL};
pub use sampler::{
    rank_chains, sampler_module, sampler_module_dense, sampler_module_for, sampler_module_low_rank,
    sampler_module_with, AcceptMean, AdaptOptions, Algorithm, DrawBlock, DrawSink, Exchange, FactorForm, KernelOptions,
    Layout, Metric, MetricAdaptation, MetricEstimate, Progress, ProgressPhase, RunInfo, SampleError, Sampler,
    SamplerConfig, SinkError, Stat, Timings, Trace, MAX_DENSE_DIM, MAX_LOW_RANK, SAMPLER_TEMPLATE,
};

pub use output::divergence_warnings;
pub use sampler::{initial_points, InitError};

#[doc(hidden)]
pub use sampler::reference;

/// The MPI bindings the `mpi` feature builds on (for a communicator to hand to
/// [`MpiExchange::new`]).
#[cfg(feature = "mpi")]
pub use ::mpi as mpi_bindings;
#[cfg(feature = "mpi")]
pub use mpi::MpiExchange;

/// The README's Rust example, compiled and run as a doctest.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The Rust examples of the book's library page (`docs/rust.md`), compiled and run as doctests.
#[doc = include_str!("../docs/rust.md")]
#[cfg(doctest)]
pub struct RustPageDoctests;
