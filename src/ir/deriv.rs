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
