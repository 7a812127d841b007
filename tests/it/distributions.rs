//! Log densities of every distribution: values against 50-digit mpmath references, the `~`
//! form against the full form, and reverse-mode gradients against finite differences.

use crate::common;

use std::collections::BTreeSet;

use common::tolerances::{FD_ABS, FD_REL, FD_STEP, LPDF_ABS, LPDF_REL};
use proptest::prelude::*;
use serde_json::Value;
use wgmc::ir::{Lpdf, Truncation};
use wgmc::{Constraint, CpuModel, DataSet, Dist, Expr, Model, ModelBuilder, Type};

/// Length of the vectorized cases.
const N: usize = 5;

// ---------------------------------------------------------------- reference fixture

/// One entry of `tests/fixtures/lpdf_reference.json`.
#[derive(Debug, Clone)]
struct Case {
    name: String,
    args: Vec<f64>,
    lpdf: f64,
}

/// Entries of the fixture that are functions, checked in `tests/it/functions.rs`.
const FUNCTION_ENTRIES: &[&str] = &["std_normal_lcdf", "std_normal_lccdf", "Phi"];

/// Entries of the fixture that are the Stan front end's densities, checked in
/// `tests/it/categorical.rs` and `tests/it/cholesky_corr.rs`.
const FRONT_END_ENTRIES: &[&str] = &["categorical", "categorical_logit", "lkj_corr_cholesky"];

fn fixture_number(v: &Value) -> f64 {
    match v {
        Value::Number(n) => n.as_f64().expect("a JSON number is an f64"),
        Value::String(s) => match s.as_str() {
            "inf" => f64::INFINITY,
            "-inf" => f64::NEG_INFINITY,
            "nan" => f64::NAN,
            other => panic!("unknown special value {other:?}"),
        },
        other => panic!("expected a number, got {other}"),
    }
}

fn reference_cases() -> Vec<Case> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/lpdf_reference.json");
    let text = std::fs::read_to_string(path).expect("lpdf_reference.json is readable");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("lpdf_reference.json is valid JSON");
    cases
        .iter()
        .map(|c| Case {
            name: c["dist"].as_str().expect("dist is a string").to_string(),
            args: c["args"].as_array().expect("args is a list").iter().map(fixture_number).collect(),
            lpdf: fixture_number(&c["lpdf"]),
        })
        .collect()
}

/// Which truncation bounds a `normal_trunc_*` fixture entry has (after `[y, mu, sigma]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bounds {
    None,
    Lower,
    Upper,
    Both,
}

impl Bounds {
    fn has_lower(self) -> bool {
        matches!(self, Bounds::Lower | Bounds::Both)
    }

    fn has_upper(self) -> bool {
        matches!(self, Bounds::Upper | Bounds::Both)
    }

    /// The truncation of an `Lpdf` from the bound values, in the order lower, upper.
    fn truncation(self, values: &[Expr]) -> Option<Truncation> {
        let mut values = values.iter().cloned();
        match self {
            Bounds::None => None,
            _ => Some(Truncation {
                lower: if self.has_lower() { values.next() } else { None },
                upper: if self.has_upper() { values.next() } else { None },
            }),
        }
    }
}

/// The distribution and truncation a fixture name stands for (`None` for a function entry).
fn dist_of(name: &str) -> Option<(Dist, Bounds)> {
    match name {
        "normal_trunc_lu" => Some((Dist::Normal, Bounds::Both)),
        "normal_trunc_l" => Some((Dist::Normal, Bounds::Lower)),
        "normal_trunc_u" => Some((Dist::Normal, Bounds::Upper)),
        _ if FUNCTION_ENTRIES.contains(&name) || FRONT_END_ENTRIES.contains(&name) => None,
        _ => {
            let dist = Dist::ALL.iter().find(|d| d.name() == name);
            Some((*dist.unwrap_or_else(|| panic!("fixture entry {name:?} names no distribution")), Bounds::None))
        }
    }
}

/// A log density node with every field spelled out.
fn lpdf_node(dist: Dist, args: Vec<Expr>, propto: bool, truncation: Option<Truncation>) -> Expr {
    Expr::Lpdf(Box::new(Lpdf { dist, args, propto, mask: None, truncation }))
}

/// The full log density (constants included) with every argument data: the distribution's
/// arguments in Stan's order, then the truncation bounds.
fn full_lpdf_at(dist: Dist, bounds: Bounds, values: &[f64]) -> f64 {
    let mut data = DataSet::new();
    let names: Vec<String> = (0..values.len()).map(|k| format!("a{k}")).collect();
    let is_int = |k: usize| dist.int_args().contains(&k);
    for (k, (name, &v)) in names.iter().zip(values).enumerate() {
        if is_int(k) {
            assert_eq!(v, v.trunc(), "argument {k} of {} must be an integer", dist.name());
            data.insert_int(name, vec![], vec![v as i64]).unwrap();
        } else {
            data.insert_real(name, vec![], vec![v]).unwrap();
        }
    }
    let mut b = ModelBuilder::new(&data);
    let args: Vec<Expr> = names
        .iter()
        .enumerate()
        .map(|(k, name)| b.data(name, if is_int(k) { Type::INT } else { Type::REAL }).unwrap().into())
        .collect();
    let (dist_args, bound_args) = args.split_at(dist.arity());
    b.target(lpdf_node(dist, dist_args.to_vec(), false, bounds.truncation(bound_args)));
    let model = b.build().unwrap_or_else(|e| panic!("{} model builds: {e}", dist.name()));
    // Arguments a density refuses (Stan's argument checks, run on data before any
    // evaluation) have no density: log(0), as the references write outside the support.
    if wgmc::check_data(&model).is_err() {
        return f64::NEG_INFINITY;
    }
    CpuModel::new(&model).log_density(&[]).unwrap()
}

/// Checks `got` against a reference log density: infinities and NaN exactly, finite values
/// within `LPDF_REL` (with the `LPDF_ABS` floor near zero).
fn check_lpdf(got: f64, want: f64) -> Result<(), String> {
    let ok = if want.is_nan() {
        got.is_nan()
    } else if want.is_infinite() {
        got == want
    } else {
        (got - want).abs() <= LPDF_ABS.max(LPDF_REL * want.abs())
    };
    if ok {
        Ok(())
    } else {
        Err(format!("got {got:e}, want {want:e} (difference {:.1e})", (got - want).abs()))
    }
}

#[test]
fn reference_values() {
    let cases = reference_cases();
    let mut covered = BTreeSet::new();
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in &cases {
        let Some((dist, bounds)) = dist_of(&case.name) else { continue };
        assert_eq!(case.args.len(), dist.arity() + bounds.has_lower() as usize + bounds.has_upper() as usize);
        covered.insert(dist.name());
        let got = full_lpdf_at(dist, bounds, &case.args);
        if let Err(why) = check_lpdf(got, case.lpdf) {
            failures.push(format!("{}{:?}: {why}", case.name, case.args));
        }
        checked += 1;
    }
    let missing: Vec<_> = Dist::ALL.iter().map(|d| d.name()).filter(|n| !covered.contains(n)).collect();
    assert!(missing.is_empty(), "distributions without reference values: {missing:?}");
    assert!(failures.is_empty(), "{} of {checked} reference values are off:\n{}", failures.len(), failures.join("\n"));
}

// ---------------------------------------------------------------- model specs

/// The support of a parameter, as a constraint with constant bounds (or bounds read from
/// other arguments).
#[derive(Debug, Clone, Copy)]
enum Support {
    Real,
    Positive,
    Unit,
    Above(f64),
    Below(f64),
    Between(f64, f64),
    /// Between two other arguments of the distribution (by position, outcome 0).
    BetweenArgs(usize, usize),
}

impl Support {
    fn constraint(self, args: &[Expr]) -> Constraint {
        match self {
            Support::Real => Constraint::None,
            Support::Positive => Constraint::Lower(0.0.into()),
            Support::Unit => Constraint::LowerUpper(0.0.into(), 1.0.into()),
            Support::Above(l) => Constraint::Lower(l.into()),
            Support::Below(u) => Constraint::Upper(u.into()),
            Support::Between(l, u) => Constraint::LowerUpper(l.into(), u.into()),
            Support::BetweenArgs(l, u) => Constraint::LowerUpper(args[l].clone(), args[u].clone()),
        }
    }

    /// The constrained value of `u` and the log-Jacobian of the transform (constant bounds).
    fn constrain(self, u: f64) -> (f64, f64) {
        let log_inv_logit = |x: f64| -(-x).exp().ln_1p();
        match self {
            Support::Real => (u, 0.0),
            Support::Positive => (u.exp(), u),
            Support::Above(l) => (l + u.exp(), u),
            Support::Below(h) => (h - u.exp(), u),
            Support::Unit => Support::Between(0.0, 1.0).constrain(u),
            Support::Between(l, h) => {
                let jac = (h - l).ln() + log_inv_logit(u) + log_inv_logit(-u);
                (l + (h - l) / (1.0 + (-u).exp()), jac)
            }
            Support::BetweenArgs(..) => unreachable!("bounds read other parameters"),
        }
    }
}

/// The outcome of a distribution: real values with their support, or counts. Scalar
/// layouts use the first value.
#[derive(Debug, Clone)]
enum Outcome {
    Real(Vec<f64>, Support),
    Int(Vec<i64>),
}

/// An argument after the outcome: a parameter, or int data (the binomial's trial count).
#[derive(Debug, Clone)]
enum Arg {
    Param(Support),
    Int(Vec<i64>),
}

/// A distribution with supports for its parameters and outcome values inside its support.
#[derive(Debug, Clone)]
struct Spec {
    label: String,
    dist: Dist,
    outcome: Outcome,
    args: Vec<Arg>,
    /// Constant truncation bounds (normal only).
    truncation: Option<(Option<f64>, Option<f64>)>,
}

fn spec(dist: Dist, outcome: Outcome, args: Vec<Arg>) -> Spec {
    Spec { label: dist.name().to_string(), dist, outcome, args, truncation: None }
}

/// A normal truncated to constant bounds, with `mu` in [-1, 1] and `sigma` in [0.5, 2]
/// (or `mu` free and `sigma` positive when `free` is set).
fn truncated(y: [f64; N], lower: Option<f64>, upper: Option<f64>, free: bool) -> Spec {
    let (mu, sigma) = if free {
        (Support::Real, Support::Positive)
    } else {
        (Support::Between(-1.0, 1.0), Support::Between(0.5, 2.0))
    };
    Spec {
        label: format!("normal T[{lower:?}, {upper:?}]"),
        dist: Dist::Normal,
        outcome: Outcome::Real(y.to_vec(), Support::Real),
        args: vec![Arg::Param(mu), Arg::Param(sigma)],
        truncation: Some((lower, upper)),
    }
}

/// One spec per distribution, then truncated normals (moderate bounds and bounds far in one
/// tail).
fn specs() -> Vec<Spec> {
    use Support::*;
    let real = || Outcome::Real(vec![0.7, -1.3, 2.2, 0.0, -0.4], Real);
    let positive = || Outcome::Real(vec![0.7, 1.9, 0.05, 3.4, 1.0], Positive);
    let counts = || Outcome::Int(vec![3, 0, 12, 1, 5]);
    let p = Arg::Param;
    let specs: Vec<Spec> = Dist::ALL
        .iter()
        .map(|&d| match d {
            Dist::Normal | Dist::Cauchy | Dist::Logistic => spec(d, real(), vec![p(Real), p(Positive)]),
            Dist::StdNormal => spec(d, real(), vec![]),
            Dist::StudentT => spec(d, real(), vec![p(Positive), p(Real), p(Positive)]),
            Dist::Exponential => spec(d, positive(), vec![p(Positive)]),
            Dist::Gamma | Dist::InvGamma => spec(d, positive(), vec![p(Positive), p(Positive)]),
            Dist::Lognormal => spec(d, positive(), vec![p(Real), p(Positive)]),
            Dist::Beta => {
                spec(d, Outcome::Real(vec![0.3, 0.05, 0.97, 0.5, 0.71], Unit), vec![p(Positive), p(Positive)])
            }
            // alpha below every outcome, beta above; an outcome parameter lies between them.
            Dist::Uniform => spec(
                d,
                Outcome::Real(vec![0.3, -0.2, 0.9, 0.1, 0.5], BetweenArgs(1, 2)),
                vec![p(Below(-0.2)), p(Above(0.9))],
            ),
            Dist::Bernoulli => spec(d, Outcome::Int(vec![1, 0, 0, 1, 1]), vec![p(Unit)]),
            Dist::BernoulliLogit => spec(d, Outcome::Int(vec![1, 0, 0, 1, 1]), vec![p(Real)]),
            Dist::Binomial => {
                spec(d, Outcome::Int(vec![3, 0, 10, 7, 1]), vec![Arg::Int(vec![10, 10, 10, 12, 5]), p(Unit)])
            }
            Dist::BinomialLogit => {
                spec(d, Outcome::Int(vec![3, 0, 10, 7, 1]), vec![Arg::Int(vec![10, 10, 10, 12, 5]), p(Real)])
            }
            Dist::Poisson => spec(d, counts(), vec![p(Positive)]),
            Dist::PoissonLog => spec(d, counts(), vec![p(Real)]),
            Dist::NegBinomial2 => spec(d, counts(), vec![p(Positive), p(Positive)]),
            // A shape of e⁸ would raise y/σ = 4 to a power that overflows f64 (log density
            // −1e1794): shapes stay in (0.1, 5).
            Dist::Weibull => spec(d, positive(), vec![p(Between(0.1, 5.0)), p(Positive)]),
            Dist::DoubleExponential => spec(d, real(), vec![p(Real), p(Positive)]),
            // A scale below 0.1 makes exp(−(y − μ)/β) overflow f64 at the outcomes (−inf).
            Dist::Gumbel => spec(d, real(), vec![p(Real), p(Between(0.1, 20.0))]),
            // y_min below every outcome (and below the support of an outcome parameter).
            Dist::Pareto => spec(
                d,
                Outcome::Real(vec![0.7, 1.9, 0.15, 3.4, 1.0], Above(0.1)),
                vec![p(Between(0.01, 0.1)), p(Positive)],
            ),
            Dist::ParetoType2 => spec(d, positive(), vec![p(Below(0.0)), p(Positive), p(Positive)]),
            // Shapes in (0.1, 5), as for the Weibull: (y/σ)^±α must not overflow.
            Dist::Frechet | Dist::Loglogistic => spec(d, positive(), vec![p(Between(0.1, 5.0)), p(Between(0.1, 5.0))]),
            Dist::Rayleigh | Dist::ChiSquare | Dist::InvChiSquare => spec(d, positive(), vec![p(Positive)]),
            Dist::ScaledInvChiSquare => spec(d, positive(), vec![p(Positive), p(Positive)]),
            Dist::SkewNormal => spec(d, real(), vec![p(Real), p(Positive), p(Between(-5.0, 5.0))]),
            Dist::SkewDoubleExponential => spec(d, real(), vec![p(Real), p(Positive), p(Unit)]),
            Dist::BetaProportion => {
                spec(d, Outcome::Real(vec![0.3, 0.05, 0.97, 0.5, 0.71], Unit), vec![p(Unit), p(Positive)])
            }
            Dist::NegBinomial => spec(d, counts(), vec![p(Positive), p(Positive)]),
            Dist::NegBinomial2Log => spec(d, counts(), vec![p(Real), p(Positive)]),
            Dist::BetaBinomial => spec(
                d,
                Outcome::Int(vec![3, 0, 10, 7, 1]),
                vec![Arg::Int(vec![10, 10, 10, 12, 5]), p(Positive), p(Positive)],
            ),
        })
        .collect();
    let truncated_specs = vec![
        truncated([0.5, -0.9, 1.9, 0.0, 1.2], Some(-1.0), Some(2.0), true),
        truncated([0.5, -0.9, 1.9, 0.0, 1.2], Some(-1.0), None, true),
        truncated([0.5, -0.9, 1.9, 0.0, 1.2], None, Some(2.0), true),
        truncated([9.0, 8.2, 12.0, 10.5, 8.01], Some(8.0), None, false),
        truncated([-9.0, -8.2, -12.0, -10.5, -8.01], None, Some(-8.0), false),
        truncated([9.5, 8.1, 11.9, 10.0, 8.5], Some(8.0), Some(12.0), false),
        truncated([-9.5, -8.1, -11.9, -10.0, -8.5], Some(-12.0), Some(-8.0), false),
    ];
    specs.into_iter().chain(truncated_specs).collect()
}

/// Where the outcome and the parameters are scalars or vectors (broadcasting), and whether
/// the outcome is data or a parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// Scalar outcome (data) and parameters.
    Scalar,
    /// Vector outcome (data), scalar parameters.
    VectorOutcome,
    /// Scalar outcome (data), vector parameters and int data.
    VectorParams,
    /// Vector outcome (data) and vector parameters.
    VectorAll,
    /// The outcome is a scalar parameter too (continuous distributions).
    OutcomeParam,
}

impl Layout {
    const ALL: [Layout; 5] =
        [Layout::Scalar, Layout::VectorOutcome, Layout::VectorParams, Layout::VectorAll, Layout::OutcomeParam];

    fn vector_outcome(self) -> bool {
        matches!(self, Layout::VectorOutcome | Layout::VectorAll)
    }

    fn vector_params(self) -> bool {
        matches!(self, Layout::VectorParams | Layout::VectorAll)
    }

    /// Whether `spec` can be built in this layout (bounds are scalars, so a truncated
    /// normal keeps scalar parameters; only real outcomes can be parameters).
    fn fits(self, spec: &Spec) -> bool {
        match self {
            Layout::VectorParams | Layout::VectorAll => spec.truncation.is_none(),
            Layout::OutcomeParam => matches!(spec.outcome, Outcome::Real(..)) && spec.truncation.is_none(),
            Layout::Scalar | Layout::VectorOutcome => true,
        }
    }
}

/// Pairs of a spec and a layout it fits.
fn cases() -> Vec<(Spec, Layout)> {
    let mut out = Vec::new();
    for spec in specs() {
        out.extend(Layout::ALL.into_iter().filter(|l| l.fits(&spec)).map(|l| (spec.clone(), l)));
    }
    out
}

/// All values for a vector, the first for a scalar.
fn pick<T: Clone>(values: &[T], vector: bool) -> Vec<T> {
    if vector {
        values.to_vec()
    } else {
        values[..1].to_vec()
    }
}

/// Builds `spec` in `layout`: the full log density (`propto = false`) or the `~` form.
fn build(spec: &Spec, layout: Layout, propto: bool) -> Model {
    let (vector_outcome, vector_params) = (layout.vector_outcome(), layout.vector_params());
    let shape = |vector: bool| if vector { vec![N] } else { vec![] };
    let mut data = DataSet::new();
    match &spec.outcome {
        Outcome::Real(y, _) => data.insert_real("y", shape(vector_outcome), pick(y, vector_outcome)),
        Outcome::Int(n) => data.insert_int("y", shape(vector_outcome), pick(n, vector_outcome)),
    }
    .unwrap();
    for (k, arg) in spec.args.iter().enumerate() {
        if let Arg::Int(v) = arg {
            data.insert_int(&format!("n{k}"), shape(vector_params), pick(v, vector_params)).unwrap();
        }
    }
    let real_ty = |vector: bool| if vector { Type::vector(N) } else { Type::REAL };
    let int_ty = |vector: bool| if vector { Type::int_array(N) } else { Type::INT };

    let mut b = ModelBuilder::new(&data);
    let mut args = vec![Expr::Real(f64::NAN)];
    for (k, arg) in spec.args.iter().enumerate() {
        let e = match arg {
            Arg::Param(s) => b.param_constrained(&format!("p{k}"), real_ty(vector_params), s.constraint(&args)),
            Arg::Int(_) => b.data(&format!("n{k}"), int_ty(vector_params)).unwrap(),
        };
        args.push(e.into());
    }
    args[0] = match (&spec.outcome, layout) {
        (Outcome::Real(_, support), Layout::OutcomeParam) => {
            b.param_constrained("y", Type::REAL, support.constraint(&args)).into()
        }
        (Outcome::Real(..), _) => b.data("y", real_ty(vector_outcome)).unwrap().into(),
        (Outcome::Int(_), _) => b.data("y", int_ty(vector_outcome)).unwrap().into(),
    };
    let truncation =
        spec.truncation.map(|(lower, upper)| Truncation { lower: lower.map(Expr::Real), upper: upper.map(Expr::Real) });
    b.target(lpdf_node(spec.dist, args, propto, truncation));
    b.build().unwrap_or_else(|e| panic!("{} ({layout:?}) builds: {e}", spec.label))
}

/// A deterministic unconstrained point of `dim` coordinates in (-2.5, 2.5).
fn point(dim: usize, seed: u32) -> Vec<f64> {
    (0..dim).map(|i| 2.5 * ((i as f64 + 1.0) * 0.77 + f64::from(seed) * 1.91).sin()).collect()
}

// ---------------------------------------------------------------- the ~ form

/// The terms the `~` form drops in the scalar layout of `specs()` (outcome data: 0.7, or
/// the count 3, or 1 for the Bernoulli; binomial trials 10).
fn dropped_constant(dist: Dist) -> f64 {
    let half_log_two_pi = 0.5 * (2.0 * std::f64::consts::PI).ln();
    let log_pi = std::f64::consts::PI.ln();
    match dist {
        Dist::Normal => -half_log_two_pi,
        Dist::StdNormal => -0.5 * 0.7 * 0.7 - half_log_two_pi,
        Dist::Cauchy => -log_pi,
        Dist::StudentT => -0.5 * log_pi,
        Dist::Lognormal => -half_log_two_pi - 0.7f64.ln(),
        Dist::Binomial | Dist::BinomialLogit | Dist::BetaBinomial => 120.0f64.ln(),
        Dist::Poisson | Dist::PoissonLog | Dist::NegBinomial2 | Dist::NegBinomial | Dist::NegBinomial2Log => {
            -6.0f64.ln()
        }
        Dist::DoubleExponential => -std::f64::consts::LN_2,
        Dist::Rayleigh => 0.7f64.ln(),
        Dist::ChiSquare => -0.35,
        Dist::InvChiSquare => -0.5 / 0.7,
        Dist::SkewNormal => std::f64::consts::LN_2 - half_log_two_pi,
        Dist::SkewDoubleExponential => std::f64::consts::LN_2,
        Dist::Exponential
        | Dist::Gamma
        | Dist::InvGamma
        | Dist::Beta
        | Dist::Uniform
        | Dist::Bernoulli
        | Dist::BernoulliLogit
        | Dist::Weibull
        | Dist::Logistic
        | Dist::Pareto
        | Dist::ParetoType2
        | Dist::Gumbel
        | Dist::Frechet
        | Dist::Loglogistic
        | Dist::ScaledInvChiSquare
        | Dist::BetaProportion => 0.0,
    }
}

#[test]
fn sampling_form_drops_only_constants() {
    let mut failures = Vec::new();
    for (spec, layout) in cases() {
        let (full, tilde) = (CpuModel::new(&build(&spec, layout, false)), CpuModel::new(&build(&spec, layout, true)));
        assert_eq!(full.dim(), tilde.dim());
        let diffs: Vec<(f64, f64)> = (0..3)
            .map(|seed| {
                let x = point(full.dim(), seed);
                let (a, b) = (full.log_density(&x).unwrap(), tilde.log_density(&x).unwrap());
                assert!(a.is_finite() && b.is_finite(), "{} ({layout:?}) at {x:?}: {a}, {b}", spec.label);
                (a - b, a.abs().max(b.abs()))
            })
            .collect();
        let (d0, _) = diffs[0];
        if layout == Layout::Scalar && spec.truncation.is_none() {
            if let Err(why) = check_lpdf(d0, dropped_constant(spec.dist)) {
                failures.push(format!("{} ({layout:?}): full − ~ {why}", spec.label));
            }
        }
        for &(d, scale) in &diffs[1..] {
            if (d - d0).abs() > LPDF_ABS + LPDF_REL * scale {
                failures
                    .push(format!("{} ({layout:?}): full − ~ is {d0:e} at one point, {d:e} at another", spec.label));
            }
        }
    }
    assert!(failures.is_empty(), "the ~ form drops parameter-dependent terms:\n{}", failures.join("\n"));
}

/// With every argument but the outcome data, the `~` form keeps exactly the terms that
/// depend on the outcome (plus the log-Jacobian of its constraint).
#[test]
fn sampling_form_with_data_parameters_keeps_outcome_terms() {
    type Kernel = fn(f64) -> f64;
    let table: Vec<(Dist, Vec<f64>, Support, Kernel)> = vec![
        (Dist::Normal, vec![1.0, 2.0], Support::Real, |y| -0.5 * ((y - 1.0) / 2.0).powi(2)),
        (Dist::StdNormal, vec![], Support::Real, |y| -0.5 * y * y),
        (Dist::Cauchy, vec![1.0, 2.0], Support::Real, |y| -((y - 1.0) / 2.0).powi(2).ln_1p()),
        (Dist::StudentT, vec![3.0, 1.0, 2.0], Support::Real, |y| -2.0 * (((y - 1.0) / 2.0).powi(2) / 3.0).ln_1p()),
        (Dist::Exponential, vec![1.5], Support::Positive, |y| -1.5 * y),
        (Dist::Gamma, vec![2.5, 1.5], Support::Positive, |y| 1.5 * y.ln() - 1.5 * y),
        (Dist::InvGamma, vec![2.5, 1.5], Support::Positive, |y| -3.5 * y.ln() - 1.5 / y),
        (Dist::Lognormal, vec![0.5, 1.5], Support::Positive, |y| -0.5 * ((y.ln() - 0.5) / 1.5).powi(2) - y.ln()),
        (Dist::Beta, vec![2.0, 3.0], Support::Unit, |y| y.ln() + 2.0 * (-y).ln_1p()),
        (Dist::Uniform, vec![-1.0, 2.0], Support::Between(-1.0, 2.0), |_| 0.0),
    ];
    for (dist, params, support, kernel) in table {
        let data = DataSet::new();
        let mut b = ModelBuilder::new(&data);
        let y = b.param_constrained("y", Type::REAL, support.constraint(&[]));
        let args = std::iter::once(Expr::from(y)).chain(params.iter().map(|&p| Expr::Real(p))).collect();
        b.sample(dist, args);
        let cpu = CpuModel::new(&b.build().unwrap());
        for u in [-1.3, 0.2, 1.7] {
            let (y, log_jacobian) = support.constrain(u);
            let want = kernel(y) + log_jacobian;
            let got = cpu.log_density(&[u]).unwrap();
            check_lpdf(got, want).unwrap_or_else(|why| panic!("{}(y = {y} | {params:?}) ~ form: {why}", dist.name()));
        }
    }
}

// ---------------------------------------------------------------- gradients

/// Largest unconstrained dimension of the gradient cases.
const MAX_DIM: usize = 3 * N + 1;

/// An unconstrained coordinate: mostly moderate, sometimes ±8 (constrained values near a
/// bound: 3e-4 from it for a positive or unit parameter).
fn coordinate() -> impl Strategy<Value = f64> {
    prop_oneof![8 => -3.0..3.0f64, 1 => Just(-8.0), 1 => Just(8.0)]
}

fn check_at(spec: &Spec, layout: Layout, cpu: &CpuModel, x: &[f64]) -> Result<(), String> {
    let lp = cpu.log_density(x).map_err(|e| e.to_string())?;
    let what = format!("{} ({layout:?}) at {x:?}", spec.label);
    if !lp.is_finite() {
        return Err(format!("{what}: log density {lp}"));
    }
    check_gradient(cpu, x).map_err(|e| format!("{what}: {e}"))
}

/// `common::check_gradient`, with a second opinion where it fails: its central difference
/// has an O(h²) error that curvature dominates at the near-bound points (a scale of 3e-4
/// moves `(y - mu) / sigma` by 0.03 per step; a shape of 3e3 gives `d³logp/du³ ≈ 6e3`), so
/// the gradient is then compared, with the same tolerances, against a Richardson
/// extrapolation of central differences at steps h, h/2, h/4 (error O(h⁶)).
fn check_gradient(cpu: &CpuModel, x: &[f64]) -> Result<(), String> {
    let Err(plain) = common::check_gradient(cpu, x) else { return Ok(()) };
    let mut grad = vec![0.0; x.len()];
    let lp = cpu.log_density_gradient(x, &mut grad).map_err(|e| e.to_string())?;
    let scale = lp.abs().max(1.0);
    for (i, g) in grad.iter().enumerate() {
        let fd = richardson(cpu, x, i);
        // Written so that a NaN gradient fails.
        let within = (g - fd).abs() <= FD_ABS * scale + FD_REL * fd.abs();
        if !within {
            return Err(format!("{plain}; extrapolated finite differences give {fd} for component {i}"));
        }
    }
    Ok(())
}

/// Richardson-extrapolated central difference of the log density along coordinate `i`.
fn richardson(cpu: &CpuModel, x: &[f64], i: usize) -> f64 {
    let central = |h: f64| {
        let (mut up, mut down) = (x.to_vec(), x.to_vec());
        up[i] += h;
        down[i] -= h;
        (cpu.log_density(&up).unwrap() - cpu.log_density(&down).unwrap()) / (up[i] - down[i])
    };
    let h = FD_STEP * x[i].abs().max(1.0);
    let (d1, d2, d4) = (central(h), central(h / 2.0), central(h / 4.0));
    let (r1, r2) = ((4.0 * d2 - d1) / 3.0, (4.0 * d4 - d2) / 3.0);
    (16.0 * r2 - r1) / 15.0
}

proptest! {
    #![proptest_config(common::proptest_config(64))]

    #[test]
    fn gradients_of_every_distribution(x in prop::collection::vec(coordinate(), MAX_DIM)) {
        let failures: Vec<String> = cases()
            .iter()
            .filter_map(|(spec, layout)| {
                let cpu = CpuModel::new(&build(spec, *layout, false));
                assert!(cpu.dim() <= MAX_DIM);
                check_at(spec, *layout, &cpu, &x[..cpu.dim()]).err()
            })
            .collect();
        prop_assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

// ---------------------------------------------------------------- truncated normal tails

#[test]
fn truncated_normal_far_tails() {
    let far: Vec<(Case, Bounds)> = reference_cases()
        .into_iter()
        .filter_map(|c| {
            let (_, bounds) = dist_of(&c.name)?;
            let (mu, sigma) = (*c.args.get(1)?, *c.args.get(2)?);
            let far = bounds != Bounds::None && c.args[3..].iter().all(|b| ((b - mu) / sigma).abs() >= 8.0);
            (far && c.lpdf.is_finite()).then_some((c, bounds))
        })
        .collect();
    for kind in [Bounds::Lower, Bounds::Upper, Bounds::Both] {
        assert!(far.iter().filter(|(_, b)| *b == kind).count() >= 2, "too few far-tail reference cases for {kind:?}");
    }
    for (case, bounds) in &far {
        let got = full_lpdf_at(Dist::Normal, *bounds, &case.args);
        assert!(got.is_finite(), "{}{:?}: log density {got}", case.name, case.args);
        check_lpdf(got, case.lpdf).unwrap_or_else(|why| panic!("{}{:?}: {why}", case.name, case.args));
        // The same point with mu and sigma as parameters: finite gradient matching FD.
        let cpu = truncated_with_params(case.args[0], *bounds, &case.args[3..]);
        let x = [case.args[1], case.args[2].ln()];
        let mut grad = [0.0; 2];
        let lp = cpu.log_density_gradient(&x, &mut grad).unwrap();
        check_lpdf(lp - x[1], case.lpdf)
            .unwrap_or_else(|why| panic!("{}{:?} with parameters: {why}", case.name, case.args));
        assert!(grad.iter().all(|g| g.is_finite()), "{}{:?}: gradient {grad:?}", case.name, case.args);
        check_gradient(&cpu, &x).unwrap_or_else(|why| panic!("{}{:?}: {why}", case.name, case.args));
    }
}

/// `y ~ normal(mu, sigma) T[bounds]` with full constants, `mu` free and `sigma` positive.
fn truncated_with_params(y: f64, bounds: Bounds, bound_values: &[f64]) -> CpuModel {
    let mut data = DataSet::new();
    data.insert_real("y", vec![], vec![y]).unwrap();
    let mut b = ModelBuilder::new(&data);
    let y = b.data("y", Type::REAL).unwrap();
    let mu = b.param("mu", Type::REAL);
    let sigma = b.param_constrained("sigma", Type::REAL, Support::Positive.constraint(&[]));
    let bound_exprs: Vec<Expr> = bound_values.iter().map(|&v| Expr::Real(v)).collect();
    b.target(lpdf_node(Dist::Normal, vec![y.into(), mu.into(), sigma.into()], false, bounds.truncation(&bound_exprs)));
    CpuModel::new(&b.build().unwrap())
}
