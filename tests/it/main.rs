//! The integration tests, one test binary with a module per area (one link of the crate
//! instead of one per file). Run one area, or one test, with a filter:
//! `cargo test --release --test it gpu_agreement::` or
//! `cargo test --release --test it cli::arviz_and_cmdstanpy_read_the_files`.
//!
//! The tests share this process, on parallel threads: its GPU context, environment and current
//! directory. None changes them; a test that needs a process of its own (one that hides the
//! adapter, or bounds the process's memory) re-runs this binary for itself alone
//! (`common::own_process`).

#[macro_use]
mod common;

#[cfg(feature = "bench")]
mod bench_suite;
mod both_backends;
mod bounded_tp;
mod categorical;
mod cholesky_corr;
#[cfg(feature = "cli")]
mod cli;
#[cfg(feature = "cli")]
mod cli_output;
#[cfg(feature = "cli")]
mod cli_robust;
mod constraints;
mod corr_tp;
mod data_loading;
mod dense_metric;
mod diagnostics;
mod dirichlet;
mod distributions;
mod docs_links;
mod functions;
mod gpu_agreement;
mod gpu_batches;
mod gpu_big_data;
mod gq_pointwise;
mod gradients;
mod inits;
mod mams_refresh;
mod masks;
#[cfg(all(feature = "mpi", feature = "cli"))]
mod mpi;
mod multi_normal;
mod no_adapter;
mod posteriordb;
mod posteriordb_language;
mod posteriordb_ode;
mod rng;
mod robustness;
mod runtime_errors;
mod sampler_memory;
mod sampler_posteriors;
mod samplers;
mod scale_out;
mod simplex;
mod simplex_arrays;
mod simplex_tp;
mod snapshots;
mod stan_arrays;
mod stan_assignment;
mod stan_branches;
mod stan_conformance;
mod stan_containers;
mod stan_errors;
mod stan_functions;
mod stan_host_functions;
mod stan_library;
mod stan_models;
mod stan_ode;
mod stan_parse;
mod stan_print;
mod stan_rules;
mod stan_sequences;
mod uniform_table;
mod validation;
mod wgsl_codegen;
mod wgsl_prelude;
#[cfg(feature = "zarr")]
mod zarr_output;
