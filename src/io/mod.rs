//! Input and output: Stan JSON data, CmdStan-compatible CSV draws and summaries.

mod csv;
mod csv_names;
mod csv_read;
mod csv_summary;
mod data;
mod data_json;

pub use csv::{chain_path, CsvError, CsvHeader, CsvWriter};
pub use csv_names::{cmdstan_name, stan_name};
pub use csv_read::{read_run, NamedSummary, RunDraws};
pub use csv_summary::{
    draw_warnings, summary_table, write_summary_csv, ESS_WARN_CHAINS, ESS_WARN_PER_CHAIN, RHAT_WARN, SUMMARY_COLUMNS,
};
pub use data::{DataError, DataSet, DataValue};
