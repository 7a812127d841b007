//! GPU (f32 WGSL kernels) against the CPU reference (f64 interpreter): log density and every
//! gradient component at 194 seeded points per model (edge points included) for the model
//! zoo, every distribution, every function and every constraint transform; both backends
//! must also agree on which points give −inf or NaN.

use crate::common;

use common::gpu::{class, cpu_eval, gpu_eval, gpu_model, or_skip};
use common::tolerances::{gpu_grad_tolerance, GPU_GRAD_TRUNCATION_EXTRA, GPU_LOGP};
use rand::{Rng, SeedableRng};
use wgmc::ir::Func;
use wgmc::{
    lpdf, plate_rows, Constraint, DataSet, Dist, Expr, GpuContext, GpuModel, KernelShape, Model, ModelBuilder, Type,
};

/// 128 points in [-2, 2], 64 with some coordinates at ±(6..8) (constrained values near their
/// bounds), the origin, and a point with a NaN coordinate: 194 in all.
fn points(dim: usize, seed: u64) -> Vec<f64> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    for k in 0..192 {
        for _ in 0..dim {
            let x = if k >= 128 && rng.random::<f64>() < 0.3 {
                rng.random_range(6.0..8.0) * if rng.random::<bool>() { 1.0 } else { -1.0 }
            } else {
                rng.random_range(-2.0..2.0)
            };
            out.push(x);
        }
    }
    out.extend(std::iter::repeat_n(0.0, dim));
    let mut nan = vec![0.5; dim];
    if dim > 0 {
        nan[dim / 2] = f64::NAN;
    }
    out.extend(nan);
    out
}

/// Compares both backends on one model; returns the worst errors relative to the tolerances.
fn compare(name: &str, model: &Model) -> Option<(f64, f64)> {
    compare_with(name, model, 0.0)
}

/// [`compare`] with `extra_base` added to the gradient tolerance's base.
fn compare_with(name: &str, model: &Model, extra_base: f64) -> Option<(f64, f64)> {
    let gpu = gpu_model(model)?;
    let d = model.dim();
    let pts = points(d, 0x9e37 + d as u64);
    let n = pts.len() / d.max(1);
    let (lc, gc) = cpu_eval(model, &pts);
    let (lg, gg) = gpu_eval(&gpu, n, &pts);
    let (mut worst_lp, mut worst_g) = (0f64, 0f64);
    for i in 0..n {
        let at = &pts[i * d..(i + 1) * d];
        assert_eq!(class(lc[i]), class(lg[i]), "{name} at {at:?}: CPU logp {} GPU {}", lc[i], lg[i]);
        if !lc[i].is_finite() {
            continue;
        }
        let lp_err = (lc[i] - lg[i]).abs() / lc[i].abs().max(1.0) / GPU_LOGP;
        assert!(lp_err <= 1.0, "{name} at {at:?}: logp CPU {} GPU {}", lc[i], lg[i]);
        worst_lp = worst_lp.max(lp_err);
        let row = i * d..(i + 1) * d;
        let scale = gc[row.clone()].iter().fold(1f64, |m, g| m.max(g.abs()));
        let tol = (gpu_grad_tolerance(lc[i]) + extra_base) * scale;
        for k in row {
            assert_eq!(
                class(gc[k]),
                class(gg[k]),
                "{name} at {at:?}: gradient {} CPU {} GPU {}",
                k - i * d,
                gc[k],
                gg[k]
            );
            if gc[k].is_finite() {
                let e = (gc[k] - gg[k]).abs() / tol;
                assert!(
                    e <= 1.0,
                    "{name} at {at:?}: gradient {} CPU {} GPU {} (tolerance {tol:e})",
                    k - i * d,
                    gc[k],
                    gg[k]
                );
                worst_g = worst_g.max(e);
            }
        }
    }
    println!("{name:<34} worst logp error {worst_lp:6.3} and gradient error {worst_g:6.3} of their tolerances");
    Some((worst_lp, worst_g))
}

#[test]
fn zoo_agrees_with_cpu() {
    for (name, model) in common::zoo::all() {
        compare(name, &model);
    }
}

/// The rows layout against the lanes layout on the zoo's models with data plates: the same
/// log densities and gradients, bit for bit, whatever the lanes per point (the plates' sums
/// are taken in an order fixed by the data, `codegen::plate`), and so the same agreement with
/// the CPU reference. Batches of 194 points leave the last workgroup partly idle.
#[test]
fn rows_layout_equals_lanes_layout_bit_for_bit() {
    let Some(ctx) = or_skip(GpuContext::shared()) else { return };
    let mut plates = 0;
    for (name, model) in common::zoo::all() {
        if plate_rows(model.gradient_program()).is_none() {
            continue;
        }
        plates += 1;
        let d = model.dim();
        let pts = points(d, 0x5eed + d as u64);
        let n = pts.len() / d;
        let lanes = GpuModel::new(ctx.clone(), &model).expect("compiles");
        let (lp0, g0) = gpu_eval(&lanes, n, &pts);
        // Two lanes per point and 256 (one point per workgroup, sums reduced in chunks).
        for r in [2, 256] {
            let shape = KernelShape::rows(r).unwrap();
            let rows = GpuModel::with_shape(ctx.clone(), &model, shape).expect("compiles");
            let (lp, g) = gpu_eval(&rows, n, &pts);
            // Equal bits, or NaN on both (its sign and payload mean nothing).
            let same = |a: f64, b: f64| a.to_bits() == b.to_bits() || a.is_nan() && b.is_nan();
            for i in 0..n {
                assert!(same(lp[i], lp0[i]), "{name} {shape} point {i}: logp {} vs {}", lp[i], lp0[i]);
                for k in i * d..(i + 1) * d {
                    assert!(
                        same(g[k], g0[k]),
                        "{name} {shape} point {i}: gradient {}: {} vs {}",
                        k - i * d,
                        g[k],
                        g0[k]
                    );
                }
            }
        }
        println!("{name}: rows:2 and rows:256 equal the lanes layout at {n} points");
    }
    assert!(plates >= 3, "logistic regression, radon and the mixture have data plates ({plates} found)");
}

fn e(v: impl Into<Expr>) -> Expr {
    v.into()
}

/// The unit interval as a constraint.
fn unit() -> Constraint {
    Constraint::LowerUpper(0.0.into(), 1.0.into())
}

/// A model exercising one distribution in both forms (`~` and full), parameters constrained
/// to their support, a vector outcome of five data values.
fn dist_model(dist: Dist) -> Model {
    let mut data = DataSet::new();
    let reals: Vec<f64> = match dist {
        Dist::Beta => vec![0.1, 0.35, 0.5, 0.72, 0.97],
        Dist::Exponential | Dist::Gamma | Dist::InvGamma | Dist::Lognormal => vec![0.05, 0.8, 1.5, 3.0, 12.0],
        Dist::Pareto
        | Dist::ParetoType2
        | Dist::Frechet
        | Dist::Loglogistic
        | Dist::Rayleigh
        | Dist::ChiSquare
        | Dist::InvChiSquare
        | Dist::ScaledInvChiSquare => vec![0.05, 0.8, 1.5, 3.0, 12.0],
        _ => vec![-2.5, -0.4, 0.0, 1.3, 4.2],
    };
    data.insert_real("y", vec![5], reals).unwrap();
    let counts = match dist {
        Dist::Bernoulli | Dist::BernoulliLogit => vec![0, 1, 1, 0, 1],
        _ => vec![0, 3, 7, 12, 40],
    };
    data.insert_int("n", vec![5], counts).unwrap();
    data.insert_int("trials", vec![5], vec![5, 10, 10, 20, 60]).unwrap();
    let mut b = ModelBuilder::new(&data);
    let y = b.data("y", Type::vector(5)).unwrap();
    let n = b.data("n", Type::int_array(5)).unwrap();
    let trials = b.data("trials", Type::int_array(5)).unwrap();
    let pos = |b: &mut ModelBuilder, name: &str| b.param_constrained(name, Type::REAL, Constraint::Lower(0.0.into()));
    let args: Vec<Expr> = match dist {
        Dist::Normal | Dist::Cauchy | Dist::Lognormal | Dist::Logistic => {
            let mu = b.param("mu", Type::REAL);
            vec![e(y), e(mu), e(pos(&mut b, "sigma"))]
        }
        Dist::StdNormal => vec![e(b.param("x", Type::vector(5)))],
        Dist::StudentT => {
            let nu = pos(&mut b, "nu");
            let mu = b.param("mu", Type::REAL);
            vec![e(y), e(nu), e(mu), e(pos(&mut b, "sigma"))]
        }
        Dist::Exponential => vec![e(y), e(pos(&mut b, "rate"))],
        Dist::DoubleExponential | Dist::Gumbel | Dist::SkewNormal => {
            let mu = b.param("mu", Type::REAL);
            let mut v = vec![e(y), e(mu), e(pos(&mut b, "sigma"))];
            if dist == Dist::SkewNormal {
                v.push(e(b.param("alpha", Type::REAL)));
            }
            v
        }
        Dist::SkewDoubleExponential => {
            let mu = b.param("mu", Type::REAL);
            let sigma = pos(&mut b, "sigma");
            vec![e(y), e(mu), e(sigma), e(b.param_constrained("tau", Type::REAL, unit()))]
        }
        Dist::Pareto => {
            let y_min = b.param_constrained("y_min", Type::REAL, Constraint::LowerUpper(0.0.into(), 0.05.into()));
            vec![e(y), e(y_min), e(pos(&mut b, "alpha"))]
        }
        Dist::ParetoType2 => {
            let mu = b.param_constrained("mu", Type::REAL, Constraint::Upper(0.0.into()));
            let lambda = pos(&mut b, "lambda");
            vec![e(y), e(mu), e(lambda), e(pos(&mut b, "alpha"))]
        }
        Dist::Rayleigh | Dist::ChiSquare | Dist::InvChiSquare => vec![e(y), e(pos(&mut b, "a"))],
        Dist::BetaProportion => {
            let theta = b.param_constrained("theta", Type::vector(5), unit());
            let mu = b.param_constrained("mu", Type::REAL, unit());
            vec![e(theta), e(mu), e(pos(&mut b, "kappa"))]
        }
        Dist::NegBinomial => {
            let a = pos(&mut b, "a");
            vec![e(n), e(a), e(pos(&mut b, "b"))]
        }
        Dist::NegBinomial2Log => {
            let eta = b.param("eta", Type::REAL);
            vec![e(n), e(eta), e(pos(&mut b, "phi"))]
        }
        Dist::BetaBinomial => {
            let a = pos(&mut b, "a");
            vec![e(n), e(trials), e(a), e(pos(&mut b, "b"))]
        }
        Dist::Gamma
        | Dist::InvGamma
        | Dist::Beta
        | Dist::Weibull
        | Dist::Frechet
        | Dist::Loglogistic
        | Dist::ScaledInvChiSquare => {
            let a = pos(&mut b, "a");
            vec![e(y), e(a), e(pos(&mut b, "b"))]
        }
        Dist::Uniform => {
            let lo = b.param("lo", Type::REAL);
            let hi = b.param_constrained("hi", Type::REAL, Constraint::Lower(e(lo)));
            vec![e(b.param("x", Type::vector(5))), e(lo), e(hi)]
        }
        Dist::BernoulliLogit | Dist::PoissonLog => vec![e(n), e(b.param("alpha", Type::vector(5)))],
        Dist::BinomialLogit => vec![e(n), e(trials), e(b.param("alpha", Type::vector(5)))],
        Dist::Bernoulli => vec![e(n), e(b.param_constrained("theta", Type::vector(5), unit()))],
        Dist::Binomial => vec![e(n), e(trials), e(b.param_constrained("theta", Type::vector(5), unit()))],
        Dist::Poisson => vec![e(n), e(b.param_constrained("rate", Type::vector(5), Constraint::Lower(0.0.into())))],
        Dist::NegBinomial2 => {
            let mu = pos(&mut b, "mu");
            vec![e(n), e(mu), e(pos(&mut b, "phi"))]
        }
    };
    b.sample(dist, args.clone());
    b.target(lpdf(dist, args));
    b.build().expect("valid")
}

#[test]
fn every_distribution_agrees_with_cpu() {
    let mut failures = Vec::new();
    for &dist in Dist::ALL {
        let model = dist_model(dist);
        // Every distribution is compared, and every one that disagrees is reported.
        if let Err(e) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| compare(dist.name(), &model))) {
            let message =
                e.downcast_ref::<String>().cloned().or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()));
            failures.push(message.unwrap_or_else(|| format!("{}: failed", dist.name())));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Probabilities that round to 0 or 1 in f32 (inv_logit of ±60 and beyond) with the outcomes
/// that have probability 1 there: `bernoulli` and `binomial` stay finite on the GPU (the
/// term of the outcome that did not happen is 0 · log 0 = 0, as Stan's `multiply_log`), with
/// the CPU's log density and gradient.
#[test]
fn probabilities_rounded_to_0_or_1_stay_finite() {
    let mut data = DataSet::new();
    data.insert_int("zeros", vec![3], vec![0, 0, 0]).unwrap();
    data.insert_int("ones", vec![3], vec![1, 1, 1]).unwrap();
    data.insert_int("trials", vec![3], vec![4, 4, 4]).unwrap();
    let mut b = ModelBuilder::new(&data);
    let [zeros, ones, trials] = ["zeros", "ones", "trials"].map(|k| e(b.data(k, Type::int_array(3)).unwrap()));
    let (lo, hi) = (b.param("lo", Type::REAL), b.param("hi", Type::REAL));
    let (p_lo, p_hi) = (Expr::call1(Func::InvLogit, e(lo)), Expr::call1(Func::InvLogit, e(hi)));
    b.target(lpdf(Dist::Bernoulli, vec![zeros.clone(), p_lo.clone()]));
    b.target(lpdf(Dist::Binomial, vec![zeros, trials.clone(), p_lo]));
    b.target(lpdf(Dist::Bernoulli, vec![ones, p_hi.clone()]));
    b.target(lpdf(Dist::Binomial, vec![trials.clone(), trials, p_hi]));
    let model = b.build().unwrap();
    let Some(gpu) = gpu_model(&model) else { return };
    let pts = [-120.0, 120.0, -60.0, 60.0, -20.0, 20.0, -1.0, 1.0];
    let (lc, gc) = cpu_eval(&model, &pts);
    let (lg, gg) = gpu_eval(&gpu, 4, &pts);
    for i in 0..4 {
        let at = &pts[2 * i..2 * i + 2];
        assert!(
            lg[i].is_finite() && (lc[i] - lg[i]).abs() <= GPU_LOGP * lc[i].abs().max(1.0),
            "at {at:?}: logp CPU {} GPU {}",
            lc[i],
            lg[i]
        );
        for k in 2 * i..2 * i + 2 {
            let tol = gpu_grad_tolerance(lc[i]) * gc[k].abs().max(1.0);
            assert!(
                gg[k].is_finite() && (gc[k] - gg[k]).abs() <= tol,
                "at {at:?}: gradient CPU {} GPU {}",
                gc[k],
                gg[k]
            );
        }
    }
}

/// A name, optional lower and upper bounds, and three observations inside them.
type TruncationCase = (&'static str, Option<f64>, Option<f64>, [f64; 3]);

/// Normals truncated below, above and on both sides, near the data and far in one tail.
#[test]
fn truncated_normals_agree_with_cpu() {
    let cases: [TruncationCase; 5] = [
        ("lower", Some(-1.0), None, [-0.5, 0.3, 2.0]),
        ("upper", None, Some(1.5), [-3.0, 0.2, 1.4]),
        ("both", Some(-1.0), Some(2.0), [-0.9, 0.5, 1.9]),
        ("both, far upper tail", Some(8.0), Some(12.0), [8.1, 9.0, 11.5]),
        ("both, far lower tail", Some(-40.0), Some(-38.0), [-39.9, -39.0, -38.2]),
    ];
    for (name, lower, upper, ys) in cases {
        let mut data = DataSet::new();
        data.insert_real("y", vec![3], ys.to_vec()).unwrap();
        let mut b = ModelBuilder::new(&data);
        let y = b.data("y", Type::vector(3)).unwrap();
        let mu = b.param("mu", Type::REAL);
        let sigma = b.param_constrained("sigma", Type::REAL, Constraint::Lower(0.0.into()));
        b.sample_truncated(Dist::Normal, vec![e(y), e(mu), e(sigma)], lower.map(Expr::Real), upper.map(Expr::Real));
        compare_with(&format!("truncated normal, {name}"), &b.build().unwrap(), GPU_GRAD_TRUNCATION_EXTRA);
    }
}

/// Every function of the IR on parameters in its domain.
#[test]
fn every_function_agrees_with_cpu() {
    let derivative_only =
        [Func::Digamma, Func::StdNormalLcdfDeriv, Func::LogDiffPhiDerivA, Func::LogDiffPhiDerivB, Func::DigammaRatio];
    // f64_tolerance differs between the backends by definition (2^29 times as much in f32);
    // tests/it/wgsl_prelude.rs checks its f32 value, and it only ever bounds a comparison.
    let mut failures = Vec::new();
    for &f in Func::ALL.iter().filter(|f| !derivative_only.contains(f) && **f != Func::F64Tolerance) {
        let data = DataSet::new();
        let mut b = ModelBuilder::new(&data);
        let a = b.param("a", Type::REAL);
        let p = b.param_constrained("p", Type::REAL, Constraint::Lower(0.0.into()));
        let q = b.param_constrained("q", Type::REAL, Constraint::LowerUpper(0.0.into(), 1.0.into()));
        let neg = b.param_constrained("neg", Type::REAL, Constraint::Upper(0.0.into()));
        // At least 0.25 above `a`: for narrower intervals the derivative in a shared shift of
        // both arguments cancels two partials of size ~1/width in f32 (see docs/limits.md).
        let above = b.param_constrained("above", Type::REAL, Constraint::Lower(e(a) + 0.25));
        let args: Vec<Expr> = match f {
            Func::Log | Func::Log10 | Func::Sqrt | Func::Lgamma => vec![e(p)],
            // In (0.1, 0.9): logit's condition number 1/(1 − q) near q = 1 would amplify the f32
            // rounding of q itself (not logit's own error, which tests/it/wgsl_prelude.rs bounds
            // on exact f32 arguments up to 1 − 1e-7) past the tolerance.
            Func::Logit => vec![e(q) * 0.8 + 0.1],
            Func::MultiplyLog => vec![e(a), e(p)],
            Func::Pow => vec![e(p), e(a)],
            Func::Log1mExp => vec![e(neg)],
            Func::LogMix => vec![e(q), e(a), e(neg)],
            Func::LogSumExp2 => vec![e(a), e(neg)],
            Func::LogDiffPhi => vec![e(a), e(above)],
            Func::LgammaRatio => vec![e(p), e(q)],
            Func::Log1p => vec![e(q)],
            Func::Log2 | Func::Inv | Func::InvSqrt | Func::InvSquare | Func::Cbrt => vec![e(p)],
            Func::Acosh => vec![e(p) + 1.0],
            Func::Asin | Func::Acos | Func::Atanh | Func::Tan => vec![e(q) * 1.8 - 0.9],
            Func::InvPhi => vec![e(q) * 0.98 + 0.01],
            Func::Log1m => vec![e(q)],
            Func::Atan2 | Func::Fmax | Func::Fmin | Func::Fdim => vec![e(a), e(neg)],
            Func::Hypot => vec![e(a), e(p)],
            Func::LogDiffExp | Func::LogInvLogitDiff => vec![e(a), e(a) + e(neg) - 0.25],
            Func::Lbeta | Func::LogRisingFactorial => vec![e(p), e(q)],
            Func::Lchoose | Func::LogFallingFactorial => vec![e(p) + 2.0, e(q)],
            Func::BinaryLogLoss => vec![1.0.into(), e(q)],
            Func::Fma => vec![e(a), e(p), e(neg)],
            // Argument checks on both sides of their rule (−inf where it fails).
            Func::CheckBounded => vec![e(q), e(p)],
            Func::CheckGreater => vec![e(a), e(neg)],
            _ if f.arity() == 1 => vec![e(a)],
            other => panic!("no arguments chosen for {}", other.name()),
        };
        b.target(Expr::Call(f, args));
        b.sample(Dist::Normal, vec![e(a), 0.0.into(), 3.0.into()]);
        b.sample(Dist::Normal, vec![e(above), 0.0.into(), 3.0.into()]);
        let model = b.build().unwrap();
        // Every function is compared, and every one that disagrees is reported.
        if let Err(e) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| compare(f.name(), &model))) {
            let message =
                e.downcast_ref::<String>().cloned().or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()));
            failures.push(message.unwrap_or_else(|| format!("{}: failed", f.name())));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
