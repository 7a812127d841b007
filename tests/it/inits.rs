//! User initial values (CmdStan's `init=` file): constrained values checked against the
//! declared constraints and mapped to unconstrained points, missing parameters drawn; a run
//! starts where they say; warmup's draws reach a sink that asks for them.

use wgmc::{
    compile_stan, initial_points, Algorithm, BackendRequest, DataSet, DrawBlock, DrawSink, InitError, Sampler,
    SamplerConfig, SinkError,
};

const MODEL: &str = "parameters { real x; real<lower=0> s; simplex[3] p; }\n\
    model { x ~ normal(0, 1); s ~ exponential(1); }\n";

fn model() -> wgmc::StanModel {
    compile_stan(MODEL, "m.stan", &DataSet::new()).unwrap()
}

fn values(json: &str) -> DataSet {
    DataSet::from_json_str(json).unwrap()
}

#[test]
fn constrained_values_map_to_unconstrained_points_and_missing_ones_are_nan() {
    let stan = model();
    let dim = stan.model().dim();
    assert_eq!(dim, 4, "x, log s, two simplex coordinates");
    let points = initial_points(stan.model(), 3, &[values(r#"{"x": 1.5, "s": 2.0, "extra": [1, 2]}"#)]).unwrap();
    assert_eq!(points.len(), 3 * dim);
    for chain in points.chunks(dim) {
        assert_eq!(chain[0], 1.5);
        assert!((chain[1] - 2f64.ln()).abs() < 1e-12, "{chain:?}");
        assert!(chain[2].is_nan() && chain[3].is_nan(), "the simplex has no value: drawn");
    }
    let per_chain = [values(r#"{"x": -1}"#), values(r#"{"x": 2, "p": [0.2, 0.3, 0.5]}"#)];
    let points = initial_points(stan.model(), 2, &per_chain).unwrap();
    assert_eq!(points[0], -1.0);
    assert_eq!(points[dim], 2.0);
    assert!(points[dim + 2].is_finite() && points[dim + 3].is_finite());
}

#[test]
fn values_outside_their_constraints_or_of_the_wrong_shape_are_refused() {
    let stan = model();
    let refused = |json: &str| initial_points(stan.model(), 2, &[values(json)]).unwrap_err();
    for (json, name) in [(r#"{"s": -1}"#, "'s'"), (r#"{"s": 0}"#, "'s'"), (r#"{"p": [0.5, 0.6, 0.1]}"#, "'p'")] {
        let e = refused(json);
        assert!(matches!(e, InitError::Constraint { .. }), "{json}: {e}");
        assert!(e.to_string().contains(name) && e.to_string().contains("constraint"), "{e}");
    }
    assert!(refused(r#"{"s": -1}"#).to_string().contains("<lower=...>"));
    assert!(matches!(refused(r#"{"p": [0.5, 0.5]}"#), InitError::Value { .. }));
    let two = [values("{}"), values("{}")];
    assert!(matches!(initial_points(stan.model(), 3, &two), Err(InitError::Chains { given: 2, chains: 3 })));
}

/// Keeps the first warmup iteration's positions.
#[derive(Default)]
struct FirstWarmup(Vec<f64>, usize);

impl DrawSink for FirstWarmup {
    fn block(&mut self, _: &DrawBlock) -> Result<(), SinkError> {
        Ok(())
    }

    fn warmup_block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        if block.first_draw == 0 {
            self.0 = block.unconstrained.to_vec();
        }
        self.1 += block.n_draws;
        Ok(())
    }
}

#[test]
fn a_run_starts_from_the_initial_values_and_hands_warmup_to_the_sink() {
    let stan = compile_stan("parameters { real x; } model { x ~ normal(0, 1); }", "x.stan", &DataSet::new()).unwrap();
    let per_chain = [values(r#"{"x": 1000}"#), values(r#"{"x": -1000}"#)];
    let inits = initial_points(stan.model(), 2, &per_chain).unwrap();
    // One leapfrog step of size 1 from x0 lands at x0/2 + p (p the momentum, standard
    // normal), a far lower energy, so it is taken: the first draw is near ±500.
    let config = SamplerConfig {
        chains: 2,
        warmup: 1,
        draws: 5,
        seed: 3,
        backend: BackendRequest::Cpu,
        algorithm: Algorithm::Hmc { steps: 1, jitter: false },
        step_size_search: false,
        inits: Some(inits),
        ..Default::default()
    };
    let mut sink = FirstWarmup::default();
    Sampler::new(stan.model()).config(config.clone()).run_with(&mut sink).unwrap();
    assert_eq!(sink.1, 1, "one warmup iteration");
    assert!((400.0..600.0).contains(&sink.0[0]) && (-600.0..-400.0).contains(&sink.0[1]), "{:?}", sink.0);
    // Without them, chains start within (-2, 2).
    let mut free = FirstWarmup::default();
    Sampler::new(stan.model()).config(SamplerConfig { inits: None, ..config }).run_with(&mut free).unwrap();
    assert!(free.0.iter().all(|x| x.abs() < 10.0), "{:?}", free.0);
}
