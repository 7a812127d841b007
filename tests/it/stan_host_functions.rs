//! Functions evaluated on the host (transformed data, generated quantities): `prod`, `max`,
//! `min`, `softmax` and the `_rng` functions, whose draws are reproducible for a draw and
//! differ from draw to draw.

use wgmc::{compile_stan, DataSet, DrawKey};

const MODEL: &str = "data { int N; array[3] int k; vector[3] v; }
transformed data { int kmax = max(k); int kmin = min(k); real vprod = prod(v); }
parameters { real<lower=0, upper=1> theta; }
model { theta ~ beta(2, 2); }
generated quantities {
  int b = binomial_rng(N, theta);
  int c = bernoulli_rng(theta);
  real m = max(kmax, vprod);
  int lo = min(kmin, 0);
  vector[3] s = softmax(v);
  int cat = categorical_rng(s);
  real y = normal_rng(10 * theta, 1);
}
";

fn data() -> DataSet {
    let mut d = DataSet::new();
    d.insert_int("N", vec![], vec![20]).unwrap();
    d.insert_int("k", vec![3], vec![4, -2, 3]).unwrap();
    d.insert_real("v", vec![3], vec![0.5, 2.0, 1.5]).unwrap();
    d
}

#[test]
fn host_functions_have_their_values() {
    let stan = compile_stan(MODEL, "host.stan", &data()).unwrap();
    let names = stan.generated_names().to_vec();
    let g = stan.generated(&[0.3]).unwrap();
    let at = |name: &str| g[names.iter().position(|n| n == name).unwrap_or_else(|| panic!("{name} in {names:?}"))];
    assert_eq!(at("m"), 4.0f64.max(0.5 * 2.0 * 1.5));
    assert_eq!(at("lo"), -2.0);
    let z: f64 = [0.5f64, 2.0, 1.5].iter().map(|x| x.exp()).sum();
    assert!((at("s[2]") - 2.0f64.exp() / z).abs() < 1e-15, "{g:?}");
    assert!((0.0..=20.0).contains(&at("b")) && [0.0, 1.0].contains(&at("c")) && (1.0..=3.0).contains(&at("cat")));
    // The same draw gives the same values.
    assert_eq!(stan.generated(&[0.3]).unwrap(), g);
    // A draw of the wrong length is the caller's error, said as such.
    let err = stan.generated(&[0.3, 0.4]).expect_err("one constrained value");
    assert_eq!(err, wgmc::LangError::ConstrainedLength { expected: 1, got: 2 });
}

/// The `_rng` draws are keyed by (seed, chain, draw), not by the draw's values: at one value
/// of theta, 4000 draws have binomial(20, 0.3)'s and normal(3, 1)'s means within 4 standard
/// errors; the same key gives the same values, another chain or seed other values.
#[test]
fn rng_draws_are_keyed_by_seed_chain_and_draw() {
    let stan = compile_stan(MODEL, "host.stan", &data()).unwrap();
    let names = stan.generated_names().to_vec();
    let (b, y) = (names.iter().position(|n| n == "b").unwrap(), names.iter().position(|n| n == "y").unwrap());
    let mut scope = stan.generated_scope();
    let mut at = |seed, chain, draw| stan.generated_in(&mut scope, &[0.3], DrawKey { seed, chain, draw }).unwrap();
    let n = 4000;
    let draws: Vec<Vec<f64>> = (0..n).map(|i| at(1, 0, i)).collect();
    let mean = |k: usize| draws.iter().map(|g| g[k]).sum::<f64>() / n as f64;
    let se = |sd: f64| 4.0 * sd / (n as f64).sqrt();
    assert!((mean(b) - 6.0).abs() < se(4.2f64.sqrt()), "mean of b {}", mean(b));
    assert!((mean(y) - 3.0).abs() < se(1.0), "mean of y {}", mean(y));
    assert_eq!(at(1, 0, 17), draws[17], "the same key gives the same draws");
    assert_ne!(at(1, 1, 17)[y], draws[17][y], "another chain draws otherwise");
    assert_ne!(at(2, 0, 17)[y], draws[17][y], "another seed draws otherwise");
}

#[test]
fn rng_arguments_outside_their_domain_fail_at_run_time() {
    let source = "parameters { real mu; }\nmodel { mu ~ normal(0, 1); }\n\
        generated quantities { int b = bernoulli_rng(mu); }\n";
    let stan = compile_stan(source, "bad.stan", &DataSet::new()).unwrap();
    assert!(stan.generated(&[0.5]).is_ok());
    let e = stan.generated(&[1.5]).unwrap_err().to_string();
    assert!(e.contains("bernoulli_rng: probability 1.5 is not in [0, 1]"), "{e}");
}
