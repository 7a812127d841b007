//! Exact answers checked on both backends with one test body each (see `backend_test!`).

use crate::common;

use wgmc::{BackendRequest, Constraint, DataSet, Dist, Evaluator, Expr, Func, Model, ModelBuilder, Type};

use common::backends::eval;

// `x ~ std_normal()`: logp = −|x|²/2 and gradient −x, exactly.
backend_test!(std_normal_is_exact, |compile, tol| {
    let model = common::zoo::std_normal(7);
    let Some(ev) = compile(&model) else { return };
    let pts: Vec<f64> = (0..7 * 50).map(|k| ((k * 37) % 101) as f64 / 25.0 - 2.0).collect();
    let (lp, g) = eval(&ev, 7, &pts);
    for (i, x) in pts.chunks(7).enumerate() {
        let want = -0.5 * x.iter().map(|v| v * v).sum::<f64>();
        assert!(tol.logp_ok(lp[i], want), "{} vs {want}", lp[i]);
        let minus_x: Vec<f64> = x.iter().map(|v| -v).collect();
        assert!(tol.grad_ok(&g[i * 7..(i + 1) * 7], &minus_x, want));
    }
});

// Poisson–gamma conjugacy: on the unconstrained scale u = log(rho) the `~` form of
// `rho ~ gamma(a, b); y ~ poisson(rho)` is (a + y)·u − (b + 1)·e^u (Jacobian included).
backend_test!(poisson_gamma_kernel_is_exact, |compile, tol| {
    let mut data = DataSet::new();
    data.insert_int("y", vec![3], vec![0, 4, 29]).unwrap();
    let mut b = ModelBuilder::new(&data);
    let y = b.data("y", Type::int_array(3)).unwrap();
    let rho = b.param_constrained("rho", Type::vector(3), Constraint::Lower(0.0.into()));
    b.sample(Dist::Gamma, vec![rho.into(), 6.5.into(), (1.0 / 2.25).into()]);
    b.sample(Dist::Poisson, vec![y.into(), rho.into()]);
    let model = b.build().unwrap();
    let Some(ev) = compile(&model) else { return };
    let pts: Vec<f64> = (0..3 * 40).map(|k| ((k * 53) % 97) as f64 / 24.0 - 2.0).collect();
    let (lp, g) = eval(&ev, 3, &pts);
    let ys = [0.0, 4.0, 29.0];
    for (i, u) in pts.chunks(3).enumerate() {
        let rate = 1.0 / 2.25 + 1.0;
        let want: f64 = u.iter().zip(ys).map(|(u, y)| (6.5 + y) * u - rate * u.exp()).sum();
        let grad: Vec<f64> = u.iter().zip(ys).map(|(u, y)| 6.5 + y - rate * u.exp()).collect();
        assert!(tol.logp_ok(lp[i], want), "{} vs {want}", lp[i]);
        assert!(tol.grad_ok(&g[i * 3..(i + 1) * 3], &grad, want), "{:?} vs {grad:?}", &g[i * 3..(i + 1) * 3]);
    }
});

// A masked likelihood equals the likelihood with the masked rows dropped.
backend_test!(masks_equal_dropping_rows, |compile, tol| {
    let data = common::zoo::masked_data();
    let masked = common::zoo::masked_normal(&data, true);
    let dropped = common::zoo::masked_normal(&data, false);
    let (Some(a), Some(b)) = (compile(&masked), compile(&dropped)) else { return };
    let pts: Vec<f64> = (0..2 * 64).map(|k| ((k * 29) % 83) as f64 / 20.0 - 2.0).collect();
    let (la, ga) = eval(&a, 2, &pts);
    let (lb, gb) = eval(&b, 2, &pts);
    for i in 0..64 {
        assert!(la[i].is_finite(), "masked NaN data must not reach the density");
        assert!(tol.logp_ok(la[i], lb[i]), "{} vs {}", la[i], lb[i]);
        assert!(tol.grad_ok(&ga[2 * i..2 * i + 2], &gb[2 * i..2 * i + 2], lb[i]));
    }
});

// ---------------------------------------------------------------- Stan's argument checks

/// Arguments every distribution accepts (ints where it takes ints).
fn valid_args(d: Dist) -> Vec<f64> {
    match d {
        Dist::Normal | Dist::Cauchy => vec![0.3, 0.1, 1.2],
        Dist::StdNormal => vec![0.3],
        Dist::StudentT => vec![0.3, 3.0, 0.1, 1.2],
        Dist::Exponential => vec![0.7, 1.5],
        Dist::Gamma | Dist::InvGamma => vec![0.7, 2.0, 1.5],
        Dist::Lognormal => vec![0.7, 0.1, 1.2],
        Dist::Beta => vec![0.3, 2.0, 3.0],
        Dist::Uniform => vec![0.3, -1.0, 2.0],
        Dist::Bernoulli | Dist::BernoulliLogit => vec![1.0, 0.4],
        Dist::Binomial | Dist::BinomialLogit => vec![3.0, 7.0, 0.4],
        Dist::Poisson => vec![3.0, 2.5],
        Dist::PoissonLog => vec![3.0, 0.4],
        Dist::NegBinomial2 => vec![3.0, 2.5, 4.0],
        Dist::Weibull => vec![0.7, 1.5, 1.2],
        Dist::Logistic | Dist::DoubleExponential | Dist::Gumbel => vec![0.3, 0.1, 1.2],
        Dist::Pareto => vec![1.5, 0.7, 2.0],
        Dist::ParetoType2 => vec![1.5, 0.1, 1.2, 2.0],
        Dist::Frechet | Dist::Loglogistic => vec![0.7, 1.5, 1.2],
        Dist::Rayleigh | Dist::ChiSquare | Dist::InvChiSquare => vec![0.7, 1.5],
        Dist::ScaledInvChiSquare => vec![0.7, 3.0, 1.2],
        Dist::SkewNormal => vec![0.3, 0.1, 1.2, 2.0],
        Dist::SkewDoubleExponential => vec![0.3, 0.1, 1.2, 0.3],
        Dist::BetaProportion => vec![0.3, 0.4, 5.0],
        Dist::NegBinomial => vec![3.0, 2.5, 0.5],
        Dist::NegBinomial2Log => vec![3.0, 0.4, 4.0],
        Dist::BetaBinomial => vec![3.0, 7.0, 2.0, 3.0],
    }
}

/// Values that break check `f` (`other`: the value it compares with).
fn outside(f: Func, other: f64) -> Vec<f64> {
    match f {
        Func::CheckNotNan => vec![f64::NAN],
        Func::CheckFinite => vec![f64::INFINITY, f64::NEG_INFINITY, f64::NAN],
        Func::CheckPositive => vec![-1.0, 0.0, f64::NAN],
        Func::CheckPositiveFinite => vec![-1.0, 0.0, f64::INFINITY],
        Func::CheckNonnegative => vec![-1.0, f64::NAN],
        Func::CheckUnitInterval => vec![-0.5, 1.5, 2.0],
        Func::CheckBounded => vec![-1.0, other + 1.0],
        Func::CheckGreater => vec![other, other - 1.0],
        other => unreachable!("{} is not a check", other.name()),
    }
}

/// `target += d(args)` with argument `param` (if any) a real parameter and the others constants.
fn density_model(d: Dist, args: &[f64], param: Option<usize>) -> Model {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let p = b.param("p", Type::REAL);
    let exprs = (0..d.arity())
        .map(|k| match k {
            _ if Some(k) == param => p.into(),
            _ if d.int_args().contains(&k) => Expr::Int(args[k] as i64),
            _ => Expr::Real(args[k]),
        })
        .collect();
    b.target(wgmc::lpdf(d, exprs));
    if param.is_none() {
        b.sample(Dist::StdNormal, vec![p.into()]);
    }
    b.build().unwrap_or_else(|e| panic!("{} builds: {e}", d.name()))
}

// A real parameter that breaks its distribution's argument check rejects the proposal: the
// log density is −inf (or NaN, where the density's own terms already fail) on both backends.
backend_test!(argument_checks_reject_parameters, |compile, _tol| {
    for &d in Dist::ALL {
        for rule in wgmc::ir::check::rules(d) {
            if d.int_args().contains(&rule.arg) || matches!(rule.func, Func::CheckNotNan | Func::CheckFinite) {
                continue; // ints are data; a real parameter is never NaN or infinite
            }
            let args = valid_args(d);
            let model = density_model(d, &args, Some(rule.arg));
            let Some(ev) = compile(&model) else { return };
            let other = rule.other.map_or(f64::NAN, |k| args[k]);
            let mut points = vec![args[rule.arg]];
            points.extend(outside(rule.func, other).into_iter().filter(|x| x.is_finite()));
            let (lp, _) = eval(&ev, 1, &points);
            assert!(lp[0].is_finite(), "{}: {} at a valid point", d.name(), lp[0]);
            for (x, lp) in points.iter().zip(&lp).skip(1) {
                let rejected = lp.is_nan() || *lp == f64::NEG_INFINITY;
                assert!(rejected, "{} with argument {} = {x}: log density {lp}", d.name(), rule.arg);
            }
        }
    }
});

// A check that fails on data alone is an error before anything runs, on either backend,
// naming the distribution, the argument and the value.
#[test]
fn argument_checks_on_data_are_errors() {
    for &d in Dist::ALL {
        let names = wgmc::ir::check::arg_names(d);
        for rule in wgmc::ir::check::rules(d) {
            let other = rule.other.map_or(f64::NAN, |k| valid_args(d)[k]);
            for bad in outside(rule.func, other) {
                if d.int_args().contains(&rule.arg) && !(bad.is_finite() && bad.fract() == 0.0) {
                    continue; // not an int
                }
                let mut args = valid_args(d);
                args[rule.arg] = bad;
                let model = density_model(d, &args, None);
                for request in [BackendRequest::Cpu, BackendRequest::Gpu] {
                    let message = match Evaluator::new(&model, request) {
                        Ok(_) => panic!("{} accepted {} = {bad}", d.name(), names[rule.arg]),
                        Err(e) => e.to_string(),
                    };
                    // The first failing check in Stan's order: `binomial_logit`'s n when N < 0.
                    let named = message.contains(&format!("{}(", d.name()))
                        && message.contains(names[rule.arg])
                        && message.contains(&show(bad));
                    assert!(named, "{message}");
                }
                assert!(wgmc::check_data(&model).is_err());
            }
        }
    }
}

/// A value as messages spell it: NaN and the infinities as in Stan JSON data.
fn show(x: f64) -> String {
    match x {
        f64::INFINITY => "Inf".to_string(),
        f64::NEG_INFINITY => "-Inf".to_string(),
        x => format!("{x}"),
    }
}

// The checks on data run as a pass over the checked data, not as a log density evaluation:
// for a logistic regression, a loop over the outcomes and nothing of the linear predictor.
#[test]
fn data_checks_leave_out_the_likelihood() {
    let model = common::zoo::logistic_regression(&common::zoo::synthetic_logistic(200, 5, 1));
    let checks = wgmc::ir::check::data_checks(model.checked_program());
    let text = wgmc::ir::dump(&checks);
    assert!(text.contains("data check bernoulli_logit: check_unit_interval("), "{text}");
    assert!(!text.contains("target") && !text.contains('*'), "{text}");
    wgmc::check_data(&model).expect("valid outcomes");
}

// ---------------------------------------------------------------- GLM densities

/// `bernoulli_logit_glm(y | X, alpha, beta)` is `bernoulli_logit(y | alpha + X * beta)`.
const BERNOULLI_LOGIT_GLM: common::stan_cases::Case = common::stan_cases::Case {
    source: "data { int N; int K; array[N] int y; matrix[N, K] X; }
parameters { real a; vector[K] b; }
model { y ~ bernoulli_logit_glm(X, a, b); }",
    data: r#"{"N": 3, "K": 2, "y": [1, 0, 1], "X": [[0.5, -1.0], [2.0, 0.25], [-1.5, 1.0]]}"#,
    density: |p| {
        let (y, x) = ([1.0, 0.0, 1.0], [[0.5, -1.0], [2.0, 0.25], [-1.5, 1.0]]);
        let log_inv_logit = |t: f64| -(-t).exp().ln_1p();
        (0..3).map(|i| log_inv_logit((2.0 * y[i] - 1.0) * (p[0] + x[i][0] * p[1] + x[i][1] * p[2]))).sum()
    },
};

stan_cases! {
    bernoulli_logit_glm: BERNOULLI_LOGIT_GLM;
}
