//! Stan's transform of `cholesky_factor_corr[K]` parameters (Reference Manual, "Cholesky
//! factors of correlation matrices"), in scalar form.
//!
//! The K(K − 1)/2 unconstrained coordinates y fill the strict lower triangle row by row as
//! canonical partial correlations `z = tanh(y)`. Row 0 is `(1, 0, …)`; in row i ≥ 1, with
//! `r_{i,0} = 1` and `r_{i,j+1} = r_{i,j} − L[i,j]²` (what row i has left of its unit norm),
//! `L[i,j] = z_{ij} √r_{i,j}` for j < i and `L[i,i] = √r_{i,i}`. The log-Jacobian is
//! `Σ log(1 − z²) + Σ_{j<i} ½ log r_{i,j}` (the j = 0 terms are log 1 = 0). Here
//! `z = 2 inv_logit(2y) − 1` and `log(1 − z²) = log 4 + log_inv_logit(2y) + log1m_inv_logit(2y)`,
//! finite for every finite y. The remainders are a local matrix whose elements are each
//! assigned once, so the gradient pass needs no tape for them; rows are unrolled (K is known).

use super::expr::{BinOp, Expr, UnOp};
use super::func::Func;
use super::lower::{add_int, int};
use super::program::{Program, Stmt};
use super::types::{Type, VarId, VarKind};

/// Number of unconstrained coordinates of a K×K Cholesky factor of a correlation matrix.
pub fn free_len(k: usize) -> usize {
    k * k.saturating_sub(1) / 2
}

/// The size K of a K×K matrix of `len` elements.
pub fn side(len: usize) -> usize {
    (0..=len).find(|k| k * k >= len).unwrap_or(0)
}

fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
    Expr::binary(op, a, b)
}

fn at2(v: VarId, i: Expr, j: Expr) -> Expr {
    Expr::Index(v, vec![i, j])
}

/// A fresh loop counter and a fresh K×K remainder matrix (declared).
fn loop_and_rest(p: &mut Program, k: usize, out: &mut Vec<Stmt>) -> (VarId, VarId) {
    let name = p.fresh_name("j__");
    let j = p.add_var(name, Type::INT, VarKind::Loop);
    let name = p.fresh_name("rest__");
    let rest = p.add_var(name, Type::matrix(k, k), VarKind::Local);
    out.push(Stmt::Declare(rest));
    (j, rest)
}

/// `var[i, j] = 0` for j in lo..k.
fn zeros(p: &mut Program, var: VarId, i: usize, lo: usize, k: usize) -> Option<Stmt> {
    let name = p.fresh_name("j__");
    let j = p.add_var(name, Type::INT, VarKind::Loop);
    let body = vec![Stmt::Assign { var, index: vec![int(i), Expr::Var(j)], value: Expr::Real(0.0) }];
    (lo < k).then(|| Stmt::For { var: j, lo: int(lo), hi: int(k), reverse: false, body })
}

/// Statements setting the K×K factor `var` from `input[offset..offset + K(K − 1)/2]`, adding
/// the log-Jacobian to `target` when `jacobian` is set.
pub(super) fn constrain(
    p: &mut Program,
    var: VarId,
    input: VarId,
    offset: usize,
    k: usize,
    jacobian: bool,
) -> Vec<Stmt> {
    let mut out = vec![Stmt::Assign { var, index: vec![int(0), int(0)], value: Expr::Real(1.0) }];
    out.extend(zeros(p, var, 0, 1, k));
    if k < 2 {
        return out;
    }
    let (j, rest) = loop_and_rest(p, k, &mut out);
    for i in 1..k {
        out.push(Stmt::Assign { var: rest, index: vec![int(i), int(0)], value: Expr::Real(1.0) });
        let y2 = bin(BinOp::Mul, Expr::Real(2.0), Expr::elem(input, add_int(Expr::Var(j), offset + free_len(i))));
        let z =
            bin(BinOp::Sub, bin(BinOp::Mul, Expr::Real(2.0), Expr::call1(Func::InvLogit, y2.clone())), Expr::Real(1.0));
        let r = at2(rest, int(i), Expr::Var(j));
        let l = at2(var, int(i), Expr::Var(j));
        let mut body = vec![
            Stmt::Assign {
                var,
                index: vec![int(i), Expr::Var(j)],
                value: bin(BinOp::Mul, z, Expr::call1(Func::Sqrt, r.clone())),
            },
            Stmt::Assign {
                var: rest,
                index: vec![int(i), add_int(Expr::Var(j), 1)],
                value: bin(BinOp::Sub, r.clone(), Expr::call1(Func::Square, l)),
            },
        ];
        if jacobian {
            let logistic =
                bin(BinOp::Add, Expr::call1(Func::LogInvLogit, y2.clone()), Expr::call1(Func::Log1mInvLogit, y2));
            let tanh_term = bin(BinOp::Add, Expr::Real(4f64.ln()), logistic);
            let half_log_r = bin(BinOp::Mul, Expr::Real(0.5), Expr::call1(Func::Log, r));
            body.push(Stmt::Target(bin(BinOp::Add, tanh_term, half_log_r)));
        }
        out.push(Stmt::For { var: j, lo: int(0), hi: int(i), reverse: false, body });
        let diag = Expr::call1(Func::Sqrt, at2(rest, int(i), int(i)));
        out.push(Stmt::Assign { var, index: vec![int(i), int(i)], value: diag });
        out.extend(zeros(p, var, i, i + 1, k));
    }
    out
}

/// Statements writing the unconstrained coordinates of the factor `var` (K×K, already set) to
/// `out_var[offset..offset + K(K − 1)/2]`: `y = atanh(L[i,j] / √r_{i,j})`.
pub(super) fn unconstrain(p: &mut Program, var: VarId, out_var: VarId, offset: usize, k: usize) -> Vec<Stmt> {
    let mut out = Vec::new();
    if k < 2 {
        return out;
    }
    let (j, rest) = loop_and_rest(p, k, &mut out);
    for i in 1..k {
        out.push(Stmt::Assign { var: rest, index: vec![int(i), int(0)], value: Expr::Real(1.0) });
        let r = at2(rest, int(i), Expr::Var(j));
        let l = at2(var, int(i), Expr::Var(j));
        let z = bin(BinOp::Div, l.clone(), Expr::call1(Func::Sqrt, r.clone()));
        let neg_z = Expr::Unary(UnOp::Neg, Box::new(z.clone()));
        let atanh = bin(
            BinOp::Mul,
            Expr::Real(0.5),
            bin(BinOp::Sub, Expr::call1(Func::Log1p, z), Expr::call1(Func::Log1p, neg_z)),
        );
        let body = vec![
            Stmt::Assign { var: out_var, index: vec![add_int(Expr::Var(j), offset + free_len(i))], value: atanh },
            Stmt::Assign {
                var: rest,
                index: vec![int(i), add_int(Expr::Var(j), 1)],
                value: bin(BinOp::Sub, r, Expr::call1(Func::Square, l)),
            },
        ];
        out.push(Stmt::For { var: j, lo: int(0), hi: int(i), reverse: false, body });
    }
    out
}
