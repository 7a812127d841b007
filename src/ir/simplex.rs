//! Stan's stick-breaking transform of `simplex[K]` parameters (Reference Manual, "Unit
//! simplex"), in scalar form.
//!
//! With K − 1 unconstrained coordinates y and 0-based k < K − 1:
//! `z_k = inv_logit(y_k − log(K − 1 − k))`, `x_k = s_k z_k` where `s_k = 1 − Σ_{k'<k} x_k'`
//! is the stick left, and `x_{K−1} = s_{K−1}`. The log-Jacobian is
//! `Σ_k log(z_k) + log(1 − z_k) + log(s_k)`. The stick is a local vector whose elements are
//! each assigned once, so the gradient pass needs no tape for it.

use super::expr::{BinOp, Expr};
use super::func::Func;
use super::lower::{add_int, int};
use super::program::{Program, Stmt};
use super::types::{Shape, Type, VarId, VarKind};

/// A fresh loop counter and a fresh stick vector of `k` elements (declared, `s_0 = 1`).
fn loop_and_stick(p: &mut Program, k: usize, out: &mut Vec<Stmt>) -> (VarId, VarId) {
    let name = p.fresh_name("i__");
    let i = p.add_var(name, Type::INT, VarKind::Loop);
    let name = p.fresh_name("stick__");
    let stick = p.add_var(name, Type::vector(k), VarKind::Local);
    out.push(Stmt::Declare(stick));
    out.push(Stmt::Assign { var: stick, index: vec![int(0)], value: Expr::Real(1.0) });
    (i, stick)
}

/// `log(K − 1 − i)`, the centring of coordinate `i`.
fn log_centre(k: usize, i: VarId) -> Expr {
    let remaining = Expr::binary(BinOp::Sub, int(k - 1), Expr::Var(i));
    Expr::call1(Func::Log, Expr::ToReal(Box::new(remaining)))
}

/// A fresh loop counter over the rows of an array of simplexes.
fn row_loop(p: &mut Program) -> VarId {
    let name = p.fresh_name("row__");
    p.add_var(name, Type::INT, VarKind::Loop)
}

/// `[row.., i]`: the index of element `i` of a simplex, in its row of an array of them.
fn within(row: &[Expr], i: Expr) -> Vec<Expr> {
    row.iter().cloned().chain(std::iter::once(i)).collect()
}

/// The first unconstrained coordinate of row `r` of an array of simplexes of `k` elements.
fn row_base(offset: usize, r: VarId, k: usize) -> Expr {
    add_int(Expr::binary(BinOp::Mul, Expr::Var(r), int(k - 1)), offset)
}

/// Statements setting the simplex `var` (a vector of K elements, or an array of them as the
/// rows of a matrix) from `input[offset..]` (K − 1 coordinates a simplex), adding the
/// log-Jacobian to `target` when `jacobian` is set.
pub(super) fn constrain(
    p: &mut Program,
    var: VarId,
    input: VarId,
    offset: usize,
    shape: Shape,
    jacobian: bool,
) -> Vec<Stmt> {
    match shape {
        Shape::Matrix(m, k) => {
            let r = row_loop(p);
            let body = constrain_row(p, var, &[Expr::Var(r)], input, row_base(offset, r, k), k, jacobian);
            vec![Stmt::For { var: r, lo: int(0), hi: int(m), reverse: false, body }]
        }
        _ => constrain_row(p, var, &[], input, int(offset), shape.len(), jacobian),
    }
}

/// [`constrain`] for one simplex of `k` elements, at `var[row..]`, from `input[base..]`.
fn constrain_row(
    p: &mut Program,
    var: VarId,
    row: &[Expr],
    input: VarId,
    base: Expr,
    k: usize,
    jacobian: bool,
) -> Vec<Stmt> {
    let mut out = Vec::new();
    let (i, stick) = loop_and_stick(p, k, &mut out);
    let at = |e: Expr| Expr::elem(stick, e);
    let y = Expr::elem(input, Expr::binary(BinOp::Add, Expr::Var(i), base));
    let a = Expr::binary(BinOp::Sub, y, log_centre(k, i));
    let s = at(Expr::Var(i));
    let z = Expr::call1(Func::InvLogit, a.clone());
    let one_minus_z = Expr::call1(Func::InvLogit, Expr::Unary(super::expr::UnOp::Neg, Box::new(a.clone())));
    let mut body = vec![
        Stmt::Assign { var, index: within(row, Expr::Var(i)), value: Expr::binary(BinOp::Mul, s.clone(), z) },
        Stmt::Assign {
            var: stick,
            index: vec![add_int(Expr::Var(i), 1)],
            value: Expr::binary(BinOp::Mul, s.clone(), one_minus_z),
        },
    ];
    if jacobian {
        let logit_terms =
            Expr::binary(BinOp::Add, Expr::call1(Func::LogInvLogit, a.clone()), Expr::call1(Func::Log1mInvLogit, a));
        body.push(Stmt::Target(Expr::binary(BinOp::Add, logit_terms, Expr::call1(Func::Log, s))));
    }
    if k > 1 {
        out.push(Stmt::For { var: i, lo: int(0), hi: int(k - 1), reverse: false, body });
    }
    out.push(Stmt::Assign { var, index: within(row, int(k - 1)), value: at(int(k - 1)) });
    out
}

/// Statements writing the unconstrained coordinates of the simplex `var` (already set; a
/// vector or an array of them as matrix rows) to `out_var[offset..]`:
/// `y_k = logit(x_k / s_k) + log(K − 1 − k)`.
pub(super) fn unconstrain(p: &mut Program, var: VarId, out_var: VarId, offset: usize, shape: Shape) -> Vec<Stmt> {
    match shape {
        Shape::Matrix(m, k) if k >= 2 => {
            let r = row_loop(p);
            let body = unconstrain_row(p, var, &[Expr::Var(r)], out_var, row_base(offset, r, k), k);
            vec![Stmt::For { var: r, lo: int(0), hi: int(m), reverse: false, body }]
        }
        Shape::Matrix(..) => Vec::new(),
        _ => unconstrain_row(p, var, &[], out_var, int(offset), shape.len()),
    }
}

/// [`unconstrain`] for one simplex of `k` elements at `var[row..]`, into `out_var[base..]`.
fn unconstrain_row(p: &mut Program, var: VarId, row: &[Expr], out_var: VarId, base: Expr, k: usize) -> Vec<Stmt> {
    let mut out = Vec::new();
    if k < 2 {
        return out;
    }
    let (i, stick) = loop_and_stick(p, k, &mut out);
    let x = Expr::Index(var, within(row, Expr::Var(i)));
    let s = Expr::elem(stick, Expr::Var(i));
    let rest = Expr::binary(BinOp::Sub, s, x.clone());
    let logit = Expr::binary(BinOp::Sub, Expr::call1(Func::Log, x), Expr::call1(Func::Log, rest.clone()));
    let body = vec![
        Stmt::Assign {
            var: out_var,
            index: vec![Expr::binary(BinOp::Add, Expr::Var(i), base)],
            value: Expr::binary(BinOp::Add, logit, log_centre(k, i)),
        },
        Stmt::Assign { var: stick, index: vec![add_int(Expr::Var(i), 1)], value: rest },
    ];
    out.push(Stmt::For { var: i, lo: int(0), hi: int(k - 1), reverse: false, body });
    out
}
