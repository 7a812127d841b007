//! Densities inside branches inside loops: slices of data taken in one branch and read by the
//! density there; log densities against f64 computations on both backends, gradients against
//! the CPU's and against finite differences.

use crate::common;

use common::stan_cases::Case;

/// Rows of `y` (0/1 data).
const Y: [[i64; 3]; 3] = [[1, 0, 1], [0, 0, 0], [0, 1, 1]];

fn bernoulli_logit(y: i64, a: f64) -> f64 {
    let p = 1.0 / (1.0 + (-a).exp());
    if y == 1 {
        p.ln()
    } else {
        (1.0 - p).ln()
    }
}

/// A density of a row slice `y[i]` inside an if/else inside a loop: the slice is declared in
/// the branch, so the gradient must read it only there.
const SLICE_IN_BRANCH: Case = Case {
    source: "data { array[3, 3] int y; array[3] int s; }
parameters { vector[3] a; real b; }
model {
  for (i in 1:3) {
    if (s[i] > 0) {
      target += bernoulli_logit_lpmf(y[i] | a);
    } else {
      target += bernoulli_logit_lpmf(y[i] | a + b) - 0.5 * square(b);
    }
  }
}",
    data: r#"{"y": [[1, 0, 1], [0, 0, 0], [0, 1, 1]], "s": [2, 0, 2]}"#,
    density: |p| {
        let (a, b) = ([p[0], p[1], p[2]], p[3]);
        let mut lp = 0.0;
        for row in Y {
            let s: i64 = row.iter().sum();
            let shift = if s > 0 { 0.0 } else { b };
            lp += (0..3).map(|j| bernoulli_logit(row[j], a[j] + shift)).sum::<f64>();
            if s == 0 {
                lp -= 0.5 * b * b;
            }
        }
        lp
    },
};

const LOCAL_IN_BRANCH: Case = Case {
    source: "parameters { real a; }
model {
  for (i in 1:3) {
    if (i > 1) {
      real x = 2 * a;
      target += -0.5 * square(x);
    } else {
      vector[2] v = [a, 1]';
      target += normal_lpdf(v | 0, 1);
    }
  }
}",
    data: "{}",
    density: |p| -4.0 * p[0] * p[0] - 0.5 * (p[0] * p[0] + 1.0) - (2.0f64 * std::f64::consts::PI).ln(),
};
stan_cases! {
    slice_in_branch: SLICE_IN_BRANCH;
    local_in_branch: LOCAL_IN_BRANCH;
}
