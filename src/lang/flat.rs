//! Arrays of more than two dimensions (`array[a, b, c] real`, `array[n, m] vector[k]`) in the
//! data and among the model's locals. The IR has scalars, vectors and matrices, so such an
//! array is stored flattened: a matrix of `a` rows of `b × c` elements, row-major as Stan
//! orders an array's elements. It is read and written one element at a time (`p[i, j, k]`);
//! slices and whole-array uses are refused with a located error. The first index is checked
//! by the IR as the matrix row; the others are checked here when they are constants, and
//! otherwise only together (an inner index outside its own dimension but inside the array
//! reads another element instead of stopping the run).

use crate::ir::{BinOp, Elem, Expr as IrExpr, Shape, Stmt as IrStmt, Type, VarId};

use super::ast::{Expr, ExprKind, Index};
use super::diag::{Diag, Span};
use super::lower::Lower;
use super::lower_expr::minus_one;
use super::types::{Base, SType};

/// The IR type holding a value of Stan type `ty` and full shape `shape` (array dimensions,
/// then a vector's or matrix's): scalars, vectors and matrices as themselves, anything of
/// more dimensions flattened into a matrix of `shape[0]` rows.
pub fn storage_type(ty: SType, shape: &[usize]) -> Type {
    let elem = if ty.base == Base::Int { Elem::Int } else { Elem::Real };
    let shape = match shape {
        [] => Shape::Scalar,
        [n] => Shape::Vector(*n),
        [r, c] => Shape::Matrix(*r, *c),
        [r, rest @ ..] => Shape::Matrix(*r, rest.iter().product()),
    };
    Type { elem, shape }
}

/// The refusal of a flattened array used or assigned other than one element at a time.
pub fn whole_use(span: Span) -> Diag {
    Diag::unsupported(
        span,
        "arrays of more than two dimensions other than one element at a time (index every dimension)",
    )
}

impl Lower {
    /// The logical shape of `var` when it is stored flattened.
    pub(super) fn flat_shape(&self, var: VarId) -> Option<&Vec<usize>> {
        self.flat.get(&var)
    }

    /// Records that `var` holds a value of `shape`, flattened when it has more than two
    /// dimensions.
    pub(super) fn note_shape(&mut self, var: VarId, shape: &[usize]) {
        if shape.len() > 2 {
            self.flat.insert(var, shape.to_vec());
        }
    }

    /// The refusal of `e` when it names a flattened array (used other than one element at a
    /// time).
    pub(super) fn whole_flat(&self, e: &Expr) -> Option<Diag> {
        let ExprKind::Var(name) = &e.kind else { return None };
        let sym = self.lookup(name)?;
        self.flat_shape(sym.var)?;
        Some(whole_use(e.span))
    }

    /// The 0-based (row, column) of element `index` of the flattened `var`.
    pub(super) fn flat_index(
        &mut self,
        var: VarId,
        index: &[Index],
        span: Span,
        pre: &mut Vec<IrStmt>,
    ) -> Result<Vec<IrExpr>, Diag> {
        let shape = self.flat.get(&var).cloned().unwrap_or_default();
        let single = index.iter().all(|i| matches!(i, Index::One(e) if e.ty.is_int()));
        if !single || index.len() != shape.len() {
            let m = "slices of arrays of more than two dimensions (index every dimension with an int)";
            return Err(Diag::unsupported(span, m));
        }
        let mut ix = Vec::new();
        for (i, &n) in index.iter().zip(&shape) {
            let Index::One(e) = i else { unreachable!("checked above") };
            let x = minus_one(self.expr(e, pre)?);
            if let IrExpr::Int(k) = x {
                if k < 0 || k >= n as i64 {
                    let m = format!("index {} out of range; expecting index to be between 1 and {n}", k + 1);
                    return Err(Diag::runtime(e.span, m));
                }
            }
            ix.push(x);
        }
        let mut column = ix.pop().expect("three or more indices");
        let mut stride = *shape.last().expect("three or more sizes");
        for (x, &n) in ix.drain(1..).rev().zip(shape[1..shape.len() - 1].iter().rev()) {
            column = IrExpr::binary(BinOp::Add, column, IrExpr::binary(BinOp::Mul, x, IrExpr::Int(stride as i64)));
            stride *= n;
        }
        Ok(vec![ix.pop().expect("the row"), column])
    }
}
