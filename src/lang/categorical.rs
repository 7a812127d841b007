//! `categorical(y | theta)`, `categorical_logit(y | beta)`, `softmax(v)` and `log_softmax(v)`,
//! in the model (as IR) and on the host.
//!
//! * `categorical_lpmf(y | theta)` = Σ log theta[y_n]; theta must be a simplex (Stan's check:
//!   non-negative, summing to 1 within 1e-8, plus 1e-6 per element for the GPU's f32 sums, as
//!   for simplex transformed parameters), y in 1..K.
//! * `categorical_logit_lpmf(y | beta)` = Σ (beta[y_n] − log_sum_exp(beta)); beta must be
//!   finite (an infinite element makes the density NaN or −inf itself), y in 1..K.
//! * `softmax(v)` = exp(v − log_sum_exp(v)), `log_softmax(v)` = v − log_sum_exp(v).
//!
//! An outcome read from data is checked before sampling (an error naming the element) and
//! lowered as counts per category; any other outcome (an int that reads loop counters, such as
//! `y[n]`) is checked where it is read: out of 1..K, the log density is −inf (Stan rejects).
//! A data theta or beta is checked on the host; a theta that is not data by `check_*` terms.

use crate::ir::{BinOp, Expr as IrExpr, Func, Reduction, Shape, Stmt as IrStmt, Type};

use super::ast::Expr;
use super::diag::Diag;
use super::interp;
use super::lower::Lower;
use super::value::{Data, Value};

/// Stan's tolerance on the sum of a simplex.
const SIMPLEX_TOLERANCE: f64 = 1e-8;

fn name(logit: bool) -> &'static str {
    if logit {
        "categorical_logit"
    } else {
        "categorical"
    }
}

/// Why the parameter vector of a categorical fails Stan's check, if it does.
fn bad_parameter(logit: bool, x: &[f64]) -> Option<String> {
    if x.is_empty() {
        return Some("has no element (K must be at least 1)".into());
    }
    if logit {
        let bad = x.iter().position(|v| !v.is_finite())?;
        return Some(format!("beta[{}] is {}, but must be finite", bad + 1, x[bad]));
    }
    if let Some(bad) = x.iter().position(|v| v.is_nan() || *v < 0.0) {
        return Some(format!("theta[{}] is {}, but must be nonnegative", bad + 1, x[bad]));
    }
    let sum: f64 = x.iter().sum();
    ((sum - 1.0).abs() > SIMPLEX_TOLERANCE).then(|| format!("theta sums to {sum}, but must be a simplex"))
}

/// Why an outcome fails (the first element outside 1..k), if one does.
fn bad_outcome(ys: &[i64], k: usize) -> Option<String> {
    let bad = ys.iter().position(|&y| y < 1 || y > k as i64)?;
    let at = if ys.len() > 1 { format!("y[{}]", bad + 1) } else { "y".into() };
    Some(format!("{at} is {}, but must be in [1, {k}]", ys[bad]))
}

impl Lower {
    /// The log mass of `categorical(args[0] | args[1])` (`categorical_logit` when `logit`).
    pub fn categorical(&mut self, logit: bool, args: &[Expr], out: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let (y, p) = (&args[0], &args[1]);
        let what = format!("{}(y | {})", name(logit), if logit { "beta" } else { "theta" });
        if self.is_data(p) {
            if let Some(why) = bad_parameter(logit, &interp::eval(p, &self.env)?.reals()) {
                return Err(Diag::runtime(p.span, format!("{what}: {why}")));
            }
        }
        let x = self.expr(p, out)?;
        let x = self.to_real(x);
        let k = match self.infer(&x, p.span)?.shape {
            Shape::Vector(k) if k >= 1 => k,
            s => {
                return Err(Diag::ty(
                    p.span,
                    format!("{what}: the parameter must be a vector of size 1 at least, got {s:?}"),
                ))
            }
        };
        let theta = self.hold(x, p.span, out)?;
        if !logit && !self.is_data(p) {
            let checks = self.simplex_checks(theta);
            out.extend(checks);
        }
        let lse = if logit {
            let lse = self.local("lse__", Type::REAL, out);
            let value = IrExpr::Reduce(Reduction::LogSumExp, Box::new(IrExpr::Var(theta)));
            out.push(IrStmt::Assign { var: lse, index: vec![], value });
            Some(lse)
        } else {
            None
        };
        // The term of one outcome at a 0-based position.
        let term = |i: IrExpr| {
            let x = IrExpr::Index(theta, vec![i]);
            match lse {
                Some(lse) => IrExpr::binary(BinOp::Sub, x, IrExpr::Var(lse)),
                None => IrExpr::call1(Func::Log, x),
            }
        };
        if self.is_data(y) {
            let ys = match interp::eval(y, &self.env)?.data {
                Data::Int(v) => v,
                Data::Real(_) => return Err(Diag::ty(y.span, format!("{what}: the outcome must be an int"))),
            };
            if let Some(why) = bad_outcome(&ys, k) {
                return Err(Diag::runtime(y.span, format!("{what}: {why}")));
            }
            let mut counts = vec![0usize; k];
            ys.iter().for_each(|&v| counts[v as usize - 1] += 1);
            let terms = counts.iter().enumerate().filter(|(_, n)| **n > 0).map(|(c, &n)| {
                let t = term(IrExpr::Int(c as i64));
                if n == 1 {
                    t
                } else {
                    IrExpr::binary(BinOp::Mul, IrExpr::Real(n as f64), t)
                }
            });
            return Ok(terms.reduce(|a, b| IrExpr::binary(BinOp::Add, a, b)).unwrap_or(IrExpr::Real(0.0)));
        }
        if y.ty.dims > 0 {
            return Err(Diag::unsupported(y.span, format!("{what} of an int array that is not data")));
        }
        let yi = self.expr(y, out)?;
        let yi = IrExpr::Var(self.hold(yi, y.span, out)?);
        let lp = self.local("categorical__", Type::REAL, out);
        let inside = IrExpr::binary(
            BinOp::And,
            IrExpr::binary(BinOp::Ge, yi.clone(), IrExpr::Int(1)),
            IrExpr::binary(BinOp::Le, yi.clone(), IrExpr::Int(k as i64)),
        );
        let at = IrExpr::binary(BinOp::Sub, yi, IrExpr::Int(1));
        out.push(IrStmt::If {
            cond: inside,
            then: vec![IrStmt::Assign { var: lp, index: vec![], value: term(at) }],
            els: vec![IrStmt::Assign { var: lp, index: vec![], value: IrExpr::Real(f64::NEG_INFINITY) }],
        });
        Ok(IrExpr::Var(lp))
    }

    /// `softmax(a)` (`log_softmax(a)` when `log`) of a vector.
    pub fn softmax(&mut self, a: &Expr, log: bool, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let x = self.expr(a, pre)?;
        let x = self.to_real(x);
        match self.infer(&x, a.span)?.shape {
            Shape::Vector(n) if n >= 1 => {}
            s => return Err(Diag::runtime(a.span, format!("softmax needs a vector of size 1 at least, got {s:?}"))),
        }
        let v = self.hold(x, a.span, pre)?;
        let lse = self.local("lse__", Type::REAL, pre);
        let value = IrExpr::Reduce(Reduction::LogSumExp, Box::new(IrExpr::Var(v)));
        pre.push(IrStmt::Assign { var: lse, index: vec![], value });
        let shifted = IrExpr::binary(BinOp::Sub, IrExpr::Var(v), IrExpr::Var(lse));
        Ok(if log { shifted } else { IrExpr::call1(Func::Exp, shifted) })
    }
}

/// `softmax(v)` (`log_softmax(v)` when `log`) of a host vector.
pub fn host_softmax(v: &Value, log: bool) -> Result<Value, String> {
    let x = v.reals();
    if x.is_empty() {
        return Err("softmax needs a vector of size 1 at least".into());
    }
    let lse = x.iter().fold(f64::NEG_INFINITY, |s, &v| crate::math::log_sum_exp(s, v));
    let out = x.iter().map(|v| if log { v - lse } else { (v - lse).exp() }).collect();
    Ok(Value { data: Data::Real(out), ..v.clone() })
}

/// The log mass of `categorical(a[0] | a[1])` (`categorical_logit` when `logit`) on the host.
pub fn host_lpmf(logit: bool, a: &[Value]) -> Result<f64, String> {
    let (ys, x) = (&a[0], a[1].reals());
    let what = format!("{}(y | {})", name(logit), if logit { "beta" } else { "theta" });
    if let Some(why) = bad_parameter(logit, &x) {
        return Err(format!("{what}: {why}"));
    }
    let ys: Vec<i64> = match &ys.data {
        Data::Int(v) => v.clone(),
        Data::Real(_) => return Err(format!("{what}: the outcome must be an int")),
    };
    if let Some(why) = bad_outcome(&ys, x.len()) {
        return Err(format!("{what}: {why}"));
    }
    let lse = x.iter().fold(f64::NEG_INFINITY, |s, &v| crate::math::log_sum_exp(s, v));
    Ok(ys.iter().map(|&y| if logit { x[y as usize - 1] - lse } else { x[y as usize - 1].ln() }).sum())
}
