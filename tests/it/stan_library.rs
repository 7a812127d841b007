//! Stan's library functions added for coverage, used from Stan programs: elementary
//! functions, operator functions (`add`, `minus`, `logical_gt`, …), `int_step` and two of the
//! new distributions in the model block, on both backends against an f64 computation; host
//! functions of data and the new `_rng` functions in transformed data and generated
//! quantities; and a distribution Stan has that wgmc lacks, reported as not supported yet.

use crate::common;

use common::stan_cases::Case;
use wgmc::{compile_stan, DataSet, ErrorKind, LangError};

const ELEMENTARY: Case = Case {
    source: "parameters { real x; real<lower=0, upper=1> p; }
model {
  target += sin(x) + cos(2 * x) + tan(0.3 * x) + atan(x) + atan2(x, 2) + asinh(x) + sinh(0.5 * x)
    + cosh(0.5 * x) + cbrt(x) + fmax(x, 0.5) + fmin(x, -0.5) + fdim(x, -1) + hypot(x, 2) + step(x)
    + int_step(2) + log1m(p) + log2(p) + exp2(x) + inv_cloglog(x) + lchoose(5.5, p) + lbeta(p, 2)
    + fma(x, 2, p) + add(x, 1) + minus(x) + multiply(x, 3) + logical_gt(2, 1) + floor(x) + round(x)
    + trunc(x) + ceil(x) + log_diff_exp(x, x - 1) + log1p_exp(x) + Phi_approx(x);
  x ~ double_exponential(0, 2);
  p ~ beta_proportion(0.4, 5);
}
",
    data: "{}",
    density: |u| {
        let (x, p) = (u[0], 1.0 / (1.0 + (-u[1]).exp()));
        let lg = common::ln_gamma;
        let half_round = (x.abs() + 0.5).floor() * x.signum();
        let terms = [
            x.sin(),
            (2.0 * x).cos(),
            (0.3 * x).tan(),
            x.atan(),
            x.atan2(2.0),
            x.asinh(),
            (0.5 * x).sinh(),
            (0.5 * x).cosh(),
            x.cbrt(),
            x.max(0.5),
            x.min(-0.5),
            (x + 1.0).max(0.0),
            x.hypot(2.0),
            f64::from(u8::from(x >= 0.0)),
            1.0,
            (1.0 - p).ln(),
            p.log2(),
            x.exp2(),
            1.0 - (-x.exp()).exp(),
            lg(6.5) - lg(p + 1.0) - lg(6.5 - p),
            -(p * (p + 1.0)).ln(),
            2.0 * x + p,
            x + 1.0,
            -x,
            3.0 * x,
            1.0,
            x.floor(),
            half_round,
            x.trunc(),
            x.ceil(),
            x + (-(-1f64).exp()).ln_1p(),
            x.exp().ln_1p(),
            1.0 / (1.0 + (-(0.07056 * x.powi(3) + 1.5976 * x)).exp()),
        ];
        let priors = -x.abs() / 2.0 + p.ln() + 2.0 * (-p).ln_1p();
        terms.iter().sum::<f64>() + priors + p.ln() + (-p).ln_1p()
    },
};

/// The other new densities with parameters, each against its Stan formula.
const DENSITIES: Case = Case {
    source: "data { array[3] int n; vector[3] y; }
parameters { real mu; real<lower=0> s; }
model {
  target += gumbel_lpdf(y | mu, s) + rayleigh_lpdf(y | s) + chi_square_lpdf(y | s)
    + neg_binomial_lpmf(n | s, 2) + neg_binomial_2_log_lpmf(n | mu, s) + skew_normal_lpdf(y | mu, s, 1.5)
    + pareto_lpdf(y | 0.1, s) + frechet_lpdf(y | s, 2) + loglogistic_lpdf(y | 2, s)
    + inv_chi_square_lpdf(y | s) + scaled_inv_chi_square_lpdf(y | s, 0.5) + pareto_type_2_lpdf(y | 0, s, 3)
    + beta_binomial_lpmf(n | 5, s, 2) + skew_double_exponential_lpdf(y | mu, s, 0.3);
}
",
    data: r#"{"n": [0, 2, 5], "y": [0.4, 1.3, 2.2]}"#,
    density: |u| {
        let (mu, s) = (u[0], u[1].exp());
        let lg = common::ln_gamma;
        let (ns, ys) = ([0.0, 2.0, 5.0], [0.4, 1.3, 2.2]);
        let phi = |x: f64| 0.5 * erfc_series(-x / std::f64::consts::SQRT_2);
        let lbeta = |a: f64, b: f64| lg(a) + lg(b) - lg(a + b);
        let mut total = u[1];
        for (&n, &y) in ns.iter().zip(&ys) {
            let z = (y - mu) / s;
            total += -s.ln() - z - (-z).exp();
            total += y.ln() - 2.0 * s.ln() - y * y / (2.0 * s * s);
            total += -0.5 * s * std::f64::consts::LN_2 - lg(0.5 * s) + (0.5 * s - 1.0) * y.ln() - 0.5 * y;
            total += lg(n + s) - lg(n + 1.0) - lg(s) + s * 2f64.ln() - (s + n) * 3f64.ln();
            let m = mu.exp();
            total += lg(n + s) - lg(n + 1.0) - lg(s) + n * (m / (m + s)).ln() + s * (s / (m + s)).ln();
            total += 2f64.ln() - s.ln() - 0.5 * (2.0 * std::f64::consts::PI).ln() - 0.5 * z * z + phi(1.5 * z).ln();
            total += s.ln() + s * 0.1f64.ln() - (s + 1.0) * y.ln();
            total += s.ln() + s * 2f64.ln() - (s + 1.0) * y.ln() - (y / 2.0).powf(-s);
            total += s.ln() - 2f64.ln() + (s - 1.0) * (y / 2.0).ln() - 2.0 * (y / 2.0).powf(s).ln_1p();
            total += -0.5 * s * std::f64::consts::LN_2 - lg(0.5 * s) - (0.5 * s + 1.0) * y.ln() - 0.5 / y;
            let h = 0.5 * s;
            total += h * h.ln() - lg(h) + s * 0.5f64.ln() - (h + 1.0) * y.ln() - h * 0.25 / y;
            total += 3f64.ln() - s.ln() - 4.0 * (y / s).ln_1p();
            total += lg(6.0) - lg(n + 1.0) - lg(6.0 - n) + lbeta(n + s, 5.0 - n + 2.0) - lbeta(s, 2.0);
            let w = if y < mu { 0.7 * (mu - y) } else { 0.3 * (y - mu) };
            total += 2f64.ln() + 0.3f64.ln() + 0.7f64.ln() - s.ln() - 2.0 * w / s;
        }
        total
    },
};

/// erfc(x) from the continued fraction of the Mills ratio (x ≥ 1), the Taylor series of erf
/// (|x| < 1) or the reflection 2 − erfc(−x): independent of the library's normal CDF.
fn erfc_series(x: f64) -> f64 {
    if x <= -1.0 {
        return 2.0 - erfc_series(-x);
    }
    if x < 1.0 {
        let (mut term, mut sum, mut n) = (x, x, 0.0);
        while term.abs() > 1e-17 * sum.abs().max(1e-300) {
            n += 1.0;
            term *= -x * x / n;
            sum += term / (2.0 * n + 1.0);
        }
        return 1.0 - 2.0 / std::f64::consts::PI.sqrt() * sum;
    }
    let mut frac = 0.0;
    for k in (1..200).rev() {
        frac = f64::from(k) / 2.0 / (x + frac);
    }
    (-x * x).exp() / std::f64::consts::PI.sqrt() / (x + frac)
}

stan_cases! {
    elementary_and_operator_functions: ELEMENTARY;
    new_densities: DENSITIES;
}

const HOST: &str = "transformed data {
  vector[3] o = ones_vector(3);
  array[4] int z = zeros_int_array(4);
  vector[5] l = linspaced_vector(5, 0, 1);
  array[3] int h = one_hot_int_array(3, 2);
  real v = variance(l);
  array[2] int hd = head(h, 2);
  vector[5] r = reverse(l);
  array[5] int si = sort_indices_desc(l);
  int c = choose(5, 2);
  int nan = is_nan(not_a_number());
  int ti = to_int(-2.7);
  real tg = tgamma(5);
  int rk = rank(l, 3);
}
parameters { real<lower=0> sigma; }
model { sigma ~ exponential(1); }
generated quantities {
  real sum_o = sum(o) + sum(z);
  real l2 = l[2];
  int h2 = h[2] + hd[1];
  real var_l = v;
  real r1 = r[1];
  int si1 = si[1];
  int ints = c * 1000 + nan * 100 + rk * 10 - ti;
  real tgam = tg;
  real g = gamma_rng(2, sigma);
  real u = uniform_rng(-1, 1);
  int nb = neg_binomial_2_rng(3, sigma);
  real w = weibull_rng(2, sigma);
  int dr = discrete_range_rng(3, 5);
}
";

#[test]
fn host_functions_of_data_and_new_rngs() {
    let stan = compile_stan(HOST, "host.stan", &DataSet::new()).unwrap_or_else(|e| panic!("{e}"));
    let names = stan.generated_names().to_vec();
    let g = stan.generated(&[1.5]).unwrap();
    let at = |name: &str| g[names.iter().position(|n| n == name).unwrap_or_else(|| panic!("{name} in {names:?}"))];
    assert_eq!(at("sum_o"), 3.0);
    assert_eq!(at("l2"), 0.25);
    assert_eq!(at("h2"), 1.0);
    assert!((at("var_l") - 0.15625).abs() < 1e-15, "{}", at("var_l"));
    assert_eq!(at("r1"), 1.0);
    assert_eq!(at("si1"), 5.0);
    // choose(5, 2) = 10, is_nan = 1, rank 2 (two elements below l[3]), to_int(-2.7) = -2.
    assert_eq!(at("ints"), 10_000.0 + 100.0 + 20.0 + 2.0);
    assert!((at("tgam") - 24.0).abs() < 1e-12);
    assert!(at("g") > 0.0 && at("w") > 0.0 && at("nb") >= 0.0);
    assert!((-1.0..=1.0).contains(&at("u")) && (3.0..=5.0).contains(&at("dr")));
}

fn error(src: &str) -> (String, ErrorKind) {
    match compile_stan(src, "m.stan", &DataSet::new()) {
        Err(LangError::Source { kind, message, .. }) => (message, kind),
        other => panic!("expected a located error, got {other:?}"),
    }
}

/// A distribution Stan has but wgmc lacks is not supported yet, in `~` and as a function;
/// a name Stan does not know stays an unknown distribution.
#[test]
fn stan_distributions_not_yet_here_are_unsupported() {
    let (m, kind) =
        error("parameters { cov_matrix[2] S; }\nmodel { S ~ wishart(4, diag_matrix(rep_vector(1, 2))); }\n");
    assert_eq!((m.as_str(), kind), ("not supported yet: the distribution 'wishart'", ErrorKind::Unsupported));
    let (m, kind) = error("parameters { real x; }\nmodel { target += von_mises_lpdf(x | 0, 1); }\n");
    assert_eq!((m.as_str(), kind), ("not supported yet: the function 'von_mises_lpdf'", ErrorKind::Unsupported));
    let (m, kind) = error("parameters { real x; }\nmodel { x ~ nonesuch(0, 1); }\n");
    assert_eq!((m.as_str(), kind), ("unknown distribution 'nonesuch'", ErrorKind::Type));
}
