//! Bounds declared on transformed parameters (`real<lower=0> s`, `vector<lower=a, upper=b>[n] v`,
//! arrays of them): checked at the end of the block, as Stan checks them. Every element must
//! satisfy `lower <= x` and `x <= upper`; a failed check (NaN included) makes the log density
//! −inf (`check_nonnegative` terms on `x − lower` and `upper − x`, zero derivative), so the
//! proposal is rejected and an initial point is refused.
//!
//! A real transformed parameter that is NaN at the end of the block rejects the point too
//! (`check_not_nan`), as in Stan.
//!
//! A bound is a scalar (as for parameters), evaluated once after the block's last statement,
//! like Stan's generated check.

use crate::ir::{BinOp, Elem, Expr as IrExpr, Func, Shape, Stmt as IrStmt, VarId};

use super::ast::Decl;
use super::diag::Diag;
use super::lower::Lower;

impl Lower {
    /// Statements checking the bounds of the transformed parameter `var` declared by `d`.
    pub fn bound_checks(&mut self, var: VarId, d: &Decl) -> Result<Vec<IrStmt>, Diag> {
        let shape = self.prog.var(var).ty.shape;
        let mut out = Vec::new();
        let mut bounds = Vec::new();
        for (e, is_lower) in [(&d.ty.lower, true), (&d.ty.upper, false)] {
            let Some(e) = e else { continue };
            let x = self.expr(e, &mut out)?;
            let x = self.to_real(x);
            let ty = self.infer(&x, e.span)?;
            if ty.shape != Shape::Scalar {
                return Err(Diag::unsupported(e.span, format!("bounds of type {ty} (only scalar bounds)")));
            }
            let held = match x {
                IrExpr::Real(_) | IrExpr::Var(_) => x,
                x => IrExpr::Var(self.hold(x, e.span, &mut out)?),
            };
            bounds.push((held, is_lower));
        }
        out.extend(self.each_element(var, shape, |x| {
            let mut body = Vec::new();
            for (b, is_lower) in &bounds {
                let (hi, lo) = if *is_lower { (x.clone(), b.clone()) } else { (b.clone(), x.clone()) };
                let gap = IrExpr::binary(BinOp::Sub, hi, lo);
                body.push(IrStmt::Target(IrExpr::Call(Func::CheckNonnegative, vec![gap])));
            }
            body
        }));
        Ok(out)
    }

    /// Statements rejecting the point when an element of the real transformed parameter `var`
    /// is NaN, as Stan does at the end of the block (an element left unassigned included).
    pub fn not_nan_checks(&mut self, var: VarId) -> Vec<IrStmt> {
        let ty = self.prog.var(var).ty;
        if ty.elem != Elem::Real {
            return Vec::new();
        }
        self.each_element(var, ty.shape, |x| vec![IrStmt::Target(IrExpr::Call(Func::CheckNotNan, vec![x]))])
    }

    /// `body(element)` for every element of `var` (of `shape`), in loops.
    fn each_element(&mut self, var: VarId, shape: Shape, body: impl Fn(IrExpr) -> Vec<IrStmt>) -> Vec<IrStmt> {
        let (rows, cols) = match shape {
            Shape::Scalar => (None, None),
            Shape::Vector(n) => (None, Some(n)),
            Shape::Matrix(r, c) => (Some(r), Some(c)),
        };
        let (row, col) = (rows.map(|_| self.counter()), cols.map(|_| self.counter()));
        let index: Vec<IrExpr> = row.into_iter().chain(col).map(IrExpr::Var).collect();
        let at = if index.is_empty() { IrExpr::Var(var) } else { IrExpr::Index(var, index) };
        let body = body(at);
        let loop_over = |var: Option<VarId>, n: Option<usize>, body: Vec<IrStmt>| match (var, n) {
            (Some(v), Some(n)) => {
                vec![IrStmt::For { var: v, lo: IrExpr::Int(0), hi: IrExpr::Int(n as i64), reverse: false, body }]
            }
            _ => body,
        };
        loop_over(row, rows, loop_over(col, cols, body))
    }
}
