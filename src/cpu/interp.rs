//! The f64 interpreter: runs a compiled program for one point (one chain).

use crate::ir::{BinOp, Func};
use crate::math;

use super::compile::{Addr, Compiled, Op, I, R};
use super::EvalError;

/// Shared read-only data laid out as the compiled program expects.
#[derive(Debug, Clone, Default)]
pub(super) struct DataStore {
    pub reals: Vec<f64>,
    pub ints: Vec<i64>,
}

/// Per-point storage.
#[derive(Debug, Clone)]
pub(super) struct State {
    pub reals: Vec<f64>,
    pub ints: Vec<i64>,
    assigned: Vec<bool>,
    temps: Vec<f64>,
    pub target: f64,
}

impl State {
    pub fn new(c: &Compiled) -> State {
        State {
            reals: vec![0.0; c.n_reals],
            ints: vec![0; c.n_ints],
            assigned: vec![false; c.n_reals],
            temps: vec![f64::NAN; c.n_temps],
            target: 0.0,
        }
    }

    /// Clears everything but the storage size, for the next point.
    pub fn reset(&mut self) {
        self.reals.fill(0.0);
        self.ints.fill(0);
        self.assigned.fill(false);
        self.target = 0.0;
    }
}

/// Runs the program's statements on `state`.
pub(super) fn run(
    c: &Compiled,
    data: &DataStore,
    state: &mut State,
    names: &dyn Fn(&Addr) -> String,
) -> Result<(), EvalError> {
    let mut m = Machine { data, s: state, names };
    m.block(&c.ops)
}

struct Machine<'a> {
    data: &'a DataStore,
    s: &'a mut State,
    names: &'a dyn Fn(&Addr) -> String,
}

impl Machine<'_> {
    fn block(&mut self, ops: &[Op]) -> Result<(), EvalError> {
        for op in ops {
            self.op(op)?;
        }
        Ok(())
    }

    fn op(&mut self, op: &Op) -> Result<(), EvalError> {
        match op {
            Op::Declare { real, base, len } => {
                if *real {
                    self.s.reals[*base..base + len].fill(f64::NAN);
                    self.s.assigned[*base..base + len].fill(false);
                } else {
                    self.s.ints[*base..base + len].fill(0);
                }
            }
            Op::SetReal { dst, value, add, checked } => {
                let v = self.real(value)?;
                let k = self.offset(dst)?;
                if *add {
                    self.s.reals[k] += v;
                } else {
                    if *checked && std::mem::replace(&mut self.s.assigned[k], true) {
                        let at = k - dst.base;
                        return Err(EvalError::Reassigned { var: (self.names)(dst), element: at });
                    }
                    self.s.reals[k] = v;
                }
            }
            Op::SetInt { dst, value } => {
                let v = self.int(value)?;
                let k = self.offset(dst)?;
                self.s.ints[k] = v;
            }
            Op::Target(e) => self.s.target += self.real(e)?,
            Op::For { slot, lo, hi, reverse, body } => {
                let (lo, hi) = (self.int(lo)?, self.int(hi)?);
                let step = |m: &mut Self, i: i64| {
                    m.s.ints[*slot] = i;
                    m.block(body)
                };
                if *reverse {
                    for i in (lo..hi).rev() {
                        step(self, i)?;
                    }
                } else {
                    for i in lo..hi {
                        step(self, i)?;
                    }
                }
            }
            Op::If { cond, then, els } => {
                if self.int(cond)? != 0 {
                    self.block(then)?;
                } else {
                    self.block(els)?;
                }
            }
            Op::Let { temp, value } => self.s.temps[*temp] = self.real(value)?,
        }
        Ok(())
    }

    fn offset(&mut self, a: &Addr) -> Result<usize, EvalError> {
        let mut k = 0usize;
        for (i, (e, &n)) in a.idx.iter().zip(&a.dims).enumerate() {
            let v = self.int(e)?;
            if v < 0 || v as usize >= n {
                return Err(EvalError::IndexOutOfRange { var: (self.names)(a), position: i + 1, index: v, size: n });
            }
            k = k * n + v as usize;
        }
        Ok(a.base + k)
    }

    fn real(&mut self, e: &R) -> Result<f64, EvalError> {
        Ok(match e {
            R::Const(x) => *x,
            R::Store(a) => {
                let k = self.offset(a)?;
                self.s.reals[k]
            }
            R::Data(a) => self.data.reals[self.offset(a)?],
            R::Temp(t) => self.s.temps[*t],
            R::FromInt(i) => self.int(i)? as f64,
            R::Neg(a) => -self.real(a)?,
            R::Bin(op, a, b) => {
                let (x, y) = (self.real(a)?, self.real(b)?);
                match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    BinOp::Mul => x * y,
                    BinOp::Div => x / y,
                    other => unreachable!("{} on reals", other.symbol()),
                }
            }
            R::Call(f, args) => {
                let mut xs = [0.0; 3];
                for (slot, a) in xs.iter_mut().zip(args) {
                    *slot = self.real(a)?;
                }
                call(*f, &xs[..args.len()])
            }
        })
    }

    fn int(&mut self, e: &I) -> Result<i64, EvalError> {
        Ok(match e {
            I::Const(i) => *i,
            I::Store(a) => {
                let k = self.offset(a)?;
                self.s.ints[k]
            }
            I::Data(a) => self.data.ints[self.offset(a)?],
            I::Neg(a) => self.int(a)?.wrapping_neg(),
            I::Not(a) => (self.int(a)? == 0) as i64,
            I::Bin(op, a, b) => int_op(*op, self.int(a)?, self.int(b)?)?,
            I::Cmp(op, a, b) => {
                let (x, y) = (self.real(a)?, self.real(b)?);
                let t = match op {
                    BinOp::Eq => x == y,
                    BinOp::Ne => x != y,
                    BinOp::Lt => x < y,
                    BinOp::Le => x <= y,
                    BinOp::Gt => x > y,
                    BinOp::Ge => x >= y,
                    other => unreachable!("{} is no comparison", other.symbol()),
                };
                t as i64
            }
        })
    }
}

fn int_op(op: BinOp, x: i64, y: i64) -> Result<i64, EvalError> {
    Ok(match op {
        BinOp::Add => x.wrapping_add(y),
        BinOp::Sub => x.wrapping_sub(y),
        BinOp::Mul => x.wrapping_mul(y),
        BinOp::Div | BinOp::Mod if y == 0 => return Err(EvalError::IntDivisionByZero),
        BinOp::Div => x.wrapping_div(y),
        BinOp::Mod => x.wrapping_rem(y),
        BinOp::Eq => (x == y) as i64,
        BinOp::Ne => (x != y) as i64,
        BinOp::Lt => (x < y) as i64,
        BinOp::Le => (x <= y) as i64,
        BinOp::Gt => (x > y) as i64,
        BinOp::Ge => (x >= y) as i64,
        BinOp::And => (x != 0 && y != 0) as i64,
        BinOp::Or => (x != 0 || y != 0) as i64,
        BinOp::ElemMul | BinOp::ElemDiv => unreachable!("no elementwise ops in scalar form"),
    })
}

/// Evaluates a primitive function in f64.
pub fn call(f: Func, x: &[f64]) -> f64 {
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
        Func::Phi => math::phi(x[0]),
        Func::StdNormalLcdf => math::log_phi(x[0]),
        Func::StdNormalLccdf => math::log_phi_c(x[0]),
        Func::LogDiffPhi => math::log_diff_phi(x[0], x[1]),
        Func::StdNormalLcdfDeriv => math::log_phi_deriv(x[0]),
        Func::LogDiffPhiDerivA => math::log_diff_phi_deriv_a(x[0], x[1]),
        Func::LogDiffPhiDerivB => math::log_diff_phi_deriv_b(x[0], x[1]),
        Func::LgammaRatio => math::lgamma_ratio(x[0], x[1]),
        Func::DigammaRatio => math::digamma_ratio(x[0], x[1]),
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
