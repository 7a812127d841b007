//! `rep_array`, `segment`, `append_row` of matrices and row vectors, `quad_form_diag`, the
//! outer product `vector * row_vector` and `row_vector * matrix`, written as IR loops into a
//! new local. Sizes and positions must be data; a segment outside its argument, a negative
//! size or arguments of sizes that do not fit are errors, as in Stan. The IR keeps row vectors
//! as vectors and arrays of vectors as matrices (one row per vector).

use crate::ir::{BinOp, Expr as IrExpr, Shape, Stmt as IrStmt, Type, VarId};

use super::ast::Expr;
use super::desugar_mat::{at, loop_over, set};
use super::diag::{Diag, Span};
use super::host_seq;
use super::interp;
use super::lower::Lower;
use super::lower_expr::minus_one;

fn var(k: VarId) -> IrExpr {
    IrExpr::Var(k)
}

fn mul(a: IrExpr, b: IrExpr) -> IrExpr {
    IrExpr::binary(BinOp::Mul, a, b)
}

fn plus(e: IrExpr, k: usize) -> IrExpr {
    if k == 0 {
        return e;
    }
    IrExpr::binary(BinOp::Add, e, IrExpr::Int(k as i64))
}

/// `(rows, cols)` of a lowered row vector (one row) or matrix.
fn as_rows(shape: Shape) -> Option<(usize, usize)> {
    match shape {
        Shape::Vector(n) => Some((1, n)),
        Shape::Matrix(r, c) => Some((r, c)),
        Shape::Scalar => None,
    }
}

impl Lower {
    /// An argument lowered into a variable (ints kept), with its type.
    fn held_as_is(&mut self, a: &Expr, pre: &mut Vec<IrStmt>) -> Result<(VarId, Type), Diag> {
        let x = self.expr(a, pre)?;
        let v = self.hold(x, a.span, pre)?;
        Ok((v, self.prog.var(v).ty))
    }

    /// An int argument that must be data, evaluated now.
    fn data_int(&mut self, a: &Expr, what: &str) -> Result<i64, Diag> {
        if !self.is_data(a) {
            return Err(Diag::needs_value(a, format!("{what} arguments that are not data")));
        }
        interp::eval(a, &self.env)?.as_int().ok_or_else(|| Diag::ty(a.span, "expected an int"))
    }

    /// `rep_array(x, n)` of a scalar or of a vector, row vector or 1-D array, and
    /// `rep_array(x, m, n)` of a scalar (larger arrays have no IR form).
    pub fn rep_array(&mut self, args: &[Expr], span: Span, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let mut counts = Vec::new();
        for a in &args[1..] {
            counts.push(self.data_size(a, "rep_array")?);
        }
        let (x, ty) = self.held_as_is(&args[0], pre)?;
        let (i, j) = (self.counter(), self.counter());
        let (shape, index, value) = match (counts.as_slice(), ty.shape) {
            ([n], Shape::Scalar) => (Shape::Vector(*n), vec![var(i)], var(x)),
            ([m, n], Shape::Scalar) => (Shape::Matrix(*m, *n), vec![var(i), var(j)], var(x)),
            ([n], Shape::Vector(k)) => (Shape::Matrix(*n, k), vec![var(i), var(j)], at(x, vec![var(j)])),
            _ => return Err(Diag::unsupported(span, "arrays of more than two dimensions in the model")),
        };
        let dest = self.local("rep_array__", Type { elem: ty.elem, shape }, pre);
        let cell = set(dest, index, value);
        pre.push(match shape {
            Shape::Matrix(r, c) => loop_over(i, r, vec![loop_over(j, c, vec![cell])]),
            _ => loop_over(i, shape.len(), vec![cell]),
        });
        Ok(var(dest))
    }

    /// `segment(x, i, n)`: elements (or array rows) `i` to `i + n - 1` of x, for a data size
    /// n and a start i that is data or, inside loops over data bounds, checked at every
    /// iteration now.
    pub fn segment(&mut self, args: &[Expr], span: Span, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let n = self.data_int(&args[2], "segment")?;
        let (x, ty) = self.held_as_is(&args[0], pre)?;
        let size = match ty.shape {
            Shape::Vector(k) | Shape::Matrix(k, _) => k,
            Shape::Scalar => return Err(Diag::ty(args[0].span, "expected a vector, row vector or array")),
        };
        let start = self.segment_start(&args[1], size, n, span, pre)?;
        let n = n as usize;
        let (k, j) = (self.counter(), self.counter());
        let (shape, cell) = match ty.shape {
            Shape::Matrix(_, c) => (Shape::Matrix(n, c), Some(c)),
            _ => (Shape::Vector(n), None),
        };
        let dest = self.local("segment__", Type { elem: ty.elem, shape }, pre);
        let from = IrExpr::binary(BinOp::Add, var(k), start);
        pre.push(match cell {
            Some(c) => {
                let copy = set(dest, vec![var(k), var(j)], at(x, vec![from, var(j)]));
                loop_over(k, n, vec![loop_over(j, c, vec![copy])])
            }
            None => loop_over(k, n, vec![set(dest, vec![var(k)], at(x, vec![from]))]),
        });
        Ok(var(dest))
    }

    /// The 0-based start of `segment(x, i, n)` of `size` elements: a constant when `i` is
    /// data, else the lowered `i - 1` after every value it takes in the enclosing data loops
    /// has been checked.
    fn segment_start(
        &mut self,
        i: &Expr,
        size: usize,
        n: i64,
        span: Span,
        pre: &mut Vec<IrStmt>,
    ) -> Result<IrExpr, Diag> {
        let check = |i| host_seq::segment_start(size, i, n).map_err(|m| Diag::runtime(span, m));
        if self.is_data(i) {
            return Ok(IrExpr::Int(check(self.data_int(i, "segment")?)? as i64));
        }
        let values = self.loop_values(i).ok_or_else(|| Diag::needs_value(i, "segment arguments that are not data"))?;
        values.into_iter().try_for_each(|v| check(v).map(|_| ()))?;
        let x = self.expr(i, pre)?;
        Ok(minus_one(x))
    }

    /// `append_row(a, b)` of matrices and row vectors: a matrix of the rows of a, then of b.
    pub fn append_rows(&mut self, args: &[Expr], span: Span, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let mut parts = Vec::new();
        for a in args {
            let (x, shape) = self.held(a, pre)?;
            parts.push((x, as_rows(shape).ok_or_else(|| Diag::ty(a.span, "expected a matrix or row vector"))?));
        }
        let (r0, r1, c) = (parts[0].1 .0, parts[1].1 .0, parts[0].1 .1);
        if parts[1].1 .1 != c {
            let m = format!("size mismatch: append_row of {c} and {} columns", parts[1].1 .1);
            return Err(Diag::ty(span, m));
        }
        let dest = self.local("append__", Type::matrix(r0 + r1, c), pre);
        for (p, (x, (r, _))) in parts.into_iter().enumerate() {
            let (i, j) = (self.counter(), self.counter());
            let src = match self.prog.var(x).ty.shape {
                Shape::Vector(_) => at(x, vec![var(j)]),
                _ => at(x, vec![var(i), var(j)]),
            };
            let cell = set(dest, vec![plus(var(i), if p == 0 { 0 } else { r0 }), var(j)], src);
            pre.push(loop_over(i, r, vec![loop_over(j, c, vec![cell])]));
        }
        Ok(var(dest))
    }

    /// `quad_form_diag(m, v)`: element (i, j) is `v[i] * m[i, j] * v[j]`; m must be square
    /// and v as long as its rows.
    pub fn quad_form_diag(&mut self, args: &[Expr], span: Span, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let (m, ms) = self.held(&args[0], pre)?;
        let (v, vs) = self.held(&args[1], pre)?;
        let n = match (ms, vs) {
            (Shape::Matrix(r, c), Shape::Vector(k)) if r == c && k == r => r,
            _ => {
                let msg =
                    format!("size mismatch: quad_form_diag of a {ms:?} (square expected) and a {vs:?} of its size");
                return Err(Diag::ty(span, msg));
            }
        };
        let dest = self.local("quad_form_diag__", Type::matrix(n, n), pre);
        let (i, j) = (self.counter(), self.counter());
        let value = mul(mul(at(v, vec![var(i)]), at(m, vec![var(i), var(j)])), at(v, vec![var(j)]));
        pre.push(loop_over(i, n, vec![loop_over(j, n, vec![set(dest, vec![var(i), var(j)], value)])]));
        Ok(var(dest))
    }

    /// The outer product `x * y` of a lowered vector and row vector: element (i, j) is
    /// `x[i] * y[j]`.
    pub fn outer_product(&mut self, x: IrExpr, y: IrExpr, span: Span, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let (xv, yv) = (self.hold(x, span, pre)?, self.hold(y, span, pre)?);
        let (r, c) = (self.prog.var(xv).ty.shape.len(), self.prog.var(yv).ty.shape.len());
        let dest = self.local("outer__", Type::matrix(r, c), pre);
        let (i, j) = (self.counter(), self.counter());
        let value = mul(at(xv, vec![var(i)]), at(yv, vec![var(j)]));
        pre.push(loop_over(i, r, vec![loop_over(j, c, vec![set(dest, vec![var(i), var(j)], value)])]));
        Ok(var(dest))
    }

    /// `x * m` of a lowered row vector and matrix: the matrix transposed times x.
    pub fn row_times_matrix(
        &mut self,
        x: IrExpr,
        m: IrExpr,
        span: Span,
        pre: &mut Vec<IrStmt>,
    ) -> Result<IrExpr, Diag> {
        let mv = self.hold(m, span, pre)?;
        let Shape::Matrix(r, c) = self.prog.var(mv).ty.shape else { return Err(Diag::ty(span, "expected a matrix")) };
        let t = self.local("transpose__", Type::matrix(c, r), pre);
        let (i, j) = (self.counter(), self.counter());
        let cell = set(t, vec![var(j), var(i)], at(mv, vec![var(i), var(j)]));
        pre.push(loop_over(i, r, vec![loop_over(j, c, vec![cell])]));
        Ok(mul(var(t), x))
    }
}
