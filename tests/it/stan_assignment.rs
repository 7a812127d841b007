//! Stan locals assigned more than once — whole or element by element, in straight code,
//! branches and loops — and int-to-real promotion: each program's log density against an
//! f64 computation on both backends, the GPU gradient against the CPU's, and the CPU gradient
//! against finite differences.

use crate::common;

use common::stan_cases::Case;

const HALF_LOG_2PI: f64 = 0.918_938_533_204_672_8;

/// A scalar reassigned in straight code, updated with `+=`, and ints promoted in `target +=`.
const STRAIGHT: Case = Case {
    source: "parameters { real x; real y; }
model {
  real a = 0;
  a = x;
  a = a * y + 1;
  a += x;
  target += -0.5 * square(a);
  target += 0;
  target += 2;
  target += normal_lpdf(y | 0, 1);
}",
    data: "{}",
    density: |p| {
        let a = p[0] * p[1] + 1.0 + p[0];
        -0.5 * a * a + 2.0 - 0.5 * p[1] * p[1] - HALF_LOG_2PI
    },
};

/// Elements of a vector overwritten after a whole assignment, reading each other.
const ELEMENTS: Case = Case {
    source: "parameters { real x; }
model {
  vector[3] v = rep_vector(0, 3);
  v[1] = x;
  v[2] = v[1] * 2;
  v[1] = v[1] + v[2];
  v[3] += v[1];
  target += -0.5 * dot_product(v, v);
}",
    data: "{}",
    density: |p| -0.5 * (9.0 + 4.0 + 9.0) * p[0] * p[0],
};

/// A loop-carried scalar and an accumulator reassigned on every iteration, with a local of
/// the loop body reading the carried value.
const LOOP: Case = Case {
    source: "data { int N; vector[N] y; }
parameters { real mu; real<lower=0> s; }
model {
  real acc = 0;
  real m = mu;
  for (n in 1:N) {
    real r = (y[n] - m) / s;
    acc = acc + square(r);
    m = 0.5 * m + 0.5 * y[n];
  }
  target += -0.5 * acc - N * log(s);
}",
    data: r#"{"N": 4, "y": [0.3, -1.2, 2.0, 0.7]}"#,
    density: |p| {
        let (mut m, s) = (p[0], p[1].exp());
        let mut acc = 0.0;
        for y in [0.3, -1.2, 2.0, 0.7] {
            let r: f64 = (y - m) / s;
            acc += r * r;
            m = 0.5 * m + 0.5 * y;
        }
        -0.5 * acc - 4.0 * s.ln() + p[1]
    },
};

/// Reassignment in branches, both ways, with the condition reading the reassigned value.
const BRANCH: Case = Case {
    source: "parameters { real x; real y; }
model {
  real a = x;
  if (a > 0) a = -a; else a = 2 * a;
  if (a < -1) {
    a = a * y;
  }
  target += -square(a) - square(y);
}",
    data: "{}",
    density: |p| {
        let mut a = if p[0] > 0.0 { -p[0] } else { 2.0 * p[0] };
        if a < -1.0 {
            a *= p[1];
        }
        -a * a - p[1] * p[1]
    },
};

/// A residual carried through a loop long enough for the kernel to unroll it by blocks
/// (100 iterations), with the data made in transformed data.
const LONG_LOOP: Case = Case {
    source: "data { int N; }
transformed data {
  vector[N] y;
  for (t in 1:N) y[t] = ((t * 37) % 23) / 10.0 - 1.1;
}
parameters { real mu; real<lower=-1, upper=1> phi; }
model {
  real e = 0;
  for (t in 1:N) {
    e = y[t] - mu - phi * e;
    target += -0.5 * square(e);
  }
}",
    data: r#"{"N": 100}"#,
    density: |p| {
        let (mu, phi) = (p[0], 2.0 / (1.0 + (-p[1]).exp()) - 1.0);
        let mut e = 0.0;
        let mut lp = 0.0;
        for t in 1..=100 {
            let y = ((t * 37) % 23) as f64 / 10.0 - 1.1;
            e = y - mu - phi * e;
            lp -= 0.5 * e * e;
        }
        let s = 1.0 / (1.0 + (-p[1]).exp());
        lp + (2.0 * s * (1.0 - s)).ln()
    },
};

/// Transformed parameters reassigned, whole and element by element.
const TRANSFORMED: Case = Case {
    source: "parameters { real x; vector[2] z; }
transformed parameters {
  real t = x;
  vector[2] w = z;
  t = t * 2;
  w[2] = w[1] + t;
}
model { target += -square(t) - 0.5 * dot_product(w, w); }",
    data: "{}",
    density: |p| {
        let t = 2.0 * p[0];
        let w2 = p[1] + t;
        -t * t - 0.5 * (p[1] * p[1] + w2 * w2)
    },
};

/// A scalar assigned once in each branch (no tape needed), and vector elements written in
/// the branches of an `if` inside a loop, where a later iteration overwrites an element an
/// earlier one wrote in the other branch.
const BRANCH_LOOP: Case = Case {
    source: "parameters { real x; }
model {
  vector[4] v;
  real s;
  if (x > 0) s = x; else s = -x;
  for (i in 1:3) {
    if (i % 2 == 1) v[i] = s * i; else v[i + 1] = s + i;
  }
  target += -square(v[1]) - 0.5 * square(v[3]);
}",
    data: "{}",
    density: |p| -5.5 * p[0] * p[0],
};

/// Nested loops overwriting vector elements and counting with a reassigned int.
const NESTED: Case = Case {
    source: "data { int N; }
parameters { vector[N] z; }
model {
  int k = 0;
  vector[N] c = z;
  for (i in 1:N) {
    for (j in 1:i) {
      c[i] = c[i] + z[j];
      k += 1;
    }
  }
  target += -0.5 * dot_product(c, c) / k;
}",
    data: r#"{"N": 3}"#,
    density: |z| {
        let mut sum = 0.0;
        let mut c2 = 0.0;
        for zi in z {
            sum += zi;
            c2 += (zi + sum) * (zi + sum);
        }
        -0.5 * c2 / 6.0
    },
};

stan_cases! {
    straight_line_reassignment: STRAIGHT;
    element_overwrites: ELEMENTS;
    loop_carried_values: LOOP;
    a_long_loop_carries_a_value: LONG_LOOP;
    transformed_parameters_reassigned: TRANSFORMED;
    branches_reassign: BRANCH;
    branches_in_a_loop_overwrite: BRANCH_LOOP;
    nested_loops_reassign_elements_and_ints: NESTED;
}

/// Assignments that never overwrite (one per branch of an `if`, disjoint elements) need no
/// tape; a reassigned scalar does.
#[test]
fn only_overwritten_variables_are_taped() {
    let has_tape = |body: &str| {
        let source = format!("parameters {{ real x; }}\nmodel {{\n{body}\n}}");
        let stan = wgmc::compile_stan(&source, "t.stan", &wgmc::DataSet::new()).unwrap();
        stan.model().gradient_program().vars.iter().any(|v| v.name.starts_with("tape__"))
    };
    assert!(!has_tape("real s;\nif (x > 0) s = x; else s = -x;\ntarget += s;"));
    assert!(!has_tape("vector[3] v;\nv[1] = x;\nfor (i in 2:3) v[i] = i * x;\ntarget += sum(v);"));
    assert!(has_tape("real s = x;\ns = 2 * s;\ntarget += s;"));
    assert!(has_tape("vector[3] v = rep_vector(x, 3);\nv[2] = 0;\ntarget += sum(v);"));
}
