//! The `wgmc` command line: sampling the eight-schools example into CmdStan CSV files, the
//! summary (printed, `summary/summary.csv`, reprinted by `wgmc summary`), errors, generated quantities,
//! Ctrl-C, and (when Python has them) reading the files with ArviZ and CmdStanPy.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::cli::{text, wgmc};

const EIGHT_SCHOOLS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/eight_schools.stan");
const EIGHT_SCHOOLS_DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/eight_schools.json");
const HEADER: &str = "lp__,accept_stat__,stepsize__,treedepth__,n_leapfrog__,divergent__,energy__,\
    theta_trans.1,theta_trans.2,theta_trans.3,theta_trans.4,theta_trans.5,theta_trans.6,theta_trans.7,theta_trans.8,\
    mu,tau,theta.1,theta.2,theta.3,theta.4,theta.5,theta.6,theta.7,theta.8";
const GQ_MODEL: &str = "parameters { real mu; }\nmodel { mu ~ normal(0, 1); }\ngenerated quantities {\n  \
    real mu2 = 2 * mu;\n  matrix[2, 3] m;\n  for (i in 1:2) for (j in 1:3) m[i, j] = 10 * i + j + mu;\n}\n";

/// A fresh directory for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wgmc-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Samples eight schools on the CPU: 2 chains, 150 warmup, 60 draws, seed 7.
fn sample_eight_schools(out: &Path) -> Output {
    let out = out.to_str().unwrap();
    let args = ["sample", EIGHT_SCHOOLS, "--data", EIGHT_SCHOOLS_DATA, "--backend", "cpu", "--chains", "2"];
    wgmc(&[&args[..], &["--warmup", "150", "--draws", "60", "--seed", "7", "--output", out]].concat())
}

/// The parts of a chain file: comments before the header, the header, comments between the
/// header and the first draw, the draws, and comments after them.
struct ChainFile {
    config: Vec<String>,
    header: String,
    adaptation: Vec<String>,
    rows: Vec<Vec<String>>,
    trailer: Vec<String>,
}

fn read_chain(path: &Path) -> ChainFile {
    let text = std::fs::read_to_string(path).unwrap();
    let mut f = ChainFile { config: vec![], header: String::new(), adaptation: vec![], rows: vec![], trailer: vec![] };
    for line in text.lines() {
        match (line.starts_with('#'), f.header.is_empty(), f.rows.is_empty()) {
            (true, true, _) => f.config.push(line.to_string()),
            (false, true, _) => f.header = line.to_string(),
            (true, false, true) => f.adaptation.push(line.to_string()),
            (true, false, false) => f.trailer.push(line.to_string()),
            (false, false, _) => {
                assert!(f.trailer.is_empty(), "a draw after the timing comments in {}", path.display());
                f.rows.push(line.split(',').map(str::to_string).collect());
            }
        }
    }
    f
}

#[test]
fn sample_writes_cmdstan_csv_files_and_the_summary() {
    let dir = temp_dir("sample");
    let out = sample_eight_schools(&dir);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "stderr: {}", text(&out.stderr));
    for name in ["lp__", "mu", "tau"]
        .into_iter()
        .map(String::from)
        .chain((1..=8).flat_map(|i| [format!("theta_trans[{i}]"), format!("theta[{i}]")]))
    {
        assert!(stdout.lines().any(|l| l.split_whitespace().next() == Some(name.as_str())), "{name} in\n{stdout}");
    }
    assert!(stdout.contains("divergences: ") && stdout.contains("backend: CPU reference (f64)"), "{stdout}");
    assert!(stdout.contains("warmup ") && stdout.contains("sampling "), "{stdout}");

    for chain in 1..=2 {
        let f = read_chain(&dir.join(format!("chain_{chain}.csv")));
        assert_eq!(f.header, HEADER);
        for want in [
            "# model = eight_schools_model".to_string(),
            "# method = sample (Default)".into(),
            "#     num_samples = 60".into(),
            "#     num_warmup = 150".into(),
            "#         engine = nuts".into(),
            "#             max_depth = 10".into(),
            "#       gamma = 0.05".into(),
            "#       delta = 0.8".into(),
            "#       kappa = 0.75".into(),
            "#       init_buffer = 75".into(),
            "#       window = 25".into(),
            "#   seed = 7".into(),
            "# init = 2".into(),
            format!("# id = {chain}"),
            "#     num_chains = 2".into(),
            "# backend = cpu".into(),
        ] {
            assert!(f.config.contains(&want), "missing {want:?} in {:#?}", f.config);
        }
        assert!(f.config.iter().any(|l| l.starts_with("# wgmc_version = ")));
        assert_eq!(f.adaptation.len(), 4, "{:#?}", f.adaptation);
        assert_eq!(f.adaptation[0], "# Adaptation terminated");
        let step: f64 = f.adaptation[1].strip_prefix("# Step size = ").unwrap().parse().unwrap();
        assert!(step > 0.0);
        assert_eq!(f.adaptation[2], "# Diagonal elements of inverse mass matrix:");
        let metric: Vec<f64> = f.adaptation[3][2..].split(", ").map(|v| v.parse().unwrap()).collect();
        assert_eq!(metric.len(), 10);
        assert!(metric.iter().all(|&m| m > 0.0));
        assert_eq!(f.rows.len(), 60);
        for row in &f.rows {
            assert_eq!(row.len(), 25);
            let values: Vec<f64> = row.iter().map(|v| v.parse().unwrap()).collect();
            assert_eq!(values[2], step, "stepsize__ is the adapted step size");
            for integer in &row[3..6] {
                assert!(integer.parse::<u64>().is_ok(), "integer column holds {integer}");
            }
            assert!(values[16] > 0.0, "tau is constrained positive");
        }
        assert_eq!(f.trailer[0], "# ");
        let elapsed = |prefix: &str, phase: &str| {
            let line = f.trailer.iter().find(|l| l.ends_with(&format!(" seconds ({phase})"))).unwrap();
            let secs = line.strip_prefix(prefix).unwrap().split(' ').next().unwrap();
            secs.parse::<f64>().unwrap()
        };
        let warmup = elapsed("#  Elapsed Time: ", "Warm-up");
        let sampling = elapsed("#                ", "Sampling");
        let total = elapsed("#                ", "Total");
        assert!((warmup + sampling - total).abs() < 0.0011 && total > 0.0);
    }

    let summary = std::fs::read_to_string(dir.join("summary").join("summary.csv")).unwrap();
    let lines: Vec<&str> = summary.lines().collect();
    assert_eq!(lines[0], "name,mean,sd,mcse_mean,q5,q50,q95,ess_bulk,ess_tail,rhat");
    assert_eq!(lines.len(), 1 + 1 + 18);
    assert!(lines[1].starts_with("lp__,") && lines[10].starts_with("mu,") && lines[19].starts_with("theta[8],"));
    for line in &lines[1..] {
        let fields: Vec<&str> = line.split(',').collect();
        assert_eq!(fields.len(), 10);
        assert!(fields[1..].iter().all(|v| v.parse::<f64>().is_ok()), "{line}");
    }

    let again = wgmc(&["summary", dir.to_str().unwrap()]);
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert_eq!(text(&again.stdout), stdout, "wgmc summary prints what wgmc sample printed");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs wgmc expecting a failure; returns stderr.
fn failure(args: &[&str]) -> String {
    let out = wgmc(args);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "args {args:?}: stderr {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.stdout.is_empty());
    stderr
}

#[test]
fn errors_exit_non_zero_with_the_reason() {
    let dir = temp_dir("errors");
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let out = path("out");

    let e = failure(&["sample", &path("missing.stan"), "--output", &out]);
    assert!(e.starts_with("wgmc: error: cannot read model file") && e.contains("missing.stan"), "{e}");
    assert_eq!(e.trim_end().lines().count(), 1, "{e}");

    let e = failure(&["sample", EIGHT_SCHOOLS, "--data", &path("missing.json"), "--output", &out]);
    assert!(e.contains("cannot read data file") && e.contains("missing.json"), "{e}");

    std::fs::write(path("short.json"), r#"{"J": 8, "y": [1, 2, 3], "sigma": [1, 1, 1, 1, 1, 1, 1, 1]}"#).unwrap();
    let e = failure(&["sample", EIGHT_SCHOOLS, "--data", &path("short.json"), "--output", &out]);
    assert_eq!(e.trim_end(), "wgmc: error: data variable 'y' has shape [3] but the model expects [8]");

    let nan = r#"{"J": 8, "y": [1, 2, 3, 4, 5, 6, 7, 8], "sigma": [1, 1, "NaN", 1, 1, 1, 1, 1]}"#;
    std::fs::write(path("nan.json"), nan).unwrap();
    let e = failure(&["sample", EIGHT_SCHOOLS, "--data", &path("nan.json"), "--output", &out]);
    let want =
        "wgmc: error: data variable 'sigma' is out of bounds: sigma[3] is NaN, but must be greater than or equal to 0";
    assert_eq!(e.trim_end(), want);

    let twice = r#"{"J": 8, "y": [1, 2, 3, 4, 5, 6, 7, 8], "sigma": [1, 1, 1, 1, 1, 1, 1, 1], "J": 7}"#;
    std::fs::write(path("twice.json"), twice).unwrap();
    let e = failure(&["sample", EIGHT_SCHOOLS, "--data", &path("twice.json"), "--output", &out]);
    assert_eq!(
        e.trim_end(),
        "wgmc: error: data variable 'J' is given twice in the JSON data (each name may appear once)"
    );

    let big = r#"{"J": 99999999999999999999, "y": [1, 2, 3, 4, 5, 6, 7, 8], "sigma": [1, 1, 1, 1, 1, 1, 1, 1]}"#;
    std::fs::write(path("big.json"), big).unwrap();
    let e = failure(&["sample", EIGHT_SCHOOLS, "--data", &path("big.json"), "--output", &out]);
    assert!(e.starts_with("wgmc: error: data variable 'J': J is an integer too large for 64 bits"), "{e}");

    std::fs::write(path("bom.json"), b"\xef\xbb\xbf{\"J\": 8}").unwrap();
    let e = failure(&["sample", EIGHT_SCHOOLS, "--data", &path("bom.json"), "--output", &out]);
    let want = "wgmc: error: invalid JSON data: expected value at line 1 column 1, where the text has a byte order mark U+FEFF";
    assert_eq!(e.trim_end(), want);

    std::fs::write(path("broken.json"), r#"{"J": 8,"#).unwrap();
    let e = failure(&["sample", EIGHT_SCHOOLS, "--data", &path("broken.json"), "--output", &out]);
    assert!(e.starts_with("wgmc: error: invalid JSON data") && e.contains("line 1"), "{e}");

    std::fs::write(path("syntax.stan"), "parameters { real mu }\nmodel { mu ~ normal(0, 1); }\n").unwrap();
    let e = failure(&["sample", &path("syntax.stan"), "--output", &out]);
    assert!(e.starts_with("wgmc: error: syntax error: expected ';'"), "{e}");
    assert!(e.contains("syntax.stan:1:21"), "{e}");

    std::fs::write(path("unknown.stan"), "parameters { real mu; }\nmodel { mu ~ normall(0, 1); }\n").unwrap();
    let e = failure(&["sample", &path("unknown.stan"), "--output", &out]);
    assert!(e.starts_with("wgmc: error: unknown distribution 'normall'\n"), "{e}");

    let bad_target = wgmc(&["sample", EIGHT_SCHOOLS, "--target-accept", "1.2", "--output", &out]);
    let e = text(&bad_target.stderr);
    assert!(!bad_target.status.success() && e.contains("1.2 is not between 0 and 1"), "{e}");

    let e = failure(&["summary", &path("nothing")]);
    assert!(e.contains("no chain files"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Negative and other bad numbers get a plain message from the argument parser (exit status 2),
/// before anything is read or written.
#[test]
fn bad_numbers_on_the_command_line_get_a_plain_message() {
    let dir = temp_dir("numbers");
    let out = dir.join("out");
    let cases: [(&[&str], &str); 9] = [
        (&["--chains", "-1"], "invalid value '-1' for '--chains <CHAINS>': -1 is negative: give 1 or more"),
        (&["--chains", "0"], "invalid value '0' for '--chains <CHAINS>': 0 is too small: give 1 or more"),
        (&["--warmup", "-5"], "invalid value '-5' for '--warmup <WARMUP>': -5 is negative: give 0 or more"),
        (&["--draws", "0"], "invalid value '0' for '--draws <DRAWS>': 0 is too small: give 1 or more"),
        (&["--seed", "-1"], "invalid value '-1' for '--seed <SEED>': -1 is negative: give 0 or more"),
        (&["--max-depth", "-1"], "invalid value '-1' for '--max-depth <MAX_DEPTH>': -1 is negative: give 0 or more"),
        (&["--chains", "2.5"], "invalid value '2.5' for '--chains <CHAINS>': `2.5` is not a whole number"),
        (
            &["--init-radius", "-1"],
            "invalid value '-1' for '--init-radius <INIT_RADIUS>': -1 is not a finite radius of zero or more",
        ),
        (&["--init-radius", "wide"], "invalid value 'wide' for '--init-radius <INIT_RADIUS>': `wide` is not a number"),
    ];
    for (flags, want) in cases {
        let args = [&["sample", EIGHT_SCHOOLS, "--output", out.to_str().unwrap()][..], flags].concat();
        let run = wgmc(&args);
        let stderr = text(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{flags:?}: {stderr}");
        assert_eq!(stderr.lines().next(), Some(format!("error: {want}").as_str()), "{flags:?}");
    }
    let run = wgmc(&["bench", "--chains", "4,-1"]);
    let stderr = text(&run.stderr);
    assert!(stderr.starts_with("error: invalid value '-1' for '--chains <CHAINS>': -1 is negative"), "{stderr}");
    assert!(!out.exists(), "nothing is written");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Settings the sampler cannot run are refused before the output directory is created.
#[test]
fn bad_settings_leave_the_output_directory_alone() {
    let dir = temp_dir("settings");
    let out = dir.join("out");
    let common = ["sample", EIGHT_SCHOOLS, "--data", EIGHT_SCHOOLS_DATA, "--backend", "cpu"];
    let output = ["--output", out.to_str().unwrap()];
    let e = failure(&[&common[..], &["--max-depth", "0"], &output].concat());
    assert_eq!(e.trim_end(), "wgmc: error: invalid sampler settings: the NUTS max_depth must be in 1..=30, not 0");
    let e = failure(&[&common[..], &["--algorithm", "hmc", "--steps", "0"], &output].concat());
    assert_eq!(e.trim_end(), "wgmc: error: invalid sampler settings: HMC needs at least one leapfrog step");
    let e = failure(&[&common[..], &["--adapt-kappa", "1.5"], &output].concat());
    assert_eq!(e.trim_end(), "wgmc: error: invalid sampler settings: adapt kappa must be in (0, 1], not 1.5");
    assert!(!out.exists(), "the output directory was created");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_density_refusing_its_data_is_an_error_before_sampling() {
    let dir = temp_dir("argument-checks");
    let model = dir.join("negative_scale.stan");
    std::fs::write(&model, "parameters { real mu; }\nmodel { mu ~ normal(0, -1); }\n").unwrap();
    let out = dir.join("out");
    let e = failure(&["sample", model.to_str().unwrap(), "--backend", "cpu", "--output", out.to_str().unwrap()]);
    let want = "wgmc: error: invalid data for a density: normal(y | mu, sigma): sigma is -1, but must be positive";
    assert!(e.trim_end().ends_with(want), "{e}");
    assert!(!out.join("chain_1.csv").exists(), "no chain file for a run that never started");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn generated_quantities_are_columns_in_column_major_order() {
    let dir = temp_dir("gq");
    let model = dir.join("gq.stan");
    std::fs::write(&model, GQ_MODEL).unwrap();
    let out = dir.join("out");
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "2", "--warmup", "100"];
    let run = wgmc(&[&args[..], &["--draws", "40", "--seed", "3", "--output", out.to_str().unwrap()]].concat());
    assert!(run.status.success(), "{}", text(&run.stderr));
    let f = read_chain(&out.join("chain_2.csv"));
    let want = "lp__,accept_stat__,stepsize__,treedepth__,n_leapfrog__,divergent__,energy__,mu,mu2,m.1.1,m.2.1,m.1.2,m.2.2,m.1.3,m.2.3";
    assert_eq!(f.header, want);
    assert_eq!(f.rows.len(), 40);
    for row in &f.rows {
        let v: Vec<f64> = row.iter().map(|x| x.parse().unwrap()).collect();
        assert!((v[8] - 2.0 * v[7]).abs() < 1e-12);
        let m: Vec<f64> = v[9..].iter().map(|x| x - v[7]).collect();
        for (got, want) in m.iter().zip([11.0, 21.0, 12.0, 22.0, 13.0, 23.0]) {
            assert!((got - want).abs() < 1e-9, "{m:?}");
        }
    }
    let stdout = text(&run.stdout);
    assert!(stdout.contains("\nmu2 ") && stdout.contains("\nm[2,1] "), "{stdout}");
    let summary = std::fs::read_to_string(out.join("summary").join("summary.csv")).unwrap();
    assert!(summary.contains("\nmu2,") && summary.contains("\n\"m[2,3]\","), "{summary}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Ctrl-C during sampling: exit status 130, every finished block stays, `wgmc summary` reads them.
#[cfg(unix)]
#[test]
fn interrupt_keeps_the_draws_written_so_far() {
    let dir = temp_dir("interrupt");
    let model = dir.join("gq.stan");
    std::fs::write(&model, GQ_MODEL).unwrap();
    let out = dir.join("out");
    let chain = out.join("chain_1.csv");
    let has_draws = |t: String| t.lines().any(|l| !l.starts_with('#') && !l.starts_with("lp__"));
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "2", "--warmup", "50"];
    let more = ["--draws", "2000000", "--seed", "5", "--output", out.to_str().unwrap()];
    let written = || std::fs::read_to_string(&chain).is_ok_and(has_draws);
    let result = common::cli::interrupt_once_written(&[&args[..], &more].concat(), written);
    let stderr = text(&result.stderr);
    assert_eq!(result.status.code(), Some(130), "{stderr}");
    let rows = read_chain(&chain).rows.len();
    let kept = format!("wgmc: interrupted: kept {rows} of 2000000 draws per chain in ");
    assert!(stderr.contains(&kept) && stderr.matches("interrupted").count() == 1, "{stderr}");
    assert!(rows > 0 && rows < 2_000_000 && rows.is_multiple_of(20_000), "{rows} rows: whole blocks only");
    let summary = wgmc(&["summary", out.to_str().unwrap()]);
    let stdout = text(&summary.stdout);
    assert!(summary.status.success(), "{}", text(&summary.stderr));
    assert!(stdout.starts_with(&format!("2 chains × {rows} draws\n")), "{stdout}");
    assert!(stdout.contains("note: the run did not finish"), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// ArviZ and CmdStanPy read the files (NUTS, and static HMC with a matrix generated quantity;
/// CmdStanPy also given the directory, every `*.csv` in it a chain; a dense metric's matrix),
/// when the Python given by `WGMC_PYTHON` (default `python3`) has both; otherwise the check is
/// skipped with a message (a `WGMC_PYTHON` without them fails: `.ci/run` sets it to the Python
/// package's environment).
#[test]
fn arviz_and_cmdstanpy_read_the_files() {
    let chosen = std::env::var("WGMC_PYTHON").ok();
    let python = chosen.clone().unwrap_or_else(|| "python3".into());
    let probe = Command::new(&python).args(["-c", "import arviz, cmdstanpy"]).output();
    if !probe.is_ok_and(|o| o.status.success()) {
        assert!(chosen.is_none(), "WGMC_PYTHON={python} cannot import arviz and cmdstanpy");
        common::say_skipped(&format!(
            "{python} cannot import arviz and cmdstanpy (set WGMC_PYTHON to a Python that can)"
        ));
        return;
    }
    let dir = temp_dir("python");
    let out = sample_eight_schools(&dir);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let model = dir.join("gq.stan");
    std::fs::write(&model, GQ_MODEL).unwrap();
    let gq = dir.join("gq");
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "3", "--warmup", "100"];
    let hmc = ["--algorithm", "hmc", "--steps", "4", "--draws", "30", "--seed", "4"];
    let run = wgmc(&[&args[..], &hmc, &["--output", gq.to_str().unwrap()]].concat());
    assert!(run.status.success(), "{}", text(&run.stderr));
    let dense = dir.join("dense");
    let args = ["sample", EIGHT_SCHOOLS, "--data", EIGHT_SCHOOLS_DATA, "--backend", "cpu", "--chains", "2"];
    let metric = ["--metric", "dense", "--warmup", "150", "--draws", "20", "--output", dense.to_str().unwrap()];
    let run = wgmc(&[&args[..], &metric].concat());
    assert!(run.status.success(), "{}", text(&run.stderr));
    let script = r#"
import glob, sys, warnings
import numpy as np
import arviz as az, cmdstanpy
warnings.simplefilter("ignore")
es, gq, dense = sys.argv[1], sys.argv[2], sys.argv[3]
dfit = cmdstanpy.from_csv(dense)
assert dfit.metric_type == "dense_e", dfit.metric_type
assert dfit.inv_metric.shape == (2, 10, 10), dfit.inv_metric.shape
assert np.allclose(dfit.inv_metric, np.transpose(dfit.inv_metric, (0, 2, 1)))
files = sorted(glob.glob(es + "/chain_*.csv"))
idata = az.from_cmdstan(posterior=files)
post = idata.posterior
assert post["theta"].shape == (2, 60, 8), post["theta"].shape
assert post["mu"].shape == (2, 60)
assert idata.sample_stats["lp"].shape == (2, 60)
dfit = cmdstanpy.from_csv(es)
assert dfit.chains == 2 and dfit.num_draws_sampling == 60
assert np.allclose(np.sort(dfit.stan_variable("mu")), np.sort(post["mu"].values.reshape(-1)))
fit = cmdstanpy.from_csv(files)
assert fit.chains == 2 and fit.num_draws_sampling == 60
assert fit.stan_variable("theta").shape == (120, 8)
assert np.allclose(fit.stan_variable("mu"), post["mu"].values.reshape(-1))
assert np.allclose(fit.stan_variable("theta"), post["theta"].values.reshape(120, 8))
assert len(fit.step_size) == 2 and fit.inv_metric.shape == (2, 10)
gfiles = sorted(glob.glob(gq + "/chain_*.csv"))
gfit = cmdstanpy.from_csv(gfiles)
mu, m = gfit.stan_variable("mu"), gfit.stan_variable("m")
assert m.shape == (90, 2, 3), m.shape
want = np.array([[11, 12, 13], [21, 22, 23]])
assert np.allclose(m - mu[:, None, None], want), (m - mu[:, None, None])[0]
g = az.from_cmdstan(posterior=gfiles).posterior["m"].values
assert np.allclose(g.reshape(90, 2, 3), m)
print("ok")
"#;
    let paths = [dir.to_str().unwrap(), gq.to_str().unwrap(), dense.to_str().unwrap()];
    let check = Command::new(&python).arg("-c").arg(script).args(paths).output().unwrap();
    assert!(check.status.success(), "stdout {}\nstderr {}", text(&check.stdout), text(&check.stderr));
    assert_eq!(text(&check.stdout).trim(), "ok");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A run killed mid-write: a half-written last line is dropped, uneven chains are cut to the
/// shortest, and the summary says the run did not finish.
#[test]
fn summary_reads_a_run_cut_short() {
    let dir = temp_dir("cut");
    let model = dir.join("gq.stan");
    std::fs::write(&model, GQ_MODEL).unwrap();
    let out = dir.join("out");
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "2", "--warmup", "50"];
    let run = wgmc(&[&args[..], &["--draws", "20", "--seed", "9", "--output", out.to_str().unwrap()]].concat());
    assert!(run.status.success(), "{}", text(&run.stderr));
    let cut = |chain: usize, drop_rows: usize, half_line: bool| {
        let path = out.join(format!("chain_{chain}.csv"));
        let text = std::fs::read_to_string(&path).unwrap();
        let mut lines: Vec<&str> = text.lines().collect();
        let last_draw = lines.iter().rposition(|l| !l.starts_with('#')).unwrap();
        lines.truncate(last_draw + 1 - drop_rows);
        let mut body = lines.join("\n");
        if half_line {
            body.truncate(body.len() - 20);
        } else {
            body.push('\n');
        }
        std::fs::write(&path, body).unwrap();
    };
    cut(1, 0, true);
    cut(2, 3, false);
    let summary = wgmc(&["summary", out.to_str().unwrap()]);
    let stdout = text(&summary.stdout);
    assert!(summary.status.success(), "{}", text(&summary.stderr));
    assert!(stdout.starts_with("2 chains × 17 draws\n"), "{stdout}");
    assert!(stdout.contains("note: the run did not finish"), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `wgmc ARGS...` under `sh` with at most `max_files` open files.
fn wgmc_with_file_limit(max_files: u32, args: &[&str]) -> Output {
    let script = format!("ulimit -n {max_files} && exec \"$@\"");
    Command::new("sh")
        .args([&["-c", script.as_str(), "sh", env!("CARGO_BIN_EXE_wgmc")][..], args].concat())
        .output()
        .expect("run wgmc under sh")
}

/// The lines of a chain file that do not depend on timing.
fn timeless_lines(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines().filter(|l| !l.contains("seconds")).map(str::to_string).collect()
}

#[test]
fn more_chains_than_open_files_allowed_write_the_same_files() {
    let dir = temp_dir("many_chains");
    let model = dir.join("normal.stan");
    std::fs::write(&model, "parameters { real mu; }\nmodel { mu ~ normal(0, 1); }\n").unwrap();
    let (limited, free) = (dir.join("limited"), dir.join("free"));
    let args = |out: &Path| {
        let common = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "300", "--warmup", "20"];
        let rest = ["--draws", "5", "--seed", "11", "--output", out.to_str().unwrap()];
        [&common[..], &rest[..]].concat().iter().map(|s| s.to_string()).collect::<Vec<_>>()
    };
    let limited_args = args(&limited);
    let out = wgmc_with_file_limit(64, &limited_args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let free_args = args(&free);
    let out = wgmc(&free_args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(out.status.success(), "{}", text(&out.stderr));
    for chain in [0, 1, 63, 64, 299] {
        let (a, b) = (wgmc::chain_path(&limited, chain), wgmc::chain_path(&free, chain));
        assert_eq!(read_chain(&a).rows.len(), 5, "{}", a.display());
        assert_eq!(timeless_lines(&a), timeless_lines(&b), "{}", a.display());
    }
    assert!(!wgmc::chain_path(&limited, 300).exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_run_that_fails_before_warmup_ends_leaves_no_chain_files() {
    let dir = temp_dir("no_start");
    let model = dir.join("nan.stan");
    std::fs::write(&model, "parameters { real mu; }\nmodel { target += log(-1 - square(mu)); }\n").unwrap();
    let out = dir.join("out");
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "2", "--warmup", "20"];
    let e = failure(&[&args[..], &["--draws", "5", "--output", out.to_str().unwrap()]].concat());
    assert!(e.contains("wgmc: error: chain 0: no initial point"), "{e}");
    assert!(out.is_dir(), "the output directory is created before sampling");
    assert!(!wgmc::chain_path(&out, 0).exists(), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Generated quantities that fail at the first draw: the run fails, and no chain file is left
/// holding a header without draws.
#[test]
fn a_run_that_fails_at_its_first_draw_leaves_no_chain_files() {
    let dir = temp_dir("no_draw");
    let model = dir.join("gq_fails.stan");
    let source =
        "parameters { real mu; }\nmodel { mu ~ normal(0, 1); }\ngenerated quantities { real<lower=0> z = -1; }\n";
    std::fs::write(&model, source).unwrap();
    let out = dir.join("out");
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "2", "--warmup", "20"];
    let e = failure(&[&args[..], &["--draws", "5", "--output", out.to_str().unwrap()]].concat());
    assert!(e.contains("generated quantities failed at chain 1, draw 1: runtime error: z is -1"), "{e}");
    assert!(!wgmc::chain_path(&out, 0).exists() && !wgmc::chain_path(&out, 1).exists(), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `wgmc summary` on chain files without draws says so instead of printing a table of NaN.
#[test]
fn summary_of_chain_files_without_draws_says_so() {
    let dir = temp_dir("empty_run");
    let header = "# num_chains = 2\nlp__,accept_stat__,mu\n# Adaptation terminated\n";
    for chain in 0..2 {
        std::fs::write(wgmc::chain_path(&dir, chain), header).unwrap();
    }
    let e = failure(&["summary", dir.to_str().unwrap()]);
    let want = format!(
        "wgmc: error: the chain files in '{}' hold no draws (2 chains, 0 draws each): there is nothing to summarize",
        dir.display()
    );
    assert_eq!(e.trim_end(), want);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_flat_posterior_and_non_finite_draws_warn_on_stderr() {
    let dir = temp_dir("warnings");
    let model = dir.join("flat.stan");
    std::fs::write(&model, "parameters { real mu; }\nmodel { }\ngenerated quantities { real l = log(mu); }\n").unwrap();
    let out = dir.join("out");
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "4", "--warmup", "300"];
    let run = wgmc(&[&args[..], &["--draws", "100", "--seed", "1", "--output", out.to_str().unwrap()]].concat());
    assert!(run.status.success(), "{}", text(&run.stderr));
    let stderr = text(&run.stderr);
    assert!(stderr.contains("wgmc: warning: R-hat above 1.01 for"), "{stderr}");
    assert!(stderr.contains("wgmc: warning: bulk or tail ESS below 400 for"), "{stderr}");
    assert!(stderr.contains("draws have non-finite values (in l)"), "{stderr}");
    let stdout = text(&run.stdout);
    let mu = stdout.lines().find(|l| l.starts_with("mu ")).expect("a row for mu");
    let rhat = mu.split_whitespace().last().unwrap();
    assert!(rhat.parse::<f64>().unwrap() > 1.01 && rhat.len() <= 10, "{mu}");
    assert!(!stdout.contains("warning: R-hat"), "warnings go to stderr, not into the table");

    let again = wgmc(&["summary", out.to_str().unwrap()]);
    assert!(text(&again.stderr).contains("R-hat above 1.01"), "wgmc summary warns too");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The seconds of `wgmc: PHASE W s: name S s (P%), ...` lines: the wall time and each part's.
fn phase_split(stderr: &str, phase: &str) -> Option<(f64, Vec<(String, f64)>)> {
    let line = stderr.lines().find_map(|l| l.strip_prefix(&format!("wgmc: {phase} ")))?;
    let (wall, parts) = line.split_once(" s: ")?;
    let parts = parts
        .split(", ")
        .map(|p| {
            let mut words = p.split_whitespace();
            let name = words.next().unwrap().to_string();
            (name, words.next().unwrap().parse::<f64>().unwrap())
        })
        .collect();
    Some((wall.parse().ok()?, parts))
}

#[test]
fn timings_flag_prints_where_each_phase_went() {
    let dir = temp_dir("timings");
    let out = dir.to_str().unwrap();
    let args = ["sample", EIGHT_SCHOOLS, "--data", EIGHT_SCHOOLS_DATA, "--backend", "cpu", "--chains", "2"];
    let short = ["--warmup", "50", "--draws", "30", "--seed", "3", "--output", out];
    let plain = wgmc(&[&args[..], &short].concat());
    assert!(plain.status.success(), "{}", text(&plain.stderr));
    assert!(phase_split(&text(&plain.stderr), "warmup").is_none(), "printed without --timings");
    let timed = wgmc(&[&args[..], &short, &["--timings"]].concat());
    let stderr = text(&timed.stderr);
    assert!(timed.status.success(), "{stderr}");
    let names = ["device", "readback", "widen", "adapt", "sink", "other"];
    for phase in ["warmup", "sampling"] {
        let (wall, parts) = phase_split(&stderr, phase).unwrap_or_else(|| panic!("no {phase} line in {stderr}"));
        assert_eq!(parts.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(), names, "{stderr}");
        let sum: f64 = parts.iter().map(|(_, s)| s).sum();
        // Each figure is rounded to the millisecond.
        assert!((sum - wall).abs() <= 0.004, "{phase}: parts add up to {sum}, wall {wall}: {stderr}");
        assert!(parts[0].1 > 0.0, "{phase}: no device time: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

// `--metric dense`: CmdStan's dense_e comments, the adapted matrix one row per line (symmetric,
// its diagonal positive); with ChEES it is a settings error.
#[test]
fn dense_metric_writes_its_matrix() {
    let dir = temp_dir("dense");
    let out = dir.to_str().unwrap();
    let args = ["sample", EIGHT_SCHOOLS, "--data", EIGHT_SCHOOLS_DATA, "--backend", "cpu", "--chains", "2"];
    let run = wgmc(&[&args[..], &["--warmup", "150", "--draws", "30", "--metric", "dense", "--output", out]].concat());
    assert!(run.status.success(), "{}", text(&run.stderr));
    let chain = read_chain(&dir.join("chain_1.csv"));
    assert!(chain.config.iter().any(|l| l.trim() == "#         metric = dense_e"), "{:?}", chain.config);
    let at = chain.adaptation.iter().position(|l| l == "# Elements of inverse mass matrix:").expect("dense comments");
    let rows: Vec<Vec<f64>> = chain.adaptation[at + 1..]
        .iter()
        .map(|l| l.trim_start_matches("# ").split(", ").map(|v| v.parse().unwrap()).collect())
        .collect();
    let dim = 10;
    assert_eq!(rows.len(), dim);
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), dim);
        assert!(row[i] > 0.0);
        for (j, v) in row.iter().enumerate() {
            assert!((v - rows[j][i]).abs() <= 1e-12 * v.abs().max(1e-300), "{i} {j}");
        }
    }
    let refused = failure(&[&args[..], &["--layout", "rows:4", "--metric", "dense", "--output", out]].concat());
    assert!(refused.contains("dense metric"), "{refused}");
    let _ = std::fs::remove_dir_all(&dir);
}

// Chains at GPU scale from the command line: 65 536 chains of eight schools into a Zarr store
// (one store, not 65 536 files), in one lane per chain, every chain's draws there.
#[test]
fn chains_at_gpu_scale() {
    if !common::sampling::gpu_usable() {
        return;
    }
    let out = temp_dir("gpu-scale").join("run.zarr");
    let o = out.to_str().unwrap();
    let args = ["sample", EIGHT_SCHOOLS, "--data", EIGHT_SCHOOLS_DATA, "--backend", "gpu", "--chains", "65536"];
    let run = wgmc(&[&args[..], &["--warmup", "6", "--draws", "4", "--seed", "3", "--output", o]].concat());
    assert!(run.status.success(), "{}", text(&run.stderr));
    let draws = wgmc::read_zarr_run(&out).expect("the store reads back");
    assert_eq!((draws.chains, draws.draws), (65_536, 4));
}
