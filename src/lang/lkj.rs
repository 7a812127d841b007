//! `lkj_corr_cholesky(L | eta)` (in the model and on the host) and `diag_pre_multiply(v, m)`.
//!
//! The density of a K×K Cholesky factor of a correlation matrix (Stan Functions Reference,
//! "Cholesky LKJ correlation distribution"):
//! `log c(eta, K) + Σ_{k=2}^{K} (K − k + 2 eta − 2) log L[k, k]`, with Lewandowski, Kurowicka
//! and Joe's (2009, theorem 5) normalizer, as Stan's math library writes it:
//! `log c = (K − 1) lgamma(eta + (K − 1)/2) − Σ_{k=1}^{K−1} (k/2 log π + lgamma(eta + (K − 1 − k)/2))`.
//! `~` and `_lupdf` drop it when eta is data.
//!
//! Stan checks that eta is positive and that L is lower triangular: a data eta and a data L
//! before sampling (an error naming the argument), any other eta by a `check_positive` term;
//! an L that is not data must be a `cholesky_factor_corr` parameter (lower triangular by
//! construction).

use crate::ir::{BinOp, Constraint, Expr as IrExpr, Func, Shape, Stmt as IrStmt, Type, VarId};

use super::ast::{Expr, ExprKind};
use super::desugar_mat::{at, loop_over, set};
use super::diag::{Diag, Span};
use super::interp;
use super::lower::Lower;
use super::value::Value;

const LOG_PI: f64 = 1.144_729_885_849_400_2;

/// `log c(eta, K)` in f64.
pub fn lkj_constant(eta: f64, k: usize) -> f64 {
    let km1 = k.saturating_sub(1) as f64;
    let lg = |x: f64| Func::Lgamma.eval(&[x]);
    let mut c = km1 * lg(eta + 0.5 * km1);
    for j in 1..k {
        c -= 0.5 * j as f64 * LOG_PI + lg(eta + 0.5 * (km1 - j as f64));
    }
    c
}

/// `log c(eta, K)` as an IR expression of a non-data eta.
fn lkj_constant_expr(eta: &IrExpr, k: usize) -> IrExpr {
    let km1 = k.saturating_sub(1) as f64;
    let lg = |shift: f64| IrExpr::call1(Func::Lgamma, IrExpr::binary(BinOp::Add, eta.clone(), IrExpr::Real(shift)));
    let mut c = IrExpr::binary(BinOp::Mul, IrExpr::Real(km1), lg(0.5 * km1));
    for j in 1..k {
        c = IrExpr::binary(BinOp::Sub, c, lg(0.5 * (km1 - j as f64)));
    }
    let pis: f64 = (1..k).map(|j| 0.5 * j as f64 * LOG_PI).sum();
    IrExpr::binary(BinOp::Sub, c, IrExpr::Real(pis))
}

/// Why a data Cholesky factor or shape fails Stan's checks, if it does.
fn bad_args(l: Option<&[f64]>, k: usize, eta: Option<f64>) -> Option<String> {
    if let Some(eta) = eta.filter(|e| e.is_nan() || *e <= 0.0) {
        return Some(format!("eta is {eta}, but must be positive"));
    }
    let l = l?;
    let (i, j) = (0..k).flat_map(|i| (i + 1..k).map(move |j| (i, j))).find(|&(i, j)| l[i * k + j] != 0.0)?;
    Some(format!("L[{}, {}] is {}, but L must be lower triangular", i + 1, j + 1, l[i * k + j]))
}

/// The log-diagonal terms `Σ_{k=1}^{K−1} (K − k − 1 + 2 eta − 2) log L[k, k]` (0-based k).
fn diagonal_terms(k: usize, coef: impl Fn(f64) -> IrExpr, log_diag: impl Fn(usize) -> IrExpr) -> Option<IrExpr> {
    (1..k)
        .map(|d| IrExpr::binary(BinOp::Mul, coef((k - d - 1) as f64), log_diag(d)))
        .reduce(|a, b| IrExpr::binary(BinOp::Add, a, b))
}

impl Lower {
    /// The log density of `lkj_corr_cholesky(args[0] | args[1])`.
    pub fn lkj_corr_cholesky(&mut self, args: &[Expr], propto: bool, out: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let (l, eta) = (&args[0], &args[1]);
        let what = "lkj_corr_cholesky(L | eta)";
        let data_eta = if self.is_data(eta) { Some(interp::eval(eta, &self.env)?.as_real()) } else { None };
        let x = self.expr(l, out)?;
        let k = match self.infer(&x, l.span)?.shape {
            Shape::Matrix(r, c) if r == c => r,
            s => return Err(Diag::ty(l.span, format!("{what}: L must be a square matrix, got {s:?}"))),
        };
        let data_l = if self.is_data(l) { Some(interp::eval(l, &self.env)?.reals()) } else { None };
        if let Some(why) = bad_args(data_l.as_deref(), k, data_eta) {
            return Err(Diag::runtime(Span::join(l.span, eta.span), format!("{what}: {why}")));
        }
        if data_l.is_none() && !self.is_cholesky_corr_param(l) {
            let m = "lkj_corr_cholesky of an L that is neither data nor a cholesky_factor_corr parameter";
            return Err(Diag::unsupported(l.span, m));
        }
        let lv = self.hold(x, l.span, out)?;
        let log_diag =
            |d: usize| IrExpr::call1(Func::Log, IrExpr::Index(lv, vec![IrExpr::Int(d as i64), IrExpr::Int(d as i64)]));
        let (terms, constant) = match data_eta {
            Some(e) => {
                let terms = diagonal_terms(k, |c| IrExpr::Real(c + 2.0 * e - 2.0), log_diag);
                (terms, (!propto).then(|| IrExpr::Real(lkj_constant(e, k))))
            }
            None => {
                let ex = self.expr(eta, out)?;
                let ex = self.to_real(ex);
                let ev: VarId = self.hold(ex, eta.span, out)?;
                out.push(IrStmt::Target(IrExpr::Call(Func::CheckPositive, vec![IrExpr::Var(ev)])));
                let two_eta_m2 = IrExpr::binary(
                    BinOp::Sub,
                    IrExpr::binary(BinOp::Mul, IrExpr::Real(2.0), IrExpr::Var(ev)),
                    IrExpr::Real(2.0),
                );
                let coef = |c: f64| IrExpr::binary(BinOp::Add, IrExpr::Real(c), two_eta_m2.clone());
                (diagonal_terms(k, coef, log_diag), Some(lkj_constant_expr(&IrExpr::Var(ev), k)))
            }
        };
        let parts = terms.into_iter().chain(constant);
        Ok(parts.reduce(|a, b| IrExpr::binary(BinOp::Add, a, b)).unwrap_or(IrExpr::Real(0.0)))
    }

    /// Whether `e` names a `cholesky_factor_corr` parameter.
    fn is_cholesky_corr_param(&self, e: &Expr) -> bool {
        let ExprKind::Var(name) = &e.kind else { return false };
        self.lookup(name).is_some_and(|s| {
            self.prog.params.iter().any(|p| p.var == s.var && p.constraint == Constraint::CholeskyCorr)
        })
    }

    /// `diag_pre_multiply(v, m)`: row i of m times v[i], into a new local matrix.
    pub fn diag_pre_multiply(&mut self, args: &[Expr], pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let x = self.expr(&args[0], pre)?;
        let x = self.to_real(x);
        let m = self.expr(&args[1], pre)?;
        let m = self.to_real(m);
        let (xs, ms) = (self.infer(&x, args[0].span)?.shape, self.infer(&m, args[1].span)?.shape);
        let (r, c) = match (xs, ms) {
            (Shape::Vector(n), Shape::Matrix(r, c)) if n == r => (r, c),
            _ => {
                let msg = format!("size mismatch: diag_pre_multiply of a {xs:?} and a {ms:?}");
                return Err(Diag::ty(Span::join(args[0].span, args[1].span), msg));
            }
        };
        let (xv, mv) = (self.hold(x, args[0].span, pre)?, self.hold(m, args[1].span, pre)?);
        let dest = self.local("diag_pre__", Type { shape: Shape::Matrix(r, c), ..Type::REAL }, pre);
        let (i, j) = (self.counter(), self.counter());
        let (vi, vj) = (IrExpr::Var(i), IrExpr::Var(j));
        let value = IrExpr::binary(BinOp::Mul, at(xv, vec![vi.clone()]), at(mv, vec![vi.clone(), vj.clone()]));
        let cell = set(dest, vec![vi, vj], value);
        pre.push(loop_over(i, r, vec![loop_over(j, c, vec![cell])]));
        Ok(IrExpr::Var(dest))
    }
}

/// `lkj_corr_cholesky_lpdf(L | eta)` on the host, every term included.
pub fn host_lpdf(a: &[Value]) -> Result<f64, String> {
    let (l, eta) = (a[0].reals(), a[1].as_real());
    let k = a[0].shape.first().copied().unwrap_or(0);
    if a[0].shape.get(1) != Some(&k) {
        return Err("lkj_corr_cholesky(L | eta): L must be a square matrix".into());
    }
    if let Some(why) = bad_args(Some(&l), k, Some(eta)) {
        return Err(format!("lkj_corr_cholesky(L | eta): {why}"));
    }
    let terms: f64 = (1..k).map(|d| ((k - d - 1) as f64 + 2.0 * eta - 2.0) * l[d * k + d].ln()).sum();
    Ok(lkj_constant(eta, k) + terms)
}

/// `diag_pre_multiply(v, m)` on the host.
pub fn host_diag_pre_multiply(a: &[Value]) -> Result<Value, String> {
    let (v, m) = (a[0].reals(), a[1].reals());
    let (r, c) = (a[1].shape[0], a[1].shape[1]);
    if v.len() != r {
        return Err(format!("diag_pre_multiply: a vector of size {} and a matrix of {r} rows", v.len()));
    }
    let out = (0..r * c).map(|p| v[p / c] * m[p]).collect();
    Ok(Value { data: super::value::Data::Real(out), ..a[1].clone() })
}
