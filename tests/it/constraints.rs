//! Constraint transforms: constrain/unconstrain round trips, values inside their bounds,
//! and the log-Jacobian.

use crate::common;

use common::tolerances::ROUND_TRIP_REL;
use common::zoo::constrained_model;
use proptest::prelude::*;
use wgmc::{Constraint, CpuModel, DataSet, Dist, ModelBuilder, Type};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= ROUND_TRIP_REL * a.abs().max(b.abs()).max(1.0)
}

fn check_bounds(c: &[f64]) -> Result<(), TestCaseError> {
    let (free, lower, upper, unit, rest) = (c[0], &c[1..4], c[4], c[5], c[6]);
    let (ordered, shifted) = (&c[7..11], &c[11..15]);
    prop_assert!(lower.iter().all(|&x| x >= -1.5), "lower {lower:?}");
    prop_assert!(upper <= 2.0);
    prop_assert!((0.0..=1.0).contains(&unit));
    prop_assert!(rest >= 0.0 && rest <= 1.0 - unit + 1e-15, "rest {rest} unit {unit}");
    prop_assert!(ordered.windows(2).all(|w| w[0] <= w[1]), "ordered {ordered:?}");
    prop_assert!(shifted.iter().all(|&x| x >= free));
    Ok(())
}

proptest! {
    #![proptest_config(common::proptest_config(256))]

    #[test]
    fn round_trip_and_bounds(u in proptest::collection::vec(-6.0..6.0f64, 15)) {
        let model = constrained_model();
        let cpu = CpuModel::new(&model);
        let c = cpu.constrain(&u).unwrap();
        check_bounds(&c)?;
        let back = cpu.unconstrain(&c).unwrap();
        for (a, b) in u.iter().zip(&back) {
            prop_assert!(close(*a, *b), "round trip {u:?} -> {c:?} -> {back:?}");
        }
        common::check_gradient(&cpu, &u).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn output_names_follow_declaration_order() {
    let names = constrained_model().output_names();
    assert_eq!(&names[..5], ["free", "lower[1]", "lower[2]", "lower[3]", "upper"]);
    assert_eq!(&names[11..], ["shifted[1,1]", "shifted[1,2]", "shifted[2,1]", "shifted[2,2]"]);
}

/// `sigma ~ exponential(1)` with `sigma > 0`: on the unconstrained scale u = log(sigma) the
/// density is `-exp(u) + u` (the `~` form drops nothing here: log(1) = 0).
#[test]
fn log_jacobian_of_a_lower_bound() {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let sigma = b.param_constrained("sigma", Type::REAL, Constraint::Lower(0.0.into()));
    b.sample(Dist::Exponential, vec![sigma.into(), 1.0.into()]);
    let cpu = CpuModel::new(&b.build().unwrap());
    for u in [-3.0, -0.5, 0.0, 1.2, 4.0] {
        let expected = -f64::exp(u) + u;
        assert!(close(cpu.log_density(&[u]).unwrap(), expected), "u = {u}");
    }
}

/// A uniform(0, 1) parameter on (0, 1): the unconstrained density is the logistic density
/// `log_inv_logit(u) + log1m_inv_logit(u)`.
#[test]
fn log_jacobian_of_two_bounds() {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let p = b.param_constrained("p", Type::REAL, Constraint::LowerUpper(0.0.into(), 1.0.into()));
    b.sample(Dist::Uniform, vec![p.into(), 0.0.into(), 1.0.into()]);
    let cpu = CpuModel::new(&b.build().unwrap());
    for u in [-30.0, -2.0, 0.0, 0.7, 25.0] {
        let expected = -(1.0 + f64::exp(-u)).ln() - (1.0 + f64::exp(u)).ln();
        assert!(close(cpu.log_density(&[u]).unwrap(), expected), "u = {u}");
    }
}

/// An ordered vector's Jacobian is the sum of the log-gaps `u[1..]`.
#[test]
fn log_jacobian_of_ordered() {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    b.param_constrained("x", Type::vector(3), Constraint::Ordered);
    let cpu = CpuModel::new(&b.build().unwrap());
    let u = [0.3, -1.0, 2.0];
    assert!(close(cpu.log_density(&u).unwrap(), 1.0));
    assert_eq!(cpu.constrain(&u).unwrap(), vec![0.3, 0.3 + f64::exp(-1.0), 0.3 + f64::exp(-1.0) + f64::exp(2.0)]);
}

/// Unconstraining a model with transformed parameters gives the parameters' unconstrained
/// values, not the (uncomputed) transformed parameters.
#[test]
fn unconstrain_with_transformed_parameters() {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let t = b.param("t", Type::vector(3));
    let tau = b.param_constrained("tau", Type::REAL, Constraint::Lower(0.0.into()));
    let scaled = b.transformed("scaled", Type::vector(3), wgmc::Expr::from(t) * wgmc::Expr::from(tau));
    b.sample(Dist::StdNormal, vec![t.into()]);
    b.sample(Dist::StdNormal, vec![scaled.into()]);
    b.sample(Dist::Exponential, vec![tau.into(), 1.0.into()]);
    let cpu = CpuModel::new(&b.build().unwrap());
    let u = [0.4, -1.1, 2.0, 0.7];
    let c = cpu.constrain(&u).unwrap();
    assert_eq!(c.len(), 7, "parameters then the transformed parameter: {c:?}");
    let back = cpu.unconstrain(&c[..4]).unwrap();
    for (a, b) in u.iter().zip(&back) {
        assert!(close(*a, *b), "{u:?} -> {back:?}");
    }
}

const POSITIVE_ORDERED: &str = "parameters { positive_ordered[3] x; } model { x ~ exponential(1); }";

/// `positive_ordered[3] x ~ exponential(1)` on the unconstrained scale: x_k = Σ_{j≤k} e^{u_j},
/// log density −Σ x_k + Σ u_k (the log-Jacobian), and ∂/∂u_k = 1 − (4 − k) e^{u_k}.
fn positive_ordered_exact(u: &[f64]) -> (f64, Vec<f64>) {
    let mut x = 0.0;
    let mut lp = 0.0;
    for &uk in u {
        x += uk.exp();
        lp += uk - x;
    }
    let grad = u.iter().enumerate().map(|(k, uk)| 1.0 - (3 - k) as f64 * uk.exp()).collect();
    (lp, grad)
}

// The positive_ordered density and gradient, exactly, on each backend.
backend_test!(positive_ordered_density_is_exact, |compile, tol| {
    let stan = wgmc::compile_stan(POSITIVE_ORDERED, "po.stan", &DataSet::new()).expect("compiles");
    let Some(ev) = compile(stan.model()) else { return };
    let pts: Vec<f64> = (0..3 * 60).map(|k| ((k * 37) % 101) as f64 / 25.0 - 2.0).collect();
    let (lp, g) = common::backends::eval(&ev, 3, &pts);
    for (i, u) in pts.chunks(3).enumerate() {
        let (want, grad) = positive_ordered_exact(u);
        assert!(tol.logp_ok(lp[i], want), "u = {u:?}: {} vs {want}", lp[i]);
        assert!(tol.grad_ok(&g[i * 3..(i + 1) * 3], &grad, want), "u = {u:?}: {:?} vs {grad:?}", &g[i * 3..]);
    }
});

/// Constrained values are positive and increasing, and unconstrain inverts constrain; the
/// posterior is that of the order statistics of three Exp(1) draws, with means 1/3, 5/6, 11/6.
#[test]
fn positive_ordered_round_trip_and_posterior_means() {
    let stan = wgmc::compile_stan(POSITIVE_ORDERED, "po.stan", &DataSet::new()).expect("compiles");
    let cpu = CpuModel::new(stan.model());
    for u in [[-3.0, 0.5, 2.0], [1.0, -4.0, 0.0], [0.0, 0.0, 0.0]] {
        let x = cpu.constrain(&u).unwrap();
        assert!(x[0] > 0.0 && x[0] < x[1] && x[1] < x[2], "{x:?}");
        let back = cpu.unconstrain(&x).unwrap();
        assert!(u.iter().zip(&back).all(|(a, b)| close(*a, *b)), "{u:?} -> {back:?}");
    }
    let config = common::sampling::config(wgmc::Algorithm::Nuts { max_depth: 10 }, 4, 500, 1000, 3);
    let trace = common::sampling::sample(stan.model(), wgmc::BackendRequest::Cpu, config);
    for (k, mean) in [1.0 / 3.0, 5.0 / 6.0, 11.0 / 6.0].into_iter().enumerate() {
        if let Err(e) = common::sampling::z_test(trace.values(k), 4, mean, 3) {
            panic!("x[{}]: {e}", k + 1);
        }
    }
}
