//! Benchmark suites: models × backends × chain counts × algorithms, sampled end to end and measured.
//!
//! A suite is a JSON file ([`Suite::from_file`]): the models (name, Stan program, data, paths
//! relative to the suite file's directory) and the default chain counts, algorithms, backends,
//! warmup, draws and seed. [`Suite::cases`] expands it (with a [`Selection`] of overrides) into
//! [`Case`]s; [`run_suite`] runs each with the [`Sampler`](crate::Sampler) and returns one
//! [`BenchRow`] per case, a failed case (missing data, a driver's loop limit, a sampler
//! error, a panic) as a row with its error. [`BenchReport`] renders a Markdown table and
//! serializes to JSON.
//!
//! ```no_run
//! use wgmc::bench::{run_suite, BenchReport, Selection, Suite};
//! let suite = Suite::from_file("benches/suite.json")?;
//! let cases = suite.cases(&Selection { chains: Some(vec![64]), ..Selection::default() })?;
//! let rows = run_suite(&suite, &cases, |_case, _row| {});
//! let report = BenchReport::new(rows);
//! println!("{}", report.markdown());
//! # Ok::<(), wgmc::bench::BenchError>(())
//! ```

mod report;
mod run;
mod suite;

pub use report::{BenchReport, MARKDOWN_COLUMNS, TIMINGS_COLUMNS};
pub use run::{adapter_description, run_case, run_suite, BenchFigures, BenchRow, LoadedModel, SplitSeconds};
pub use suite::{BenchAlgorithm, BenchBackend, Case, ModelSpec, Selection, Suite};

use std::path::PathBuf;

/// Why a suite could not be read, or a case could not run.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BenchError {
    /// A file could not be read.
    #[error("cannot read '{}': {error}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The operating system's error.
        error: std::io::Error,
    },
    /// The suite file is not valid JSON of the expected shape.
    #[error("invalid suite file '{}': {error}", path.display())]
    SuiteJson {
        /// The suite file.
        path: PathBuf,
        /// The parser's message (with line and column).
        error: serde_json::Error,
    },
    /// The suite, or a selection of it, is inconsistent (empty lists, duplicate or unknown
    /// model names, zero chains).
    #[error("invalid benchmark suite: {0}")]
    InvalidSuite(String),
    /// A value of a command-line list that names no algorithm or backend.
    #[error("unknown {what} '{value}' (expected one of: {expected})")]
    UnknownName {
        /// "algorithm" or "backend".
        what: &'static str,
        /// The value given.
        value: String,
        /// The accepted names.
        expected: &'static str,
    },
    /// A model's data file does not exist (it is generated, not committed).
    #[error("data missing: '{}' does not exist{}", path.display(), hint.as_ref().map(|h| format!("; run `{h}` to generate it")).unwrap_or_default())]
    DataMissing {
        /// The data file.
        path: PathBuf,
        /// The command that generates it.
        hint: Option<String>,
    },
    /// The data file could not be parsed.
    #[error(transparent)]
    Data(#[from] crate::DataError),
    /// The Stan program could not be compiled.
    #[error(transparent)]
    Lang(#[from] crate::LangError),
    /// The run failed (no adapter, a driver's loop limit, a device error, ...).
    #[error(transparent)]
    Sample(#[from] crate::SampleError),
    /// Keeping the draws for the diagnostics would take too much memory.
    #[error("{draws} draws × {dim} parameters would take {gib:.1} GiB to keep for the diagnostics (limit {limit_gib:.1} GiB); use fewer chains or draws")]
    TooManyDraws {
        /// Draws in all (chains × draws per chain).
        draws: usize,
        /// Parameters per draw.
        dim: usize,
        /// Memory they would take.
        gib: f64,
        /// The limit.
        limit_gib: f64,
    },
    /// The report could not be serialized.
    #[error("cannot write the report as JSON: {0}")]
    Serialize(serde_json::Error),
    /// The case panicked (a bug, or a driver failure that wgpu reports by panicking).
    #[error("the case panicked: {0}")]
    Panic(String),
}
