//! The f64 interpreter: runs a compiled program for one point (one chain).

use crate::ir::check::passes;
use crate::ir::{BinOp, CheckFailure, CheckSite};
use crate::text::element_name;

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

/// What a failed argument check does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Checks {
    /// A check on data alone is an error; any other adds −inf to the log density.
    Data,
    /// Every failed check is an error.
    All,
}

/// Runs the program's statements on `state`.
pub(super) fn run(
    c: &Compiled,
    data: &DataStore,
    state: &mut State,
    names: &dyn Fn(&Addr) -> String,
    checks: Checks,
) -> Result<(), EvalError> {
    let mut m = Machine { data, s: state, names, checks };
    m.block(&c.ops)
}

struct Machine<'a> {
    data: &'a DataStore,
    s: &'a mut State,
    names: &'a dyn Fn(&Addr) -> String,
    checks: Checks,
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
            Op::Check { site, args, element } => self.check(site, args, element.as_ref())?,
        }
        Ok(())
    }

    fn check(&mut self, site: &CheckSite, args: &[R], element: Option<&Addr>) -> Result<(), EvalError> {
        let values = args.iter().map(|a| self.real(a)).collect::<Result<Vec<f64>, _>>()?;
        if passes(site.rule.func, &values) {
            return Ok(());
        }
        if site.data || self.checks == Checks::All {
            let element = element.map(|a| self.element_name(a)).transpose()?;
            return Err(EvalError::Check(CheckFailure { site: *site, values, element }));
        }
        self.s.target = f64::NEG_INFINITY;
        Ok(())
    }

    /// `name[i, j]` with 1-based indices, as the user wrote them.
    fn element_name(&mut self, a: &Addr) -> Result<String, EvalError> {
        let k = self.offset(a)? - a.base;
        Ok(element_name(&(self.names)(a), &a.dims, k))
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
                f.eval(&xs[..args.len()])
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
            I::Neg(a) => {
                let x = self.int(a)?;
                x.checked_neg().ok_or(EvalError::IntOverflow { x: 0, op: "-", y: x })?
            }
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
        BinOp::Div | BinOp::Mod if y == 0 => return Err(EvalError::IntDivisionByZero),
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Mod => {
            let value = match op {
                BinOp::Add => x.checked_add(y),
                BinOp::Sub => x.checked_sub(y),
                BinOp::Mul => x.checked_mul(y),
                BinOp::Div => x.checked_div(y),
                _ => x.checked_rem(y),
            };
            value.ok_or(EvalError::IntOverflow { x, op: op.symbol(), y })?
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_overflow_is_an_error_as_in_the_front_end() {
        assert_eq!(int_op(BinOp::Add, 2, 3), Ok(5));
        assert_eq!(int_op(BinOp::Mod, -7, 2), Ok(-1));
        let overflow = int_op(BinOp::Mul, i64::MAX, 2).unwrap_err();
        assert_eq!(overflow.to_string(), format!("integer overflow in {} * 2", i64::MAX));
        assert!(matches!(int_op(BinOp::Div, i64::MIN, -1), Err(EvalError::IntOverflow { .. })));
        assert_eq!(int_op(BinOp::Div, 1, 0), Err(EvalError::IntDivisionByZero));
    }
}
