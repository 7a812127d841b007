//! `simplex[K]` transformed parameters (and arrays of them): plain vectors (matrix rows) while
//! the block runs, checked at its end as Stan checks them. Every element must be
//! non-negative and each simplex must sum to 1 within a tolerance; a failed check makes the
//! log density −inf (`check_*` terms, zero derivative), so the proposal is rejected.
//!
//! Stan's tolerance on the sum is 1e-8 in f64; the GPU sums K f32 values, each rounded to a
//! relative 2⁻²⁴, so the tolerance here adds 1e-6 per element (a few f32 ulps each).

use crate::ir::{BinOp, Expr as IrExpr, Func, Shape, Stmt as IrStmt, Type, VarId};

use super::lower::Lower;

/// Stan's tolerance on the sum of a simplex.
const STAN_TOLERANCE: f64 = 1e-8;
/// Added to [`STAN_TOLERANCE`] per element, for the f32 rounding of the GPU's sums.
const F32_PER_ELEMENT: f64 = 1e-6;

fn target_check(f: Func, args: Vec<IrExpr>) -> IrStmt {
    IrStmt::Target(IrExpr::Call(f, args))
}

impl Lower {
    /// Statements checking that the vector `var` (or each row of the matrix `var`) is a simplex.
    pub fn simplex_checks(&mut self, var: VarId) -> Vec<IrStmt> {
        let (rows, k) = match self.prog.var(var).ty.shape {
            Shape::Matrix(r, k) => (Some(r), k),
            s => (None, s.len()),
        };
        let tol = STAN_TOLERANCE + F32_PER_ELEMENT * k as f64;
        let row = rows.map(|_| self.counter());
        let at = |i: IrExpr| IrExpr::Index(var, row.map(IrExpr::Var).into_iter().chain([i]).collect());
        let mut body = Vec::new();
        let sum = self.local("simplex_sum__", Type::REAL, &mut body);
        body.push(IrStmt::Assign { var: sum, index: vec![], value: IrExpr::Real(0.0) });
        let i = self.counter();
        let each = vec![
            IrStmt::AddAssign { var: sum, index: vec![], value: at(IrExpr::Var(i)) },
            target_check(Func::CheckNonnegative, vec![at(IrExpr::Var(i))]),
        ];
        body.push(IrStmt::For { var: i, lo: IrExpr::Int(0), hi: IrExpr::Int(k as i64), reverse: false, body: each });
        let shifted = IrExpr::binary(BinOp::Add, IrExpr::Var(sum), IrExpr::Real(tol - 1.0));
        body.push(target_check(Func::CheckBounded, vec![shifted, IrExpr::Real(2.0 * tol)]));
        match (row, rows) {
            (Some(r), Some(n)) => {
                vec![IrStmt::For { var: r, lo: IrExpr::Int(0), hi: IrExpr::Int(n as i64), reverse: false, body }]
            }
            _ => body,
        }
    }
}
