//! Stan programs with exact log densities, checked on both backends: the log density
//! against an f64 computation, the GPU gradient against the CPU's, and the CPU gradient
//! against finite differences (`stan_cases!` defines the tests).

use rand::{Rng, SeedableRng};
use wgmc::{compile_stan, CpuModel, DataSet, Evaluator, Model};

use super::backends::{eval, Tolerance};

/// A Stan program, its data and its log density at an unconstrained point.
pub struct Case {
    /// The program.
    pub source: &'static str,
    /// Its data (JSON).
    pub data: &'static str,
    /// The log density at an unconstrained point.
    pub density: fn(&[f64]) -> f64,
}

/// The compiled model of a case.
pub fn model(case: &Case) -> Model {
    let data = DataSet::from_json_str(case.data).unwrap();
    let stan = compile_stan(case.source, "case.stan", &data).unwrap_or_else(|e| panic!("{e}"));
    stan.model().clone()
}

/// Seeded points in [-2, 2]^dim, flattened.
fn points(dim: usize, n: usize) -> Vec<f64> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    (0..dim * n).map(|_| rng.random_range(-2.0..2.0)).collect()
}

const N_POINTS: usize = 40;

/// The body of every backend test: exact log densities, gradients equal to the CPU's.
pub fn check_case(case: &Case, compile: fn(&Model) -> Option<Evaluator>, tol: Tolerance) {
    let m = model(case);
    let Some(ev) = compile(&m) else { return };
    let dim = m.dim();
    let pts = points(dim, N_POINTS);
    let (lp, g) = eval(&ev, dim, &pts);
    let cpu = super::backends::cpu(&m).unwrap();
    let (_, g_cpu) = eval(&cpu, dim, &pts);
    for (i, x) in pts.chunks(dim).enumerate() {
        let want = (case.density)(x);
        assert!(tol.logp_ok(lp[i], want), "at {x:?}: {} vs {want}", lp[i]);
        let (got, exp) = (&g[i * dim..(i + 1) * dim], &g_cpu[i * dim..(i + 1) * dim]);
        assert!(tol.grad_ok(got, exp, want), "at {x:?}: {got:?} vs {exp:?}");
    }
}

/// The CPU gradient against central finite differences.
pub fn check_differences(case: &Case) {
    let m = model(case);
    let cpu = CpuModel::new(&m);
    for x in points(m.dim(), N_POINTS).chunks(m.dim()) {
        super::check_gradient(&cpu, x).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Defines, for each `name: CASE;`, the backend tests `name::cpu` and `name::gpu` and the
/// finite-difference test `finite_differences::name`.
#[macro_export]
macro_rules! stan_cases {
    ($($name:ident: $case:expr;)*) => {
        $(
            backend_test!($name, |compile, tol| {
                common::stan_cases::check_case(&$case, compile, tol);
            });
        )*
        mod finite_differences {
            use super::*;
            $(
                #[test]
                fn $name() {
                    common::stan_cases::check_differences(&$case);
                }
            )*
        }
    };
}
