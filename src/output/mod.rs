//! Output, above the sampler: CmdStan-compatible CSV draws and summaries, the draw sinks that
//! write them, and (with the `zarr` feature) ArviZ-layout Zarr v3 stores and their readers.

mod arviz_names;
mod csv;
mod csv_names;
mod csv_read;
mod csv_summary;
mod draw_values;
mod lock;
#[cfg(feature = "zarr")]
mod zarr;
#[cfg(feature = "zarr")]
mod zarr_layout;
#[cfg(feature = "zarr")]
mod zarr_read;

pub use arviz_names::{
    stan_variables, variables as arviz_variables, Kind as StatKind, Variable as ArvizVariable, STATS as ARVIZ_STATS,
};
pub use csv::{chain_path, CsvError, CsvHeader, CsvWriter};
pub use csv_names::{cmdstan_name, stan_name};
pub use csv_read::{read_run, NamedSummary, RunDraws};
pub use csv_summary::{
    divergence_warnings, draw_warnings, summary_table, write_summary_csv, ESS_WARN_CHAINS, ESS_WARN_PER_CHAIN,
    RHAT_WARN, SUMMARY_COLUMNS,
};
pub use draw_values::DrawValues;
pub use lock::{LockError, OutputLock, LOCK_NAME};
#[cfg(feature = "zarr")]
pub use zarr::{ZarrError, ZarrWriter};
#[cfg(feature = "zarr")]
pub use zarr_read::{is_zarr_store, read_zarr_run};
