//! Generated quantities as Stan's pointwise loops write them: element reads and element
//! assignments give the values of their formulas, keep their checks, evaluate an index once,
//! and the draws of a block evaluated in parallel equal those evaluated one by one.

use wgmc::{compile_stan, DataSet, DrawBlock, DrawValues, Stat};

const LOGISTIC: &str = "data { int<lower=0> N; int<lower=1> D; matrix[N, D] X; array[N] int<lower=0, upper=1> y; }
parameters { real alpha; vector[D] beta; }
model { alpha ~ normal(0, 5); beta ~ normal(0, 1); y ~ bernoulli_logit(alpha + X * beta); }
generated quantities {
  vector[N] log_lik;
  for (n in 1:N) log_lik[n] = bernoulli_logit_lpmf(y[n] | alpha + X[n] * beta);
  real total = 0;
  for (n in 1:N) total += log_lik[n];
  matrix[N, D] twice;
  for (n in 1:N) for (d in 1:D) twice[n, d] = 2 * X[n, d];
  array[N] int y_rep;
  for (n in 1:N) y_rep[n] = bernoulli_logit_rng(alpha + X[n] * beta);
}
";

const N: usize = 7;
const D: usize = 3;

fn logistic_data() -> DataSet {
    let x: Vec<f64> = (0..N * D).map(|i| ((i * 7 % 11) as f64 - 5.0) / 4.0).collect();
    let y: Vec<i64> = (0..N).map(|n| (n % 3 == 0) as i64).collect();
    let mut d = DataSet::new();
    d.insert_int("N", vec![], vec![N as i64]).unwrap();
    d.insert_int("D", vec![], vec![D as i64]).unwrap();
    d.insert_real("X", vec![N, D], x).unwrap();
    d.insert_int("y", vec![N], y).unwrap();
    d
}

#[test]
fn the_pointwise_log_lik_loop_equals_its_formula() {
    let data = logistic_data();
    let stan = compile_stan(LOGISTIC, "pointwise.stan", &data).unwrap();
    let (x, y) = (data.real("X", &[N, D]).unwrap(), data.int("y", &[N]).unwrap());
    let point = [0.3, -0.5, 0.8, 0.1];
    let g = stan.generated(&point).unwrap();
    assert_eq!(g.len(), N + 1 + N * D + N, "{:?}", stan.generated_names());
    let mut total = 0.0;
    for n in 0..N {
        let eta = point[0] + (0..D).map(|d| x[n * D + d] * point[1 + d]).sum::<f64>();
        let want = y[n] as f64 * eta - eta.exp().ln_1p();
        assert!((g[n] - want).abs() < 1e-12, "log_lik[{}] = {}, want {want}", n + 1, g[n]);
        total += g[n];
    }
    assert!((g[N] - total).abs() < 1e-12, "total {} against {total}", g[N]);
    let twice: Vec<f64> = x.iter().map(|v| 2.0 * v).collect();
    assert_eq!(g[N + 1..N + 1 + N * D], twice[..]);
    assert!(g[N + 1 + N * D..].iter().all(|&r| r == 0.0 || r == 1.0), "{g:?}");
    // The data are read, never written: a second evaluation gives the same values.
    assert_eq!(stan.generated(&point).unwrap(), g);
}

/// An element assignment keeps its checks: an index out of range and a slice of the wrong
/// size are errors that say so; an int array's element takes `+=`.
#[test]
fn element_assignments_keep_their_checks() {
    let source = |body: &str| {
        format!("data {{ int k; }}\nparameters {{ real mu; }}\nmodel {{ mu ~ normal(0, 1); }}\ngenerated quantities {{\n{body}\n}}\n")
    };
    let mut data = DataSet::new();
    data.insert_int("k", vec![], vec![4]).unwrap();
    let run = |body: &str| compile_stan(&source(body), "assign.stan", &data).unwrap().generated(&[0.5]);
    let err = run("  vector[3] v;\n  v[k] = mu;").unwrap_err().to_string();
    assert!(err.contains("index 4 out of range; expecting index to be between 1 and 3"), "{err}");
    let err = run("  vector[3] v;\n  v[2:3] = rep_vector(mu, 3);").unwrap_err().to_string();
    assert!(err.contains("size mismatch"), "{err}");
    let err = run("  array[3] int c = rep_array(0, 3);\n  c[k] += 1;").unwrap_err().to_string();
    assert!(err.contains("index 4 out of range"), "{err}");
    let ok = run("  array[3] int c = rep_array(1, 3);\n  c[2] += k;\n  c[3] *= 5;\n  vector[3] v = [1.0, 2.0, 3.0]';\n  v[1:2] = v[2:3];").unwrap();
    assert_eq!(ok, [1.0, 5.0, 5.0, 2.0, 3.0, 3.0]);
}

/// `c[categorical_rng(p)] += 1` draws its index once (Stan evaluates the left side's indexes
/// once): two such statements always add two.
#[test]
fn a_compound_assignment_evaluates_its_index_once() {
    let source = "parameters { real mu; }\nmodel { mu ~ normal(0, 1); }\ngenerated quantities {\n  \
        array[3] int c = rep_array(0, 3);\n  c[categorical_rng([0.3, 0.3, 0.4]')] += 1;\n  \
        c[categorical_rng([0.3, 0.3, 0.4]')] += 1;\n  int total = sum(c);\n}\n";
    let stan = compile_stan(source, "once.stan", &DataSet::new()).unwrap();
    let mut scope = stan.generated_scope();
    for draw in 0..300 {
        let g = stan.generated_in(&mut scope, &[0.0], wgmc::DrawKey { seed: 5, chain: 0, draw }).unwrap();
        assert_eq!(g[3], 2.0, "draw {draw}: {g:?}");
    }
}

/// The values of a block (every chain and draw a job of its own, on every core) equal those
/// of its draws evaluated one by one, `_rng` draws included, and again on a second call.
#[test]
fn a_blocks_draws_evaluate_alike_in_parallel() {
    let stan = compile_stan(LOGISTIC, "pointwise.stan", &logistic_data()).unwrap();
    let (chains, n_draws, dim) = (3, 5, 1 + D);
    let unconstrained: Vec<f64> = (0..n_draws * chains * dim).map(|i| ((i * 13 % 17) as f64 - 8.0) / 10.0).collect();
    let stats = vec![0.0; n_draws * chains * Stat::COUNT];
    let block = DrawBlock { first_draw: 40, n_draws, chains, dim, unconstrained: &unconstrained, stats: &stats };
    let values = DrawValues::new(stan.model(), Some(&stan), 9);
    let all = values.block_values(&block, 0..chains, 0).unwrap();
    assert_eq!(all.len(), chains);
    let mut scope = values.scope();
    for (c, rows) in all.iter().enumerate() {
        assert_eq!(rows.len(), n_draws);
        for (k, row) in rows.iter().enumerate() {
            let one = values.values(block.draw(k, c).0, &mut scope, c, 40 + k).unwrap();
            assert_eq!(row, &one, "chain {c}, draw {k}");
        }
    }
    assert_eq!(values.block_values(&block, 0..chains, 0).unwrap(), all);
    let (last, rest) = (values.block_values(&block, 1..chains, 0).unwrap(), &all[1..]);
    assert_eq!(last, rest, "a range of chains gives those chains' rows");
    let y_rep_of = |c: usize| all[c].iter().map(|r| r[r.len() - N..].to_vec()).collect::<Vec<_>>();
    assert_ne!(y_rep_of(0), y_rep_of(1), "chains draw from streams of their own");
}
