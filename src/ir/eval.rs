//! The f64 evaluation of the primitive functions: the reference of both backends (the CPU
//! interpreter calls it, the GPU prelude is tested against it) and of the front end's host
//! evaluation of data.

use super::check;
use super::expr::{check_funcs, Func};
use crate::math;

/// Evaluates a primitive function in f64.
fn call(f: Func, x: &[f64]) -> f64 {
    match f {
        Func::Log => x[0].ln(),
        Func::Exp => x[0].exp(),
        Func::Log1p => x[0].ln_1p(),
        Func::Expm1 => x[0].exp_m1(),
        Func::Sqrt => x[0].sqrt(),
        Func::Square => x[0] * x[0],
        Func::Pow => x[0].powf(x[1]),
        Func::Fabs => x[0].abs(),
        Func::Sign => sign(x[0]),
        Func::Lgamma => math::lgamma(x[0]),
        Func::Digamma => math::digamma(x[0]),
        Func::LogSumExp2 => math::log_sum_exp(x[0], x[1]),
        Func::Log1mExp => math::log1m_exp(x[0]),
        Func::LogMix => math::log_sum_exp(x[0].ln() + x[1], (-x[0]).ln_1p() + x[2]),
        Func::InvLogit => math::inv_logit(x[0]),
        Func::LogInvLogit => math::log_inv_logit(x[0]),
        Func::Log1mInvLogit => math::log1m_inv_logit(x[0]),
        Func::Logit => math::logit(x[0]),
        Func::Tanh => x[0].tanh(),
        Func::Log10 => x[0].log10(),
        Func::MultiplyLog => math::multiply_log(x[0], x[1]),
        Func::Phi => math::phi(x[0]),
        Func::StdNormalLcdf => math::log_phi(x[0]),
        Func::StdNormalLccdf => math::log_phi_c(x[0]),
        Func::LogDiffPhi => math::log_diff_phi(x[0], x[1]),
        Func::StdNormalLcdfDeriv => math::log_phi_deriv(x[0]),
        Func::LogDiffPhiDerivA => math::log_diff_phi_deriv_a(x[0], x[1]),
        Func::LogDiffPhiDerivB => math::log_diff_phi_deriv_b(x[0], x[1]),
        Func::LgammaRatio => math::lgamma_ratio(x[0], x[1]),
        Func::DigammaRatio => math::digamma_ratio(x[0], x[1]),
        check_funcs!() => {
            if check::passes(f, x) {
                0.0
            } else {
                f64::NEG_INFINITY
            }
        }
    }
}

fn sign(x: f64) -> f64 {
    if x > 0.0 {
        1.0
    } else if x < 0.0 {
        -1.0
    } else {
        x * 0.0
    }
}

impl Func {
    /// Evaluates the function in f64 (the reference the GPU prelude is tested against).
    pub fn eval(&self, args: &[f64]) -> f64 {
        call(*self, args)
    }
}
