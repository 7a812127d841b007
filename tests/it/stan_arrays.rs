//! Arrays of vectors and row vectors (two-dimensional in the IR): in data, transformed data,
//! parameters, transformed parameters, the model and generated quantities, indexed
//! whole (`mu[1]`) and by element (`mu[1, 2]`); arrays of more dimensions in data and the
//! model's locals, by element; log densities against f64 computations on both backends,
//! gradients against the CPU's and against finite differences.

use crate::common;

use common::stan_cases::Case;
use wgmc::{compile_stan, DataSet};

const Y: [[f64; 2]; 3] = [[0.5, -1.0], [1.5, 0.2], [-0.3, 0.8]];

const ARRAYS: Case = Case {
    source: "data { int N; array[N] vector[2] y; }
transformed data {
  array[N] vector[2] y2;
  for (n in 1:N) y2[n] = 2 * y[n];
}
parameters { array[2] vector[2] mu; array[2] row_vector[2] r; }
transformed parameters {
  array[2] vector<lower=-100>[2] m2;
  m2[1] = mu[1] + 1;
  m2[2] = mu[2];
}
model {
  for (n in 1:N) y[n] ~ normal(mu[1], 1);
  mu[2] ~ normal(0, 1);
  target += -0.5 * dot_self(m2[1]);
  target += r[1] * mu[2];
  target += -0.5 * (square(r[1, 1]) + square(r[2, 2]) + square(r[1, 2]) + square(r[2, 1]));
  target += mu[1, 2] * y2[2, 1];
}
generated quantities {
  array[2] vector[2] g = mu;
  real s = sum(mu[2]) + y2[1, 2];
}",
    data: r#"{"N": 3, "y": [[0.5, -1.0], [1.5, 0.2], [-0.3, 0.8]]}"#,
    density: |p| {
        let (mu1, mu2, r1, r2) = ([p[0], p[1]], [p[2], p[3]], [p[4], p[5]], [p[6], p[7]]);
        let sq = |v: [f64; 2]| v[0] * v[0] + v[1] * v[1];
        let fit: f64 = Y.iter().map(|y| -0.5 * ((y[0] - mu1[0]).powi(2) + (y[1] - mu1[1]).powi(2))).sum();
        let m2 = [mu1[0] + 1.0, mu1[1] + 1.0];
        fit - 0.5 * sq(mu2) - 0.5 * sq(m2) + r1[0] * mu2[0] + r1[1] * mu2[1] - 0.5 * (sq(r1) + sq(r2))
            + mu1[1] * 2.0 * Y[1][0]
    },
};

const G: [[[f64; 3]; 2]; 2] = [[[0.5, -1.0, 2.0], [1.5, 0.2, -0.4]], [[-0.3, 0.8, 0.1], [0.0, 1.2, -2.0]]];
const D: [[[f64; 2]; 2]; 2] = [[[1.0, 0.5], [0.0, 1.0]], [[2.0, -0.25], [0.0, 3.0]]];

/// Arrays of three dimensions (bones' cumulative logits): a real model local written and read
/// by element in loops whose bounds read int data, an array of arrays of vectors, a 3-D data
/// array and an array of matrices from data.
const THREE_D: Case = Case {
    source: "data { int J; array[J] int K; array[2, J, 3] real g; array[2] matrix[2, 2] D; }
parameters { array[2] real theta; }
model {
  array[2, J, 4] real p;
  array[2, 2] vector[3] v;
  theta ~ normal(0, 1);
  for (i in 1:2) {
    for (j in 1:J) {
      for (k in 1:K[j]) {
        p[i, j, k] = inv_logit(theta[i] - g[i, j, k]);
      }
      p[i, j, K[j] + 1] = 1 - p[i, j, 1];
      for (k in 2:(K[j] + 1)) {
        target += log(p[i, j, k]);
      }
    }
    for (a in 1:2) {
      v[i, a, 3] = theta[a] * i;
    }
    target += D[i, 1, 2] * theta[i];
  }
  target += v[2, 1, 3];
}",
    data: r#"{"J": 2, "K": [1, 3], "D": [[[1.0, 0.5], [0.0, 1.0]], [[2.0, -0.25], [0.0, 3.0]]],
      "g": [[[0.5, -1.0, 2.0], [1.5, 0.2, -0.4]], [[-0.3, 0.8, 0.1], [0.0, 1.2, -2.0]]]}"#,
    density: |p| {
        let inv_logit = |x: f64| 1.0 / (1.0 + (-x).exp());
        let mut lp = -0.5 * (p[0] * p[0] + p[1] * p[1]);
        for i in 0..2 {
            for (j, k) in [1, 3].into_iter().enumerate() {
                lp += (1..k).map(|kk| inv_logit(p[i] - G[i][j][kk]).ln()).sum::<f64>();
                lp += (1.0 - inv_logit(p[i] - G[i][j][0])).ln();
            }
            lp += D[i][0][1] * p[i];
        }
        lp + 2.0 * p[0]
    },
};

stan_cases! {
    arrays_of_vectors: ARRAYS;
    arrays_of_three_dimensions: THREE_D;
}

/// The same program's generated quantities on the host: names in row-major order, values
/// copied from the parameters and transformed data.
#[test]
fn arrays_of_vectors_in_generated_quantities() {
    let data = DataSet::from_json_str(ARRAYS.data).unwrap();
    let stan = compile_stan(ARRAYS.source, "arrays.stan", &data).unwrap_or_else(|e| panic!("{e}"));
    // The parameters, then the transformed parameter m2.
    let p = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1.1, 1.2, 0.3, 0.4];
    let names = stan.generated_names();
    let got = stan.generated(&p).unwrap();
    let at = |name: &str| got[names.iter().position(|n| n == name).unwrap_or_else(|| panic!("{name} in {names:?}"))];
    assert_eq!(at("g[1,2]"), 0.2);
    assert_eq!(at("g[2,1]"), 0.3);
    assert_eq!(at("s"), 0.3 + 0.4 + 2.0 * Y[0][1]);
}

/// Arrays of more than two dimensions as parameters, used whole, sliced, or indexed out of
/// range by a constant: located errors.
#[test]
fn arrays_of_three_dimensions_beyond_elements_are_errors() {
    let local = |body: &str| {
        format!("parameters {{ real a; }}\nmodel {{\n  array[2, 2, 2] real q;\n  q[1, 1, 1] = a;\n{body}\n}}")
    };
    let cases = [
        (
            "parameters { array[2] matrix[2, 2] m; }\nmodel { }".to_string(),
            "arrays of more than two dimensions as parameters",
            1,
        ),
        (local("  array[2, 2, 2] real r = q;"), "other than one element at a time (index every dimension)", 5),
        (local("  target += sum(q[1, 2]);"), "slices of arrays of more than two dimensions", 5),
        (local("  q[1, 3, 1] = a;"), "index 3 out of range; expecting index to be between 1 and 2", 5),
        (local("  q = q;"), "other than one element at a time", 5),
    ];
    for (src, want, line) in cases {
        let e = match compile_stan(&src, "bad.stan", &DataSet::new()) {
            Ok(_) => panic!("expected an error for {src}"),
            Err(e) => e.to_string(),
        };
        assert!(e.contains(want) && e.contains(&format!("bad.stan:{line}:")), "{src}\n{e}");
    }
}
