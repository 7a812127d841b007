//! The scalar functions of the IR through the CPU interpreter: values against mpmath
//! references and simple identities, reverse-mode gradients against finite differences,
//! elementwise application to vectors, reductions, `dot_product` and `rep_vector`.

use crate::common;

use common::tolerances::LPDF_REL;
use proptest::prelude::*;
use serde_json::Value;
use wgmc::ir::Reduction;
use wgmc::{lpdf, Constraint, CpuModel, DataSet, Dist, Expr, Func, Model, ModelBuilder, Type};

/// Reference values at or below the f64 underflow threshold (`Phi` deep in the lower tail,
/// `std_normal_lccdf` deep in the upper tail) are compared absolutely: subnormal results
/// carry fewer than 53 significant bits, so a relative bound is meaningless there.
const UNDERFLOW_ABS: f64 = 1e-300;

/// Length of the vector cases.
const N: usize = 5;

// ---------------------------------------------------------------- evaluation helpers

/// `f(args)` through a zero-parameter model with the arguments as data.
fn call_at(f: Func, args: &[f64]) -> f64 {
    let mut data = DataSet::new();
    for (k, &a) in args.iter().enumerate() {
        data.insert_real(&format!("a{k}"), vec![], vec![a]).unwrap();
    }
    let mut b = ModelBuilder::new(&data);
    let args = (0..args.len()).map(|k| b.data(&format!("a{k}"), Type::REAL).unwrap().into()).collect();
    b.target(Expr::Call(f, args));
    let model = b.build().unwrap_or_else(|e| panic!("{} on data builds: {e}", f.name()));
    CpuModel::new(&model).log_density(&[]).unwrap()
}

/// Checks `got` against a reference: NaN and infinities exactly, finite values within
/// `LPDF_REL` (absolute `UNDERFLOW_ABS` for subnormal references).
fn check_value(got: f64, want: f64, rel: f64) -> Result<(), String> {
    let ok = if want.is_nan() {
        got.is_nan()
    } else if want.is_infinite() {
        got == want
    } else {
        (got - want).abs() <= UNDERFLOW_ABS.max(rel * want.abs())
    };
    if ok {
        Ok(())
    } else {
        Err(format!("got {got:e}, want {want:e}"))
    }
}

// ---------------------------------------------------------------- domains

/// Where a function's argument lives, as a parameter constraint.
#[derive(Debug, Clone, Copy)]
enum Domain {
    Real,
    Positive,
    Negative,
    Above(f64),
    Between(f64, f64),
    /// Above the previous argument (`log_diff_Phi(a, b)` needs `a < b`).
    AbovePrevious,
    /// Below the previous argument (`log_diff_exp(a, b)` needs `b < a`).
    BelowPrevious,
    /// Between 0 and the previous argument (`lchoose(n, k)` needs `0 < k < n`).
    UnderPrevious,
}

impl Domain {
    fn constraint(self, previous: Option<Expr>) -> Constraint {
        match self {
            Domain::Real => Constraint::None,
            Domain::Positive => Constraint::Lower(0.0.into()),
            Domain::Negative => Constraint::Upper(0.0.into()),
            Domain::Above(l) => Constraint::Lower(l.into()),
            Domain::Between(l, u) => Constraint::LowerUpper(l.into(), u.into()),
            Domain::AbovePrevious => Constraint::Lower(previous.expect("a previous argument")),
            Domain::BelowPrevious => Constraint::Upper(previous.expect("a previous argument")),
            Domain::UnderPrevious => Constraint::LowerUpper(0.0.into(), previous.expect("a previous argument")),
        }
    }

    /// The constrained value of `u` (`previous`: the previous argument's value).
    fn constrain(self, u: f64, previous: f64) -> f64 {
        match self {
            Domain::Real => u,
            Domain::Positive => u.exp(),
            Domain::Negative => -u.exp(),
            Domain::Above(l) => l + u.exp(),
            Domain::Between(l, h) => l + (h - l) / (1.0 + (-u).exp()),
            Domain::AbovePrevious => previous + u.exp(),
            Domain::BelowPrevious => previous - u.exp(),
            Domain::UnderPrevious => previous / (1.0 + (-u).exp()),
        }
    }
}

/// The domain of each argument of `f` used for gradients (and for moderate test points).
fn domains(f: Func) -> Vec<Domain> {
    use Domain::*;
    match f {
        Func::Log | Func::Log10 | Func::Sqrt | Func::Lgamma | Func::Digamma | Func::Log2 => vec![Positive],
        Func::Cbrt | Func::Inv | Func::InvSqrt | Func::InvSquare => vec![Positive],
        Func::Tan => vec![Between(-1.2, 1.2)],
        Func::Asin | Func::Acos | Func::Atanh => vec![Between(-0.9, 0.9)],
        Func::Acosh => vec![Above(1.0)],
        Func::Log1m => vec![Between(-3.0, 1.0)],
        Func::InvPhi => vec![Between(0.0, 1.0)],
        Func::Atan2 | Func::Fmax | Func::Fmin | Func::Fdim | Func::Hypot => vec![Real, Real],
        Func::Fma => vec![Real, Real, Real],
        Func::LogDiffExp | Func::LogInvLogitDiff => vec![Real, BelowPrevious],
        Func::Lbeta | Func::LogRisingFactorial => vec![Positive, Positive],
        Func::Lchoose | Func::LogFallingFactorial => vec![Positive, UnderPrevious],
        // A nonzero outcome (the −log ŷ branch); the other is checked at special points.
        Func::BinaryLogLoss => vec![Between(0.5, 1.0), Between(0.0, 1.0)],
        Func::Logit => vec![Between(0.0, 1.0)],
        Func::MultiplyLog => vec![Real, Positive],
        Func::Log1p => vec![Above(-1.0)],
        Func::Log1mExp => vec![Negative],
        Func::Pow => vec![Positive, Real],
        Func::LgammaRatio | Func::DigammaRatio => vec![Positive, Positive],
        Func::LogSumExp2 => vec![Real, Real],
        // Argument checks, inside the rule (they are 0 there, with zero derivative).
        Func::CheckNotNan
        | Func::CheckFinite
        | Func::CheckPositive
        | Func::CheckPositiveFinite
        | Func::CheckNonnegative
        | Func::CheckUnitInterval => vec![Between(0.0, 1.0)],
        Func::CheckBounded => vec![Between(0.0, 1.0), AbovePrevious],
        Func::CheckGreater => vec![Positive, Negative],
        Func::LogMix => vec![Between(0.0, 1.0), Real, Real],
        Func::Phi | Func::StdNormalLcdf | Func::StdNormalLccdf | Func::StdNormalLcdfDeriv => {
            vec![Between(-30.0, 30.0)]
        }
        Func::LogDiffPhi | Func::LogDiffPhiDerivA | Func::LogDiffPhiDerivB => {
            vec![Between(-30.0, 30.0), AbovePrevious]
        }
        Func::Exp
        | Func::Expm1
        | Func::Tanh
        | Func::Square
        | Func::Fabs
        | Func::Sign
        | Func::InvLogit
        | Func::LogInvLogit
        | Func::Log1mInvLogit
        | Func::Sin
        | Func::Cos
        | Func::Atan
        | Func::Sinh
        | Func::Cosh
        | Func::Asinh
        | Func::Exp2
        | Func::Log1pExp
        | Func::InvCloglog
        | Func::PhiApprox
        | Func::Erf
        | Func::Erfc
        | Func::Step
        | Func::Floor
        | Func::Ceil
        | Func::Round
        | Func::Trunc
        | Func::F64Tolerance => vec![Real],
    }
}

/// Constrained argument values for unconstrained `u` (one per argument).
fn constrain_args(f: Func, u: &[f64]) -> Vec<f64> {
    let mut out: Vec<f64> = Vec::new();
    for (d, &u) in domains(f).into_iter().zip(u) {
        out.push(d.constrain(u, out.last().copied().unwrap_or(f64::NAN)));
    }
    out
}

// ---------------------------------------------------------------- values

/// The standard normal CDF from its Taylor series `1/2 + phi(x) sum x^(2n+1) / (2n+1)!!`:
/// a few ulps for x >= 0; for x < 0 it cancels, so its absolute error is a few 1e-17.
fn std_normal_cdf(x: f64) -> f64 {
    let (mut term, mut sum, mut n) = (x, x, 1.0);
    while term.abs() > 1e-18 * sum.abs() {
        n += 2.0;
        term *= x * x / n;
        sum += term;
    }
    0.5 + (-0.5 * x * x).exp() / (2.0 * std::f64::consts::PI).sqrt() * sum
}

/// Φ⁻¹(p) by bisection on the series CDF above (moderate p only).
fn inverse_std_normal_cdf(p: f64) -> f64 {
    let (mut lo, mut hi) = (-9.0, 9.0);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if std_normal_cdf(mid) < p {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

/// The standard normal density.
fn std_normal_pdf(x: f64) -> f64 {
    (-0.5 * x * x).exp() / (2.0 * std::f64::consts::PI).sqrt()
}

/// Phi(b) - Phi(a) for a < b, through the smaller tail masses so that nothing cancels.
fn std_normal_mass(a: f64, b: f64) -> f64 {
    if a >= 0.0 {
        std_normal_cdf(-a) - std_normal_cdf(-b)
    } else {
        std_normal_cdf(b) - std_normal_cdf(a)
    }
}

/// log Phi(x), through the smaller tail mass.
fn log_std_normal_cdf(x: f64) -> f64 {
    if x > 0.0 {
        (-std_normal_cdf(-x)).ln_1p()
    } else {
        std_normal_cdf(x).ln()
    }
}

fn log_indicator(inside: bool) -> f64 {
    f64::from(u8::from(inside)).ln()
}

/// An independent f64 reference for every function at moderate arguments: std's functions,
/// series, or the defining formula.
fn identity(f: Func, x: &[f64]) -> f64 {
    match f {
        Func::Log => x[0].ln(),
        Func::Exp => x[0].exp(),
        Func::Log1p => (1.0 + x[0]).ln(),
        Func::Expm1 => x[0].exp() - 1.0,
        Func::Sqrt => x[0].powf(0.5),
        Func::Square => x[0].powi(2),
        Func::Pow => (x[1] * x[0].ln()).exp(),
        Func::Fabs => x[0].hypot(0.0),
        Func::Sign => x[0].signum(),
        Func::Lgamma => common::ln_gamma(x[0]),
        // The recurrence psi(x) = psi(x + 1) - 1/x (smallest terms summed first), then the
        // asymptotic series at x + 40.
        Func::Digamma => {
            let y = x[0] + 40.0;
            let r2 = 1.0 / (y * y);
            let series = y.ln() - 0.5 / y - r2 * (1.0 / 12.0 - r2 * (1.0 / 120.0 - r2 * (1.0 / 252.0 - r2 / 240.0)));
            series - (0..40).rev().map(|k| 1.0 / (x[0] + f64::from(k))).sum::<f64>()
        }
        Func::LogSumExp2 => (x[0].exp() + x[1].exp()).ln(),
        Func::Log1mExp => (1.0 - x[0].exp()).ln(),
        Func::LogMix => (x[0] * x[1].exp() + (1.0 - x[0]) * x[2].exp()).ln(),
        Func::InvLogit => 1.0 / (1.0 + (-x[0]).exp()),
        Func::LogInvLogit => -(-x[0]).exp().ln_1p(),
        Func::Log1mInvLogit => -x[0].exp().ln_1p(),
        Func::Logit => (x[0] / (1.0 - x[0])).ln(),
        Func::Log10 => x[0].ln() / std::f64::consts::LN_10,
        Func::Tanh => (2.0 * x[0]).exp_m1() / ((2.0 * x[0]).exp_m1() + 2.0),
        Func::MultiplyLog => x[0] * x[1].ln(),
        Func::Sin => 2.0 * (x[0] / 2.0).sin() * (x[0] / 2.0).cos(),
        Func::Cos => 1.0 - 2.0 * (x[0] / 2.0).sin().powi(2),
        Func::Tan => x[0].sin() / x[0].cos(),
        Func::Asin => (x[0] / (1.0 - x[0] * x[0]).sqrt()).atan(),
        Func::Acos => std::f64::consts::FRAC_PI_2 - (x[0] / (1.0 - x[0] * x[0]).sqrt()).atan(),
        Func::Atan => (x[0] / (1.0 + x[0] * x[0]).sqrt()).asin(),
        Func::Atan2 => 2.0 * (x[0] / ((x[0] * x[0] + x[1] * x[1]).sqrt() + x[1])).atan(),
        Func::Sinh => (x[0].exp() - (-x[0]).exp()) / 2.0,
        Func::Cosh => (x[0].exp() + (-x[0]).exp()) / 2.0,
        Func::Asinh => (x[0] + (x[0] * x[0] + 1.0).sqrt()).ln(),
        Func::Acosh => (x[0] + (x[0] * x[0] - 1.0).sqrt()).ln(),
        Func::Atanh => 0.5 * ((1.0 + x[0]) / (1.0 - x[0])).ln(),
        Func::Log2 => x[0].ln() / std::f64::consts::LN_2,
        Func::Exp2 => (x[0] * std::f64::consts::LN_2).exp(),
        Func::Log1m => (1.0 - x[0]).ln(),
        Func::Log1pExp => (1.0 + x[0].exp()).ln(),
        Func::LogDiffExp => (x[0].exp() - x[1].exp()).ln(),
        Func::Cbrt => x[0].powf(1.0 / 3.0),
        Func::Inv => x[0].powi(-1),
        Func::InvSqrt => x[0].powf(-0.5),
        Func::InvSquare => x[0].powi(-2),
        Func::InvCloglog => 1.0 - (-x[0].exp()).exp(),
        Func::PhiApprox => 1.0 / (1.0 + (-(0.07056 * x[0].powi(3) + 1.5976 * x[0])).exp()),
        Func::InvPhi => inverse_std_normal_cdf(x[0]),
        Func::Erf => 2.0 * std_normal_cdf(x[0] * std::f64::consts::SQRT_2) - 1.0,
        Func::Erfc => 2.0 * std_normal_cdf(-x[0] * std::f64::consts::SQRT_2),
        Func::Fma => x[0] * x[1] + x[2],
        Func::Fmax => {
            if x[0] > x[1] {
                x[0]
            } else {
                x[1]
            }
        }
        Func::Fmin => {
            if x[0] < x[1] {
                x[0]
            } else {
                x[1]
            }
        }
        Func::Fdim => {
            if x[0] > x[1] {
                x[0] - x[1]
            } else {
                0.0
            }
        }
        Func::Hypot => (x[0] * x[0] + x[1] * x[1]).sqrt(),
        Func::Step => f64::from(u8::from(x[0] >= 0.0)),
        // The f64 reference leaves an f64 tolerance as it is.
        Func::F64Tolerance => x[0] + 0.0,
        Func::Floor => (x[0] as i64 - i64::from(x[0] < 0.0 && x[0] != (x[0] as i64) as f64)) as f64,
        Func::Ceil => (x[0] as i64 + i64::from(x[0] > 0.0 && x[0] != (x[0] as i64) as f64)) as f64,
        Func::Trunc => (x[0] as i64) as f64,
        Func::Round => ((x[0].abs() + 0.5) as i64) as f64 * x[0].signum(),
        Func::Lbeta => common::ln_gamma(x[0]) + common::ln_gamma(x[1]) - common::ln_gamma(x[0] + x[1]),
        Func::Lchoose => {
            common::ln_gamma(x[0] + 1.0) - common::ln_gamma(x[1] + 1.0) - common::ln_gamma(x[0] - x[1] + 1.0)
        }
        Func::LogFallingFactorial => common::ln_gamma(x[0] + 1.0) - common::ln_gamma(x[0] - x[1] + 1.0),
        Func::LogRisingFactorial => common::ln_gamma(x[0] + x[1]) - common::ln_gamma(x[0]),
        Func::LogInvLogitDiff => (1.0 / (1.0 + (-x[0]).exp()) - 1.0 / (1.0 + (-x[1]).exp())).ln(),
        Func::BinaryLogLoss => -(if x[0] != 0.0 { x[1] } else { 1.0 - x[1] }).ln(),
        Func::Phi => std_normal_cdf(x[0]),
        Func::StdNormalLcdf => log_std_normal_cdf(x[0]),
        Func::StdNormalLccdf => log_std_normal_cdf(-x[0]),
        // Differences of the smaller tail masses, so nothing cancels.
        Func::LogDiffPhi if x[0] >= 0.0 => (std_normal_cdf(-x[0]) - std_normal_cdf(-x[1])).ln(),
        Func::LogDiffPhi => (std_normal_cdf(x[1]) - std_normal_cdf(x[0])).ln(),
        // The defining ratios phi / Phi and phi / (Phi(b) - Phi(a)).
        Func::StdNormalLcdfDeriv => std_normal_pdf(x[0]) / std_normal_cdf(x[0]),
        Func::LogDiffPhiDerivA => -std_normal_pdf(x[0]) / std_normal_mass(x[0], x[1]),
        Func::LogDiffPhiDerivB => std_normal_pdf(x[1]) / std_normal_mass(x[0], x[1]),
        // The defining differences, at moderate arguments where they do not cancel.
        Func::LgammaRatio => common::ln_gamma(x[0] + x[1]) - common::ln_gamma(x[0]),
        Func::DigammaRatio => identity(Func::Digamma, &[x[0] + x[1]]) - identity(Func::Digamma, &[x[0]]),
        // log(1) inside the rule and log(0) outside.
        Func::CheckNotNan => log_indicator(x[0].partial_cmp(&0.0).is_some()),
        Func::CheckFinite => log_indicator(x[0].abs() < f64::INFINITY),
        Func::CheckPositive => log_indicator(x[0] > 0.0),
        Func::CheckPositiveFinite => log_indicator(x[0] > 0.0 && x[0] < f64::INFINITY),
        Func::CheckNonnegative => log_indicator(x[0] >= 0.0),
        Func::CheckUnitInterval => log_indicator(x[0] >= 0.0 && x[0] <= 1.0),
        Func::CheckBounded => log_indicator(x[0] >= 0.0 && x[0] <= x[1]),
        Func::CheckGreater => log_indicator(x[0] > x[1]),
    }
}

/// Relative tolerance of the identity checks: the references above round a few times on
/// arguments of order one (`LPDF_REL` is "a few ulps of the largest term" too).
const IDENTITY_REL: f64 = LPDF_REL;

/// Unconstrained points mapped into each function's domain: moderate arguments.
const MODERATE: [f64; 6] = [-2.1, -1.2, -0.3, 0.4, 1.3, 2.2];

/// Arguments in each function's domain for the identity checks; the normal CDF family takes
/// its arguments near the centre, where the series reference is accurate.
fn moderate_args(f: Func, u: &[f64]) -> Vec<f64> {
    match f {
        Func::Phi | Func::StdNormalLcdf | Func::StdNormalLccdf | Func::StdNormalLcdfDeriv => u.to_vec(),
        Func::LogDiffPhi | Func::LogDiffPhiDerivA | Func::LogDiffPhiDerivB => vec![u[0], u[0] + u[1].exp()],
        _ => constrain_args(f, u),
    }
}

#[test]
fn values_match_identities() {
    let mut failures = Vec::new();
    for &f in Func::ALL {
        for (k, _) in MODERATE.iter().enumerate() {
            // Each argument takes a different moderate point.
            let u: Vec<f64> = (0..f.arity()).map(|j| MODERATE[(k + 2 * j) % MODERATE.len()]).collect();
            let x = moderate_args(f, &u);
            let (got, want) = (call_at(f, &x), identity(f, &x));
            if let Err(why) = check_value(got, want, IDENTITY_REL) {
                failures.push(format!("{}{x:?}: {why}", f.name()));
            }
        }
    }
    assert!(failures.is_empty(), "function values off:\n{}", failures.join("\n"));
}

#[test]
fn values_at_special_points() {
    let cases: &[(Func, &[f64], f64)] = &[
        (Func::Log, &[0.0], f64::NEG_INFINITY),
        (Func::Log, &[-1.0], f64::NAN),
        (Func::Sqrt, &[-1.0], f64::NAN),
        (Func::Sign, &[0.0], 0.0),
        (Func::Sign, &[-2.5], -1.0),
        (Func::Fabs, &[-2.5], 2.5),
        (Func::Log1mExp, &[0.0], f64::NEG_INFINITY),
        (Func::Log1mExp, &[0.5], f64::NAN),
        (Func::LogSumExp2, &[f64::NEG_INFINITY, f64::NEG_INFINITY], f64::NEG_INFINITY),
        (Func::LogSumExp2, &[1000.0, 1000.0], 1000.0 + std::f64::consts::LN_2),
        (Func::LogMix, &[1.0, -3.0, 7.0], -3.0),
        (Func::LogMix, &[0.0, -3.0, 7.0], 7.0),
        (Func::LogDiffPhi, &[1.0, 1.0], f64::NEG_INFINITY),
        (Func::LogDiffPhiDerivA, &[1.0, 1.0], f64::NEG_INFINITY),
        (Func::LogDiffPhiDerivB, &[1.0, 1.0], f64::INFINITY),
        (Func::LogDiffPhiDerivA, &[2.0, 1.0], f64::NAN),
        (Func::LogDiffPhiDerivB, &[f64::NEG_INFINITY, f64::INFINITY], 0.0),
        (Func::StdNormalLcdfDeriv, &[f64::NEG_INFINITY], f64::INFINITY),
        (Func::StdNormalLcdfDeriv, &[f64::INFINITY], 0.0),
        (Func::StdNormalLcdfDeriv, &[f64::NAN], f64::NAN),
        (Func::InvLogit, &[-800.0], 0.0),
        (Func::LogInvLogit, &[-800.0], -800.0),
        (Func::Log1mInvLogit, &[800.0], -800.0),
        (Func::Lgamma, &[1.0], 0.0),
        (Func::Logit, &[0.5], 0.0),
        (Func::Logit, &[0.0], f64::NEG_INFINITY),
        (Func::Logit, &[1.0], f64::INFINITY),
        (Func::Log10, &[1000.0], 3.0),
        (Func::Tanh, &[0.0], 0.0),
        (Func::Tanh, &[40.0], 1.0),
        (Func::Tanh, &[-40.0], -1.0),
        (Func::Tanh, &[f64::INFINITY], 1.0),
        // 0 log 0 = 0 (Stan's limit), while any other x at y = 0 keeps its infinity.
        (Func::MultiplyLog, &[0.0, 0.0], 0.0),
        (Func::MultiplyLog, &[0.0, 2.0], 0.0),
        (Func::MultiplyLog, &[2.0, 0.0], f64::NEG_INFINITY),
        (Func::Lgamma, &[2.0], 0.0),
        (Func::Step, &[0.0], 1.0),
        (Func::Step, &[-0.5], 0.0),
        (Func::Round, &[2.5], 3.0),
        (Func::Round, &[-2.5], -3.0),
        (Func::Round, &[0.499_999_999_999_999_94], 0.0),
        (Func::Trunc, &[-2.7], -2.0),
        (Func::Floor, &[-2.5], -3.0),
        (Func::Ceil, &[-2.5], -2.0),
        (Func::Fmax, &[f64::NAN, 1.0], 1.0),
        (Func::Fmin, &[1.0, f64::NAN], 1.0),
        (Func::Fdim, &[1.0, 3.0], 0.0),
        (Func::Fdim, &[3.0, 1.0], 2.0),
        (Func::Hypot, &[f64::INFINITY, f64::NAN], f64::INFINITY),
        (Func::Hypot, &[3e300, 4e300], 5e300),
        (Func::InvPhi, &[0.0], f64::NEG_INFINITY),
        (Func::InvPhi, &[1.0], f64::INFINITY),
        (Func::InvPhi, &[0.5], 0.0),
        (Func::InvPhi, &[1.5], f64::NAN),
        (Func::Atan2, &[0.0, -1.0], std::f64::consts::PI),
        (Func::Atan2, &[-0.0, -1.0], -std::f64::consts::PI),
        (Func::LogDiffExp, &[5.0, f64::NEG_INFINITY], 5.0),
        (Func::LogDiffExp, &[1.0, 1.0], f64::NEG_INFINITY),
        (Func::LogDiffExp, &[1.0, 2.0], f64::NAN),
        (Func::BinaryLogLoss, &[0.0, 0.25], 0.287_682_072_451_780_9),
        (Func::BinaryLogLoss, &[1.0, 0.25], std::f64::consts::LN_2 * 2.0),
        (Func::Lchoose, &[5.0, 0.0], 0.0),
        (Func::Lchoose, &[5.0, 5.0], 0.0),
        (Func::Acosh, &[1.0], 0.0),
        (Func::Atanh, &[1.0], f64::INFINITY),
        (Func::Asin, &[2.0], f64::NAN),
        (Func::Log1m, &[1.0], f64::NEG_INFINITY),
        (Func::Exp2, &[10.0], 1024.0),
        (Func::Log2, &[1024.0], 10.0),
        (Func::Cbrt, &[-27.0], -3.0),
        (Func::Erf, &[f64::INFINITY], 1.0),
        (Func::Erfc, &[f64::NEG_INFINITY], 2.0),
        (Func::InvCloglog, &[f64::NEG_INFINITY], 0.0),
    ];
    for &(f, x, want) in cases {
        let got = call_at(f, x);
        check_value(got, want, IDENTITY_REL).unwrap_or_else(|why| panic!("{}{x:?}: {why}", f.name()));
    }
}

/// The function a `special_reference.json` name stands for (`None`: a helper of src/math.rs
/// that is no IR function).
fn special_func(name: &str) -> Option<Func> {
    let f = match name {
        "lgamma" => Func::Lgamma,
        "digamma" => Func::Digamma,
        "log_sum_exp" => Func::LogSumExp2,
        "log1m_exp" => Func::Log1mExp,
        "inv_logit" => Func::InvLogit,
        "log_inv_logit" => Func::LogInvLogit,
        "log1m_inv_logit" => Func::Log1mInvLogit,
        "log_diff_exp" => Func::LogDiffExp,
        "sin" => Func::Sin,
        "cos" => Func::Cos,
        "tan" => Func::Tan,
        "asin" => Func::Asin,
        "acos" => Func::Acos,
        "atan" => Func::Atan,
        "atan2" => Func::Atan2,
        "sinh" => Func::Sinh,
        "cosh" => Func::Cosh,
        "asinh" => Func::Asinh,
        "acosh" => Func::Acosh,
        "atanh" => Func::Atanh,
        "log2" => Func::Log2,
        "exp2" => Func::Exp2,
        "log1m" => Func::Log1m,
        "log1p_exp" => Func::Log1pExp,
        "cbrt" => Func::Cbrt,
        "inv_cloglog" => Func::InvCloglog,
        "Phi_approx" => Func::PhiApprox,
        "inv_Phi" => Func::InvPhi,
        "erf" => Func::Erf,
        "erfc" => Func::Erfc,
        "hypot" => Func::Hypot,
        "lbeta" => Func::Lbeta,
        "lchoose" => Func::Lchoose,
        "log_falling_factorial" => Func::LogFallingFactorial,
        "log_rising_factorial" => Func::LogRisingFactorial,
        "log_inv_logit_diff" => Func::LogInvLogitDiff,
        "phi" => Func::Phi,
        "log_phi" => Func::StdNormalLcdf,
        "log_phi_c" => Func::StdNormalLccdf,
        "log_diff_phi" => Func::LogDiffPhi,
        "log_phi_deriv" => Func::StdNormalLcdfDeriv,
        "log_diff_phi_deriv_a" => Func::LogDiffPhiDerivA,
        "log_diff_phi_deriv_b" => Func::LogDiffPhiDerivB,
        "log_std_normal_pdf" => return None,
        other => panic!("special_reference.json names an unknown function {other:?}"),
    };
    Some(f)
}

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

/// `(name, args, value)` entries of a fixture whose name, argument and value keys are given.
fn fixture(file: &str, name_key: &str, value_key: &str) -> Vec<(String, Vec<f64>, f64)> {
    let path = format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let cases: Vec<Value> = serde_json::from_str(&text).expect("fixture is valid JSON");
    cases
        .iter()
        .map(|c| {
            let args = c["args"].as_array().expect("args is a list").iter().map(fixture_number).collect();
            (c[name_key].as_str().expect("a name").to_string(), args, fixture_number(&c[value_key]))
        })
        .collect()
}

/// Checks every `(func, args, value)` through the interpreter; returns the failures.
fn check_reference(cases: impl IntoIterator<Item = (Func, Vec<f64>, f64)>) -> (usize, Vec<String>) {
    let mut count = 0;
    let mut failures = Vec::new();
    for (f, args, want) in cases {
        count += 1;
        if let Err(why) = check_value(call_at(f, &args), want, LPDF_REL) {
            failures.push(format!("{}{args:?}: {why}", f.name()));
        }
    }
    (count, failures)
}

#[test]
fn values_match_special_reference() {
    let cases: Vec<(Func, Vec<f64>, f64)> = fixture("special_reference.json", "fn", "value")
        .into_iter()
        .filter_map(|(name, args, value)| Some((special_func(&name)?, args, value)))
        .collect();
    let (count, failures) = check_reference(cases);
    assert!(count > 1000, "only {count} special_reference.json cases");
    assert!(failures.is_empty(), "{} of {count} reference values off:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn values_match_lpdf_reference_functions() {
    // The normal CDF entries of lpdf_reference.json (the densities are in tests/it/distributions.rs).
    let cases: Vec<(Func, Vec<f64>, f64)> = fixture("lpdf_reference.json", "dist", "lpdf")
        .into_iter()
        .filter_map(|(name, args, value)| {
            let f = Func::ALL.iter().find(|f| f.name() == name && f.arity() == 1)?;
            Some((*f, args, value))
        })
        .collect();
    for f in [Func::Phi, Func::StdNormalLcdf, Func::StdNormalLccdf] {
        assert!(cases.iter().filter(|c| c.0 == f).count() >= 10, "few lpdf_reference.json entries for {}", f.name());
    }
    let (count, failures) = check_reference(cases);
    assert!(failures.is_empty(), "{} of {count} reference values off:\n{}", failures.len(), failures.join("\n"));
}

// ---------------------------------------------------------------- gradients

/// A model whose target is `f` applied to parameters constrained to the function's domain.
fn function_model(f: Func) -> Result<Model, wgmc::Error> {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let mut args: Vec<Expr> = Vec::new();
    for (k, d) in domains(f).into_iter().enumerate() {
        let p = b.param_constrained(&format!("x{k}"), Type::REAL, d.constraint(args.last().cloned()));
        args.push(p.into());
    }
    b.target(Expr::Call(f, args));
    b.build()
}

/// `sum(f(x))` over a vector parameter `x` constrained to the function's domain.
fn elementwise_model(f: Func) -> Result<Model, wgmc::Error> {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let x = b.param_constrained("x", Type::vector(N), domains(f)[0].constraint(None));
    b.target(Expr::Reduce(Reduction::Sum, Box::new(Expr::call1(f, x.into()))));
    b.build()
}

/// Functions that are derivatives of others (digamma of lgamma, the tail-stable partials of the
/// normal CDF family): gradient programs call them, and they have no derivative themselves.
const DERIVATIVE_ONLY: [Func; 5] =
    [Func::Digamma, Func::StdNormalLcdfDeriv, Func::LogDiffPhiDerivA, Func::LogDiffPhiDerivB, Func::DigammaRatio];

/// Functions the gradient pass differentiates (all but the derivative-only ones).
fn differentiable() -> impl Iterator<Item = Func> {
    Func::ALL.iter().copied().filter(|f| !DERIVATIVE_ONLY.contains(f))
}

#[test]
fn derivative_only_functions_of_a_parameter_are_rejected() {
    for f in DERIVATIVE_ONLY {
        let mut models = vec![function_model(f)];
        if f.arity() == 1 {
            models.push(elementwise_model(f));
        }
        for model in models {
            let message = model.expect_err("no derivative").to_string();
            assert!(message.contains(f.name()), "error does not name {}: {message}", f.name());
        }
    }
    // On data they are fine.
    assert!((call_at(Func::Digamma, &[1.0]) + 0.577_215_664_901_532_9).abs() < 1e-15);
    assert!((call_at(Func::StdNormalLcdfDeriv, &[0.0]) - 0.797_884_560_802_865_4).abs() < 1e-15);
}

/// `(x, [d/dx...])` reference gradients from special_reference.json: `name`'s entries with finite
/// arguments, grouped by argument list (the two partials of log_diff_Phi come as two entries).
fn reference_gradients(names: &[&str]) -> Vec<(Vec<f64>, Vec<f64>)> {
    let cases = fixture("special_reference.json", "fn", "value");
    let mut out: Vec<(Vec<f64>, Vec<f64>)> = Vec::new();
    for (k, name) in names.iter().enumerate() {
        let entries = cases.iter().filter(|c| c.0 == *name && c.1.iter().all(|x| x.is_finite()));
        for (at, (_, args, value)) in entries.enumerate() {
            if k == 0 {
                out.push((args.clone(), vec![*value]));
            } else {
                assert_eq!(out[at].0, *args, "{name} entries follow {}'s", names[0]);
                out[at].1.push(*value);
            }
        }
    }
    out
}

/// The gradient of `f` of unconstrained parameters at `x` against `want` (`LPDF_REL`).
fn check_reference_gradient(f: Func, x: &[f64], want: &[f64]) -> Result<(), String> {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let args = (0..x.len()).map(|k| b.param(&format!("x{k}"), Type::REAL).into()).collect();
    b.target(Expr::Call(f, args));
    let cpu = CpuModel::new(&b.build().unwrap());
    let mut grad = vec![0.0; x.len()];
    let lp = cpu.log_density_gradient(x, &mut grad).unwrap();
    if lp == f64::NEG_INFINITY {
        return Ok(()); // empty interval: outside the support, the gradient is of no use
    }
    for (g, w) in grad.iter().zip(want) {
        check_value(*g, *w, LPDF_REL).map_err(|why| format!("d{}{x:?}: {why}", f.name()))?;
    }
    Ok(())
}

/// Far in the tails finite differences are useless (the log CDFs are about -x^2/2), so there the
/// reverse-mode gradients of the normal CDF family are checked against mpmath's partials.
#[test]
fn normal_cdf_gradients_match_reference_in_the_tails() {
    let mut failures = Vec::new();
    let mut count = 0;
    for (x, want) in reference_gradients(&["log_phi_deriv"]) {
        count += 2;
        failures.extend(check_reference_gradient(Func::StdNormalLcdf, &x, &want).err());
        // d/dx log(1 - Phi(x)) = -phi(x) / (1 - Phi(x)) = -(d/dy log Phi(y)) at y = -x.
        failures.extend(check_reference_gradient(Func::StdNormalLccdf, &[-x[0]], &[-want[0]]).err());
    }
    for (x, want) in reference_gradients(&["log_diff_phi_deriv_a", "log_diff_phi_deriv_b"]) {
        count += 1;
        failures.extend(check_reference_gradient(Func::LogDiffPhi, &x, &want).err());
    }
    assert!(count > 1000, "only {count} reference gradients");
    assert!(failures.is_empty(), "{} of {count} gradients off:\n{}", failures.len(), failures.join("\n"));
}

/// Where the derivative jumps (the sign of an argument for `fabs` and `sign`, equal arguments
/// for `fmax`, `fmin` and `fdim`, the origin for `hypot`, the steps of `step` and of the
/// rounding functions): keep finite differences away from it.
fn away_from_kink(f: Func, x: &[f64]) -> bool {
    let off_grid = |v: f64, shift: f64| (v + shift - (v + shift).round()).abs() > 0.1;
    match f {
        Func::Fabs | Func::Sign | Func::Step => x.iter().all(|v| v.abs() > 0.1),
        Func::Fmax | Func::Fmin | Func::Fdim => (x[0] - x[1]).abs() > 0.1,
        Func::Hypot => x[0].abs() + x[1].abs() > 0.1,
        Func::Floor | Func::Ceil | Func::Trunc => x.iter().all(|&v| off_grid(v, 0.0)),
        Func::Round => x.iter().all(|&v| off_grid(v, 0.5)),
        _ => true,
    }
}

/// An unconstrained coordinate in [-3, 3].
fn coordinate() -> impl Strategy<Value = f64> {
    -3.0..3.0f64
}

/// Checks the gradient of every model at (a prefix of) `x`; returns the failures.
fn check_all(models: impl Iterator<Item = (String, Model)>, x: &[f64]) -> Vec<String> {
    models
        .filter_map(|(name, model)| {
            let cpu = CpuModel::new(&model);
            let x = &x[..cpu.dim()];
            let lp = cpu.log_density(x).unwrap();
            if !lp.is_finite() {
                return Some(format!("{name} at {x:?}: log density {lp}"));
            }
            common::check_gradient(&cpu, x).err().map(|e| format!("{name}: {e}"))
        })
        .collect()
}

proptest! {
    #![proptest_config(common::proptest_config(64))]

    #[test]
    fn gradients_of_every_function(x in prop::collection::vec(coordinate(), 3)) {
        let models = differentiable()
            .filter(|&f| away_from_kink(f, &x[..f.arity()]))
            .map(|f| (f.name().to_string(), function_model(f).unwrap()));
        let failures = check_all(models, &x);
        prop_assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn gradients_of_elementwise_calls(x in prop::collection::vec(coordinate(), N)) {
        let models = differentiable()
            .filter(|&f| f.arity() == 1 && away_from_kink(f, &x))
            .map(|f| (format!("sum({}(x))", f.name()), elementwise_model(f).unwrap()));
        let failures = check_all(models, &x);
        prop_assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn gradients_of_vector_expressions(x in prop::collection::vec(coordinate(), N)) {
        let models = vector_cases().into_iter().map(|c| (c.name.to_string(), vector_model(&c)));
        let failures = check_all(models, &x);
        prop_assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

// ---------------------------------------------------------------- vectors

#[test]
fn elementwise_calls_on_vectors() {
    for &f in Func::ALL.iter().filter(|f| f.arity() == 1) {
        let x: Vec<f64> = MODERATE[..N].iter().map(|&u| constrain_args(f, &[u])[0]).collect();
        let mut data = DataSet::new();
        data.insert_real("x", vec![N], x.clone()).unwrap();
        let mut b = ModelBuilder::new(&data);
        let v = b.data("x", Type::vector(N)).unwrap();
        b.target(Expr::Reduce(Reduction::Sum, Box::new(Expr::call1(f, v.into()))));
        let got = CpuModel::new(&b.build().unwrap()).log_density(&[]).unwrap();
        let want: f64 = x.iter().map(|&xi| call_at(f, &[xi])).sum();
        check_value(got, want, IDENTITY_REL).unwrap_or_else(|why| panic!("sum({}({x:?})): {why}", f.name()));
    }
}

/// A vector expression of a free vector parameter `x` (length N) and data `w`, with its
/// direct f64 value.
struct VectorCase {
    name: &'static str,
    expr: fn(Expr, Expr) -> Expr,
    direct: fn(&[f64], &[f64]) -> f64,
}

const W: [f64; N] = [0.5, -1.25, 2.0, 0.75, -0.3];

fn reduce(r: Reduction, e: Expr) -> Expr {
    Expr::Reduce(r, Box::new(e))
}

fn dot(a: Expr, b: Expr) -> Expr {
    Expr::Dot(Box::new(a), Box::new(b))
}

fn first(x: &Expr) -> Expr {
    let Expr::Var(v) = x else { unreachable!("x is a variable") };
    v.at(0i64)
}

fn vector_cases() -> Vec<VectorCase> {
    vec![
        VectorCase { name: "sum(x)", expr: |x, _| reduce(Reduction::Sum, x), direct: |x, _| x.iter().sum() },
        VectorCase {
            name: "mean(x)",
            expr: |x, _| reduce(Reduction::Mean, x),
            direct: |x, _| x.iter().sum::<f64>() / N as f64,
        },
        VectorCase {
            name: "sd(x)",
            expr: |x, _| reduce(Reduction::Sd, x),
            direct: |x, _| {
                let mean = x.iter().sum::<f64>() / N as f64;
                (x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (N as f64 - 1.0)).sqrt()
            },
        },
        VectorCase {
            name: "log_sum_exp(x)",
            expr: |x, _| reduce(Reduction::LogSumExp, x),
            direct: |x, _| x.iter().map(|v| v.exp()).sum::<f64>().ln(),
        },
        VectorCase {
            name: "log_sum_exp(x + 700)",
            expr: |x, _| reduce(Reduction::LogSumExp, x + 700.0),
            direct: |x, _| 700.0 + x.iter().map(|v| v.exp()).sum::<f64>().ln(),
        },
        VectorCase { name: "dot_product(x, w)", expr: dot, direct: |x, w| x.iter().zip(w).map(|(a, b)| a * b).sum() },
        VectorCase {
            name: "dot_product(x, x)",
            expr: |x, _| dot(x.clone(), x),
            direct: |x, _| x.iter().map(|a| a * a).sum(),
        },
        VectorCase {
            name: "sum(rep_vector(x[0], N))",
            expr: |x, _| reduce(Reduction::Sum, Expr::RepVector(Box::new(first(&x)), N)),
            direct: |x, _| N as f64 * x[0],
        },
        VectorCase {
            name: "dot_product(rep_vector(x[0], N), w)",
            expr: |x, w| dot(Expr::RepVector(Box::new(first(&x)), N), w),
            direct: |x, w| x[0] * w.iter().sum::<f64>(),
        },
        VectorCase {
            name: "normal_lpdf(w | rep_vector(x[0], N), 1.5)",
            expr: |x, w| lpdf(Dist::Normal, vec![w, Expr::RepVector(Box::new(first(&x)), N), 1.5.into()]),
            direct: |x, w| {
                let c = -0.5 * (2.0 * std::f64::consts::PI).ln() - 1.5f64.ln();
                w.iter().map(|wi| c - 0.5 * ((wi - x[0]) / 1.5).powi(2)).sum()
            },
        },
        VectorCase {
            name: "sum(log(exp(x) .* w .* w))",
            expr: |x, w| {
                reduce(
                    Reduction::Sum,
                    Expr::call1(Func::Log, Expr::call1(Func::Exp, x).elem_mul(w.clone()).elem_mul(w)),
                )
            },
            direct: |x, w| x.iter().zip(w).map(|(a, b)| (a.exp() * b * b).ln()).sum(),
        },
    ]
}

/// The model `target += expr(x, w)` with `x` a free vector parameter and `w` data.
fn vector_model(case: &VectorCase) -> Model {
    let mut data = DataSet::new();
    data.insert_real("w", vec![N], W.to_vec()).unwrap();
    let mut b = ModelBuilder::new(&data);
    let w = b.data("w", Type::vector(N)).unwrap();
    let x = b.param("x", Type::vector(N));
    b.target((case.expr)(x.into(), w.into()));
    b.build().unwrap_or_else(|e| panic!("{} builds: {e}", case.name))
}

#[test]
fn reductions_dot_and_rep_vector_values() {
    let points: [[f64; N]; 3] =
        [[0.3, -1.2, 2.5, 0.0, 0.9], [-4.0, -3.5, -2.0, -8.0, -1.0], [1e-3, 2e-3, -1e-3, 5e-4, 0.0]];
    for case in vector_cases() {
        let cpu = CpuModel::new(&vector_model(&case));
        for x in &points {
            let (got, want) = (cpu.log_density(x).unwrap(), (case.direct)(x, &W));
            check_value(got, want, IDENTITY_REL).unwrap_or_else(|why| panic!("{} at {x:?}: {why}", case.name));
        }
    }
}
