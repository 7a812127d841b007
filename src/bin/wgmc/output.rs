//! Where `wgmc sample` writes its draws (CmdStan CSV files in a directory, or a Zarr v3 store),
//! and reading a run back for its summary.
//!
//! The CSV summary goes to `DIR/summary/summary.csv`, out of the way of readers that take every
//! `*.csv` file of the directory as a chain (CmdStanPy's `from_csv`). A Zarr store gets no
//! summary file: it is printed.

use std::ops::Range;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use clap::ValueEnum;
use wgmc::{read_run, CsvHeader, CsvWriter, DrawBlock, DrawSink, RunDraws, RunInfo, SinkError, StanModel};
#[cfg(feature = "zarr")]
use wgmc::{read_zarr_run, ZarrWriter};

/// The output format of `wgmc sample`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum Format {
    /// CmdStan CSV: `chain_<k>.csv` per chain in the output directory.
    Csv,
    /// A Zarr v3 store in ArviZ's layout (groups `posterior` and `sample_stats`).
    Zarr,
}

/// The format and path of the output: `--format` if given, else zarr for an `--output` ending
/// in `.zarr`; the path `output` (CSV) or `output.zarr` (Zarr) if none is given.
pub fn resolve(format: Option<Format>, output: Option<&Path>) -> (Format, PathBuf) {
    let is_zarr = |p: &Path| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("zarr"));
    let format = format.unwrap_or(match output {
        Some(p) if is_zarr(p) => Format::Zarr,
        _ => Format::Csv,
    });
    let default = if format == Format::Zarr { "output.zarr" } else { "output" };
    (format, output.map_or_else(|| PathBuf::from(default), Path::to_path_buf))
}

/// The summary file of a CSV run directory.
pub fn summary_csv_path(dir: &Path) -> PathBuf {
    dir.join("summary").join("summary.csv")
}

/// The writer of either format (boxed: both writers are large).
pub enum Writer<'m> {
    Csv(Box<CsvWriter<'m>>),
    #[cfg(feature = "zarr")]
    Zarr(Box<ZarrWriter<'m>>),
    /// Another rank of the job writes the output.
    Elsewhere,
}

impl<'m> Writer<'m> {
    /// Prepares the output at `path` (nothing is written before the first block of draws). A
    /// rank of a job over several processes (`mine`: its chains) writes its chains' CSV files;
    /// a Zarr store is written by rank 0 alone (every rank holds every draw).
    pub fn create(
        format: Format,
        path: &Path,
        stan: &'m StanModel,
        header: &CsvHeader,
        mine: Option<Range<usize>>,
    ) -> Result<Writer<'m>> {
        let context = || format!("cannot write the output in '{}'", path.display());
        match format {
            Format::Csv => {
                let writer = CsvWriter::for_stan(path, stan, header).with_context(context)?;
                Ok(Writer::Csv(Box::new(match mine {
                    Some(chains) => writer.only_chains(chains),
                    None => writer,
                })))
            }
            #[cfg(feature = "zarr")]
            Format::Zarr if mine.as_ref().is_some_and(|m| m.start > 0 || m.is_empty()) => Ok(Writer::Elsewhere),
            #[cfg(feature = "zarr")]
            Format::Zarr => Ok(Writer::Zarr(Box::new(ZarrWriter::for_stan(path, stan, header).with_context(context)?))),
            #[cfg(not(feature = "zarr"))]
            Format::Zarr => bail!("this wgmc was built without Zarr output (the `zarr` feature)"),
        }
    }

    /// Writes warmup's draws too (`save_warmup`): CSV output only.
    pub fn with_warmup(self, save_warmup: bool) -> Result<Self> {
        match self {
            w if !save_warmup => Ok(w),
            Writer::Csv(w) => Ok(Writer::Csv(Box::new((*w).with_warmup()))),
            Writer::Elsewhere => Ok(Writer::Elsewhere),
            #[cfg(feature = "zarr")]
            Writer::Zarr(_) => bail!("--save-warmup writes warmup draws to CSV output, not to a Zarr store"),
        }
    }

    /// Records the run's timings (and creates the output of a run without draws).
    pub fn finish(&mut self, info: &RunInfo) -> Result<()> {
        match self {
            Writer::Csv(w) => w.finish(info)?,
            #[cfg(feature = "zarr")]
            Writer::Zarr(w) => w.finish(info)?,
            Writer::Elsewhere => {}
        }
        Ok(())
    }

    /// Files of an earlier run that this one removed (chain files beyond its chain count).
    pub fn removed_files(&self) -> &[PathBuf] {
        match self {
            Writer::Csv(w) => w.removed_files(),
            #[cfg(feature = "zarr")]
            Writer::Zarr(_) => &[],
            Writer::Elsewhere => &[],
        }
    }
}

impl DrawSink for Writer<'_> {
    fn warmup_done(&mut self, info: &RunInfo) -> Result<(), SinkError> {
        match self {
            Writer::Csv(w) => w.warmup_done(info),
            #[cfg(feature = "zarr")]
            Writer::Zarr(w) => w.warmup_done(info),
            Writer::Elsewhere => Ok(()),
        }
    }

    fn warmup_block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        match self {
            Writer::Csv(w) => w.warmup_block(block),
            _ => Ok(()),
        }
    }

    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        match self {
            Writer::Csv(w) => w.block(block),
            #[cfg(feature = "zarr")]
            Writer::Zarr(w) => w.block(block),
            Writer::Elsewhere => Ok(()),
        }
    }
}

/// The draws of the run at `path` (a Zarr store or a directory of chain files); a run without
/// draws is an error, not a table of NaN.
pub fn read_draws(path: &Path) -> Result<RunDraws> {
    let zarr = path.join("zarr.json").is_file();
    #[cfg(feature = "zarr")]
    let run = if zarr { read_zarr_run(path)? } else { read_run(path)? };
    #[cfg(not(feature = "zarr"))]
    let run = match zarr {
        true => bail!("'{}' is a Zarr store: this wgmc was built without the `zarr` feature", path.display()),
        false => read_run(path)?,
    };
    if run.draws == 0 {
        let (what, verb) = if zarr { ("the Zarr store", "holds") } else { ("the chain files in", "hold") };
        bail!(
            "{what} '{}' {verb} no draws ({} chains, 0 draws each): there is nothing to summarize",
            path.display(),
            run.chains
        );
    }
    Ok(run)
}
