//! ODE solvers (`integrate_ode_rk45`, `integrate_ode_bdf`, `ode_rk45`, `ode_rk45_tol`,
//! `ode_bdf`, `ode_bdf_tol`): solutions against closed forms on the f64 CPU backend,
//! gradients against finite differences, the GPU against the CPU, the rejection of solves
//! that run out of steps, and located errors.

use crate::common;

use wgmc::{
    compile_stan, BackendRequest, CpuModel, DataSet, ErrorKind, Evaluator, GpuContext, GpuError, GpuModel, LangError,
    Sampler, SamplerConfig, StanModel,
};

/// Global error of the solution in units of the local error scale `atol + rtol·|y|`: each
/// step's error is held below that scale and the errors of a few dozen steps add up, partly
/// cancelling. Measured worst over these tests: 0.2 for the decay, 4 for the oscillator over
/// about two periods (its error grows with the time integrated); 10 leaves room.
const ODE_REL: f64 = 10.0;

/// Absolute error of the bdf spellings' solutions (1e-10 tolerances, solutions of size ≤ 1):
/// the same global growth as [`ODE_REL`], 1e-10 scale.
const ODE_BDF_ABS: f64 = 1e-8;

/// Exponential decay `y' = -k y` through the legacy interface, at default tolerances.
const DECAY: &str = "functions {
  array[] real decay(real t, array[] real y, array[] real theta, array[] real x_r, array[] int x_i) {
    return {-theta[1] * y[1]};
  }
}
data { int N; array[N] real ts; }
transformed data { array[0] real x_r; array[0] int x_i; }
parameters { real<lower=0> k; real<lower=0> y0; }
transformed parameters {
  array[N, 1] real y = integrate_ode_rk45(decay, {y0}, 0.0, ts, {k}, x_r, x_i);
}
model { k ~ lognormal(0, 0.5); y0 ~ lognormal(0, 0.5); }";

const DECAY_DATA: &str = r#"{"N": 5, "ts": [0.5, 1, 1, 2.5, 6]}"#;

/// The harmonic oscillator `y1' = y2, y2' = -w² y1` through the variadic interface.
const OSCILLATOR: &str = "functions {
  vector sho(real t, vector y, real w) {
    vector[2] dy;
    dy[1] = y[2];
    dy[2] = -square(w) * y[1];
    return dy;
  }
}
data { int N; array[N] real ts; real rtol; }
parameters { real<lower=0> w; }
transformed parameters {
  array[N] vector[2] y = ode_rk45_tol(sho, [1.0, 0.0]', 0, ts, rtol, rtol, 100000, w);
}
model { w ~ lognormal(0, 0.5); }";

fn compile(source: &str, data: &str) -> Result<StanModel, LangError> {
    compile_stan(source, "ode.stan", &DataSet::from_json_str(data).unwrap())
}

/// Transformed parameters (after the parameters) at an unconstrained point.
fn solution(stan: &StanModel, point: &[f64]) -> Vec<f64> {
    let cpu = CpuModel::new(stan.model());
    let all = cpu.constrain(point).unwrap();
    all[stan.model().program().params.len()..].to_vec()
}

/// Whether `got` is the solution `want` to within `rel` of the solver's error scale
/// `atol + rtol·|want|` (at Stan's default tolerances, 1e-6 each).
fn near(got: f64, want: f64, rel: f64) -> bool {
    (got - want).abs() <= rel * (1e-6 + 1e-6 * want.abs())
}

#[test]
fn decay_matches_its_closed_form_at_every_output_time() {
    let stan = compile(DECAY, DECAY_DATA).unwrap_or_else(|e| panic!("{e}"));
    let ts = [0.5, 1.0, 1.0, 2.5, 6.0];
    for point in [[0.3f64, -0.2], [-1.0, 0.5], [1.5, 0.0], [-2.0, 2.0]] {
        let (k, y0) = (point[0].exp(), point[1].exp());
        let y = solution(&stan, &point);
        assert_eq!(y.len(), ts.len());
        assert_eq!(y[1].to_bits(), y[2].to_bits(), "equal output times give equal rows");
        for (t, got) in ts.iter().zip(&y) {
            let want = y0 * (-k * t).exp();
            assert!(near(*got, want, ODE_REL), "k = {k}, t = {t}: {got} vs {want}");
        }
    }
}

#[test]
fn oscillator_error_follows_the_tolerance() {
    for rtol in [1e-6, 1e-8, 1e-10] {
        let data = format!(r#"{{"N": 4, "ts": [0.1, 1, 3.7, 10], "rtol": {rtol}}}"#);
        let stan = compile(OSCILLATOR, &data).unwrap_or_else(|e| panic!("{e}"));
        for w in [0.4f64, 1.3, 3.0] {
            let y = solution(&stan, &[w.ln()]);
            for (k, t) in [0.1, 1.0, 3.7, 10.0].iter().enumerate() {
                let want = [(w * t).cos(), -w * (w * t).sin()];
                for j in 0..2 {
                    let err = (y[2 * k + j] - want[j]).abs();
                    assert!(err <= ODE_REL * rtol * (1.0 + want[j].abs()), "rtol {rtol}, w {w}, t {t}: error {err:e}");
                }
            }
        }
    }
}

/// The `_bdf` spellings solve at Stan's bdf defaults (1e-10): logistic growth
/// `y' = r y (1 − y)` against `1 / (1 + (1/y0 − 1) e^(−r t))`.
#[test]
fn bdf_spellings_solve_at_their_tight_defaults() {
    let legacy = "functions {
  array[] real growth(real t, array[] real y, array[] real theta, array[] real x_r, array[] int x_i) {
    return {theta[1] * y[1] * (1 - y[1])};
  }
}
data { array[3] real ts; }
parameters { real<lower=0> r; }
transformed parameters {
  array[3, 1] real y = integrate_ode_bdf(growth, {0.1}, 0, ts, {r}, rep_array(0.0, 0), rep_array(0, 0));
}
model { r ~ lognormal(0, 1); }";
    let variadic = "functions {
  vector growth(real t, vector y, real r) { return r * y .* (1 - y); }
}
data { array[3] real ts; }
parameters { real<lower=0> r; }
transformed parameters { array[3] vector[1] y = ode_bdf(growth, [0.1]', 0, ts, r); }
model { r ~ lognormal(0, 1); }";
    for source in [legacy, variadic] {
        let stan = compile(source, r#"{"ts": [0.5, 2, 8]}"#).unwrap_or_else(|e| panic!("{e}"));
        for x in [-1.0f64, 0.2, 1.0] {
            let r = x.exp();
            let y = solution(&stan, &[x]);
            for (t, got) in [0.5, 2.0, 8.0].iter().zip(&y) {
                let want = 1.0 / (1.0 + 9.0 * (-r * t).exp());
                assert!((got - want).abs() <= ODE_BDF_ABS, "r {r}, t {t}: {got} vs {want}");
            }
        }
    }
}

/// A model whose likelihood reads the solution, for gradients.
const LOTKA_VOLTERRA: &str = "functions {
  vector lv(real t, vector z, real a, real b, real c, real d) {
    return [(a - b * z[2]) * z[1], (-c + d * z[1]) * z[2]]';
  }
}
data { int N; array[N] real ts; array[N] vector[2] obs; }
parameters { real<lower=0> a; real<lower=0> b; real<lower=0> c; real<lower=0> d; vector<lower=0>[2] z0; }
transformed parameters { array[N] vector[2] z = ode_rk45(lv, z0, 0, ts, a, b, c, d); }
model {
  a ~ normal(1, 0.5); c ~ normal(1, 0.5); b ~ normal(0.05, 0.05); d ~ normal(0.05, 0.05);
  z0 ~ lognormal(log(10), 1);
  for (n in 1:N) obs[n] ~ lognormal(log(z[n]), 0.25);
}";

const LOTKA_VOLTERRA_DATA: &str =
    r#"{"N": 5, "ts": [1, 2, 4, 7, 11], "obs": [[47, 6], [70, 10], [36, 59], [21, 13], [40, 8]]}"#;

/// Difference step of the gradient check: small enough not to straddle a change in the
/// sequence of steps (see [`gradients_match_finite_differences`]).
const FD_STEP: f64 = 1e-7;
/// Relative tolerance of reverse mode against differences of step [`FD_STEP`], plus their
/// rounding error of a few ε·|logp|/h.
const FD_REL: f64 = 1e-5;

/// Reverse mode through the discrete solver is the exact gradient of the computed solution,
/// step-size choices included. That solution is piecewise smooth in the parameters: where
/// the sequence of accepted steps changes, it jumps by about the tolerance, and near a step
/// size's threshold (the controller's 0.5 or its growth limit) its slope can differ from its
/// neighbours' by 10% over a window of 1e-5 (measured on this Lotka–Volterra model), so the
/// differences use a step of 1e-7, well inside such windows.
#[test]
fn gradients_match_finite_differences() {
    let cases = [
        (DECAY, DECAY_DATA, vec![vec![0.3, -0.2], vec![-1.0, 0.5]]),
        (
            LOTKA_VOLTERRA,
            LOTKA_VOLTERRA_DATA,
            vec![
                vec![-0.6, -3.6, -0.2, -3.7, 3.5, 1.8],
                vec![0.3, -1.0, 0.2, -1.5, 1.0, 0.5],
                vec![-0.3, -2.5, 0.1, -2.9, 3.0, 2.2],
            ],
        ),
    ];
    for (source, data, points) in cases {
        let stan = compile(source, data).unwrap_or_else(|e| panic!("{e}"));
        let cpu = CpuModel::new(stan.model());
        for x in points {
            let mut g = vec![0.0; x.len()];
            let lp = cpu.log_density_gradient(&x, &mut g).unwrap();
            for i in 0..x.len() {
                let h = FD_STEP * x[i].abs().max(1.0);
                let at = |d: f64| {
                    let mut y = x.clone();
                    y[i] += d;
                    cpu.log_density(&y).unwrap()
                };
                let fd = (at(h) - at(-h)) / (2.0 * h);
                let tol = FD_REL * fd.abs().max(1.0) + 4.0 * f64::EPSILON * lp.abs() / h;
                assert!((g[i] - fd).abs() <= tol, "component {i} at {x:?}: reverse mode {}, differences {fd}", g[i]);
            }
        }
    }
}

/// More than `max_num_steps` steps between two output times rejects the point (log density
/// −inf), as Stan's error does; so does a solve that needs more than the solver's bound on
/// attempts (a stiff decay, k = 1e6, over 1000 time units).
#[test]
fn running_out_of_steps_rejects_the_point() {
    let source = "functions {
  vector decay(real t, vector y, real k) { return -k * y; }
}
data { real k; int steps; }
parameters { real x; }
transformed parameters { array[1] vector[1] y = ode_rk45_tol(decay, [1.0]', 0, {1000.0}, 1e-6, 1e-6, steps, k); }
model { x ~ normal(0, 1); }";
    for (data, finite) in [
        (r#"{"k": 1, "steps": 1000}"#, true),
        (r#"{"k": 1, "steps": 5}"#, false),
        (r#"{"k": 1e6, "steps": 1000000000}"#, false),
    ] {
        let stan = compile(source, data).unwrap_or_else(|e| panic!("{e}"));
        let cpu = CpuModel::new(stan.model());
        let mut g = [0.0];
        let lp = cpu.log_density_gradient(&[0.5], &mut g).unwrap();
        assert_eq!(lp.is_finite(), finite, "{data}: log density {lp}");
        if !finite {
            assert_eq!(lp, f64::NEG_INFINITY, "{data}");
        }
    }
}

/// Measured: the GPU kernel of an ODE model did not compile within 17 minutes on llvmpipe,
/// and f32 cannot meet the bdf spellings' 1e-10 tolerances; so these models run on the f64
/// CPU backend: the GPU backend refuses them with the reason, and `Auto` picks the CPU.
#[test]
fn ode_models_run_on_the_cpu_backend_with_a_reason() {
    let stan = compile(DECAY, DECAY_DATA).unwrap_or_else(|e| panic!("{e}"));
    let reason = stan.model().f64_reason().expect("an ODE model runs in f64 only");
    assert!(reason.starts_with("integrate_ode_rk45:") && reason.contains("f64"), "{reason}");
    let evaluator = Evaluator::new(stan.model(), BackendRequest::Auto).unwrap();
    assert!(!evaluator.is_gpu(), "{}", evaluator.description());
    let Some(ctx) = common::gpu::or_skip(GpuContext::shared()) else { return };
    match GpuModel::new(ctx, stan.model()) {
        Err(GpuError::NeedsF64(r)) => assert_eq!(r, reason),
        other => panic!("expected the f64-only refusal, got {:?}", other.map(|_| ())),
    }
    let config = SamplerConfig { chains: 2, warmup: 5, draws: 5, backend: BackendRequest::Gpu, ..Default::default() };
    let err = Sampler::new(stan.model()).config(config).run().expect_err("the GPU refuses the model");
    assert!(err.to_string().contains("CPU backend (f64) only"), "{err}");
}

/// The kind and rendered message of the located error compiling `source` gives.
fn error_of(source: &str, data: &str) -> (ErrorKind, String) {
    match compile(source, data) {
        Ok(_) => panic!("expected an error for:\n{source}"),
        Err(e @ LangError::Source { kind, .. }) => (kind, e.to_string()),
        Err(other) => panic!("expected a located error, got {other:?}"),
    }
}

#[test]
fn invalid_uses_are_located_errors() {
    let head = "functions {
  array[] real rhs(real t, array[] real y, array[] real theta, array[] real x_r, array[] int x_i) {
    return {-theta[1] * y[1]};
  }
  array[] real short_rhs(real t, array[] real y, array[] real theta) { return {-y[1]}; }
  array[] real two(real t, array[] real y, array[] real theta, array[] real x_r, array[] int x_i) {
    return {y[1], y[1]};
  }
}
data { array[3] real ts; real t0; }
transformed data { array[0] real x_r; array[0] int x_i; }
parameters { real<lower=0> k; }
";
    let data = r#"{"ts": [1, 2, 3], "t0": 0}"#;
    let tp = |call: &str| format!("{head}transformed parameters {{ array[3, 1] real y = {call}; }}\nmodel {{ }}");
    let cases: &[(&str, &str, ErrorKind, &str)] = &[
        (
            "integrate_ode_rk45(short_rhs, {1.0}, t0, ts, {k}, x_r, x_i)",
            data,
            ErrorKind::Type,
            "must have the signature",
        ),
        ("integrate_ode_rk45(rhs, {1.0}, t0, ts, {k}, x_r)", data, ErrorKind::Type, "takes 7 or 10 arguments"),
        (
            "integrate_ode_rk45(k, {1.0}, t0, ts, {k}, x_r, x_i)",
            data,
            ErrorKind::Type,
            "is not a user-defined function",
        ),
        (
            "integrate_ode_rk45(rhs, {1.0}, t0, ts, {k}, x_r, x_i)",
            r#"{"ts": [1, 3, 2], "t0": 0}"#,
            ErrorKind::Runtime,
            "must be sorted",
        ),
        (
            "integrate_ode_rk45(rhs, {1.0}, t0, ts, {k}, x_r, x_i)",
            r#"{"ts": [1, 2, 3], "t0": 1}"#,
            ErrorKind::Runtime,
            "must be less than the first output time",
        ),
        (
            "integrate_ode_rk45(rhs, {1.0}, t0, ts, {k}, x_r, x_i, 1e-6, k, 100)",
            data,
            ErrorKind::Type,
            "must be data only",
        ),
        (
            "integrate_ode_rk45(rhs, {1.0}, t0, ts, {k}, x_r, x_i, 1e-6, -1, 100)",
            data,
            ErrorKind::Runtime,
            "absolute tolerance is -1",
        ),
        (
            "integrate_ode_rk45(two, {1.0}, t0, ts, {k}, x_r, x_i)",
            data,
            ErrorKind::Type,
            "returns 2 values for a state of 1",
        ),
    ];
    for (call, data, kind, message) in cases {
        let (k, m) = error_of(&tp(call), data);
        assert_eq!(k, *kind, "{call}: {m}");
        assert!(m.contains(message) && m.contains("ode.stan:"), "{call}: {m}");
    }
    let times_from_parameters = format!(
        "{head}transformed parameters {{ array[1, 1] real y = integrate_ode_rk45(rhs, {{1.0}}, 0, {{k}}, {{k}}, x_r, x_i); }}\nmodel {{ }}"
    );
    let (k, m) = error_of(&times_from_parameters, data);
    assert!(k == ErrorKind::Unsupported && m.contains("ODE output times that are not data"), "{m}");
    let in_gq = format!("{head}generated quantities {{ array[3, 1] real y = integrate_ode_rk45(rhs, {{1.0}}, t0, ts, {{1.0}}, x_r, x_i); }}");
    let (k, m) = error_of(&in_gq, data);
    assert!(k == ErrorKind::Unsupported && m.contains("generated quantities"), "{m}");
}
