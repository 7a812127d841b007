//! The benchmark suite: `benches/suite.json` parses and covers every benchmark model, each compiles (or names the command that generates its missing data), and a tiny CPU run gives a complete row and table.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use anyhow::{ensure, Context, Result};
use wgmc::bench::{
    run_suite, BenchAlgorithm, BenchBackend, BenchError, BenchReport, Selection, Suite, MARKDOWN_COLUMNS,
    TIMINGS_COLUMNS,
};
use wgmc::{Layout, Metric};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn suite() -> Result<Suite> {
    Ok(Suite::from_file(root().join("benches/suite.json"))?)
}

#[test]
fn suite_file_parses_and_covers_every_benchmark_model() -> Result<()> {
    let suite = suite()?;
    let fixtures = root().join("tests/fixtures/benchmarks");
    let stan_files: BTreeSet<PathBuf> = std::fs::read_dir(&fixtures)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "stan"))
        .collect();
    let listed: BTreeSet<PathBuf> =
        suite.models.iter().map(|m| m.stan.canonicalize().with_context(|| m.name.clone())).collect::<Result<_>>()?;
    for file in &stan_files {
        ensure!(listed.contains(&file.canonicalize()?), "{} is not in benches/suite.json", file.display());
    }
    ensure!(suite.model("logistic_regression_500k").is_some(), "the 500k model is missing from the suite");
    ensure!(suite.model("logistic_regression_500k_1024").is_some(), "and its 1 024-chain run");
    ensure!(suite.models.len() == stan_files.len() + 2, "one model per Stan file, plus the 500k data set twice");
    ensure!(!suite.chains.is_empty() && suite.warmup > 0 && suite.draws > 0);
    Ok(())
}

#[test]
fn every_listed_model_compiles_or_names_its_data_generator() -> Result<()> {
    for spec in &suite()?.models {
        match spec.load() {
            Ok(model) => ensure!(model.stan.model().dim() > 0, "{}: no parameters", spec.name),
            Err(e @ BenchError::DataMissing { .. }) => {
                ensure!(spec.name.starts_with("logistic_regression_500k"), "{}: {e}", spec.name);
                let message = e.to_string();
                ensure!(message.starts_with("data missing: "), "{message}");
                ensure!(message.contains("python3 tests/fixtures/benchmarks/gen_logistic_500k.py"), "{message}");
            }
            Err(e) => return Err(e).context(spec.name.clone()),
        }
    }
    Ok(())
}

#[test]
fn missing_data_gives_a_clear_error_row_and_the_suite_goes_on() -> Result<()> {
    let fixtures = root().join("tests/fixtures/benchmarks");
    let text = r#"{
        "chains": [2], "algorithms": ["nuts"], "backends": ["cpu"], "warmup": 10, "draws": 10,
        "models": [
            {"name": "absent", "stan": "std_normal_100.stan", "data": "no_such_file.json", "generate": "make data"},
            {"name": "present", "stan": "std_normal_100.stan", "data": "std_normal_100.json"}
        ]
    }"#;
    let suite = Suite::from_json_str(text, &fixtures)?;
    let cases = suite.cases(&Selection::default())?;
    let rows = run_suite(&suite, &cases, |_, _| {});
    ensure!(rows.len() == 2);
    let error = rows[0].error.as_deref().unwrap_or_default();
    ensure!(error.starts_with("data missing: ") && error.contains("run `make data`"), "{error}");
    ensure!(rows[0].figures.is_none());
    ensure!(rows[1].error.is_none() && rows[1].figures.is_some(), "{:?}", rows[1].error);
    Ok(())
}

#[test]
fn bad_suites_and_selections_are_errors() -> Result<()> {
    let dir = Path::new(".");
    let ok = r#"{"chains": [1], "algorithms": ["nuts"], "backends": ["cpu"], "warmup": 1, "draws": 1,
                 "models": [{"name": "a", "stan": "a.stan"}]}"#;
    let suite = Suite::from_json_str(ok, dir)?;
    for bad in [
        ok.replace(r#""chains": [1]"#, r#""chains": [0]"#),
        ok.replace(r#""nuts""#, r#""gibbs""#),
        ok.replace(r#""models": [{"name": "a", "stan": "a.stan"}]"#, r#""models": []"#),
        ok.replace(r#""draws": 1"#, r#""draws": 1, "extra": true"#),
        "not json".to_string(),
    ] {
        ensure!(Suite::from_json_str(&bad, dir).is_err(), "accepted: {bad}");
    }
    let unknown = Selection { models: Some(vec!["b".into()]), ..Selection::default() };
    ensure!(suite.cases(&unknown).is_err());
    ensure!("gibbs".parse::<BenchAlgorithm>().is_err() && "tpu".parse::<BenchBackend>().is_err());
    Ok(())
}

#[test]
fn tiny_cpu_run_gives_finite_positive_figures_and_a_table() -> Result<()> {
    let suite = suite()?;
    let selection = Selection {
        models: Some(vec!["poisson_gamma_10".into()]),
        backends: Some(vec![BenchBackend::Cpu]),
        chains: Some(vec![2]),
        algorithms: Some(vec![BenchAlgorithm::Nuts]),
        warmup: Some(20),
        draws: Some(20),
        seed: Some(3),
        layouts: Some(vec![Layout::Lanes, Layout::Rows(None)]),
        metric: None,
        mams_partial_refresh: None,
        mams_length_factor: None,
    };
    let cases = suite.cases(&selection)?;
    // A MAMS trajectory length factor reaches the MAMS cases only, and names them.
    let algorithms = Some(vec![BenchAlgorithm::Nuts, BenchAlgorithm::Mams]);
    let factored = suite.cases(&Selection { algorithms, mams_length_factor: Some(0.6), ..selection.clone() })?;
    let labels: Vec<String> = factored.iter().map(|c| c.algorithm_label()).collect();
    ensure!(labels == ["nuts", "mams+length:0.6"], "{labels:?}");
    ensure!(
        factored[0].mams_length_factor.is_none() && serde_json::to_value(&factored[1])?["mams_length_factor"] == 0.6
    );
    ensure!(cases[0].metric == Metric::Diagonal, "diagonal by default");
    let dense = suite.cases(&Selection { metric: Some(Metric::Dense), ..selection.clone() })?;
    ensure!(serde_json::to_value(&dense[0])?["metric"] == "dense");
    let dense_rows = run_suite(&suite, &dense, |_, _| {});
    ensure!(dense_rows[0].error.is_none() && dense_rows[0].figures.is_some(), "{:?}", dense_rows[0].error);
    ensure!(cases.len() == 1, "the CPU backend runs once, whatever the GPU layouts");
    let gpu = suite.cases(&Selection { backends: Some(vec![BenchBackend::Gpu]), ..selection.clone() })?;
    let layouts: Vec<String> = gpu.iter().map(|c| c.layout.to_string()).collect();
    ensure!(layouts == ["lanes", "rows"], "one GPU case per layout: {layouts:?}");
    let rows = run_suite(&suite, &cases, |_, _| {});
    ensure!(rows.len() == 1);
    let row = &rows[0];
    ensure!(row.error.is_none(), "{:?}", row.error);
    let f = row.figures.as_ref().context("figures")?;
    for (name, x) in [
        ("warmup_s", f.warmup_s),
        ("sampling_s", f.sampling_s),
        ("grad_evals_per_s", f.grad_evals_per_s),
        ("grad_evals_per_s_overall", f.grad_evals_per_s_overall),
        ("leapfrogs_per_draw", f.leapfrogs_per_draw),
        ("min_ess_bulk", f.min_ess_bulk),
        ("min_ess_bulk_per_grad", f.min_ess_bulk_per_grad),
        ("min_ess_tail", f.min_ess_tail),
        ("min_ess_tail_per_grad", f.min_ess_tail_per_grad),
        ("min_ess_bulk_per_s", f.min_ess_bulk_per_s),
        ("min_ess_bulk_per_s_with_warmup", f.min_ess_bulk_per_s_with_warmup),
        ("max_rhat", f.max_rhat),
    ] {
        ensure!(x.is_finite() && x > 0.0, "{name} = {x}");
    }
    ensure!(f.compile_s.is_finite() && f.compile_s >= 0.0, "compile_s = {}", f.compile_s);
    ensure!(f.sampling_leapfrogs > 0 && f.warmup_leapfrogs > 0);
    ensure!(f.min_ess_bulk_per_s > f.min_ess_bulk_per_s_with_warmup);
    ensure!((f.min_ess_bulk_per_grad * f.sampling_leapfrogs as f64 - f.min_ess_bulk).abs() < 1e-6 * f.min_ess_bulk);
    ensure!((f.min_ess_tail_per_grad * f.sampling_leapfrogs as f64 - f.min_ess_tail).abs() < 1e-6 * f.min_ess_tail);
    ensure!(f.dim == 10 && f.backend_description.contains("CPU"));

    for (phase, wall, split) in [("warmup", f.warmup_s, &f.warmup_split), ("sampling", f.sampling_s, &f.sampling_split)]
    {
        let sum: f64 = split.parts().iter().sum();
        ensure!((sum - wall).abs() <= 1e-6 * wall.max(1.0), "{phase}: the split adds up to {sum}, not {wall}");
        ensure!(split.device > 0.0 && split.parts().iter().all(|&s| s >= 0.0), "{phase}: {split:?}");
    }

    let report = BenchReport::with_adapter("test adapter".into(), rows);
    let timings = report.timings_markdown();
    let lines: Vec<&str> = timings.lines().collect();
    let header: Vec<&str> = lines[0].trim_matches('|').split('|').map(str::trim).collect();
    ensure!(header == TIMINGS_COLUMNS && lines.len() == 4, "{timings}");
    for (line, phase) in lines[2..].iter().zip(["warmup", "sampling"]) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        ensure!(cells.len() == TIMINGS_COLUMNS.len() && cells[4] == phase, "{line}");
        ensure!(cells[5..].iter().all(|c| c.parse::<f64>().is_ok_and(|x| x >= 0.0)), "{line}");
    }
    let table = report.markdown();
    let lines: Vec<&str> = table.lines().collect();
    ensure!(lines[0].starts_with("Adapter: test adapter"), "{table}");
    let header: Vec<&str> = lines[2].trim_matches('|').split('|').map(str::trim).collect();
    ensure!(header == MARKDOWN_COLUMNS, "{header:?}");
    for column in ["compile s", "warmup s", "sampling s", "grad evals/s", "ESS/s", "ESS/s incl. warmup", "max R-hat"] {
        ensure!(header.contains(&column), "no column {column}");
    }
    let cells: Vec<&str> = lines[4].trim_matches('|').split('|').map(str::trim).collect();
    ensure!(cells.len() == MARKDOWN_COLUMNS.len(), "{}", lines[4]);
    ensure!(cells[..7] == ["poisson_gamma_10", "cpu", "cpu", "nuts", "2", "20", "20"], "{cells:?}");
    ensure!(cells[7..19].iter().all(|c| !c.is_empty() && *c != "—"), "{cells:?}");

    let json: serde_json::Value = serde_json::from_str(&report.to_json()?)?;
    ensure!(json["adapter"] == "test adapter");
    ensure!(json["rows"][0]["figures"]["min_ess_bulk"].as_f64().is_some_and(|x| x > 0.0));
    ensure!(json["rows"][0]["backend"] == "cpu" && json["rows"][0]["algorithm"] == "nuts");
    ensure!(json["rows"][0]["figures"]["sampling_split"]["device"].as_f64().is_some_and(|x| x > 0.0));
    ensure!(json["rows"][0]["figures"]["warmup_split"]["adapt"].as_f64().is_some_and(|x| x > 0.0));
    Ok(())
}

/// A model with generated quantities has them evaluated for every draw of the sampling phase:
/// the row counts them and times them as a part of the sink's time; a model without has none.
#[test]
fn generated_quantities_are_evaluated_and_timed() -> Result<()> {
    let suite = suite()?;
    let selection = Selection {
        models: Some(vec!["logistic_regression_log_lik".into(), "logistic_regression".into()]),
        backends: Some(vec![BenchBackend::Cpu]),
        chains: Some(vec![2]),
        algorithms: Some(vec![BenchAlgorithm::Nuts]),
        warmup: Some(5),
        draws: Some(5),
        ..Selection::default()
    };
    let rows = run_suite(&suite, &suite.cases(&selection)?, |_, _| {});
    ensure!(rows.len() == 2 && rows.iter().all(|r| r.error.is_none()), "{rows:?}");
    let (with, without) = (rows[0].figures.as_ref().context("figures")?, rows[1].figures.as_ref().context("figures")?);
    ensure!(with.generated_values == 10_000 && with.generated_s > 0.0, "{with:?}");
    ensure!(with.generated_s <= with.sampling_split.sink, "{with:?}");
    ensure!(without.generated_values == 0 && without.generated_s == 0.0, "{without:?}");
    let json = serde_json::to_value(&rows[0])?;
    ensure!(json["figures"]["generated_s"].as_f64() == Some(with.generated_s));
    Ok(())
}
