//! Bounds declared on transformed parameters, checked at the end of their block as Stan
//! checks them: log densities on both backends (−inf wherever an element breaks a scalar,
//! elementwise or parameter-dependent bound), gradients against finite differences where
//! they hold, initial points redrawn until they hold, and sampling that never leaves them
//! (the posterior of `real<lower=0> s = mu` is the normal truncated to mu ≥ 0).

use crate::common;

use wgmc::{compile_stan, Algorithm, CpuModel, DataSet, Func, Model, SampleError, Sampler};

use common::sampling::{config, ks_test, last_draws, sample, z_test};

const BOUNDED: &str = "data { real lo; }
parameters { real mu; vector[3] v; }
transformed parameters {
  real<lower=0> s = mu;
  vector<lower=lo, upper=mu + 3>[3] w = v;
  array[2] vector<lower=-1>[2] m;
  m[1] = v[1:2];
  m[2] = 2 * v[1:2];
  matrix<upper=2>[1, 1] u = rep_matrix(v[3], 1, 1);
}
model {
  mu ~ normal(0.5, 1);
  v ~ normal(0, 1);
}";

const LO: f64 = -1.5;

fn bounded() -> Model {
    let data = DataSet::from_json_str(&format!("{{\"lo\": {LO}}}")).unwrap();
    compile_stan(BOUNDED, "bounded.stan", &data).unwrap_or_else(|e| panic!("{e}")).model().clone()
}

/// The log density of [`BOUNDED`] at (mu, v): −inf where a bound breaks.
fn density(x: &[f64]) -> f64 {
    let (mu, v) = (x[0], &x[1..4]);
    let holds =
        mu >= 0.0 && v.iter().all(|v| LO <= *v && *v <= mu + 3.0) && v[..2].iter().all(|v| *v >= -0.5) && v[2] <= 2.0;
    if !holds {
        return f64::NEG_INFINITY;
    }
    // `~` drops the constants.
    -0.5 * (mu - 0.5).powi(2) - v.iter().map(|v| 0.5 * v * v).sum::<f64>()
}

/// Seeded points in [-2.5, 2.5]^4 (a third or so break some bound) and points on the bounds.
fn points() -> Vec<f64> {
    let mut pts = vec![0.0, 0.0, 0.0, 0.0, 0.0, -0.5, -0.5, -1.5, 1.0, -0.5, -0.5, 2.0, -1e-6, 0.0, 0.0, 0.0];
    let mut state = 12345u64;
    for _ in 0..4 * 200 {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        pts.push(-2.5 + 5.0 * (state >> 11) as f64 / (1u64 << 53) as f64);
    }
    pts
}

backend_test!(broken_bounds_are_minus_infinity, |compile, tol| {
    let model = bounded();
    let Some(ev) = compile(&model) else { return };
    let pts = points();
    let (lp, grad) = common::backends::eval(&ev, 4, &pts);
    let (mut inside, mut outside) = (0, 0);
    for (i, x) in pts.chunks(4).enumerate() {
        let want = density(x);
        if want == f64::NEG_INFINITY {
            assert_eq!(lp[i], want, "at {x:?}");
            outside += 1;
            continue;
        }
        inside += 1;
        assert!(tol.logp_ok(lp[i], want), "at {x:?}: {} vs {want}", lp[i]);
        let exact = [-(x[0] - 0.5), -x[1], -x[2], -x[3]];
        assert!(tol.grad_ok(&grad[4 * i..4 * i + 4], &exact, want), "at {x:?}: {:?}", &grad[4 * i..4 * i + 4]);
    }
    assert!(inside > 20 && outside > 20, "{inside} inside, {outside} outside");
});

#[test]
fn gradients_inside_the_bounds_match_finite_differences() {
    let cpu = CpuModel::new(&bounded());
    for x in points().chunks(4).filter(|x| density(x).is_finite() && x[0] > 1e-3) {
        common::check_gradient(&cpu, x).unwrap_or_else(|e| panic!("{e}"));
    }
}

const TRUNCATED: &str = "parameters { real mu; }
transformed parameters { real<lower=0> s = mu; }
model { mu ~ normal(0.5, 1); }";

const NEVER: &str = "parameters { real mu; }
transformed parameters { real<upper=-1> s = square(mu); }
model { mu ~ normal(0, 1); }";

/// A bound no point satisfies: no valid initial point.
#[test]
fn a_bound_no_point_satisfies_fails_initialisation() {
    let stan = compile_stan(NEVER, "never.stan", &DataSet::new()).unwrap();
    let e = Sampler::new(stan.model()).config(config(Algorithm::Nuts { max_depth: 10 }, 4, 10, 10, 1)).run();
    assert!(matches!(e, Err(SampleError::Init { .. })), "{:?}", e.map(|_| ()));
}

// mu unconstrained, rejected below 0 by the bound on s: the posterior is normal(0.5, 1)
// truncated to [0, ∞). Every draw has mu ≥ 0; means, variances and last draws match it.
sampler_test!(truncated_by_a_transformed_parameter, |backend| {
    let stan = compile_stan(TRUNCATED, "truncated.stan", &DataSet::new()).unwrap();
    let (m, phi) = (0.5, |x: f64| Func::Phi.eval(&[x]));
    let z = 1.0 - phi(-m);
    let pdf = |x: f64| (-0.5 * x * x).exp() / (2.0 * std::f64::consts::PI).sqrt();
    let mean = m + pdf(-m) / z;
    let var = 1.0 + (-m) * pdf(-m) / z - (pdf(-m) / z).powi(2);
    let cdf = |x: f64| if x <= 0.0 { 0.0 } else { (phi(x - m) - phi(-m)) / z };
    let chains = 128;
    for algorithm in common::sampling::algorithms() {
        let trace = sample(stan.model(), backend, config(algorithm, chains, 300, 200, 41));
        for i in 0..2 {
            let x = trace.values(i);
            assert!(x.iter().all(|x| *x >= 0.0), "{algorithm:?}: a draw below the bound");
            z_test(x, chains, mean, 2).unwrap_or_else(|e| panic!("{algorithm:?} mean: {e}"));
            let sq: Vec<f64> = x.iter().map(|v| (v - mean).powi(2)).collect();
            z_test(&sq, chains, var, 2).unwrap_or_else(|e| panic!("{algorithm:?} variance: {e}"));
            ks_test(&last_draws(&trace, i), cdf, 2).unwrap_or_else(|e| panic!("{algorithm:?}: {e}"));
        }
    }
});
