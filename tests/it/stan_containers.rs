//! Row-vector and matrix expressions `[a, b]`, array expressions `{a, b}`, the transpose (`'` and
//! `transpose`)
//! and the conditional operator `c ? a : b`: log densities against f64 computations on both backends, gradients against the CPU's
//! and against finite differences; the same expressions on the host (transformed data,
//! generated quantities); and their type errors.

use crate::common;

use common::stan_cases::Case;
use wgmc::{compile_stan, DataSet};

const DATA: &str = r#"{"A": [[1.0, -2.0, 0.5], [3.0, 0.25, -1.0]]}"#;

/// Row sums of `A`.
const A_ROWS: [f64; 2] = [-0.5, 2.25];

const MODEL: Case = Case {
    source: "data { matrix[2, 3] A; }
parameters { real a; real b; vector[2] v; }
model {
  row_vector[3] r = [a, b, 1];
  vector[3] c = [a, 2 * b, 3]';
  matrix[2, 3] M = [r, [b, a, 0]];
  matrix[3, 2] Mt = transpose(M);
  array[3] real arr = {a, b, 4};
  array[2] int ks = {1, 2};
  target += r * c;
  target += -0.5 * dot_product(v, v);
  target += sum(Mt * v);
  target += sum(A' * v);
  target += arr[1] * arr[3] + ks[2];
  target += v' * v;
}",
    data: DATA,
    density: |p| {
        let (a, b, v) = (p[0], p[1], [p[2], p[3]]);
        let vv = v[0] * v[0] + v[1] * v[1];
        let mt_v = (a + b) * (v[0] + v[1]) + v[0];
        let at_v = v[0] * A_ROWS[0] + v[1] * A_ROWS[1];
        a * a + 2.0 * b * b + 3.0 - 0.5 * vv + mt_v + at_v + 4.0 * a + 2.0 + vv
    },
};

const Y: [f64; 3] = [0.5, -1.0, 2.0];

/// Conditionals whose branches read only where they are taken, with ints promoted.
const CONDITIONAL: Case = Case {
    source: "data { int N; vector[N] y; }
parameters { real a; }
model {
  for (i in 1:N) {
    real prev = i > 1 ? y[i - 1] : 0;
    target += -0.5 * square(a - prev);
  }
  target += a > 0 ? a : 2 * a;
  target += a > 1 ? 1 : a < -1 ? -1 : a;
}",
    data: r#"{"N": 3, "y": [0.5, -1.0, 2.0]}"#,
    density: |p| {
        let a = p[0];
        let prev = [0.0, Y[0], Y[1]];
        let fit: f64 = prev.iter().map(|q| -0.5 * (a - q) * (a - q)).sum();
        fit + if a > 0.0 { a } else { 2.0 * a } + a.clamp(-1.0, 1.0)
    },
};

/// `append_row` of vectors and scalars (parameters and data) and `dot_self`.
const APPEND_ROW: Case = Case {
    source: "data { vector[2] w; }
parameters { real a; vector[2] v; }
model {
  vector[5] z = append_row(append_row(a, v), w);
  vector[3] t = append_row(v, 2 * a);
  target += -0.5 * dot_self(z);
  target += sum(t .* [1, 2, 3]');
  target += dot_self(append_row(w, 1));
}",
    data: r#"{"w": [0.5, -1.5]}"#,
    density: |p| {
        let (a, v) = (p[0], [p[1], p[2]]);
        let z = [a, v[0], v[1], 0.5, -1.5];
        -0.5 * z.iter().map(|x| x * x).sum::<f64>() + v[0] + 2.0 * v[1] + 6.0 * a + (0.25 + 2.25 + 1.0)
    },
};

/// `cumulative_sum`, `rep_matrix` (of a scalar, of columns, of rows), `append_col` (of
/// matrices and vectors, of row vectors and reals) and `to_vector` of a matrix, read column by
/// column.
const SHAPES: Case = Case {
    source: "data { matrix[2, 3] A; }
parameters { vector[3] v; row_vector[2] r; real a; }
model {
  vector[3] cs = cumulative_sum(v);
  matrix[2, 3] R = rep_matrix(v', 2);
  matrix[3, 2] C = rep_matrix(v, 2);
  matrix[2, 2] S = rep_matrix(a, 2, 2);
  matrix[2, 5] M = append_col(append_col(A, r'), rep_vector(a, 2));
  vector[10] t = to_vector(M);
  row_vector[5] rr = append_col(r, append_col(a, [1, 2]));
  target += -0.5 * dot_self(cs);
  target += sum(R .* A) + sum(C * r') - sum(S) * a;
  target += dot_product(t, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  target += rr * [1, -1, 2, 0.5, 3]';
}",
    data: DATA,
    density: |p| {
        let (v, r, a) = ([p[0], p[1], p[2]], [p[3], p[4]], p[5]);
        let cs = [v[0], v[0] + v[1], v[0] + v[1] + v[2]];
        let a_mat = [[1.0, -2.0, 0.5], [3.0, 0.25, -1.0]];
        let r_a: f64 = (0..2).flat_map(|i| (0..3).map(move |j| (i, j))).map(|(i, j)| a_mat[i][j] * v[j]).sum();
        let c_r = (v[0] + v[1] + v[2]) * (r[0] + r[1]);
        let m = [[a_mat[0][0], a_mat[0][1], a_mat[0][2], r[0], a], [a_mat[1][0], a_mat[1][1], a_mat[1][2], r[1], a]];
        let t: f64 = (0..10).map(|k| (k + 1) as f64 * m[k % 2][k / 2]).sum();
        let rr = r[0] - r[1] + 2.0 * a + 0.5 + 6.0;
        -0.5 * cs.iter().map(|c| c * c).sum::<f64>() + r_a + c_r - 4.0 * a * a + t + rr
    },
};

/// Points of a Gaussian process as an array of vectors (squared Euclidean distances), and
/// `dims` (Stan's: a vector has one column) in transformed data and in the model.
const GP_VECTORS: Case = Case {
    source: "data { array[3] vector[2] x; }
transformed data { array[3] int d = dims(x); }
parameters { real<lower=0> alpha; real<lower=0> rho; }
model {
  matrix[3, 3] K = gp_exp_quad_cov(x, alpha, rho);
  target += K[1, 2] + 2 * K[3, 1] + K[2, 2] + d[1] + 10 * d[2] + 100 * d[3] + dims(K)[2];
}",
    data: r#"{"x": [[0.0, 1.0], [0.5, -0.5], [2.0, 0.0]]}"#,
    density: |p| {
        let (alpha, rho) = (p[0].exp(), p[1].exp());
        let k = |d2: f64| alpha * alpha * (-0.5 * d2 / (rho * rho)).exp();
        // |x1 − x2|² = 0.25 + 2.25, |x3 − x1|² = 4 + 1; dims: {3, 2, 1} and {3, 3}.
        p[0] + p[1] + k(2.5) + 2.0 * k(5.0) + k(0.0) + 3.0 + 20.0 + 100.0 + 3.0
    },
};

stan_cases! {
    gp_exp_quad_cov_of_vectors_and_dims: GP_VECTORS;
    container_expressions_and_transposes: MODEL;
    conditional_operator: CONDITIONAL;
    append_row_and_dot_self: APPEND_ROW;
    cumulative_sum_rep_matrix_append_col_to_vector: SHAPES;
}

/// The same expressions evaluated on the host.
#[test]
fn containers_in_transformed_data_and_generated_quantities() {
    let source = "data { matrix[2, 3] A; }
transformed data {
  matrix[3, 2] At = A';
  row_vector[2] rr = [1, 2.5];
  array[2] int kk = {3, 4};
  array[2, 2] real grid = {{1, 2}, {3.5, 4}};
}
parameters { real mu; }
model { mu ~ normal(At[3, 2] + rr[2] + kk[1], 1); }
generated quantities {
  vector[2] w = [mu, grid[2, 1]]';
  matrix[2, 2] m = transpose([[mu, 1], [2, 3]]);
  array[2] real z = {mu, kk[2]};
  real q = mu > 1 ? 1 : mu > 0 ? 2 : 3;
}";
    let data = DataSet::from_json_str(DATA).unwrap();
    let stan = compile_stan(source, "host.stan", &data).unwrap_or_else(|e| panic!("{e}"));
    let cpu = wgmc::CpuModel::new(stan.model());
    let mean = -1.0 + 2.5 + 3.0;
    assert_eq!(cpu.log_density(&[0.5]).unwrap(), -0.5 * (0.5f64 - mean).powi(2));
    let got = stan.generated(&[0.5]).unwrap();
    assert_eq!(got, [0.5, 3.5, 0.5, 2.0, 1.0, 3.0, 0.5, 4.0, 2.0]);
}

#[test]
fn container_type_errors_are_located() {
    let data = DataSet::from_json_str(DATA).unwrap();
    let cases = [
        ("  target += sum([mu, [1, 2]]);", "[ ... ] takes scalars"),
        ("  target += sum({1, [1, 2]});", "must have one type"),
        ("  target += mu';", "' transposes a vector, row vector or matrix, got real"),
        ("  vector[2] v = [mu, 1];", "cannot initialize 'v' of type vector with row_vector"),
        ("  target += mu > 0 ? mu : [1, 2];", "the branches of ?: have types real and row_vector"),
        ("  target += sum(rep_matrix(A, 2));", "argument 1 of rep_matrix must be a vector or row vector, got matrix"),
        ("  target += sum(append_col(A, [mu, 1]));", "argument 2 of append_col must be a matrix or vector"),
        ("  target += sum(append_col(A, [mu, 1, 2]'));", "append_col of 2 and 3 rows"),
        ("  target += sum(cumulative_sum(A));", "argument 1 of cumulative_sum must be a vector"),
    ];
    for (line, want) in cases {
        let src = format!("data {{ matrix[2, 3] A; }}\nparameters {{ real mu; }}\nmodel {{\n{line}\n}}\n");
        let text = match compile_stan(&src, "bad.stan", &data) {
            Ok(_) => panic!("expected an error for {line}"),
            Err(e) => e.to_string(),
        };
        assert!(text.contains(want) && text.contains("bad.stan:4:"), "{line}\n{text}");
    }
}

/// `cumulative_sum` (of ints too), `rep_matrix`, `append_col` and `to_vector` of a matrix on
/// the host, against their values written out; a size that does not fit fails at run time.
#[test]
fn shape_functions_in_transformed_data_and_generated_quantities() {
    let source = "data { matrix[2, 3] A; }
transformed data {
  array[3] int ks = cumulative_sum({1, 2, 3});
  vector[6] flat = to_vector(A);
}
parameters { real mu; }
model { mu ~ normal(0, 1); }
generated quantities {
  array[3] int k = ks;
  vector[6] f = flat;
  row_vector[3] c = cumulative_sum([mu, 1, 2]);
  matrix[2, 3] rows = rep_matrix([mu, 1, 2], 2);
  matrix[2, 2] cols = rep_matrix([mu, 1]', 2);
  matrix[2, 1] same = rep_matrix(mu, 2, 1);
  matrix[2, 5] m = append_col(A, append_col([mu, 1]', rep_matrix(0, 2, 1)));
  row_vector[3] r = append_col(mu, [1, 2]);
}";
    let data = DataSet::from_json_str(DATA).unwrap();
    let stan = compile_stan(source, "host.stan", &data).unwrap_or_else(|e| panic!("{e}"));
    let mu = 0.5;
    let got = stan.generated(&[mu]).unwrap();
    let names = stan.generated_names();
    let want: Vec<(&str, f64)> = vec![
        ("k[3]", 6.0),
        ("f[2]", 3.0),
        ("f[3]", -2.0),
        ("c[3]", mu + 3.0),
        ("rows[2,1]", mu),
        ("rows[1,3]", 2.0),
        ("cols[2,1]", 1.0),
        ("cols[1,2]", mu),
        ("same[2,1]", mu),
        ("m[2,3]", -1.0),
        ("m[1,4]", mu),
        ("m[2,4]", 1.0),
        ("m[2,5]", 0.0),
        ("r[1]", mu),
        ("r[3]", 2.0),
    ];
    for (name, value) in want {
        let k = names.iter().position(|n| n == name).unwrap_or_else(|| panic!("{name} in {names:?}"));
        assert_eq!(got[k], value, "{name}");
    }
    let bad = "parameters { real mu; } model { mu ~ normal(0, 1); }
generated quantities { matrix[2, 2] m = append_col([mu, 1]', [1, 2, 3]'); }";
    let stan = compile_stan(bad, "bad.stan", &DataSet::new()).unwrap();
    let e = stan.generated(&[0.0]).unwrap_err().to_string();
    assert!(e.contains("bad.stan:2:") && e.contains("append_col: the arguments have 2 and 3 rows"), "{e}");
}

/// `gp_exp_quad_cov` of an array of vectors and `dims` on the host.
#[test]
fn gp_exp_quad_cov_of_vectors_on_the_host() {
    let src = "data { array[3] vector[2] x; } parameters { real a; } model { }
generated quantities { matrix[3, 3] K = gp_exp_quad_cov(x, 1.5, 0.7); array[3] int d = dims(x); }";
    let data = DataSet::from_json_str(r#"{"x": [[0.0, 1.0], [0.5, -0.5], [2.0, 0.0]]}"#).unwrap();
    let got = compile_stan(src, "gp.stan", &data).unwrap().generated(&[0.0]).unwrap();
    let k = |d2: f64| 2.25 * (-0.5 * d2 / 0.49f64).exp();
    // |x1 − x2|² = |x2 − x3|² = 2.5, |x1 − x3|² = 5.
    let want = [k(0.0), k(2.5), k(5.0), k(2.5), k(0.0), k(2.5), k(5.0), k(2.5), k(0.0), 3.0, 2.0, 1.0];
    assert!(got.iter().zip(want).all(|(a, b)| (a - b).abs() <= 1e-15 * b.abs().max(1.0)), "{got:?}");
}
