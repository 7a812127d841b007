//! The `wgmc` command line: `wgmc sample MODEL.stan --data DATA.json`, `wgmc summary DIR` and `wgmc bench`.
//!
//! `sample` writes CmdStan-compatible `chain_<k>.csv` files block by block into the output
//! directory, then `summary/summary.csv`, and prints the summary table; with `--format zarr`
//! (or an `--output` ending in `.zarr`) it writes a Zarr v3 store in ArviZ's layout instead.
//! A run replaces an earlier one at the same path, and holds a lock on it for its whole life: a
//! second run into the same output is refused at once, naming the holder (see `docs/robustness.md`).
//! Ctrl-C (SIGINT), SIGTERM or SIGHUP, once or more, stops the run after the block in hand (or
//! the warmup iteration in hand): every block finished before it stays in the output (`wgmc
//! summary PATH` summarizes them), one line says how many draws were kept, and the exit status
//! is 130. No handler quits the process itself, so no file is left torn.
//!
//! `bench` runs a benchmark suite (`benches/suite.json`: models × backends × chain counts ×
//! algorithms), prints a Markdown table headed by the GPU adapter, and writes JSON on request.
//!
//! Built with the cargo feature `cli` (a default one, which brings `bench`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

mod adapt_args;
mod init_args;
mod input;
mod job;
mod output;
mod progress;

use adapt_args::AdaptArgs;
use anyhow::{Context, Result};
use clap::{Parser, Subcommand, ValueEnum};
use job::Job;
use output::{read_draws, resolve, summary_csv_path, Format, Writer};
use progress::ProgressLine;
use wgmc::bench::{adapter_description, run_suite, BenchAlgorithm, BenchBackend, BenchReport, Selection, Suite};
use wgmc::{
    compile_stan, draw_warnings, rank_chains, summary_table, write_summary_csv, Algorithm, BackendRequest, CsvHeader,
    DataSet, Devices, Layout, MemoryPolicy, Metric, MetricEstimate, NamedSummary, OutputLock, RunDraws, RunInfo,
    SampleError, Sampler, SamplerConfig, StanModel,
};

#[derive(Parser)]
#[command(name = "wgmc", version, about = "GPU MCMC for Stan models, with CmdStan-compatible output")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Sample a Stan model; write chain_<k>.csv and summary/summary.csv (or a Zarr store); print
    /// the summary.
    #[command(allow_negative_numbers = true)]
    Sample(SampleArgs),
    /// Print the summary of a finished (or interrupted) run from its chain CSV files or its
    /// Zarr store.
    Summary {
        /// The run's output directory or Zarr store.
        dir: PathBuf,
    },
    /// Run a benchmark suite (models × backends × chain counts × algorithms); print a Markdown
    /// table of times, gradient evaluations/s, ESS/s, R-hat and divergences.
    #[command(allow_negative_numbers = true)]
    Bench(BenchArgs),
}

#[derive(clap::Args)]
struct BenchArgs {
    /// The suite file (model paths in it are relative to its directory).
    #[arg(long, default_value = "benches/suite.json")]
    suite: PathBuf,
    /// Only these models, by name (comma-separated).
    #[arg(long, value_delimiter = ',')]
    models: Option<Vec<String>>,
    /// Backends, comma-separated: gpu, cpu.
    #[arg(long, value_delimiter = ',')]
    backends: Option<Vec<BenchBackend>>,
    /// Chain counts, comma-separated (for every model).
    #[arg(long, value_delimiter = ',', value_parser = parse_chains)]
    chains: Option<Vec<u32>>,
    /// Algorithms, comma-separated: nuts, chees, hmc, mams.
    #[arg(long, value_delimiter = ',')]
    algorithms: Option<Vec<BenchAlgorithm>>,
    /// Warmup iterations per chain (for every model).
    #[arg(long, value_parser = parse_iterations)]
    warmup: Option<usize>,
    /// Draws kept per chain (for every model).
    #[arg(long, value_parser = parse_draws)]
    draws: Option<usize>,
    /// Random seed of every run.
    #[arg(long, value_parser = parse_seed)]
    seed: Option<u64>,
    /// GPU kernel layouts, comma-separated: auto, lanes, rows, rows:N, split, split:G, split:GxN.
    #[arg(long, value_delimiter = ',', value_parser = parse_layout)]
    layouts: Option<Vec<Layout>>,
    /// The inverse metric of every run: diag, dense or low-rank (the last two in the lanes layout).
    #[arg(long, value_enum, default_value_t = MetricArg::Diag)]
    metric: MetricArg,
    /// MAMS runs: a partial (Langevin) velocity refresh between steps, decorrelating the
    /// velocity over F times the trajectory length (default: none).
    #[arg(long, value_name = "F")]
    mams_partial_refresh: Option<f64>,
    /// MAMS runs: the trajectory length as a fraction of the chains' autocorrelation time
    /// (default 0.4, the authors').
    #[arg(long, value_name = "F")]
    mams_length_factor: Option<f64>,
    /// Also write the results as JSON to this file.
    #[arg(long)]
    json: Option<PathBuf>,
}

#[derive(clap::Args)]
struct SampleArgs {
    /// The Stan program.
    model: PathBuf,
    /// Stan JSON data (omit for a model without data).
    #[arg(long)]
    data: Option<PathBuf>,
    #[arg(long, default_value_t = 4, value_parser = parse_chains)]
    chains: u32,
    /// Warmup iterations per chain.
    #[arg(long, default_value_t = 1000, value_parser = parse_iterations)]
    warmup: usize,
    /// Draws kept per chain.
    #[arg(long, default_value_t = 1000, value_parser = parse_draws)]
    draws: usize,
    /// Random seed (default: from the clock; it is recorded in the CSV files).
    #[arg(long, value_parser = parse_seed)]
    seed: Option<u64>,
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Nuts)]
    algorithm: AlgorithmArg,
    #[arg(long, value_enum, default_value_t = BackendArg::Auto)]
    backend: BackendArg,
    /// Output directory for chain_<k>.csv and summary/summary.csv, or the Zarr store (default:
    /// `output`, or `output.zarr` for Zarr).
    #[arg(long)]
    output: Option<PathBuf>,
    /// Output format: csv (CmdStan CSV files) or zarr (a Zarr v3 store in ArviZ's layout);
    /// default zarr for an --output ending in .zarr, else csv.
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// NUTS: the largest tree depth.
    #[arg(long, default_value_t = 10, value_parser = parse_u32)]
    max_depth: u32,
    /// HMC: leapfrog steps per iteration.
    #[arg(long, default_value_t = 10, value_parser = parse_u32)]
    steps: u32,
    /// Target acceptance statistic of step-size adaptation, between 0 and 1 (Stan's
    /// adapt delta); default 0.8 for NUTS and HMC, 0.651 for ChEES, 0.9 for MAMS.
    #[arg(long, value_parser = parse_target_accept)]
    target_accept: Option<f64>,
    /// Initial points uniform on (−R, R) in every unconstrained coordinate (Stan's init=R);
    /// 0 starts every chain at the origin.
    #[arg(long, default_value_t = 2.0, value_parser = parse_init_radius)]
    init_radius: f64,
    /// CmdStan's init=: a radius R (as --init-radius) or a Stan JSON file of initial values,
    /// constrained values by parameter name for every chain (checked against the declared
    /// constraints; parameters without one are drawn as --init-radius says).
    #[arg(long, value_name = "R|FILE.json", value_parser = init_args::parse_init)]
    init: Option<init_args::InitArg>,
    /// Writes warmup's draws to the CSV files too, before the adaptation comments (CmdStan's
    /// save_warmup=1); the summary leaves them out.
    #[arg(long)]
    save_warmup: bool,
    /// What warmup estimates the diagonal metric from: variance (of the draws, as Stan) or
    /// gradient (sqrt of the draws' over the gradients' variance, as nutpie; one more
    /// gradient per chain and warmup iteration in the metric windows).
    #[arg(long, value_enum, default_value_t = MetricEstimateArg::Variance)]
    metric_estimate: MetricEstimateArg,
    /// The inverse metric warmup adapts: diag (Stan's diag_e), dense (dense_e: the draws'
    /// covariance) or low-rank (nutpie's: the gradient-based diagonal corrected along a few
    /// directions, from draws and gradients); dense and low-rank: the lanes layout, at most
    /// 512 parameters (ChEES and MAMS: one estimate from all chains).
    #[arg(long, value_enum, default_value_t = MetricArg::Diag)]
    metric: MetricArg,
    /// GPU kernel layout: auto, lanes (one lane per chain), rows (several lanes per chain
    /// share its data rows), rows:N (N lanes, a power of two up to 256), split, split:G or
    /// split:GxN (G workgroups per chain of N lanes each; with N = 1, chains share a
    /// workgroup's data loads). Draws are the same in every layout.
    #[arg(long, default_value = "auto", value_parser = parse_layout)]
    layout: Layout,
    /// GPU memory policy: private (per-lane arrays in private memory, the software adapter's
    /// default) or storage (lane-interleaved storage, a GPU's default). Draws are the same
    /// under both.
    #[arg(long)]
    memory: Option<MemoryPolicy>,
    /// GPU devices to spread the chains over: default (one: WGMC_ADAPTER's, else the best),
    /// all (every GPU of the machine), or a comma-separated list of adapter indices or name
    /// parts (`0,1`; `0,0` runs two devices on adapter 0). Draws are the same on any devices.
    #[arg(long, default_value = "default", value_parser = parse_devices)]
    devices: Devices,
    /// MAMS: a partial (Langevin) velocity refresh between the steps of each trajectory,
    /// decorrelating the velocity over F times the trajectory length (a positive number;
    /// default: none, a full refresh per transition only).
    #[arg(long, value_name = "F")]
    mams_partial_refresh: Option<f64>,
    /// Print where warmup's and sampling's time went (waiting on the device, readback,
    /// widening to f64, adaptation, writing the output, the rest) on stderr.
    #[arg(long)]
    timings: bool,
    #[command(flatten)]
    adapt: AdaptArgs,
}

/// A whole number of at least `min` that fits `T`, with a plain message for anything else
/// (`-1 is negative: give 1 or more`).
fn whole<T: TryFrom<u64>>(s: &str, min: u64) -> Result<T, String> {
    let n: i128 = s.trim().parse().map_err(|_| format!("`{s}` is not a whole number"))?;
    if n < i128::from(min) {
        let what = if n < 0 { "negative" } else { "too small" };
        return Err(format!("{n} is {what}: give {min} or more"));
    }
    u64::try_from(n).ok().and_then(|n| T::try_from(n).ok()).ok_or_else(|| format!("{n} is too large"))
}

fn parse_chains(s: &str) -> Result<u32, String> {
    whole(s, 1)
}

fn parse_iterations(s: &str) -> Result<usize, String> {
    whole(s, 0)
}

fn parse_draws(s: &str) -> Result<usize, String> {
    whole(s, 1)
}

fn parse_seed(s: &str) -> Result<u64, String> {
    whole(s, 0)
}

fn parse_u32(s: &str) -> Result<u32, String> {
    whole(s, 0)
}

fn parse_layout(s: &str) -> Result<Layout, String> {
    s.parse()
}

fn parse_devices(s: &str) -> Result<Devices, String> {
    s.parse()
}

fn parse_init_radius(s: &str) -> Result<f64, String> {
    let r: f64 = s.parse().map_err(|_| format!("`{s}` is not a number"))?;
    if r >= 0.0 && r.is_finite() {
        Ok(r)
    } else {
        Err(format!("{r} is not a finite radius of zero or more"))
    }
}

fn parse_target_accept(s: &str) -> Result<f64, String> {
    let t: f64 = s.parse().map_err(|_| format!("`{s}` is not a number"))?;
    if t > 0.0 && t < 1.0 {
        Ok(t)
    } else {
        Err(format!("{t} is not between 0 and 1 (exclusive)"))
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum AlgorithmArg {
    Nuts,
    Hmc,
    Chees,
    Mams,
}

#[derive(Clone, Copy, ValueEnum)]
enum MetricArg {
    Diag,
    Dense,
    LowRank,
}

impl MetricArg {
    fn metric(self) -> Metric {
        match self {
            MetricArg::Diag => Metric::Diagonal,
            MetricArg::Dense => Metric::Dense,
            MetricArg::LowRank => Metric::LowRank,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum MetricEstimateArg {
    Variance,
    Gradient,
}

#[derive(Clone, Copy, ValueEnum)]
enum BackendArg {
    Gpu,
    Cpu,
    Auto,
}

/// An error that every rank of the job knows of (it came out of a step they took together):
/// rank 0 prints it, the others end quietly.
#[derive(Debug)]
struct Agreed(String);

impl std::fmt::Display for Agreed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Agreed {}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let job = Job::join();
    let result = match cli.command {
        Command::Sample(args) => sample(&args, &job),
        Command::Summary { dir } => summary(&dir).map(|_| ExitCode::SUCCESS),
        Command::Bench(args) => bench(&args).map(|_| ExitCode::SUCCESS),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            let agreed = e.downcast_ref::<Agreed>().is_some();
            if agreed && !job.is_leader() {
                return ExitCode::FAILURE;
            }
            let message = format!("{e:#}");
            // Stan front-end messages carry their own `error: ` label; it is said once.
            let prefix = if agreed { "wgmc".to_string() } else { job.prefix() };
            eprintln!("{prefix}: error: {}", message.strip_prefix("error: ").unwrap_or(&message));
            if !agreed {
                // The other ranks may be waiting for this one in a collective step.
                job.abort_others(1);
            }
            ExitCode::FAILURE
        }
    }
}

fn summary(dir: &Path) -> Result<()> {
    let run = read_draws(dir)?;
    let rows = run.summaries();
    print!("{}", summary_table(&run, &rows));
    warn_about(&run, &rows);
    Ok(())
}

fn bench(args: &BenchArgs) -> Result<()> {
    let suite = Suite::from_file(&args.suite)?;
    let selection = Selection {
        models: args.models.clone(),
        backends: args.backends.clone(),
        chains: args.chains.as_ref().map(|c| c.iter().map(|&n| n as usize).collect()),
        algorithms: args.algorithms.clone(),
        warmup: args.warmup,
        draws: args.draws,
        seed: args.seed,
        layouts: args.layouts.clone(),
        metric: Some(args.metric.metric()),
        mams_partial_refresh: args.mams_partial_refresh,
        mams_length_factor: args.mams_length_factor,
    };
    let cases = suite.cases(&selection)?;
    let total = cases.len();
    let adapter = adapter_description();
    eprintln!("wgmc bench: {total} cases; adapter {adapter}");
    // The JSON file is rewritten after every case, so an interrupted suite keeps what finished.
    let mut finished = Vec::new();
    let mut write_failure = None;
    let rows = run_suite(&suite, &cases, |case, row| match row {
        None => eprint!(
            "wgmc bench [{}/{total}] {} {} {} × {} chains ({} + {} iterations) ... ",
            finished.len() + 1,
            case.model,
            case.backend,
            case.algorithm,
            case.chains,
            case.warmup,
            case.draws
        ),
        Some(row) => {
            match (&row.figures, &row.error) {
                (Some(f), _) => eprintln!(
                    "{:.1} s + {:.1} s, {:.0} grad evals/s, min bulk ESS/s {:.1}",
                    f.warmup_s, f.sampling_s, f.grad_evals_per_s, f.min_ess_bulk_per_s
                ),
                (None, Some(e)) => eprintln!("failed: {e}"),
                (None, None) => eprintln!("no result"),
            }
            finished.push(row.clone());
            if let (Some(path), None) = (&args.json, &write_failure) {
                let report = BenchReport::with_adapter(adapter.clone(), finished.clone());
                write_failure = write_json(path, &report).err();
            }
        }
    });
    let report = BenchReport::with_adapter(adapter, rows);
    print!("{}", report.markdown());
    println!("\nWhere the time goes (seconds; see `wgmc::Timings`):\n");
    print!("{}", report.timings_markdown());
    if let Some(e) = write_failure {
        return Err(e);
    }
    if let Some(path) = &args.json {
        write_json(path, &report)?;
        eprintln!("wgmc bench: wrote {}", path.display());
    }
    Ok(())
}

fn write_json(path: &Path, report: &BenchReport) -> Result<()> {
    std::fs::write(path, report.to_json()? + "\n")
        .with_context(|| format!("cannot write the JSON report '{}'", path.display()))
}

fn config(args: &SampleArgs, seed: u64, devices: Devices) -> SamplerConfig {
    let algorithm = match args.algorithm {
        AlgorithmArg::Nuts => Algorithm::Nuts { max_depth: args.max_depth },
        AlgorithmArg::Hmc => Algorithm::Hmc { steps: args.steps, jitter: false },
        AlgorithmArg::Chees => Algorithm::Chees,
        AlgorithmArg::Mams => Algorithm::Mams,
    };
    let backend = match args.backend {
        BackendArg::Gpu => BackendRequest::Gpu,
        BackendArg::Cpu => BackendRequest::Cpu,
        BackendArg::Auto => BackendRequest::Auto,
    };
    SamplerConfig {
        chains: args.chains as usize,
        warmup: args.warmup,
        draws: args.draws,
        seed,
        algorithm,
        backend,
        devices,
        target_accept: args.target_accept,
        init_radius: args.init_radius,
        metric_estimate: match args.metric_estimate {
            MetricEstimateArg::Variance => MetricEstimate::Variance,
            MetricEstimateArg::Gradient => MetricEstimate::Gradient,
        },
        metric_form: args.metric.metric(),
        layout: args.layout,
        memory_policy: args.memory,
        adapt: args.adapt.options(),
        mams_partial_refresh: args.mams_partial_refresh,
        ..Default::default()
    }
}

/// A seed from the clock.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| (d.as_nanos() % u128::from(u32::MAX)) as u64)
}

/// What `sample` needs before it can run: the compiled program and the settings.
struct Prepared {
    stan: StanModel,
    config: SamplerConfig,
    header: CsvHeader,
}

fn prepare(args: &SampleArgs, seed: u64, job: &Job) -> Result<Prepared> {
    let source = input::read_model(&args.model)?;
    let data = match &args.data {
        Some(path) => DataSet::from_json_file(path)?,
        None => DataSet::new(),
    };
    let file_name = args.model.display().to_string();
    let stan = compile_stan(&source, &file_name, &data)?;
    let mut config = config(args, seed, job.devices(args.devices.clone()));
    init_args::apply_init(args.init.as_ref(), &stan, &mut config)?;
    // About 100 blocks per run, so that progress, flushing and Ctrl-C act every 1% of sampling.
    config.memory_cap_bytes = config.progress_memory_cap(stan.model().dim());
    // Bad settings are refused before the output directory is created or touched.
    config.validate(stan.model())?;
    let stem = args.model.file_stem().map_or("model".into(), |s| s.to_string_lossy().into_owned());
    let header = CsvHeader {
        model: format!("{stem}_model"),
        data_file: args.data.as_ref().map(|p| p.display().to_string()),
        config: config.clone(),
    };
    Ok(Prepared { stan, config, header })
}

/// Every rank's outcome of a step, agreed: an error on any is an [`Agreed`] error on all.
fn agree<T>(job: &Job, outcome: Result<T>) -> Result<T> {
    match job.agree(outcome.as_ref().map(|_| ()).map_err(|e| format!("{e:#}"))) {
        Ok(()) => outcome,
        Err(message) => Err(Agreed(message).into()),
    }
}

fn sample(args: &SampleArgs, job: &Job) -> Result<ExitCode> {
    // The first step every rank takes: one seed for all.
    let seed = job.common_seed(args.seed.unwrap_or_else(clock_seed)).map_err(Agreed)?;
    let Prepared { stan, config, header } = agree(job, prepare(args, seed, job))?;
    let (format, output) = resolve(args.format, args.output.as_deref());
    let ranks = job.exchange().map(|x| (x.rank(), x.size()));
    if job.is_leader() {
        let over = ranks.map_or(String::new(), |(_, n)| format!(" over {n} ranks"));
        eprintln!("wgmc: {} chains{over}, seed {}, output in {}", config.chains, config.seed, output.display());
    }
    let mine = ranks.map(|(r, n)| rank_chains(config.chains, n)[r].clone());
    // One writer per output: rank 0 locks it for the job, for the run's whole life.
    let lock = agree(job, job.is_leader().then(|| lock_output(format, &output)).transpose())?;
    if let Some(holder) = lock.as_ref().and_then(OutputLock::stale_holder) {
        eprintln!("wgmc: note: took over the lock of an earlier run that ended without releasing it ({holder})");
    }
    let created = Writer::create(format, &output, &stan, &header, mine).and_then(|w| w.with_warmup(args.save_warmup));
    let mut writer = agree(job, created)?;
    let stop = Arc::new(AtomicBool::new(false));
    install_handler(Arc::clone(&stop));
    let (total, line) = (config.draws, job.is_leader().then(|| ProgressLine::new(config.draws)));
    let result = {
        let mut sampler = Sampler::new(stan.model()).config(config).stop_flag(Arc::clone(&stop));
        if let Some(x) = job.exchange() {
            sampler = sampler.exchange(x);
        }
        sampler
            .progress(|p| {
                if let Some(line) = &line {
                    line.show(p);
                }
            })
            .run_with(&mut writer)
    };
    if let Some(line) = &line {
        line.finish();
    }
    for path in writer.removed_files() {
        eprintln!("wgmc: note: removed {}, left by an earlier run with more chains", path.display());
    }
    let info = match result {
        Ok(info) => info,
        Err(SampleError::Interrupted { draws }) => {
            if job.is_leader() {
                eprintln!("{}", interrupted_message(draws, total, &output));
            }
            return Ok(ExitCode::from(130));
        }
        // Errors of the run reach every rank alike.
        Err(e) => return Err(Agreed(wgmc::error_chain(&stan.explain(e))).into()),
    };
    // Every rank has written its chains before rank 0 reads them all.
    agree(job, writer.finish(&info))?;
    if !job.is_leader() {
        return Ok(ExitCode::SUCCESS);
    }
    if job.exchange().is_some() {
        let (w, all) = (info.warmup_exchange_time.as_secs_f64(), info.exchange_time.as_secs_f64());
        let per = 1e6 * w / header.config.warmup.max(1) as f64;
        eprintln!(
            "wgmc: exchanges between ranks: {w:.3} s in warmup ({per:.0} µs per iteration), {:.3} s in sampling",
            all - w
        );
    }
    if args.timings {
        eprint!("{}", timings_report(&info));
    }
    let run = read_draws(&output)?;
    let rows = run.summaries();
    if format == Format::Csv {
        let path = summary_csv_path(&output);
        let dir = path.parent().unwrap_or(&output);
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create '{}'", dir.display()))?;
        write_summary_csv(&path, &rows)?;
    }
    print!("{}", summary_table(&run, &rows));
    warn_about(&run, &rows);
    if !info.warmup_stragglers.is_empty() {
        let chains: Vec<String> = info.warmup_stragglers.iter().take(10).map(|c| (c + 1).to_string()).collect();
        let more = info.warmup_stragglers.len().saturating_sub(10);
        println!(
            "warning: after warmup, {} chain(s) had a log density far below the other chains' (chain {}{}): stuck \
             in a minor mode or still far from the bulk; their draws are in the output and in the summary — \
             check them, or warm up longer",
            info.warmup_stragglers.len(),
            chains.join(", "),
            if more > 0 { format!(" and {more} more") } else { String::new() }
        );
    }
    if info.warmup_restarts > 0 {
        println!(
            "note: warmup (one step size for all chains) restarted {} chains that had stopped moving, at other \
             chains' positions",
            info.warmup_restarts
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Where each phase's wall time went, one line per phase: seconds and share of each part.
fn timings_report(info: &RunInfo) -> String {
    let mut out = String::new();
    for (phase, wall, t) in
        [("warmup", info.warmup_time, &info.warmup_timings), ("sampling", info.sampling_time, &info.sampling_timings)]
    {
        let wall = wall.as_secs_f64();
        let share = |s: f64| if wall > 0.0 { 100.0 * s / wall } else { 0.0 };
        let parts: Vec<String> =
            t.parts().iter().map(|(name, s)| format!("{name} {s:.3} s ({:.0}%)", share(*s))).collect();
        out += &format!("wgmc: {phase} {wall:.3} s: {}\n", parts.join(", "));
    }
    out
}

/// Prints the draws' warnings (non-finite values, high R-hat, low ESS) on stderr.
fn warn_about(run: &RunDraws, rows: &[NamedSummary]) {
    for w in draw_warnings(run, rows) {
        eprintln!("wgmc: {w}");
    }
}

/// The one line an interrupted run prints: how many draws per chain it kept, and where.
fn interrupted_message(draws: usize, total: usize, output: &Path) -> String {
    let shown = output.display();
    if draws == 0 {
        return "wgmc: interrupted during warmup: no draws were kept (none are written before warmup ends)".to_string();
    }
    format!("wgmc: interrupted: kept {draws} of {total} draws per chain in {shown} (`wgmc summary {shown}` summarizes them)")
}

/// The lock on the output at `path`: its directory's, or beside a Zarr store.
fn lock_output(format: Format, path: &Path) -> Result<OutputLock> {
    Ok(match format {
        Format::Csv => OutputLock::csv_dir(path)?,
        Format::Zarr => OutputLock::store(path)?,
    })
}

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP raise the run's stop flag, however often they come:
/// the sampler ends after the warmup iteration or block of draws in hand, and the main thread
/// writes what is finished. The handler is installed whatever the signals' inherited
/// disposition (a job started in the background gets SIGINT ignored).
fn install_handler(stop: Arc<AtomicBool>) {
    let result = ctrlc::set_handler(move || stop.store(true, Ordering::SeqCst));
    if let Err(e) = result {
        eprintln!("wgmc: warning: cannot catch Ctrl-C or SIGTERM ({e}); a signal will end the run at once");
    }
}
