//! User-defined functions: densities used with `~` and `|`, `_lp` functions adding to
//! `target`, void functions, early returns, nested calls and functions in transformed data
//! and generated quantities; log densities against f64 computations on both backends,
//! gradients against the CPU's and against finite differences; and the errors of the rules.

use crate::common;

use common::stan_cases::Case;
use wgmc::{compile_stan, DataSet, ErrorKind, LangError};

/// The functions every test here uses.
macro_rules! functions {
    () => {
        "functions {
  real clip(real x, real c) {
    if (x > c) return c;
    if (x < -c) {
      return -c;
    }
    return x;
  }
  vector shift(vector v, real b) {
    vector[rows(v)] out;
    for (i in 1:rows(v)) out[i] = v[i] + b;
    return out;
  }
  real first_above(vector v, real t) {
    for (i in 1:rows(v)) {
      if (v[i] > t) return v[i];
    }
    return t;
  }
  real gauss_lpdf(real y, real mu, real sigma) {
    return -0.5 * square((y - mu) / sigma) - log(sigma);
  }
  real count_lpmf(int k, real rate) {
    return k * log(rate) - rate;
  }
  void penalty_lp(real x) {
    target += -0.5 * square(x);
  }
  real twice(real x) {
    return 2 * clip(x, 10);
  }
}
"
    };
}

const Y: [f64; 4] = [0.3, -1.2, 2.0, 0.7];

const DATA: &str = r#"{"N": 4, "y": [0.3, -1.2, 2.0, 0.7], "k": 3}"#;

fn clip(x: f64, c: f64) -> f64 {
    x.clamp(-c, c)
}

/// Densities with `~` and `|`, a data-only call, an `_lp` function, early returns in
/// branches and in a loop, and a function calling another.
const MODEL: Case = Case {
    source: concat!(
        functions!(),
        "data { int N; vector[N] y; int k; }
parameters { real mu; real<lower=0> sigma; real z; }
model {
  vector[N] m = shift(y, -mu);
  for (n in 1:N) m[n] ~ gauss(0, sigma);
  target += gauss_lupdf(z | 0, 1);
  k ~ count(sigma);
  target += count_lpmf(k | 2.0);
  penalty_lp(mu);
  target += clip(z, 1) + first_above(y, mu) + twice(z);
}"
    ),
    data: DATA,
    density: |p| {
        let (mu, sigma, z) = (p[0], p[1].exp(), p[2]);
        let likelihood: f64 = Y.iter().map(|y| -0.5 * ((y - mu) / sigma).powi(2) - sigma.ln()).sum();
        let first = Y.iter().copied().find(|&y| y > mu).unwrap_or(mu);
        likelihood - 0.5 * z * z + 3.0 * sigma.ln() - sigma + 3.0 * 2f64.ln() - 2.0 - 0.5 * mu * mu
            + clip(z, 1.0)
            + first
            + 2.0 * clip(z, 10.0)
            + p[1]
    },
};

/// A matrix-valued function, an `_lp` function with `~` and an early void return, an int
/// function of `data`, functions with locals of the same name calling each other, and a
/// function called in a loop.
const MORE: Case = Case {
    source: "functions {
  matrix outer2(vector a) {
    matrix[2, 2] m;
    for (i in 1:2) {
      for (j in 1:2) m[i, j] = a[i] * a[j];
    }
    return m;
  }
  void prior_lp(vector v, real s) {
    if (s > 100) return;
    v ~ normal(0, s);
  }
  int count_positive(data vector y) {
    int k = 0;
    for (i in 1:rows(y)) {
      if (y[i] > 0) k += 1;
    }
    return k;
  }
  real f(real x) {
    real t = x * x;
    return t;
  }
  real g(real x) {
    real t = f(x) + 1;
    return t;
  }
}
data { int N; vector[N] y; }
parameters { vector[2] a; }
model {
  matrix[2, 2] M = outer2(a);
  prior_lp(a, 1);
  target += count_positive(y) * sum(M);
  for (n in 1:N) target += -0.01 * g(y[n] - a[1]);
}",
    data: DATA,
    density: |p| {
        let (a1, a2) = (p[0], p[1]);
        let fit: f64 = Y.iter().map(|y| -0.01 * ((y - a1) * (y - a1) + 1.0)).sum();
        -0.5 * (a1 * a1 + a2 * a2) + 3.0 * (a1 + a2) * (a1 + a2) + fit
    },
};

/// Sizes from int locals never assigned again, initialised from a data argument or from a
/// parameter's size (as brms writes `int NB = dims(x)[1]; vector[NB] out;`), beside an int
/// local that is reassigned (a counter, which stays a variable); `prod` of a parameter.
const SIZES: Case = Case {
    source: "functions {
  vector scaled_norms(array[] vector x, real s) {
    int NB = dims(x)[1];
    int D = dims(x)[2];
    vector[NB] out;
    for (m in 1:NB) out[m] = s * dot_self(x[m]) / D;
    return out;
  }
  real scaled_prod(vector l) {
    int D = rows(l);
    vector[D] h = 0.5 * l;
    return prod(h) * D;
  }
  real count_above(vector v, real t) {
    int k = 0;
    for (i in 1:rows(v)) {
      if (v[i] > t) k += 1;
    }
    return k;
  }
}
data { int N; vector[N] y; }
transformed data { array[3] vector[2] x = {[1, 2]', [3, 4]', [5, 6]'}; }
parameters { real s; real mu; vector[3] l; }
model {
  target += -0.5 * s * s + sum(scaled_norms(x, s)) / 100;
  target += -0.5 * dot_self(l) + scaled_prod(l);
  target += -0.5 * mu * mu + count_above(y, mu);
}",
    data: DATA,
    density: |p| {
        let (s, mu) = (p[0], p[1]);
        let norms = (5.0 + 25.0 + 61.0) / 2.0;
        let above = Y.iter().filter(|&&y| y > mu).count() as f64;
        let l = &p[2..5];
        let prior = -0.5 * l.iter().map(|x| x * x).sum::<f64>() + 3.0 * l.iter().map(|x| 0.5 * x).product::<f64>();
        -0.5 * s * s + s * norms / 100.0 - 0.5 * mu * mu + above + prior
    },
};

stan_cases! {
    user_functions_in_the_model: MODEL;
    more_user_functions: MORE;
    sizes_from_int_locals: SIZES;
}

/// Functions run on the host in transformed data and generated quantities.
#[test]
fn functions_in_transformed_data_and_generated_quantities() {
    let source = format!(
        "{}data {{ int N; vector[N] y; int k; }}
transformed data {{
  vector[N] y2 = shift(y, 1);
  real c = clip(5, 2);
}}
parameters {{ real mu; }}
model {{ mu ~ normal(c, 1); }}
generated quantities {{
  real g = clip(mu, 0.5);
  vector[N] s = shift(y2, mu);
  real f = first_above(y, mu);
}}",
        functions!()
    );
    let data = DataSet::from_json_str(DATA).unwrap();
    let stan = compile_stan(&source, "gq.stan", &data).unwrap_or_else(|e| panic!("{e}"));
    let cpu = wgmc::CpuModel::new(stan.model());
    assert_eq!(cpu.log_density(&[0.5]).unwrap(), -0.5 * 1.5f64.powi(2));
    let got = stan.generated(&[0.5]).unwrap();
    let want = [0.5, 1.8, 0.3, 3.5, 2.2, 2.0];
    assert_eq!(got.len(), want.len());
    for (g, w) in got.iter().zip(want) {
        assert!((g - w).abs() < 1e-12, "{got:?} vs {want:?}");
    }
}

fn error(src: &str) -> (String, ErrorKind, usize) {
    let data = DataSet::from_json_str(DATA).unwrap();
    match compile_stan(src, "bad.stan", &data) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(e @ LangError::Source { kind, line, .. }) => (e.to_string(), kind, line),
        Err(other) => panic!("expected a located error, got {other:?}"),
    }
}

const TAIL: &str = "parameters { real mu; }\nmodel { mu ~ normal(0, 1); }\n";

#[test]
fn recursion_is_refused_at_the_call() {
    let (text, kind, line) =
        error(&format!("functions {{\n  real f(real x) {{\n    return f(x) + 1;\n  }}\n}}\n{TAIL}"));
    assert_eq!((kind, line), (ErrorKind::Unsupported, 3), "{text}");
    assert!(text.contains("recursive functions ('f' calls itself through 'f')"), "{text}");
    let mutual =
        "functions {\n  real g(real x);\n  real f(real x) { return g(x); }\n  real g(real x) { return f(x); }\n}\n";
    let (text, kind, line) = error(&format!("{mutual}{TAIL}"));
    assert_eq!((kind, line), (ErrorKind::Unsupported, 3), "{text}");
}

#[test]
fn suffix_rules_are_checked() {
    let cases = [
        ("real r_rng(real x) { return x; }", "model { target += r_rng(mu); }", "can only be used in transformed data"),
        (
            "void p_lp(real x) { target += x; }",
            "model { }\ngenerated quantities { real a = 1; p_lp(a); }",
            "can only be used in transformed parameters",
        ),
        ("real f(real x) { target += x; return x; }", "model { }", "functions ending in _lp"),
        ("real f(real x) { if (x > 0) return x; }", "model { }", "may end without returning a value"),
        ("void f(real x) { }", "model { target += f(mu); }", "void function 'f' has no value"),
        ("real f_lpdf(int k) { return k; }", "model { }", "name it with _lpmf"),
        ("real f(real x) { x = 1; return x; }", "model { }", "it is a function argument"),
        ("real f(real x) { return x; }", "model { f(mu); }", "is unused"),
        ("real f(data real x) { return x; }", "model { target += f(mu); }", "must be data only"),
    ];
    for (fun, rest, want) in cases {
        let src = format!("functions {{\n  {fun}\n}}\nparameters {{ real mu; }}\n{rest}\n");
        let (text, ..) = error(&src);
        assert!(text.contains(want), "{src}\n{text}");
    }
}
