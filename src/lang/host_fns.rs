//! Functions only the host evaluates (transformed data, generated quantities, and data-only
//! expressions of the model, which are evaluated once and bound as data): reductions the IR
//! does not have and the `_rng` functions, each with its name, arity, result type and f64
//! evaluator. Random draws come from [`HostRng`], a stream the caller seeds.

use std::sync::atomic::{AtomicU64, Ordering};

use super::types::SType;
use super::value::{Data, Value};

macro_rules! host_fns {
    ($($variant:ident => $name:literal, $arity:literal;)*) => {
        /// A function evaluated on the host only.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum HostFn {
            $(#[doc = concat!("`", $name, "`")] $variant,)*
        }

        impl HostFn {
            /// Stan name.
            pub fn name(self) -> &'static str {
                match self { $(HostFn::$variant => $name,)* }
            }

            /// Number of arguments.
            pub fn arity(self) -> usize {
                match self { $(HostFn::$variant => $arity,)* }
            }

            /// Every host function.
            pub const ALL: &'static [HostFn] = &[$(HostFn::$variant,)*];
        }
    };
}

host_fns! {
    Prod => "prod", 1;
    Max => "max", 1;
    Min => "min", 1;
    Max2 => "max", 2;
    Min2 => "min", 2;
    BernoulliRng => "bernoulli_rng", 1;
    BernoulliLogitRng => "bernoulli_logit_rng", 1;
    BinomialRng => "binomial_rng", 2;
    PoissonRng => "poisson_rng", 1;
    PoissonLogRng => "poisson_log_rng", 1;
    CategoricalRng => "categorical_rng", 1;
    NormalRng => "normal_rng", 2;
    MultiNormalRng => "multi_normal_rng", 2;
    LognormalRng => "lognormal_rng", 2;
    IsInf => "is_inf", 1;
    IsNan => "is_nan", 1;
    Choose => "choose", 2;
    ToInt => "to_int", 1;
    FallingFactorial => "falling_factorial", 2;
    RisingFactorial => "rising_factorial", 2;
    Fmod => "fmod", 2;
    Ldexp => "ldexp", 2;
    Tgamma => "tgamma", 1;
    Trigamma => "trigamma", 1;
    StdNormalLogQf => "std_normal_log_qf", 1;
    OnesVector => "ones_vector", 1;
    ZerosVector => "zeros_vector", 1;
    LinspacedVector => "linspaced_vector", 3;
    OneHotVector => "one_hot_vector", 2;
    UniformSimplex => "uniform_simplex", 1;
    OnesRowVector => "ones_row_vector", 1;
    ZerosRowVector => "zeros_row_vector", 1;
    LinspacedRowVector => "linspaced_row_vector", 3;
    OneHotRowVector => "one_hot_row_vector", 2;
    RepRowVector => "rep_row_vector", 2;
    OnesArray => "ones_array", 1;
    ZerosArray => "zeros_array", 1;
    LinspacedArray => "linspaced_array", 3;
    OneHotArray => "one_hot_array", 2;
    OnesIntArray => "ones_int_array", 1;
    ZerosIntArray => "zeros_int_array", 1;
    LinspacedIntArray => "linspaced_int_array", 3;
    OneHotIntArray => "one_hot_int_array", 2;
    IdentityMatrix => "identity_matrix", 1;
    Head => "head", 2;
    Tail => "tail", 2;
    Reverse => "reverse", 1;
    SortAsc => "sort_asc", 1;
    SortDesc => "sort_desc", 1;
    Variance => "variance", 1;
    SortIndicesAsc => "sort_indices_asc", 1;
    SortIndicesDesc => "sort_indices_desc", 1;
    Rank => "rank", 2;
    StdNormalRng => "std_normal_rng", 0;
    UniformRng => "uniform_rng", 2;
    ExponentialRng => "exponential_rng", 1;
    CauchyRng => "cauchy_rng", 2;
    LogisticRng => "logistic_rng", 2;
    DoubleExponentialRng => "double_exponential_rng", 2;
    GumbelRng => "gumbel_rng", 2;
    WeibullRng => "weibull_rng", 2;
    FrechetRng => "frechet_rng", 2;
    RayleighRng => "rayleigh_rng", 1;
    ParetoRng => "pareto_rng", 2;
    ParetoType2Rng => "pareto_type_2_rng", 3;
    LoglogisticRng => "loglogistic_rng", 2;
    GammaRng => "gamma_rng", 2;
    InvGammaRng => "inv_gamma_rng", 2;
    ChiSquareRng => "chi_square_rng", 1;
    InvChiSquareRng => "inv_chi_square_rng", 1;
    ScaledInvChiSquareRng => "scaled_inv_chi_square_rng", 2;
    StudentTRng => "student_t_rng", 3;
    BetaRng => "beta_rng", 2;
    BetaProportionRng => "beta_proportion_rng", 2;
    SkewNormalRng => "skew_normal_rng", 3;
    ExpModNormalRng => "exp_mod_normal_rng", 3;
    NegBinomialRng => "neg_binomial_rng", 2;
    NegBinomial2Rng => "neg_binomial_2_rng", 2;
    NegBinomial2LogRng => "neg_binomial_2_log_rng", 2;
    BetaBinomialRng => "beta_binomial_rng", 3;
    DiscreteRangeRng => "discrete_range_rng", 2;
}

/// The host function called `name` with `nargs` arguments.
pub fn resolve(name: &str, nargs: usize) -> Option<HostFn> {
    HostFn::ALL.iter().copied().find(|h| h.name() == name && h.arity() == nargs)
}

/// The result type of a call, or a message saying which argument does not fit.
pub fn result_type(h: HostFn, args: &[SType]) -> Result<SType, String> {
    let bad = |k: usize, want: &str| Err(format!("argument {} of {} must be {want}, got {}", k + 1, h.name(), args[k]));
    let container = |t: SType| t.is_sequence() || t.is_linear();
    match h {
        HostFn::Prod | HostFn::Max | HostFn::Min if !container(args[0]) => {
            bad(0, "a vector, row vector, matrix or 1-D array")
        }
        HostFn::Prod | HostFn::Max | HostFn::Min => Ok(if args[0].is_int_valued() { SType::INT } else { SType::REAL }),
        HostFn::Max2 | HostFn::Min2 => match (0..2).find(|&k| !args[k].is_scalar()) {
            Some(k) => bad(k, "a scalar"),
            None if args.iter().all(|t| t.is_int()) => Ok(SType::INT),
            None => Ok(SType::REAL),
        },
        _ if super::host_misc::handles(h) => super::host_misc::result_type(h, args),
        HostFn::CategoricalRng if args[0] != SType::VECTOR => bad(0, "a vector"),
        HostFn::CategoricalRng => Ok(SType::INT),
        HostFn::MultiNormalRng if args[0] != SType::VECTOR => bad(0, "a vector"),
        HostFn::MultiNormalRng if args[1] != SType::MATRIX => bad(1, "a matrix"),
        HostFn::MultiNormalRng => Ok(SType::VECTOR),
        HostFn::BinomialRng | HostFn::BetaBinomialRng if !args[0].is_int() => bad(0, "an int"),
        HostFn::DiscreteRangeRng => match (0..2).find(|&k| !args[k].is_int()) {
            Some(k) => bad(k, "an int"),
            None => Ok(SType::INT),
        },
        _ => match args.iter().position(|t| !t.is_scalar()) {
            Some(k) => bad(k, "a scalar"),
            None if matches!(h, HostFn::NormalRng | HostFn::LognormalRng) => Ok(SType::REAL),
            None if is_new_rng(h) && !super::host_rng::is_discrete(h) => Ok(SType::REAL),
            None => Ok(SType::INT),
        },
    }
}

/// Whether `h` is drawn by [`super::host_rng`].
fn is_new_rng(h: HostFn) -> bool {
    HostFn::ALL.iter().position(|&x| x == h) >= HostFn::ALL.iter().position(|&x| x == HostFn::StdNormalRng)
}

/// A stream of uniform draws (SplitMix64): deterministic for a seed, no dependency. Its state
/// is atomic so that an environment holding it can be shared between threads; a clone
/// continues from the same state independently.
#[derive(Debug, Default)]
pub struct HostRng(AtomicU64);

impl Clone for HostRng {
    fn clone(&self) -> HostRng {
        HostRng(AtomicU64::new(self.state()))
    }
}

impl HostRng {
    /// Restarts the stream at `seed` (or resumes it at a state read with [`state`](Self::state)).
    pub fn seed(&self, seed: u64) {
        self.0.store(seed, Ordering::Relaxed);
    }

    /// Where the stream is.
    pub fn state(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }

    fn next_u64(&self) -> u64 {
        let s = self.state().wrapping_add(0x9e37_79b9_7f4a_7c15);
        self.seed(s);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform draw in (0, 1) (53 bits, never 0).
    pub fn uniform(&self) -> f64 {
        ((self.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64
    }

    /// A standard normal draw (Box–Muller).
    pub fn normal(&self) -> f64 {
        let (u1, u2) = (self.uniform(), self.uniform());
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }

    /// A Poisson draw: inversion by sequential search, in pieces of mean at most 500 (so
    /// that exp(−mean) stays far from underflow).
    pub fn poisson(&self, mean: f64) -> i64 {
        let pieces = (mean / 500.0).ceil().max(1.0);
        let lambda = mean / pieces;
        let mut total = 0;
        for _ in 0..pieces as u64 {
            let (mut k, mut p) = (0i64, (-lambda).exp());
            let (mut cdf, u) = (p, self.uniform());
            while u > cdf && p > 0.0 {
                k += 1;
                p *= lambda / k as f64;
                cdf += p;
            }
            total += k;
        }
        total
    }
}

/// Evaluates a host function (arguments already type-checked), drawing from `rng`.
pub fn eval(h: HostFn, a: &[Value], rng: &HostRng) -> Result<Value, String> {
    let x = |k: usize| a[k].as_real();
    let prob = |p: f64| match (0.0..=1.0).contains(&p) {
        true => Ok(p),
        false => Err(format!("{}: probability {p} is not in [0, 1]", h.name())),
    };
    let draw = |p: f64| Value::int(i64::from(rng.uniform() < p));
    Ok(match h {
        HostFn::Prod | HostFn::Max | HostFn::Min => fold(h, &a[0])?,
        HostFn::Max2 | HostFn::Min2 => match (a[0].as_int(), a[1].as_int()) {
            (Some(i), Some(j)) => Value::int(if h == HostFn::Max2 { i.max(j) } else { i.min(j) }),
            _ if x(0).is_nan() || x(1).is_nan() => Value::real(f64::NAN),
            _ => Value::real(if h == HostFn::Max2 { x(0).max(x(1)) } else { x(0).min(x(1)) }),
        },
        HostFn::BernoulliRng => draw(prob(x(0))?),
        HostFn::BernoulliLogitRng => draw(crate::math::inv_logit(finite(h, x(0))?)),
        HostFn::BinomialRng => {
            let (n, p) = (a[0].as_int().unwrap_or(-1), prob(x(1))?);
            if n < 0 {
                return Err(format!("binomial_rng: number of trials {n} is negative"));
            }
            Value::int((0..n).map(|_| i64::from(rng.uniform() < p)).sum())
        }
        HostFn::PoissonRng => Value::int(rng.poisson(rate(h, x(0))?)),
        HostFn::PoissonLogRng => Value::int(rng.poisson(rate(h, finite(h, x(0))?.exp())?)),
        HostFn::CategoricalRng => Value::int(categorical(&a[0].reals(), rng)?),
        HostFn::NormalRng => Value::real(finite(h, x(0))? + scale(h, x(1))? * rng.normal()),
        HostFn::LognormalRng => Value::real((finite(h, x(0))? + scale(h, x(1))? * rng.normal()).exp()),
        HostFn::MultiNormalRng => multi_normal(&a[0], &a[1], rng)?,
        _ if super::host_misc::handles(h) => super::host_misc::eval(h, a)?,
        _ => {
            let xs: Vec<f64> = a.iter().map(|v| v.as_real()).collect();
            let v = super::host_rng::draw(h, &xs, rng)?;
            if super::host_rng::is_discrete(h) {
                Value::int(v as i64)
            } else {
                Value::real(v)
            }
        }
    })
}

/// `mu + L z` with `L` the Cholesky factor of `sigma` and `z` standard normal draws.
fn multi_normal(mu: &Value, sigma: &Value, rng: &HostRng) -> Result<Value, String> {
    let (m, n) = (mu.reals(), mu.len());
    if sigma.shape != [n, n] {
        return Err(format!("multi_normal_rng: a location of size {n} and a covariance of shape {:?}", sigma.shape));
    }
    if let Some(bad) = m.iter().find(|v| !v.is_finite()) {
        return Err(format!("multi_normal_rng: location {bad} is not finite"));
    }
    let l = super::interp::cholesky(sigma).map_err(|e| format!("multi_normal_rng: {e}"))?.reals();
    let z: Vec<f64> = (0..n).map(|_| rng.normal()).collect();
    let x = (0..n).map(|i| m[i] + (0..=i).map(|j| l[i * n + j] * z[j]).sum::<f64>()).collect();
    Ok(Value { ty: SType::VECTOR, shape: vec![n], data: Data::Real(x) })
}

fn finite(h: HostFn, v: f64) -> Result<f64, String> {
    match v.is_finite() {
        true => Ok(v),
        false => Err(format!("{}: location {v} is not finite", h.name())),
    }
}

fn scale(h: HostFn, v: f64) -> Result<f64, String> {
    match v > 0.0 && v.is_finite() {
        true => Ok(v),
        false => Err(format!("{}: scale {v} is not positive and finite", h.name())),
    }
}

/// A Poisson rate below 2^30, as Stan requires.
fn rate(h: HostFn, v: f64) -> Result<f64, String> {
    match (0.0..1_073_741_824.0).contains(&v) {
        true => Ok(v),
        false => Err(format!("{}: rate {v} is not in [0, 2^30)", h.name())),
    }
}

/// A 1-based draw from the simplex `theta`.
fn categorical(theta: &[f64], rng: &HostRng) -> Result<i64, String> {
    let sum: f64 = theta.iter().sum();
    if theta.is_empty() || theta.iter().any(|&p| !(0.0..=1.0).contains(&p)) || (sum - 1.0).abs() > 1e-8 {
        return Err(format!("categorical_rng: {theta:?} is not a simplex"));
    }
    let u = rng.uniform() * sum;
    let mut cdf = 0.0;
    for (k, &p) in theta.iter().enumerate() {
        cdf += p;
        if u < cdf {
            return Ok(k as i64 + 1);
        }
    }
    Ok(theta.len() as i64)
}

/// `prod`, `max` or `min` of a container (ints stay ints).
fn fold(h: HostFn, v: &Value) -> Result<Value, String> {
    if let Data::Int(xs) = &v.data {
        return match h {
            HostFn::Prod => xs
                .iter()
                .try_fold(1i64, |p, &x| p.checked_mul(x))
                .map(Value::int)
                .ok_or_else(|| "integer overflow in prod".to_string()),
            _ if xs.is_empty() => Err(format!("{} of an empty int array", h.name())),
            HostFn::Max => Ok(Value::int(*xs.iter().max().expect("not empty"))),
            _ => Ok(Value::int(*xs.iter().min().expect("not empty"))),
        };
    }
    let xs = v.reals();
    let nan = xs.iter().any(|x| x.is_nan());
    Ok(Value::real(match h {
        HostFn::Prod => xs.iter().product(),
        _ if nan => f64::NAN,
        HostFn::Max => xs.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        _ => xs.iter().copied().fold(f64::INFINITY, f64::min),
    }))
}

#[cfg(test)]
mod tests {
    use super::super::types::Base;
    use super::*;

    /// Sample means of the discrete draws against their expectations (4 standard errors).
    #[test]
    fn draws_have_their_means() {
        let rng = HostRng::default();
        rng.seed(7);
        let n = 20_000;
        let mean = |f: &dyn Fn() -> f64| (0..n).map(|_| f()).sum::<f64>() / n as f64;
        let within = |got: f64, want: f64, sd: f64| (got - want).abs() < 4.0 * sd / (n as f64).sqrt();
        assert!(within(mean(&|| rng.poisson(3.5) as f64), 3.5, 3.5f64.sqrt()));
        assert!(within(mean(&|| rng.poisson(1234.0) as f64), 1234.0, 1234f64.sqrt()));
        assert!(within(mean(&|| rng.normal()), 0.0, 1.0));
        let binomial = || eval(HostFn::BinomialRng, &[Value::int(10), Value::real(0.3)], &rng).unwrap().as_real();
        assert!(within(mean(&binomial), 3.0, 2.1f64.sqrt()));
        let theta = Value { ty: SType::VECTOR, shape: vec![3], data: Data::Real(vec![0.2, 0.5, 0.3]) };
        let cat = || eval(HostFn::CategoricalRng, std::slice::from_ref(&theta), &rng).unwrap().as_real();
        assert!(within(mean(&cat), 2.1, 0.49f64.sqrt()));
    }

    #[test]
    fn arguments_outside_their_domain_are_errors() {
        let rng = HostRng::default();
        assert!(eval(HostFn::BernoulliRng, &[Value::real(1.5)], &rng).is_err());
        assert!(eval(HostFn::BinomialRng, &[Value::int(-1), Value::real(0.5)], &rng).is_err());
        assert!(eval(HostFn::NormalRng, &[Value::real(0.0), Value::real(0.0)], &rng).is_err());
        assert!(eval(HostFn::PoissonLogRng, &[Value::real(40.0)], &rng).is_err());
    }

    #[test]
    fn folds_keep_ints_and_propagate_nan() {
        let ints = Value { ty: SType::array(Base::Int, 1), shape: vec![3], data: Data::Int(vec![2, -3, 4]) };
        assert_eq!(fold(HostFn::Prod, &ints).unwrap(), Value::int(-24));
        assert_eq!(fold(HostFn::Max, &ints).unwrap(), Value::int(4));
        assert_eq!(fold(HostFn::Min, &ints).unwrap(), Value::int(-3));
        let reals = Value { ty: SType::VECTOR, shape: vec![2], data: Data::Real(vec![1.0, f64::NAN]) };
        assert!(fold(HostFn::Max, &reals).unwrap().as_real().is_nan());
    }
}
