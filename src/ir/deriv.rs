//! Partial derivatives of the primitive functions, as IR expressions.

use super::expr::{BinOp, Expr, UnOp};
use super::func::{check_funcs, Func};

const HALF_LOG_TWO_PI: f64 = 0.918_938_533_204_672_8;

fn b(op: BinOp, a: Expr, c: Expr) -> Expr {
    Expr::binary(op, a, c)
}
fn neg(a: Expr) -> Expr {
    Expr::Unary(UnOp::Neg, Box::new(a))
}
fn exp(a: Expr) -> Expr {
    Expr::call1(Func::Exp, a)
}
fn call1(f: Func, a: Expr) -> Expr {
    Expr::call1(f, a)
}
/// `1 / a`.
fn div1(a: Expr) -> Expr {
    b(BinOp::Div, r(1.0), a)
}
/// `(1 − a)(1 + a)`: 1 − a² without cancellation near |a| = 1.
fn one_minus_square(a: Expr) -> Expr {
    b(BinOp::Mul, b(BinOp::Sub, r(1.0), a.clone()), b(BinOp::Add, r(1.0), a))
}
fn r(x: f64) -> Expr {
    Expr::Real(x)
}
/// `log φ(x) − shift`: the log standard normal density, shifted.
fn log_density_minus(x: &Expr, shift: &Expr) -> Expr {
    let half_sq = b(BinOp::Mul, r(-0.5), Expr::call1(Func::Square, x.clone()));
    b(BinOp::Sub, b(BinOp::Sub, half_sq, r(HALF_LOG_TWO_PI)), shift.clone())
}

/// `∂f/∂args[k]` for each argument, in terms of the argument values `x` and the result `y`;
/// `None` for a function the gradient pass cannot differentiate.
pub fn partials(f: Func, x: &[Expr], y: &Expr) -> Option<Vec<Expr>> {
    let x0 = || x[0].clone();
    let one = |e: Expr| Some(vec![e]);
    match f {
        Func::Log => one(b(BinOp::Div, r(1.0), x0())),
        Func::Exp => one(y.clone()),
        Func::Log1p => one(b(BinOp::Div, r(1.0), b(BinOp::Add, r(1.0), x0()))),
        Func::Expm1 => one(b(BinOp::Add, y.clone(), r(1.0))),
        Func::Sqrt => one(b(BinOp::Div, r(0.5), y.clone())),
        Func::Square => one(b(BinOp::Mul, r(2.0), x0())),
        Func::Pow => Some(vec![
            b(BinOp::Mul, x[1].clone(), Expr::Call(Func::Pow, vec![x0(), b(BinOp::Sub, x[1].clone(), r(1.0))])),
            b(BinOp::Mul, y.clone(), Expr::call1(Func::Log, x0())),
        ]),
        Func::Fabs => one(Expr::call1(Func::Sign, x0())),
        Func::Sign => one(r(0.0)),
        Func::Lgamma => one(Expr::call1(Func::Digamma, x0())),
        Func::Digamma => None,
        Func::LogSumExp2 => {
            Some(vec![exp(b(BinOp::Sub, x0(), y.clone())), exp(b(BinOp::Sub, x[1].clone(), y.clone()))])
        }
        Func::Log1mExp => one(neg(b(BinOp::Div, r(1.0), Expr::call1(Func::Expm1, neg(x0()))))),
        Func::LogMix => {
            let w1 = exp(b(BinOp::Sub, x[1].clone(), y.clone()));
            let w2 = exp(b(BinOp::Sub, x[2].clone(), y.clone()));
            Some(vec![
                b(BinOp::Sub, w1.clone(), w2.clone()),
                b(BinOp::Mul, x0(), w1),
                b(BinOp::Mul, b(BinOp::Sub, r(1.0), x0()), w2),
            ])
        }
        Func::InvLogit => one(b(BinOp::Mul, y.clone(), b(BinOp::Sub, r(1.0), y.clone()))),
        Func::LogInvLogit => one(Expr::call1(Func::InvLogit, neg(x0()))),
        Func::Log1mInvLogit => one(neg(Expr::call1(Func::InvLogit, x0()))),
        Func::Logit => one(b(BinOp::Div, r(1.0), b(BinOp::Mul, x0(), b(BinOp::Sub, r(1.0), x0())))),
        Func::Tanh => one(b(BinOp::Sub, r(1.0), Expr::call1(Func::Square, y.clone()))),
        Func::Log10 => one(b(BinOp::Div, r(std::f64::consts::LOG10_E), x0())),
        Func::Sin => one(call1(Func::Cos, x0())),
        Func::Cos => one(neg(call1(Func::Sin, x0()))),
        Func::Tan => one(b(BinOp::Add, r(1.0), call1(Func::Square, y.clone()))),
        Func::Asin => one(div1(call1(Func::Sqrt, one_minus_square(x0())))),
        Func::Acos => one(neg(div1(call1(Func::Sqrt, one_minus_square(x0()))))),
        Func::Atan => one(div1(b(BinOp::Add, r(1.0), call1(Func::Square, x0())))),
        // ∂/∂y = x / (x² + y²), ∂/∂x = −y / (x² + y²) for atan2(y, x).
        Func::Atan2 => {
            let norm = b(BinOp::Add, call1(Func::Square, x0()), call1(Func::Square, x[1].clone()));
            Some(vec![b(BinOp::Div, x[1].clone(), norm.clone()), neg(b(BinOp::Div, x0(), norm))])
        }
        Func::Sinh => one(call1(Func::Cosh, x0())),
        Func::Cosh => one(call1(Func::Sinh, x0())),
        Func::Asinh => one(div1(call1(Func::Sqrt, b(BinOp::Add, call1(Func::Square, x0()), r(1.0))))),
        // 1 / sqrt((x − 1)(x + 1)): no cancellation of x² − 1 near x = 1.
        Func::Acosh => {
            let prod = b(BinOp::Mul, b(BinOp::Sub, x0(), r(1.0)), b(BinOp::Add, x0(), r(1.0)));
            one(div1(call1(Func::Sqrt, prod)))
        }
        Func::Atanh => one(div1(one_minus_square(x0()))),
        Func::Log2 => one(b(BinOp::Div, r(std::f64::consts::LOG2_E), x0())),
        Func::Exp2 => one(b(BinOp::Mul, r(std::f64::consts::LN_2), y.clone())),
        Func::Log1m => one(neg(div1(b(BinOp::Sub, r(1.0), x0())))),
        Func::Log1pExp => one(call1(Func::InvLogit, x0())),
        // log(e^a − e^b): ∂/∂a = −1 / expm1(b − a), ∂/∂b = −1 / expm1(a − b).
        Func::LogDiffExp => Some(vec![
            neg(div1(call1(Func::Expm1, b(BinOp::Sub, x[1].clone(), x0())))),
            neg(div1(call1(Func::Expm1, b(BinOp::Sub, x0(), x[1].clone())))),
        ]),
        Func::Cbrt => one(div1(b(BinOp::Mul, r(3.0), call1(Func::Square, y.clone())))),
        Func::Inv => one(neg(call1(Func::Square, y.clone()))),
        Func::InvSqrt => one(b(BinOp::Mul, r(-0.5), b(BinOp::Div, y.clone(), x0()))),
        Func::InvSquare => one(b(BinOp::Mul, r(-2.0), b(BinOp::Div, y.clone(), x0()))),
        // exp(x − e^x).
        Func::InvCloglog => one(exp(b(BinOp::Sub, x0(), exp(x0())))),
        // y (1 − y) (3 · 0.07056 x² + 1.5976).
        Func::PhiApprox => {
            let inner = b(BinOp::Add, b(BinOp::Mul, r(3.0 * 0.07056), call1(Func::Square, x0())), r(1.5976));
            one(b(BinOp::Mul, b(BinOp::Mul, y.clone(), b(BinOp::Sub, r(1.0), y.clone())), inner))
        }
        // 1 / φ(Φ⁻¹(p)) = exp(y² / 2 + log √(2π)).
        Func::InvPhi => one(exp(neg(log_density_minus(y, &r(0.0))))),
        Func::Erf => one(b(BinOp::Mul, r(std::f64::consts::FRAC_2_SQRT_PI), exp(neg(call1(Func::Square, x0()))))),
        Func::Erfc => one(b(BinOp::Mul, r(-std::f64::consts::FRAC_2_SQRT_PI), exp(neg(call1(Func::Square, x0()))))),
        Func::Fma => Some(vec![x[1].clone(), x0(), r(1.0)]),
        // The argument the result is (the first where both are equal, as Stan's fmax).
        Func::Fmax => {
            let first = Expr::ToReal(Box::new(b(BinOp::Ge, x0(), x[1].clone())));
            Some(vec![first.clone(), b(BinOp::Sub, r(1.0), first)])
        }
        Func::Fmin => {
            let first = Expr::ToReal(Box::new(b(BinOp::Le, x0(), x[1].clone())));
            Some(vec![first.clone(), b(BinOp::Sub, r(1.0), first)])
        }
        Func::Fdim => {
            let above = Expr::ToReal(Box::new(b(BinOp::Gt, x0(), x[1].clone())));
            Some(vec![above.clone(), neg(above)])
        }
        Func::Hypot => Some(vec![b(BinOp::Div, x0(), y.clone()), b(BinOp::Div, x[1].clone(), y.clone())]),
        // Piecewise constant: zero derivative (as Stan's).
        Func::Step | Func::Floor | Func::Ceil | Func::Round | Func::Trunc => one(r(0.0)),
        // A scaling by a constant of the arithmetic: 1 in f64, 2^29 in f32.
        Func::F64Tolerance => one(Expr::call1(Func::F64Tolerance, r(1.0))),
        // lbeta = lgamma(a) + lgamma(b) − lgamma(a + b).
        // digamma(a) − digamma(a + b) = −digamma_ratio(a, b), without its cancellation for a
        // large a (in f32 the direct difference loses the digits the derivative has).
        Func::Lbeta => Some(vec![
            b(BinOp::Sub, r(0.0), Expr::Call(Func::DigammaRatio, vec![x0(), x[1].clone()])),
            b(BinOp::Sub, r(0.0), Expr::Call(Func::DigammaRatio, vec![x[1].clone(), x0()])),
        ]),
        // lgamma(n + 1) − lgamma(k + 1) − lgamma(n − k + 1).
        Func::Lchoose => {
            let low = b(BinOp::Add, b(BinOp::Sub, x0(), x[1].clone()), r(1.0));
            let rest = call1(Func::Digamma, low.clone());
            Some(vec![
                Expr::Call(Func::DigammaRatio, vec![low, x[1].clone()]),
                b(BinOp::Sub, rest, call1(Func::Digamma, b(BinOp::Add, x[1].clone(), r(1.0)))),
            ])
        }
        // lgamma(x + 1) − lgamma(x − n + 1).
        Func::LogFallingFactorial => {
            let low = b(BinOp::Add, b(BinOp::Sub, x0(), x[1].clone()), r(1.0));
            let rest = call1(Func::Digamma, low.clone());
            Some(vec![Expr::Call(Func::DigammaRatio, vec![low, x[1].clone()]), rest])
        }
        // lgamma(x + n) − lgamma(x).
        Func::LogRisingFactorial => {
            let both = call1(Func::Digamma, b(BinOp::Add, x0(), x[1].clone()));
            Some(vec![Expr::Call(Func::DigammaRatio, vec![x0(), x[1].clone()]), both])
        }
        // x − log1p_exp(x) + log1m_exp(y − x) − log1p_exp(y).
        Func::LogInvLogitDiff => {
            let gap = div1(call1(Func::Expm1, b(BinOp::Sub, x0(), x[1].clone())));
            Some(vec![
                b(BinOp::Sub, b(BinOp::Add, r(1.0), gap.clone()), call1(Func::InvLogit, x0())),
                b(BinOp::Sub, neg(gap), call1(Func::InvLogit, x[1].clone())),
            ])
        }
        // 0 in the outcome; −1/ŷ for y ≠ 0, 1/(1 − ŷ) for y = 0, each denominator padded by
        // the other case's indicator (as multiply_log's) so that the unused one is 0, not 0/0.
        Func::BinaryLogLoss => {
            let hit = Expr::ToReal(Box::new(b(BinOp::Ne, x0(), r(0.0))));
            let miss = b(BinOp::Sub, r(1.0), hit.clone());
            let d = b(
                BinOp::Sub,
                b(BinOp::Div, miss.clone(), b(BinOp::Add, b(BinOp::Sub, r(1.0), x[1].clone()), hit.clone())),
                b(BinOp::Div, hit, b(BinOp::Add, x[1].clone(), miss)),
            );
            Some(vec![r(0.0), d])
        }
        // x / y, with 0 for x = 0 (where the value is 0 for every y, y = 0 included): the
        // denominator y + [x = 0] is exact for x ≠ 0 and at least 1 for x = 0.
        Func::MultiplyLog => {
            let x_is_zero = Expr::ToReal(Box::new(b(BinOp::Eq, x0(), r(0.0))));
            Some(vec![
                Expr::call1(Func::Log, x[1].clone()),
                b(BinOp::Div, x0(), b(BinOp::Add, x[1].clone(), x_is_zero)),
            ])
        }
        Func::Phi => one(exp(log_density_minus(&x[0], &r(0.0)))),
        // exp(log phi(x) - result) would cancel catastrophically far in the tails (both logs are
        // about -x^2/2): dedicated, tail-stable functions give these partials.
        Func::StdNormalLcdf => one(Expr::call1(Func::StdNormalLcdfDeriv, x0())),
        Func::StdNormalLccdf => one(neg(Expr::call1(Func::StdNormalLcdfDeriv, neg(x0())))),
        Func::LogDiffPhi => Some(vec![
            Expr::Call(Func::LogDiffPhiDerivA, vec![x0(), x[1].clone()]),
            Expr::Call(Func::LogDiffPhiDerivB, vec![x0(), x[1].clone()]),
        ]),
        // Derivatives themselves (like digamma): only gradient programs call them.
        Func::LgammaRatio => Some(vec![
            Expr::Call(Func::DigammaRatio, vec![x0(), x[1].clone()]),
            Expr::call1(Func::Digamma, b(BinOp::Add, x0(), x[1].clone())),
        ]),
        Func::StdNormalLcdfDeriv | Func::LogDiffPhiDerivA | Func::LogDiffPhiDerivB | Func::DigammaRatio => None,
        // 0 or −inf: flat wherever finite.
        check_funcs!() => Some(vec![r(0.0); f.arity()]),
    }
}
