//! Container functions written as IR loops into a new local: `cumulative_sum` (a running
//! sum, each element assigned once), `rep_matrix`, `append_col`, `to_vector` of a matrix
//! (column-major, as Stan orders it) and `col` (a column at a data position, checked). The IR keeps row vectors as vectors, so `append_col`
//! of row vectors is `append_row`.

use crate::ir::{BinOp, Expr as IrExpr, Shape, Stmt as IrStmt, Type, VarId};

use super::ast::Expr;
use super::diag::{Diag, Span};
use super::interp;
use super::lower::Lower;
use super::types::Base;

// IR builders shared by the files that write Stan functions as IR loops.

pub(super) fn v(x: VarId) -> IrExpr {
    IrExpr::Var(x)
}

pub(super) fn bin(op: BinOp, a: IrExpr, b: IrExpr) -> IrExpr {
    IrExpr::binary(op, a, b)
}

pub(super) fn at(x: VarId, index: Vec<IrExpr>) -> IrExpr {
    IrExpr::Index(x, index)
}

pub(super) fn loop_over(k: VarId, n: usize, body: Vec<IrStmt>) -> IrStmt {
    IrStmt::For { var: k, lo: IrExpr::Int(0), hi: IrExpr::Int(n as i64), reverse: false, body }
}

pub(super) fn set(var: VarId, index: Vec<IrExpr>, value: IrExpr) -> IrStmt {
    IrStmt::Assign { var, index, value }
}

/// `(rows, cols)` of a lowered matrix, or of a vector as one column.
fn as_columns(shape: Shape) -> Option<(usize, usize)> {
    match shape {
        Shape::Vector(n) => Some((n, 1)),
        Shape::Matrix(r, c) => Some((r, c)),
        Shape::Scalar => None,
    }
}

impl Lower {
    /// A real argument lowered into a variable, with its shape.
    pub(super) fn held(&mut self, a: &Expr, pre: &mut Vec<IrStmt>) -> Result<(VarId, Shape), Diag> {
        let x = self.expr(a, pre)?;
        let x = self.to_real(x);
        let var = self.hold(x, a.span, pre)?;
        Ok((var, self.prog.var(var).ty.shape))
    }

    /// A size argument: data, evaluated now, not negative.
    pub(super) fn data_size(&mut self, a: &Expr, what: &str) -> Result<usize, Diag> {
        if !self.is_data(a) {
            return Err(Diag::needs_value(a, format!("{what} sizes that are not data")));
        }
        let n = interp::eval(a, &self.env)?.as_int().unwrap_or(-1);
        usize::try_from(n).map_err(|_| Diag::runtime(a.span, format!("{what}: negative size {n}")))
    }

    /// `col(m, j)`: column j (1-based, data, checked to be a column of m) of a matrix.
    pub fn column(&mut self, args: &[Expr], pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let (m, shape) = self.held(&args[0], pre)?;
        let Shape::Matrix(rows, cols) = shape else { return Err(Diag::ty(args[0].span, "col takes a matrix")) };
        if !self.is_data(&args[1]) {
            return Err(Diag::needs_value(&args[1], "col of a column that is not data"));
        }
        let j = interp::eval(&args[1], &self.env)?.as_int().unwrap_or(0);
        if !(1..=cols as i64).contains(&j) {
            return Err(Diag::runtime(args[1].span, format!("col: column {j} of a matrix of {cols} columns")));
        }
        let dest = self.local("col__", Type::vector(rows), pre);
        let i = self.counter();
        pre.push(loop_over(
            i,
            rows,
            vec![set(dest, vec![IrExpr::Var(i)], at(m, vec![IrExpr::Var(i), IrExpr::Int(j - 1)]))],
        ));
        Ok(IrExpr::Var(dest))
    }

    /// `cumulative_sum(x)` of a real vector, row vector or array.
    pub fn cumulative_sum(&mut self, a: &Expr, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        if a.ty.base == Base::Int {
            return Err(Diag::unsupported(a.span, "cumulative sums of ints that depend on loop variables"));
        }
        let (x, shape) = self.held(a, pre)?;
        let n = shape.len();
        let dest = self.local("cumsum__", Type::vector(n), pre);
        if n > 0 {
            pre.push(set(dest, vec![IrExpr::Int(0)], at(x, vec![IrExpr::Int(0)])));
            let i = self.counter();
            let prev = IrExpr::binary(BinOp::Sub, IrExpr::Var(i), IrExpr::Int(1));
            let sum = IrExpr::binary(BinOp::Add, at(dest, vec![prev]), at(x, vec![IrExpr::Var(i)]));
            let step = set(dest, vec![IrExpr::Var(i)], sum);
            pre.push(IrStmt::For {
                var: i,
                lo: IrExpr::Int(1),
                hi: IrExpr::Int(n as i64),
                reverse: false,
                body: vec![step],
            });
        }
        Ok(IrExpr::Var(dest))
    }

    /// `prod(x)` of a real container: the last of its running products (each element of
    /// which is assigned once), 1 when it is empty.
    pub fn prod(&mut self, a: &Expr, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let (x, shape) = self.held(a, pre)?;
        let n = match shape {
            Shape::Scalar => return Ok(IrExpr::Var(x)),
            Shape::Vector(n) => n,
            Shape::Matrix(..) => return Err(Diag::unsupported(a.span, "prod of a matrix that is not data")),
        };
        if n == 0 {
            return Ok(IrExpr::Real(1.0));
        }
        let running = self.local("prod__", Type::vector(n), pre);
        pre.push(set(running, vec![IrExpr::Int(0)], at(x, vec![IrExpr::Int(0)])));
        let i = self.counter();
        let prev = IrExpr::binary(BinOp::Sub, IrExpr::Var(i), IrExpr::Int(1));
        let product = IrExpr::binary(BinOp::Mul, at(running, vec![prev]), at(x, vec![IrExpr::Var(i)]));
        let step = set(running, vec![IrExpr::Var(i)], product);
        let hi = IrExpr::Int(n as i64);
        pre.push(IrStmt::For { var: i, lo: IrExpr::Int(1), hi, reverse: false, body: vec![step] });
        Ok(at(running, vec![IrExpr::Int(n as i64 - 1)]))
    }

    /// `rep_matrix(x, m, n)`, `rep_matrix(v, n)` (columns `v`) or `rep_matrix(rv, m)` (rows `rv`).
    pub fn rep_matrix(&mut self, args: &[Expr], pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let (i, j) = (self.counter(), self.counter());
        let (r, c, value) = if args.len() == 3 {
            let (r, c) = (self.data_size(&args[1], "rep_matrix")?, self.data_size(&args[2], "rep_matrix")?);
            let x = self.expr(&args[0], pre)?;
            (r, c, self.to_real(x))
        } else {
            let k = self.data_size(&args[1], "rep_matrix")?;
            let (x, shape) = self.held(&args[0], pre)?;
            match args[0].ty.base {
                Base::RowVector => (k, shape.len(), at(x, vec![IrExpr::Var(j)])),
                _ => (shape.len(), k, at(x, vec![IrExpr::Var(i)])),
            }
        };
        let dest = self.local("rep__", Type::matrix(r, c), pre);
        let cell = set(dest, vec![IrExpr::Var(i), IrExpr::Var(j)], value);
        pre.push(loop_over(i, r, vec![loop_over(j, c, vec![cell])]));
        Ok(IrExpr::Var(dest))
    }

    /// `append_col(a, b)` of matrices and vectors (a matrix) or of row vectors and reals.
    pub fn append_col(&mut self, args: &[Expr], span: Span, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        if !args.iter().any(|a| matches!(a.ty.base, Base::Matrix | Base::Vector)) {
            let xs = args.iter().map(|a| self.expr(a, pre)).collect::<Result<Vec<_>, _>>()?;
            let xs = xs.into_iter().map(|x| self.to_real(x)).collect();
            return Ok(IrExpr::Var(self.append_row(xs, args, pre)?));
        }
        let mut parts = Vec::new();
        for a in args {
            let (x, shape) = self.held(a, pre)?;
            parts.push((x, as_columns(shape).ok_or_else(|| Diag::ty(a.span, "expected a matrix or vector"))?));
        }
        let (r, c0, c1) = (parts[0].1 .0, parts[0].1 .1, parts[1].1 .1);
        if parts[1].1 .0 != r {
            let m = format!("size mismatch: append_col of {r} and {} rows", parts[1].1 .0);
            return Err(Diag::ty(span, m));
        }
        let dest = self.local("append__", Type::matrix(r, c0 + c1), pre);
        for (k, (x, (_, c))) in parts.into_iter().enumerate() {
            let (i, j) = (self.counter(), self.counter());
            let src = match self.prog.var(x).ty.shape {
                Shape::Vector(_) => at(x, vec![IrExpr::Var(i)]),
                _ => at(x, vec![IrExpr::Var(i), IrExpr::Var(j)]),
            };
            let col = IrExpr::binary(BinOp::Add, IrExpr::Var(j), IrExpr::Int(if k == 0 { 0 } else { c0 as i64 }));
            let cell = set(dest, vec![IrExpr::Var(i), col], src);
            pre.push(loop_over(i, r, vec![loop_over(j, c, vec![cell])]));
        }
        Ok(IrExpr::Var(dest))
    }

    /// `to_vector(x)`: a matrix read column by column; other arguments as they are.
    pub fn lower_to_vector(&mut self, a: &Expr, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        if a.ty.base != Base::Matrix {
            let x = self.expr(a, pre)?;
            return Ok(self.to_real(x));
        }
        let (m, shape) = self.held(a, pre)?;
        let Some((r, c)) = as_columns(shape) else { return Err(Diag::ty(a.span, "expected a matrix")) };
        let dest = self.local("to_vector__", Type::vector(r * c), pre);
        let (i, j) = (self.counter(), self.counter());
        let flat = IrExpr::binary(
            BinOp::Add,
            IrExpr::binary(BinOp::Mul, IrExpr::Var(j), IrExpr::Int(r as i64)),
            IrExpr::Var(i),
        );
        let cell = set(dest, vec![flat], at(m, vec![IrExpr::Var(i), IrExpr::Var(j)]));
        pre.push(loop_over(j, c, vec![loop_over(i, r, vec![cell])]));
        Ok(IrExpr::Var(dest))
    }
}
