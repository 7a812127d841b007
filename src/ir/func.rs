//! The primitive functions of the IR in one table: for each, its name (Stan's where Stan has
//! it), its number of real arguments, the WGSL function generated code calls (a math prelude
//! function, except `wg_square`, which the kernel templates define as `x * x`), and its f64
//! evaluation — the reference of both backends (the CPU interpreter calls it, the GPU prelude is
//! tested against it) and of the front end's host evaluation of data. One function is
//! precision-dependent by design: `f64_tolerance(t)`, a rounding tolerance written for f64 (an
//! imported model's `abs(x - 1) <= 30 * eps`), is `t` in f64 and `t * 2^29` in f32 kernels.

use super::check;
use crate::math;

macro_rules! funcs {
    ($($variant:ident => $name:literal, $arity:literal, $wgsl:literal, $eval:expr;)*) => {
        /// Scalar real functions. One-argument functions also apply elementwise to vectors.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Func {
            $(#[doc = concat!("`", $name, "`")] $variant,)*
        }

        impl Func {
            /// The function's name (Stan's where Stan has it).
            pub fn name(&self) -> &'static str {
                match self { $(Func::$variant => $name,)* }
            }

            /// Number of real arguments.
            pub fn arity(&self) -> usize {
                match self { $(Func::$variant => $arity,)* }
            }

            /// The WGSL function generated code calls.
            pub fn wgsl_name(&self) -> &'static str {
                match self { $(Func::$variant => $wgsl,)* }
            }

            /// Evaluates the function in f64 on `args` (at least [`Func::arity`] of them).
            pub fn eval(&self, args: &[f64]) -> f64 {
                let eval: fn(&[f64]) -> f64 = match self { $(Func::$variant => $eval,)* };
                eval(args)
            }

            /// Every function, for tests and tables.
            pub const ALL: &'static [Func] = &[$(Func::$variant,)*];
        }
    };
}

funcs! {
    Log => "log", 1, "wg_log", |x| x[0].ln();
    Exp => "exp", 1, "wg_exp", |x| x[0].exp();
    Log1p => "log1p", 1, "wg_log1p", |x| x[0].ln_1p();
    Expm1 => "expm1", 1, "wg_expm1", |x| x[0].exp_m1();
    Sqrt => "sqrt", 1, "wg_sqrt", |x| x[0].sqrt();
    Square => "square", 1, "wg_square", |x| x[0] * x[0];
    Pow => "pow", 2, "wg_pow", |x| x[0].powf(x[1]);
    Fabs => "fabs", 1, "wg_fabs", |x| x[0].abs();
    Sign => "sign", 1, "wg_sign", |x| sign(x[0]);
    Lgamma => "lgamma", 1, "wg_lgamma", |x| math::lgamma(x[0]);
    Digamma => "digamma", 1, "wg_digamma", |x| math::digamma(x[0]);
    LogSumExp2 => "log_sum_exp", 2, "wg_log_sum_exp", |x| math::log_sum_exp(x[0], x[1]);
    Log1mExp => "log1m_exp", 1, "wg_log1m_exp", |x| math::log1m_exp(x[0]);
    LogMix => "log_mix", 3, "wg_log_mix", |x| math::log_sum_exp(x[0].ln() + x[1], (-x[0]).ln_1p() + x[2]);
    InvLogit => "inv_logit", 1, "wg_inv_logit", |x| math::inv_logit(x[0]);
    LogInvLogit => "log_inv_logit", 1, "wg_log_inv_logit", |x| math::log_inv_logit(x[0]);
    Log1mInvLogit => "log1m_inv_logit", 1, "wg_log1m_inv_logit", |x| math::log1m_inv_logit(x[0]);
    Logit => "logit", 1, "wg_logit", |x| math::logit(x[0]);
    Tanh => "tanh", 1, "wg_tanh", |x| x[0].tanh();
    Log10 => "log10", 1, "wg_log10", |x| x[0].log10();
    Sin => "sin", 1, "wg_sin", |x| x[0].sin();
    Cos => "cos", 1, "wg_cos", |x| x[0].cos();
    Tan => "tan", 1, "wg_tan", |x| x[0].tan();
    Asin => "asin", 1, "wg_asin", |x| x[0].asin();
    Acos => "acos", 1, "wg_acos", |x| x[0].acos();
    Atan => "atan", 1, "wg_atan", |x| x[0].atan();
    Atan2 => "atan2", 2, "wg_atan2", |x| x[0].atan2(x[1]);
    Sinh => "sinh", 1, "wg_sinh", |x| x[0].sinh();
    Cosh => "cosh", 1, "wg_cosh", |x| x[0].cosh();
    Asinh => "asinh", 1, "wg_asinh", |x| x[0].asinh();
    Acosh => "acosh", 1, "wg_acosh", |x| math::acosh(x[0]);
    Atanh => "atanh", 1, "wg_atanh", |x| math::atanh(x[0]);
    Log2 => "log2", 1, "wg_log2", |x| x[0].log2();
    Exp2 => "exp2", 1, "wg_exp2", |x| x[0].exp2();
    Log1m => "log1m", 1, "wg_log1m", |x| (-x[0]).ln_1p();
    Log1pExp => "log1p_exp", 1, "wg_log1p_exp", |x| math::log1p_exp(x[0]);
    LogDiffExp => "log_diff_exp", 2, "wg_log_diff_exp", |x| math::log_diff_exp(x[0], x[1]);
    Cbrt => "cbrt", 1, "wg_cbrt", |x| x[0].cbrt();
    Inv => "inv", 1, "wg_inv", |x| 1.0 / x[0];
    InvSqrt => "inv_sqrt", 1, "wg_inv_sqrt", |x| 1.0 / x[0].sqrt();
    InvSquare => "inv_square", 1, "wg_inv_square", |x| 1.0 / (x[0] * x[0]);
    InvCloglog => "inv_cloglog", 1, "wg_inv_cloglog", |x| math::inv_cloglog(x[0]);
    PhiApprox => "Phi_approx", 1, "wg_phi_approx", |x| math::phi_approx(x[0]);
    InvPhi => "inv_Phi", 1, "wg_inv_phi", |x| math::inv_phi(x[0]);
    Erf => "erf", 1, "wg_erf", |x| math::erf(x[0]);
    Erfc => "erfc", 1, "wg_erfc", |x| math::erfc(x[0]);
    Fma => "fma", 3, "wg_fma", |x| x[0].mul_add(x[1], x[2]);
    Fmax => "fmax", 2, "wg_fmax", |x| x[0].max(x[1]);
    Fmin => "fmin", 2, "wg_fmin", |x| x[0].min(x[1]);
    Fdim => "fdim", 2, "wg_fdim", |x| math::fdim(x[0], x[1]);
    Hypot => "hypot", 2, "wg_hypot", |x| x[0].hypot(x[1]);
    Step => "step", 1, "wg_step", |x| math::step(x[0]);
    F64Tolerance => "f64_tolerance", 1, "wg_f64_tolerance", |x| x[0];
    Floor => "floor", 1, "wg_floor", |x| x[0].floor();
    Ceil => "ceil", 1, "wg_ceil", |x| x[0].ceil();
    Round => "round", 1, "wg_round", |x| x[0].round();
    Trunc => "trunc", 1, "wg_trunc", |x| x[0].trunc();
    Lbeta => "lbeta", 2, "wg_lbeta", |x| math::lbeta(x[0], x[1]);
    Lchoose => "lchoose", 2, "wg_lchoose", |x| math::lchoose(x[0], x[1]);
    LogFallingFactorial => "log_falling_factorial", 2, "wg_log_falling_factorial", |x| math::log_falling_factorial(x[0], x[1]);
    LogRisingFactorial => "log_rising_factorial", 2, "wg_log_rising_factorial", |x| math::log_rising_factorial(x[0], x[1]);
    LogInvLogitDiff => "log_inv_logit_diff", 2, "wg_log_inv_logit_diff", |x| math::log_inv_logit_diff(x[0], x[1]);
    BinaryLogLoss => "binary_log_loss", 2, "wg_binary_log_loss", |x| math::binary_log_loss(x[0], x[1]);
    MultiplyLog => "multiply_log", 2, "wg_multiply_log", |x| math::multiply_log(x[0], x[1]);
    Phi => "Phi", 1, "wg_phi", |x| math::phi(x[0]);
    StdNormalLcdf => "std_normal_lcdf", 1, "wg_std_normal_lcdf", |x| math::log_phi(x[0]);
    StdNormalLccdf => "std_normal_lccdf", 1, "wg_std_normal_lccdf", |x| math::log_phi_c(x[0]);
    LogDiffPhi => "log_diff_Phi", 2, "wg_log_diff_phi", |x| math::log_diff_phi(x[0], x[1]);
    StdNormalLcdfDeriv => "std_normal_lcdf_deriv", 1, "wg_std_normal_lcdf_deriv", |x| math::log_phi_deriv(x[0]);
    LogDiffPhiDerivA => "log_diff_Phi_deriv_a", 2, "wg_log_diff_phi_deriv_a", |x| math::log_diff_phi_deriv_a(x[0], x[1]);
    LogDiffPhiDerivB => "log_diff_Phi_deriv_b", 2, "wg_log_diff_phi_deriv_b", |x| math::log_diff_phi_deriv_b(x[0], x[1]);
    LgammaRatio => "lgamma_ratio", 2, "wg_lgamma_ratio", |x| math::lgamma_ratio(x[0], x[1]);
    DigammaRatio => "digamma_ratio", 2, "wg_digamma_ratio", |x| math::digamma_ratio(x[0], x[1]);
    CheckNotNan => "check_not_nan", 1, "wg_check_not_nan", |x| checked(Func::CheckNotNan, x);
    CheckFinite => "check_finite", 1, "wg_check_finite", |x| checked(Func::CheckFinite, x);
    CheckPositive => "check_positive", 1, "wg_check_positive", |x| checked(Func::CheckPositive, x);
    CheckPositiveFinite => "check_positive_finite", 1, "wg_check_positive_finite", |x| checked(Func::CheckPositiveFinite, x);
    CheckNonnegative => "check_nonnegative", 1, "wg_check_nonnegative", |x| checked(Func::CheckNonnegative, x);
    CheckUnitInterval => "check_unit_interval", 1, "wg_check_unit_interval", |x| checked(Func::CheckUnitInterval, x);
    CheckBounded => "check_bounded", 2, "wg_check_bounded", |x| checked(Func::CheckBounded, x);
    CheckGreater => "check_greater", 2, "wg_check_greater", |x| checked(Func::CheckGreater, x);
}

/// An argument check's value: 0 where `x` satisfies the rule, −inf where not.
fn checked(f: Func, x: &[f64]) -> f64 {
    if check::passes(f, x) {
        0.0
    } else {
        f64::NEG_INFINITY
    }
}

/// Stan's `sign`: −1, 0 or 1, NaN for NaN (and a signed zero for zero).
fn sign(x: f64) -> f64 {
    if x > 0.0 {
        1.0
    } else if x < 0.0 {
        -1.0
    } else {
        x * 0.0
    }
}

/// The pattern matching every argument check function (`check_*`), for exhaustive matches.
macro_rules! check_funcs {
    () => {
        Func::CheckNotNan
            | Func::CheckFinite
            | Func::CheckPositive
            | Func::CheckPositiveFinite
            | Func::CheckNonnegative
            | Func::CheckUnitInterval
            | Func::CheckBounded
            | Func::CheckGreater
    };
}
pub(crate) use check_funcs;

impl Func {
    /// An argument check (`check_*`): 0 where its argument satisfies Stan's rule, −inf where
    /// not (a rejected proposal), with zero derivative. See [`crate::ir::check`].
    pub fn is_check(&self) -> bool {
        matches!(self, check_funcs!())
    }
}
