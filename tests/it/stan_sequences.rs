//! `rep_array`, `segment`, `append_row` of matrices and row vectors, `quad_form_diag`, the
//! outer product `vector * row_vector` and `row_vector * matrix`: log densities against f64
//! computations on both backends, gradients against the CPU's and against finite differences;
//! the same functions on the host; and Stan's errors for sizes and positions that do not fit.

use crate::common;

use common::stan_cases::Case;
use wgmc::{compile_stan, DataSet};

/// `rep_array` of reals (one and two sizes), of vectors, row vectors and real arrays, and of
/// ints in the model (a loop variable) and from data.
const REP_ARRAY: Case = Case {
    source: "data { int N; }
parameters { real a; vector[2] v; }
model {
  array[3] real r = rep_array(a, 3);
  array[2, 3] real m = rep_array(2 * a, 2, 3);
  array[2] vector[2] vs = rep_array(v, 2);
  array[3] row_vector[2] rs = rep_array(v', 3);
  array[2] real arr = {a, 1};
  array[3, 2] real aa = rep_array(arr, 3);
  array[2] int ks = rep_array(N, 2);
  for (k in 1:2) {
    array[3] int t = rep_array(k, 3);
    target += t[2] * a;
  }
  target += -0.5 * dot_self(to_vector(r));
  target += sum(m[2]);
  target += vs[2, 1] * vs[1, 2] + sum(rs[3]);
  target += aa[3, 1] * aa[1, 2] + ks[2] * a;
}",
    data: r#"{"N": 4}"#,
    density: |p| {
        let (a, v) = (p[0], [p[1], p[2]]);
        -1.5 * a * a + 6.0 * a + v[0] * v[1] + v[0] + v[1] + 3.0 * a + a + 4.0 * a
    },
};

const W: [f64; 4] = [0.5, -1.0, 2.0, 0.25];

/// `segment` of vectors, row vectors, real arrays, arrays of vectors and int arrays (in the
/// model and from data), an empty segment included.
const SEGMENT: Case = Case {
    source: "data { array[4] int ks; vector[4] w; }
parameters { vector[5] v; row_vector[3] r; }
model {
  array[3] real xs = {v[1], v[2], r[3]};
  array[3] vector[2] zs;
  zs[1] = v[1:2];
  zs[2] = v[3:4];
  zs[3] = r[1:2]';
  vector[3] s = segment(v, 2, 3);
  row_vector[2] t = segment(r, 2, 2);
  array[2] real u = segment(xs, 2, 2);
  array[2] vector[2] z = segment(zs, 2, 2);
  array[2] int kk = segment(ks, 3, 2);
  vector[0] e = segment(v, 5, 0);
  for (k in 1:2) {
    array[3] int q = {k, 2 * k, 3};
    array[2] int qs = segment(q, 2, 2);
    target += qs[1] * v[5];
  }
  target += -0.5 * dot_self(s) + t * [1, 2]' + u[1] * u[2];
  target += z[1, 2] - 2 * z[2, 1] + kk[1] * v[1] + kk[2] + sum(e);
  target += dot_self(segment(w, 3, 2));
}",
    data: r#"{"ks": [1, 2, 3, 4], "w": [0.5, -1.0, 2.0, 0.25]}"#,
    density: |p| {
        let (v, r) = (&p[0..5], &p[5..8]);
        let s: f64 = v[1..4].iter().map(|x| x * x).sum();
        let t = r[1] + 2.0 * r[2];
        let u = v[1] * r[2];
        let z = v[3] - 2.0 * r[0];
        let loops = (2.0 + 4.0) * v[4];
        loops - 0.5 * s + t + u + z + 3.0 * v[0] + 4.0 + W[2] * W[2] + W[3] * W[3]
    },
};

/// Sizes and positions computed in a loop from data and the loop counter (ragged groups):
/// `segment` with a per-group size and start, a local vector of a per-group size, a slice
/// with per-group bounds, and a user function whose local size follows its argument's. Each
/// statement is lowered once per size; the start of group 2 (size 0) lies outside `beta`, but
/// only an `if` that skips it reaches it.
const RAGGED: Case = Case {
    source: "functions {
  real pc(real theta, vector b) {
    vector[rows(b) + 1] u = append_row(rep_vector(0.0, 1), theta - b);
    return log_sum_exp(cumulative_sum(u));
  }
}
data { int N; array[N] int g; array[3] int m; array[3] int pos; }
parameters { vector[5] beta; real theta; }
model {
  for (n in 1:N) {
    if (m[g[n]] > 0) {
      target += pc(theta * n, segment(beta, pos[g[n]], m[g[n]]));
      target += sum(beta[pos[g[n]]:(pos[g[n]] + m[g[n]] - 1)]);
    }
    vector[m[g[n]]] s = rep_vector(theta, m[g[n]]);
    target += -0.5 * dot_self(s);
  }
}",
    data: r#"{"N": 5, "g": [1, 3, 2, 1, 3], "m": [2, 0, 3], "pos": [1, 6, 3]}"#,
    density: |p| {
        let (beta, theta) = (&p[0..5], p[5]);
        let (g, m, pos) = ([1, 3, 2, 1, 3], [2, 0, 3], [1, 6, 3]);
        let mut lp = 0.0;
        for (n, grp) in g.iter().enumerate() {
            let (size, start) = (m[grp - 1], pos[grp - 1] - 1);
            if size > 0 {
                let b = &beta[start..start + size];
                let mut sums = vec![0.0];
                for x in b {
                    sums.push(sums.last().unwrap() + theta * (n + 1) as f64 - x);
                }
                let top = sums.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
                lp += top + sums.iter().map(|s| (s - top).exp()).sum::<f64>().ln();
                lp += b.iter().sum::<f64>();
            }
            lp -= 0.5 * size as f64 * theta * theta;
        }
        lp
    },
};

const A: [[f64; 3]; 2] = [[1.0, -2.0, 0.5], [3.0, 0.25, -1.0]];

/// `append_row` of a row vector and a matrix, of matrices, of row vectors, of a matrix and a
/// row vector.
const APPEND_ROWS: Case = Case {
    source: "data { matrix[2, 3] A; }
parameters { row_vector[3] r; row_vector[3] q; }
model {
  matrix[2, 3] B = [q, r .* q];
  matrix[3, 3] M = append_row(r, A);
  matrix[4, 3] N = append_row(A, B);
  matrix[2, 3] R = append_row(r, 2 * r);
  matrix[5, 3] Q = append_row(B, append_row(A, r));
  target += -0.5 * dot_self(to_vector(N));
  target += sum(M) + R[2, 3] * M[1, 1];
  target += Q[1, 1] * Q[5, 2] + Q[4, 3];
}",
    data: r#"{"A": [[1.0, -2.0, 0.5], [3.0, 0.25, -1.0]]}"#,
    density: |p| {
        let (r, q) = (&p[0..3], &p[3..6]);
        let a2: f64 = A.iter().flatten().map(|x| x * x).sum();
        let b2: f64 = (0..3).map(|j| q[j] * q[j] + (r[j] * q[j]).powi(2)).sum();
        let sum_m = r.iter().sum::<f64>() + A.iter().flatten().sum::<f64>();
        -0.5 * (a2 + b2) + sum_m + 2.0 * r[2] * r[0] + q[0] * r[1] + A[1][2]
    },
};

const S: [[f64; 2]; 2] = [[2.0, 0.5], [0.5, 1.0]];

/// `quad_form_diag` of a data matrix and a vector and of a matrix and a row vector, the outer
/// product and `row_vector * matrix`.
const QUAD_FORM_DIAG: Case = Case {
    source: "data { matrix[2, 2] S; }
parameters { vector[2] v; row_vector[2] u; }
model {
  matrix[2, 2] B = [u, v'];
  matrix[2, 2] Q = quad_form_diag(S, v);
  matrix[2, 2] P = quad_form_diag(B, u);
  matrix[2, 2] O = v * u;
  row_vector[2] w = u * B;
  target += sum(Q) + P[1, 2] + sum(O .* S) + w * [1, -2]';
}",
    data: r#"{"S": [[2.0, 0.5], [0.5, 1.0]]}"#,
    density: |p| {
        let (v, u) = ([p[0], p[1]], [p[2], p[3]]);
        let b = [u, v];
        let pairs = || (0..2).flat_map(|i| (0..2).map(move |j| (i, j)));
        let q: f64 = pairs().map(|(i, j)| v[i] * S[i][j] * v[j]).sum();
        let o: f64 = pairs().map(|(i, j)| v[i] * u[j] * S[i][j]).sum();
        let w = [u[0] * b[0][0] + u[1] * b[1][0], u[0] * b[0][1] + u[1] * b[1][1]];
        q + u[0] * b[0][1] * u[1] + o + w[0] - 2.0 * w[1]
    },
};

stan_cases! {
    rep_array_of_scalars_vectors_and_arrays: REP_ARRAY;
    segment_of_vectors_row_vectors_and_arrays: SEGMENT;
    sizes_from_loop_counters_ragged_groups: RAGGED;
    append_row_of_matrices_and_row_vectors: APPEND_ROWS;
    quad_form_diag_outer_product_row_vector_times_matrix: QUAD_FORM_DIAG;
}

/// The value of each named generated quantity at the unconstrained point `at`.
fn generated(source: &str, data: &str, at: &[f64], want: &[(&str, f64)]) {
    let data = DataSet::from_json_str(data).unwrap();
    let stan = compile_stan(source, "host.stan", &data).unwrap_or_else(|e| panic!("{e}"));
    let got = stan.generated(at).unwrap();
    let names = stan.generated_names();
    for (name, value) in want {
        let k = names.iter().position(|n| n == name).unwrap_or_else(|| panic!("{name} in {names:?}"));
        assert_eq!(got[k], *value, "{name}");
    }
}

/// `rep_array` (of ints, reals, vectors, matrices and arrays, to three dimensions) and
/// `segment` (of vectors, row vectors and arrays) on the host, against their values written out.
#[test]
fn rep_array_and_segment_in_transformed_data_and_generated_quantities() {
    let source = "data { array[4] int ks; }
transformed data {
  array[2] int two = rep_array(7, 2);
  array[2] int mid = segment(ks, 2, 2);
}
parameters { real mu; }
model { mu ~ normal(0, 1); }
generated quantities {
  array[2] int t = two;
  array[2, 3, 2] real cube = rep_array(1.5, 2, 3, 2);
  array[2] int m = mid;
  array[3] vector[2] vs = rep_array([mu, 1]', 3);
  array[2] matrix[2, 2] ms = rep_array([[1, mu], [3, 4]], 2);
  array[2, 2] vector[2] grid = rep_array([mu, 2]', 2, 2);
  array[2, 2] int nested = rep_array({5, 6}, 2);
  row_vector[2] rs = segment([1, mu, 3], 2, 2);
  array[2] vector[2] vseg = segment(vs, 2, 2);
  vector[0] none = segment([mu, 1]', 2, 0);
}";
    let mu = 0.5;
    let want = [
        ("t[2]", 7.0),
        ("cube[2,3,1]", 1.5),
        ("m[1]", 2.0),
        ("m[2]", 3.0),
        ("vs[3,1]", mu),
        ("vs[2,2]", 1.0),
        ("ms[2,1,2]", mu),
        ("ms[1,2,1]", 3.0),
        ("grid[2,1,1]", mu),
        ("grid[1,2,2]", 2.0),
        ("nested[2,1]", 5.0),
        ("nested[1,2]", 6.0),
        ("rs[1]", mu),
        ("rs[2]", 3.0),
        ("vseg[2,1]", mu),
    ];
    generated(source, r#"{"ks": [1, 2, 3, 4]}"#, &[mu], &want);
}

/// `append_row` of matrices and row vectors and `quad_form_diag` on the host.
#[test]
fn append_row_and_quad_form_diag_on_the_host() {
    let source = "parameters { real mu; }
model { mu ~ normal(0, 1); }
generated quantities {
  matrix[3, 2] a = append_row([mu, 1], [[2, 3], [4, 5]]);
  matrix[2, 2] b = append_row([mu, 1], [2, 3]);
  matrix[2, 2] q = quad_form_diag([[1, 2], [3, 4]], [mu, 2]');
  matrix[2, 2] o = [mu, 2]' * [3, 4];
  row_vector[2] w = [mu, 2] * [[1, 2], [3, 4]];
}";
    let mu = 0.5;
    let want = [
        ("a[1,1]", mu),
        ("a[3,2]", 5.0),
        ("b[2,1]", 2.0),
        ("q[1,1]", mu * mu),
        ("q[1,2]", 2.0 * mu * 2.0),
        ("q[2,1]", 2.0 * 3.0 * mu),
        ("q[2,2]", 16.0),
        ("o[1,2]", 4.0 * mu),
        ("w[2]", 2.0 * mu + 8.0),
    ];
    generated(source, "{}", &[mu], &want);
}

/// The error text of compiling a model whose model block is `line`, with data `A` (2×3) and
/// `w` (a vector of 4).
fn model_error(line: &str) -> String {
    let src = format!(
        "data {{ matrix[2, 3] A; vector[4] w; }}\nparameters {{ real mu; vector[4] v; }}\nmodel {{\n{line}\n}}\n"
    );
    let data = DataSet::from_json_str(r#"{"A": [[1, 2, 3], [4, 5, 6]], "w": [1, 2, 3, 4]}"#).unwrap();
    match compile_stan(&src, "bad.stan", &data) {
        Ok(_) => panic!("{line} compiled"),
        Err(e) => e.to_string(),
    }
}

/// Type errors, and sizes or positions Stan rejects (a segment outside its argument, a
/// negative size, columns or rows that differ), in the model and in data-only expressions:
/// located errors, never a panic.
#[test]
fn bad_sizes_and_types_are_located_errors() {
    let cases = [
        ("  target += sum(segment(v, 0, 2));", "segment: i is 0, but must be in the range 1 to 4"),
        ("  target += sum(segment(v, 5, 0));", "segment: i is 5, but must be in the range 1 to 4"),
        ("  target += sum(segment(v, 3, 3));", "segment: i + n - 1 is 5, but must be at most the size 4"),
        ("  target += sum(segment(v, 2, -1));", "segment: n is -1, but must be non-negative"),
        ("  target += sum(segment(w, 4, 2));", "segment: i + n - 1 is 5, but must be at most the size 4"),
        (
            "  target += sum(segment(mu, 1, 1));",
            "argument 1 of segment must be a vector, row vector or array, got real",
        ),
        ("  target += sum(segment(v, 1.0, 1));", "argument 2 of segment must be an int, got real"),
        ("  target += sum(rep_array(mu, -1));", "rep_array: negative size -1"),
        ("  target += sum(rep_array(1, -2));", "rep_array: size -2, but must be non-negative"),
        ("  target += sum(rep_array(mu, 2.0));", "argument 2 of rep_array must be an int, got real"),
        ("  target += sum(append_row(A, v'));", "append_row of 3 and 4 columns"),
        ("  target += sum(append_row(A, [1, 2]));", "append_row: the arguments have 3 and 2 columns"),
        ("  target += sum(append_row(A, v));", "argument 2 of append_row must be a matrix or row vector, got vector"),
        ("  target += sum(quad_form_diag(A, v));", "size mismatch: quad_form_diag"),
        ("  target += sum(quad_form_diag(A, w[1:2]));", "quad_form_diag: expecting a square matrix"),
        ("  target += sum(quad_form_diag(v, v));", "argument 1 of quad_form_diag must be a matrix, got vector"),
    ];
    for (line, want) in cases {
        let text = model_error(line);
        assert!(text.contains(want) && text.contains("bad.stan:4:"), "{line}\n{text}");
    }
}

/// A segment out of range in generated quantities fails at run time with Stan's message.
#[test]
fn segment_out_of_range_in_generated_quantities_is_an_error() {
    let bad = "parameters { real mu; } model { mu ~ normal(0, 1); }
generated quantities { vector[2] s = segment([mu, 1, 2]', 2 + (mu > 0), 2); }";
    let stan = compile_stan(bad, "bad.stan", &DataSet::new()).unwrap();
    assert!(stan.generated(&[-1.0]).is_ok());
    let e = stan.generated(&[1.0]).unwrap_err().to_string();
    assert!(e.contains("bad.stan:2:") && e.contains("segment: i + n - 1 is 4, but must be at most the size 3"), "{e}");
}

/// Sizes from loop counters that cannot be split: a segment start outside its argument at an
/// iteration that reaches it, a size with more values than a statement is split into, and a
/// size that reads a parameter: located errors.
#[test]
fn sizes_from_loop_counters_that_cannot_be_split_are_located_errors() {
    let program = |body: &str| {
        format!(
            "data {{ int N; array[N] int k; }}\nparameters {{ vector[40] v; real mu; }}\nmodel {{\n  for (n in 1:N) {{\n{body}\n  }}\n}}\n"
        )
    };
    let ks: Vec<i64> = (1..=40).collect();
    let data = DataSet::from_json_str(&format!(r#"{{"N": 40, "k": {ks:?}}}"#)).unwrap();
    let cases = [
        ("    target += sum(segment(v, k[n] + 1, 1));", "segment: i is 41, but must be in the range 1 to 40"),
        (
            "    target += sum(segment(v, 1, k[n]));",
            "segment arguments that are not data (it takes 40 values over the loop, more than 32)",
        ),
        ("    target += sum(rep_vector(mu, mu > n ? 1 : 2));", "rep_vector sizes that are not data"),
        ("    vector[mu > 0] s;", "sizes that depend on parameters or loop variables"),
    ];
    for (body, want) in cases {
        let text = match compile_stan(&program(body), "bad.stan", &data) {
            Ok(_) => panic!("{body} compiled"),
            Err(e) => e.to_string(),
        };
        assert!(text.contains(want) && text.contains("bad.stan:5:"), "{body}\n{text}");
    }
}
