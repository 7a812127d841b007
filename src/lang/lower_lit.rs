//! Lowering of container expressions, transposes and conditionals: `[a, b]` (a row vector,
//! or a matrix of row vectors), `{a, b}` (an array), `x'` and `c ? a : b`. The IR keeps
//! vectors and row vectors alike, so transposing one is free; a container is a local filled
//! element by element, a transposed matrix a local filled by two loops, a conditional a local
//! assigned in the branch taken.

use crate::ir::{Elem, Expr as IrExpr, Shape as IrShape, Stmt as IrStmt, Type};

use super::ast::{Expr, ExprKind};
use super::desugar_mat::{at, loop_over};
use super::diag::{Diag, Span};
use super::lower::Lower;
use super::types::{Base, SType};

impl Lower {
    /// `[a, b, ...]` or `{a, b, ...}` (the expression `e`) as a filled local.
    pub fn container(&mut self, items: &[Expr], e: &Expr, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let nested = matches!(e.kind, ExprKind::Array(_))
            && matches!(items[0].ty.base, Base::Vector | Base::RowVector | Base::Matrix);
        if nested {
            return Err(Diag::unsupported(e.span, "arrays of vectors or matrices"));
        }
        let elem = if e.ty.base == Base::Int { Elem::Int } else { Elem::Real };
        let mut xs = Vec::new();
        for a in items {
            let x = self.expr(a, pre)?;
            xs.push(if elem == Elem::Real { self.to_real(x) } else { x });
        }
        if items.iter().all(|a| a.ty.is_scalar()) {
            let v = self.local("lit__", Type { elem, shape: IrShape::Vector(xs.len()) }, pre);
            for (k, x) in xs.into_iter().enumerate() {
                pre.push(IrStmt::Assign { var: v, index: vec![IrExpr::Int(k as i64)], value: x });
            }
            return Ok(IrExpr::Var(v));
        }
        self.stack_rows(xs, elem, e.span, pre)
    }

    /// Rows of equal length stacked into a matrix local.
    fn stack_rows(&mut self, rows: Vec<IrExpr>, elem: Elem, span: Span, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let mut held = Vec::new();
        for x in rows {
            held.push(self.hold(x, span, pre)?);
        }
        let lengths: Vec<IrShape> = held.iter().map(|&r| self.prog.var(r).ty.shape).collect();
        let IrShape::Vector(c) = lengths[0] else { return Err(Diag::unsupported(span, "containers of matrices")) };
        if lengths.iter().any(|s| *s != IrShape::Vector(c)) {
            return Err(Diag::ty(span, "size mismatch: the rows of a container expression must have the same length"));
        }
        let m = self.local("lit__", Type { elem, shape: IrShape::Matrix(held.len(), c) }, pre);
        for (i, row) in held.into_iter().enumerate() {
            let j = self.counter();
            let cell = IrStmt::Assign {
                var: m,
                index: vec![IrExpr::Int(i as i64), IrExpr::Var(j)],
                value: at(row, vec![IrExpr::Var(j)]),
            };
            pre.push(loop_over(j, c, vec![cell]));
        }
        Ok(IrExpr::Var(m))
    }

    /// `a'`: the same IR value for a vector or row vector, a transposed local for a matrix.
    pub fn transpose(&mut self, a: &Expr, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let x = self.expr(a, pre)?;
        if a.ty != SType::MATRIX {
            return Ok(x);
        }
        let m = self.hold(x, a.span, pre)?;
        let ty = self.prog.var(m).ty;
        let IrShape::Matrix(r, c) = ty.shape else { return Err(Diag::ty(a.span, "expected a matrix")) };
        let t = self.local("transpose__", Type { elem: ty.elem, shape: IrShape::Matrix(c, r) }, pre);
        let (i, j) = (self.counter(), self.counter());
        let cell = IrStmt::Assign {
            var: t,
            index: vec![IrExpr::Var(j), IrExpr::Var(i)],
            value: at(m, vec![IrExpr::Var(i), IrExpr::Var(j)]),
        };
        pre.push(loop_over(i, r, vec![loop_over(j, c, vec![cell])]));
        Ok(IrExpr::Var(t))
    }
}

impl Lower {
    /// `c ? a : b` (the expression `e`): a local assigned in the branch taken, each branch's
    /// statements run only there (`i > 1 ? x[i - 1] : 0` never reads `x[0]`).
    pub fn conditional(
        &mut self,
        c: &Expr,
        a: &Expr,
        b: &Expr,
        e: &Expr,
        pre: &mut Vec<IrStmt>,
    ) -> Result<IrExpr, Diag> {
        let cond = self.expr(c, pre)?;
        let cond = self.truth(cond, c.span)?;
        let (mut then, mut els) = (Vec::new(), Vec::new());
        let mut x = self.expr(a, &mut then)?;
        let mut y = self.expr(b, &mut els)?;
        if e.ty.base != Base::Int {
            x = self.to_real(x);
            y = self.to_real(y);
        }
        let ty = self.infer(&x, a.span)?;
        let name = self.prog.fresh_name("cond__");
        let v = self.prog.add_var(name, ty, crate::ir::VarKind::Local);
        pre.push(IrStmt::Declare(v));
        for (body, value, span) in [(&mut then, x, a.span), (&mut els, y, b.span)] {
            let s = IrStmt::Assign { var: v, index: Vec::new(), value };
            self.check_assign(&s, span)?;
            body.push(s);
        }
        pre.push(IrStmt::If { cond, then, els });
        Ok(IrExpr::Var(v))
    }
}
