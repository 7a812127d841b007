//! `simplex[K]` parameters: Stan's stick-breaking transform round trip, its log-Jacobian
//! against a finite-difference determinant, exact log densities and gradients on both
//! backends, and the moments of a Dirichlet posterior sampled from a Stan program.

use crate::common;

use common::backends::eval;
use common::tolerances::ROUND_TRIP_REL;
use proptest::prelude::*;
use wgmc::{compile_stan, Algorithm, BackendRequest, Constraint, CpuModel, DataSet, Expr, Func, Model};
use wgmc::{ModelBuilder, Type};

fn close(a: f64, b: f64, rel: f64) -> bool {
    (a - b).abs() <= rel * a.abs().max(b.abs()).max(1.0)
}

/// `simplex[1] a; vector[2] v; simplex[2] b; simplex[5] c; real<lower=0> s;` with no density:
/// 0 + 2 + 1 + 4 + 1 = 8 unconstrained coordinates, 1 + 2 + 2 + 5 + 1 = 11 constrained values.
fn mixed_model() -> Model {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    b.param_constrained("a", Type::vector(1), Constraint::Simplex);
    b.param("v", Type::vector(2));
    b.param_constrained("b", Type::vector(2), Constraint::Simplex);
    b.param_constrained("c", Type::vector(5), Constraint::Simplex);
    b.param_constrained("s", Type::REAL, Constraint::Lower(0.0.into()));
    b.build().expect("valid")
}

/// A model of one `simplex[k]` and no density: its log density is the log-Jacobian.
fn bare_simplex(k: usize) -> Model {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    b.param_constrained("x", Type::vector(k), Constraint::Simplex);
    b.build().expect("valid")
}

fn check_simplex(x: &[f64]) -> Result<(), TestCaseError> {
    prop_assert!(x.iter().all(|&v| (0.0..=1.0).contains(&v)), "{x:?}");
    prop_assert!((x.iter().sum::<f64>() - 1.0).abs() < 1e-12, "{x:?}");
    Ok(())
}

proptest! {
    #![proptest_config(common::proptest_config(256))]

    #[test]
    fn constrain_then_unconstrain_is_identity(u in proptest::collection::vec(-6.0..6.0f64, 8)) {
        let cpu = CpuModel::new(&mixed_model());
        let c = cpu.constrain(&u).unwrap();
        prop_assert_eq!(c.len(), 11);
        prop_assert_eq!(c[0], 1.0);
        prop_assert_eq!(&c[1..3], &u[0..2]);
        check_simplex(&c[3..5])?;
        check_simplex(&c[5..10])?;
        prop_assert!(close(c[10], u[7].exp(), ROUND_TRIP_REL));
        let back = cpu.unconstrain(&c).unwrap();
        for (a, b) in u.iter().zip(&back) {
            prop_assert!(close(*a, *b, ROUND_TRIP_REL), "{u:?} -> {c:?} -> {back:?}");
        }
        common::check_gradient(&CpuModel::new(&dirichlet_model()), &u[3..6]).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn unconstrain_then_constrain_is_identity(w in proptest::collection::vec(0.01..1.0f64, 7)) {
        let cpu = CpuModel::new(&mixed_model());
        let norm = |w: &[f64]| w.iter().map(|v| v / w.iter().sum::<f64>()).collect::<Vec<f64>>();
        let mut c = vec![1.0, w[0] - 0.5, 0.3];
        c.extend(norm(&w[0..2]));
        c.extend(norm(&w[2..7]));
        c.push(w[1]);
        let u = cpu.unconstrain(&c).unwrap();
        prop_assert_eq!(u.len(), 8);
        let again = cpu.constrain(&u).unwrap();
        for (a, b) in c.iter().zip(&again) {
            prop_assert!(close(*a, *b, ROUND_TRIP_REL), "{c:?} -> {u:?} -> {again:?}");
        }
    }
}

/// log |det J| of an n × n matrix by Gaussian elimination with partial pivoting.
fn log_abs_det(mut m: Vec<Vec<f64>>) -> f64 {
    let n = m.len();
    let mut total = 0.0;
    for col in 0..n {
        let pivot = (col..n).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs())).unwrap();
        m.swap(col, pivot);
        total += m[col][col].abs().ln();
        let (top, below) = m.split_at_mut(col + 1);
        let pivot_row = &top[col];
        for row in below {
            let f = row[col] / pivot_row[col];
            row.iter_mut().zip(pivot_row).skip(col).for_each(|(x, p)| *x -= f * p);
        }
    }
    total
}

/// The log density of a bare simplex (its log-Jacobian) against log |det| of the central
/// finite-difference Jacobian of y ↦ (x_1, …, x_{K−1}).
#[test]
fn log_jacobian_matches_finite_difference_determinant() {
    for k in 2..=6 {
        let cpu = CpuModel::new(&bare_simplex(k));
        for seed in 0..5 {
            let y: Vec<f64> = (0..k - 1).map(|i| ((seed * 7 + i * 3) % 11) as f64 / 3.0 - 1.7).collect();
            let h = 1e-6;
            let columns: Vec<Vec<f64>> = (0..k - 1)
                .map(|j| {
                    let (mut up, mut down) = (y.clone(), y.clone());
                    up[j] += h;
                    down[j] -= h;
                    let (a, b) = (cpu.constrain(&up).unwrap(), cpu.constrain(&down).unwrap());
                    (0..k - 1).map(|i| (a[i] - b[i]) / (2.0 * h)).collect()
                })
                .collect();
            let jac: Vec<Vec<f64>> = (0..k - 1).map(|i| columns.iter().map(|c| c[i]).collect()).collect();
            let (got, want) = (cpu.log_density(&y).unwrap(), log_abs_det(jac));
            assert!((got - want).abs() < 1e-6, "K = {k}, y = {y:?}: {got} vs {want}");
        }
    }
}

#[test]
fn simplex_of_one_is_the_value_one() {
    let cpu = CpuModel::new(&bare_simplex(1));
    assert_eq!(cpu.dim(), 0);
    assert_eq!(cpu.constrain(&[]).unwrap(), vec![1.0]);
    assert_eq!(cpu.log_density(&[]).unwrap(), 0.0);
    assert_eq!(cpu.unconstrain(&[1.0]).unwrap(), Vec::<f64>::new());
}

/// `simplex[4] theta` with `target += 2 log θ₁ + log θ₂`: Dirichlet(3, 2, 1, 1).
fn dirichlet_model() -> Model {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let theta = b.param_constrained("theta", Type::vector(4), Constraint::Simplex);
    let log = |i: i64| Expr::call1(Func::Log, theta.at(i));
    b.target(2.0 * log(0) + log(1));
    b.build().expect("valid")
}

const ALPHA: [f64; 4] = [3.0, 2.0, 1.0, 1.0];

/// The exact log density and gradient of [`dirichlet_model`] at y: the stick-breaking
/// fractions of a Dirichlet(α) are independent, z_k ~ Beta(α_k, β_k) with β_k = Σ_{j>k} α_j,
/// and with the Jacobian z(1 − z) of y ↦ z the density is Σ α_k log z_k + β_k log(1 − z_k).
fn dirichlet_exact(y: &[f64]) -> (f64, Vec<f64>) {
    let k = ALPHA.len();
    let (mut lp, mut grad) = (0.0, Vec::new());
    for (i, &yi) in y.iter().enumerate() {
        let z = 1.0 / (1.0 + (-(yi - ((k - 1 - i) as f64).ln())).exp());
        let beta: f64 = ALPHA[i + 1..].iter().sum();
        lp += ALPHA[i] * z.ln() + beta * (1.0 - z).ln();
        grad.push(ALPHA[i] * (1.0 - z) - beta * z);
    }
    (lp, grad)
}

// The Dirichlet-shaped log density and its gradient, exactly, on each backend.
backend_test!(dirichlet_density_is_exact, |compile, tol| {
    let model = dirichlet_model();
    let Some(ev) = compile(&model) else { return };
    let pts: Vec<f64> = (0..3 * 60).map(|k| ((k * 37) % 101) as f64 / 20.0 - 2.5).collect();
    let (lp, g) = eval(&ev, 3, &pts);
    for (i, y) in pts.chunks(3).enumerate() {
        let (want, grad) = dirichlet_exact(y);
        assert!(tol.logp_ok(lp[i], want), "y = {y:?}: {} vs {want}", lp[i]);
        assert!(tol.grad_ok(&g[i * 3..(i + 1) * 3], &grad, want), "y = {y:?}: {:?} vs {grad:?}", &g[i * 3..]);
    }
});

const STAN: &str = "parameters { simplex[4] theta; } model { target += 2 * log(theta[1]) + log(theta[2]); }";

/// The Stan program's posterior is Dirichlet(3, 2, 1, 1): the mean of θ is α / 7.
#[test]
fn stan_simplex_samples_dirichlet_means() {
    let stan = compile_stan(STAN, "simplex.stan", &DataSet::new()).expect("compiles");
    assert_eq!(stan.model().dim(), 3);
    assert_eq!(stan.output_names(), ["theta[1]", "theta[2]", "theta[3]", "theta[4]"]);
    let config = common::sampling::config(Algorithm::Nuts { max_depth: 10 }, 4, 500, 1000, 11);
    let trace = common::sampling::sample(stan.model(), BackendRequest::Cpu, config);
    for (i, a) in ALPHA.iter().enumerate() {
        let values = trace.values(i);
        assert!(values.iter().all(|v| (0.0..=1.0).contains(v)));
        if let Err(e) = common::sampling::z_test(values, 4, a / 7.0, ALPHA.len()) {
            panic!("theta[{}]: {e}", i + 1);
        }
    }
}

#[test]
fn stan_simplex_errors() {
    let compile = |src: &str| compile_stan(src, "bad.stan", &DataSet::new()).map(|_| ()).unwrap_err().to_string();
    let zero = compile("parameters { simplex[0] x; } model { }");
    assert!(zero.contains("a simplex needs at least one element, got size 0"), "{zero}");
    let bounded = compile("parameters { simplex<lower=0>[3] x; } model { }");
    assert!(bounded.contains("bounds are not allowed on ordered or simplex vectors"), "{bounded}");
    let local = compile("parameters { real y; } model { simplex[3] x; }");
    assert!(local.contains("outside the parameters block"), "{local}");
    let array = compile("parameters { array[2, 2] simplex[3] x; } model { }");
    assert!(array.contains("not supported yet: arrays of"), "{array}");
}

/// The IR rejects a simplex that is not a vector (or the rows of a matrix, an array of them) of
/// at least one element.
#[test]
fn ir_simplex_needs_a_nonempty_vector() {
    for ty in [Type::REAL, Type::vector(0), Type::matrix(2, 0)] {
        let data = DataSet::new();
        let mut b = ModelBuilder::new(&data);
        b.param_constrained("x", ty, Constraint::Simplex);
        let e = b.build().unwrap_err().to_string();
        assert!(e.contains("simplex needs a vector (or matrix rows) of at least one element"), "{ty}: {e}");
    }
}
