//! MCMC diagnostics against ArviZ 0.23 / arviz-stats 0.8 references (tools/diagnostics/gen_fixtures.py).

use std::path::Path;

use serde_json::Value;
use wgmc::diagnostics::{
    ess_bulk, ess_mean, ess_quantile, ess_tail, inv_normal_cdf, mcse_mean, mean, nested_rhat, quantile, rhat, sd,
    summary, DiagnosticsError, Draws, Summary,
};

/// Mean and sd: numpy sums pairwise, we sum left to right; both are within a few ulps of the
/// exact sum, so the mean's error is taken relative to max(|mean|, sd). Seen: 9e-16.
const MOMENT_REL: f64 = 1e-13;
/// Quantiles pick the same order statistics and interpolate with numpy's `_lerp`: bit-exact.
const QUANTILE_REL: f64 = 0.0;
/// R-hat and nested R-hat: ranks are exact, AS241 and scipy's ndtri differ by an ulp or two
/// per z value, and the variances are summed in another order. Seen: 2e-16.
const RHAT_REL: f64 = 1e-13;
/// ESS: our radix-2 FFT and numpy's pocketfft round differently (about 1e-16 of the lag-0
/// autocovariance per lag), and Geyer's sums add up to a few hundred lags. Seen: 1.6e-14.
const ESS_REL: f64 = 1e-12;
/// MCSE of the mean: sd / √ESS, so the sum of both errors. Seen: 9e-16.
const MCSE_REL: f64 = 1e-12;
/// Φ⁻¹ against scipy's ndtri: both are accurate to a few 1e-16 relative. Seen: 5.5e-16.
const NORMAL_QUANTILE_REL: f64 = 2e-15;

/// Every draw set written by the generator (a missing file fails the test).
const FIXTURES: &[&str] = &[
    "iid_normal",
    "ar1_rho09",
    "student_t3",
    "shifted_means",
    "nested_short_chains",
    "nested_converged",
    "ties_poisson",
    "binary_balanced",
    "odd_draws",
    "single_chain",
    "constant",
    "stuck_chains",
    "three_draws",
    "with_nan",
    "with_inf",
    "four_draws",
];

fn fixture_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/diagnostics"))
}

fn load(name: &str) -> Value {
    let path = fixture_dir().join(format!("{name}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A fixture float: a string holding Python's repr, "nan", "inf" or "-inf", read with Rust's
/// correctly rounded parser (serde_json's default one can be an ulp off).
fn number(v: &Value) -> f64 {
    let s = v.as_str().unwrap_or_else(|| panic!("fixture floats are strings, got {v}"));
    s.parse().unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

fn usize_of(v: &Value) -> usize {
    v.as_u64().expect("non-negative integer") as usize
}

/// Relative error of `got` against `want`, scaled by `scale` (≥ |want|); 0 when both are NaN
/// or the same infinity, infinite when only one is.
fn rel_error(got: f64, want: f64, scale: f64) -> f64 {
    if want.is_nan() || got.is_nan() {
        return if want.is_nan() && got.is_nan() { 0.0 } else { f64::INFINITY };
    }
    if want.is_infinite() || got.is_infinite() {
        return if got == want { 0.0 } else { f64::INFINITY };
    }
    if got == want {
        return 0.0;
    }
    (got - want).abs() / scale
}

/// Checks one quantity and returns its relative error.
fn check(case: &str, what: &str, got: f64, want: f64, scale: f64, tol: f64) -> f64 {
    let err = rel_error(got, want, scale.max(want.abs()));
    assert!(err <= tol, "{case}: {what} = {got:e}, ArviZ {want:e} (relative error {err:e} > {tol:e})");
    err
}

/// Worst relative error seen per quantity, printed by `cargo test -- --nocapture`.
#[derive(Default)]
struct Worst(Vec<(String, f64)>);

impl Worst {
    fn add(&mut self, what: &str, err: f64) {
        match self.0.iter_mut().find(|(w, _)| w == what) {
            Some(entry) => entry.1 = entry.1.max(err),
            None => self.0.push((what.to_string(), err)),
        }
    }
}

#[test]
fn every_quantity_matches_arviz() {
    let mut worst = Worst::default();
    for &name in FIXTURES {
        let fx = load(name);
        let values: Vec<f64> = fx["values"].as_array().expect("values").iter().map(number).collect();
        let draws = Draws::new(&values, usize_of(&fx["chains"]), usize_of(&fx["draws"])).expect("shape");
        let r = &fx["reference"];
        let want = |k: &str| number(&r[k]);
        let spread = want("sd").abs();
        let s = summary(&draws);
        let checks = [
            ("mean", mean(&draws), want("mean"), spread, MOMENT_REL),
            ("sd", sd(&draws), want("sd"), 0.0, MOMENT_REL),
            ("q5", quantile(&draws, 0.05), want("q5"), 0.0, QUANTILE_REL),
            ("q50", quantile(&draws, 0.5), want("q50"), 0.0, QUANTILE_REL),
            ("q95", quantile(&draws, 0.95), want("q95"), 0.0, QUANTILE_REL),
            ("rhat", rhat(&draws), want("rhat"), 0.0, RHAT_REL),
            ("ess_bulk", ess_bulk(&draws), want("ess_bulk"), 0.0, ESS_REL),
            ("ess_tail", ess_tail(&draws), want("ess_tail"), 0.0, ESS_REL),
            ("ess_mean", ess_mean(&draws), want("ess_mean"), 0.0, ESS_REL),
            ("ess_q25", ess_quantile(&draws, 0.25), want("ess_q25"), 0.0, ESS_REL),
            ("ess_q50", ess_quantile(&draws, 0.5), want("ess_q50"), 0.0, ESS_REL),
            ("mcse_mean", mcse_mean(&draws), want("mcse_mean"), 0.0, MCSE_REL),
        ];
        for (what, got, reference, scale, tol) in checks {
            worst.add(what, check(name, what, got, reference, scale, tol));
        }
        for entry in fx["nested_rhat"].as_array().expect("nested_rhat") {
            let k = usize_of(&entry["superchain_size"]);
            let got = nested_rhat(&draws, k).expect("superchain size divides the chains");
            worst.add(
                "nested_rhat",
                check(name, &format!("nested_rhat(k={k})"), got, number(&entry["value"]), 0.0, RHAT_REL),
            );
        }
        assert_summary_is_the_functions(name, &draws, &s);
    }
    for (what, err) in &worst.0 {
        println!("worst relative error against ArviZ: {what:<12} {err:.2e}");
    }
}

/// `summary` returns exactly what the single functions return.
fn assert_summary_is_the_functions(name: &str, d: &Draws<'_>, s: &Summary) {
    let fields = [
        (s.mean, mean(d)),
        (s.sd, sd(d)),
        (s.mcse_mean, mcse_mean(d)),
        (s.q5, quantile(d, 0.05)),
        (s.q50, quantile(d, 0.5)),
        (s.q95, quantile(d, 0.95)),
        (s.ess_bulk, ess_bulk(d)),
        (s.ess_tail, ess_tail(d)),
        (s.ess_mean, ess_mean(d)),
        (s.rhat, rhat(d)),
    ];
    for (i, (a, b)) in fields.iter().enumerate() {
        assert_eq!(a.to_bits(), b.to_bits(), "{name}: summary field {i}");
    }
}

#[test]
fn inverse_normal_cdf_matches_scipy() {
    let fx = load("normal_quantile");
    let mut worst: f64 = 0.0;
    for case in fx["cases"].as_array().expect("cases") {
        let (p, z) = (number(&case["p"]), number(&case["z"]));
        worst =
            worst.max(check("normal_quantile", &format!("Φ⁻¹({p:e})"), inv_normal_cdf(p), z, 0.0, NORMAL_QUANTILE_REL));
    }
    println!("worst relative error of Φ⁻¹ against scipy: {worst:.2e}");
}

#[test]
fn fixtures_directory_holds_only_known_files() {
    let mut names: Vec<String> = std::fs::read_dir(fixture_dir())
        .expect("fixture dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut expected: Vec<String> = FIXTURES.iter().chain(&["normal_quantile"]).map(|n| format!("{n}.json")).collect();
    expected.sort();
    assert_eq!(names, expected);
}

#[test]
fn shapes_are_checked() {
    let v = [1.0; 6];
    assert_eq!(Draws::new(&v, 0, 6), Err(DiagnosticsError::NoChains));
    assert_eq!(Draws::new(&v, 4, 2), Err(DiagnosticsError::Shape { len: 6, chains: 4, draws: 2 }));
    assert_eq!(Draws::new(&v, usize::MAX, 2), Err(DiagnosticsError::Shape { len: 6, chains: usize::MAX, draws: 2 }));
    assert_eq!(Draws::from_chains(&[]), Err(DiagnosticsError::NoChains));
    assert_eq!(
        Draws::from_chains(&[vec![1.0, 2.0], vec![3.0]]),
        Err(DiagnosticsError::RaggedChains { chain: 1, len: 1, expected: 2 })
    );
    let d = Draws::new(&v, 3, 2).expect("3 x 2");
    assert_eq!((d.chains(), d.draws(), d.chain(2), d.chain(3)), (3, 2, Some(&v[4..6]), None));
    assert!(DiagnosticsError::NoChains.to_string().contains("chain"));
}

#[test]
fn from_chains_equals_the_chain_major_slice() {
    let fx = load("ar1_rho09");
    let values: Vec<f64> = fx["values"].as_array().expect("values").iter().map(number).collect();
    let sliced = Draws::new(&values, 4, 250).expect("4 x 250");
    let chains: Vec<Vec<f64>> = values.chunks(250).map(<[f64]>::to_vec).collect();
    let owned = Draws::from_chains(&chains).expect("equal chains");
    assert_eq!(owned, sliced);
    assert_eq!(summary(&owned), summary(&sliced));
}

#[test]
fn superchain_size_must_divide_the_chains() {
    let v: Vec<f64> = (0..24).map(|i| (i * 7 % 11) as f64).collect();
    let d = Draws::new(&v, 6, 4).expect("6 x 4");
    assert_eq!(nested_rhat(&d, 0), Err(DiagnosticsError::SuperchainSize { chains: 6, size: 0 }));
    assert_eq!(nested_rhat(&d, 4), Err(DiagnosticsError::SuperchainSize { chains: 6, size: 4 }));
    assert!(nested_rhat(&d, 3).expect("3 divides 6").is_finite());
    assert!(nested_rhat(&d, 6).expect("one superchain").is_nan());
}

#[test]
fn degenerate_inputs_give_nan_not_panics() {
    let empty = Draws::new(&[], 3, 0).expect("3 x 0");
    let s = summary(&empty);
    assert!([s.mean, s.sd, s.q50, s.rhat, s.ess_bulk, s.ess_tail, s.mcse_mean].iter().all(|v| v.is_nan()));
    let one = Draws::new(&[2.5], 1, 1).expect("1 x 1");
    assert_eq!((mean(&one), quantile(&one, 0.3)), (2.5, 2.5));
    assert!(sd(&one).is_nan() && rhat(&one).is_nan() && nested_rhat(&one, 1).expect("k=1").is_nan());
    let v = [0.3, 1.0, -2.0, 4.0, 0.5, 0.25, 7.0, -1.0];
    let d = Draws::new(&v, 2, 4).expect("2 x 4");
    assert!(quantile(&d, 1.5).is_nan() && quantile(&d, f64::NAN).is_nan() && ess_quantile(&d, -0.1).is_nan());
}
