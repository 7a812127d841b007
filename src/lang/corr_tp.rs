//! `corr_matrix[K]` and `cov_matrix[K]` outside the parameters block: transformed parameters
//! (checked at the end of their block, as Stan checks them) and transformed data and
//! generated quantities (checked on the host, the error naming the variable).
//!
//! Stan's checks: symmetric (`|a[i,j] − a[j,i]| ≤ 1e-8`) and positive definite (a Cholesky
//! factorization with positive pivots), and for a correlation matrix a unit diagonal
//! (`|a[i,i] − 1| ≤ 1e-8`). In the model a failed check makes the log density −inf
//! (`check_*` terms, zero derivative), so the proposal is rejected. The GPU computes in f32:
//! the tolerances there add 1e-6 per row (a few f32 ulps of each product's sum), as for
//! simplex transformed parameters; a matrix so close to singular that its f32 Cholesky pivots
//! round to 0 or below (correlations within about 1e-7 of ±1) is rejected there, as f64
//! would not. Parameters of these types are not supported yet.
//!
//! `multiply_lower_tri_self_transpose(L)` (`L L'` of the lower triangle of L), the usual way
//! to build a correlation matrix from its Cholesky factor, is here too (model and host).

use crate::ir::{BinOp, Expr as IrExpr, Func, Shape as IrShape, Stmt as IrStmt, Type, VarId};

use super::ast::{Decl, Expr, Shape};
use super::diag::Diag;
use super::lower::Lower;
use super::value::Value;

/// Stan's tolerance of the symmetry and unit-diagonal checks.
const STAN_TOLERANCE: f64 = 1e-8;
/// Added to [`STAN_TOLERANCE`] per row in the model, for the GPU's f32 arithmetic.
const F32_PER_ROW: f64 = 1e-6;

/// `target += check(args)`.
fn check(f: Func, args: Vec<IrExpr>) -> IrStmt {
    IrStmt::Target(IrExpr::Call(f, args))
}

fn for_(var: VarId, hi: IrExpr, body: Vec<IrStmt>) -> IrStmt {
    IrStmt::For { var, lo: IrExpr::Int(0), hi, reverse: false, body }
}

/// Whether `x` is within Stan's tolerance of 0 (NaN is not).
fn within_tolerance(x: f64) -> bool {
    x.abs() <= STAN_TOLERANCE
}

/// Whether a declared shape is a checked matrix type.
pub fn is_checked_matrix(shape: Shape) -> bool {
    matches!(shape, Shape::CorrMatrix | Shape::CovMatrix)
}

/// Why the host matrix `v` (K×K, row-major) is not of the declared type `shape`, if it is not.
/// A matrix left unassigned (all NaN) passes where `nan_passes` (generated quantities).
pub fn host_violation(name: &str, shape: Shape, v: &Value, nan_passes: bool) -> Option<String> {
    if !is_checked_matrix(shape) || v.shape.len() != 2 {
        return None;
    }
    let (k, a) = (v.shape[0], v.reals());
    if nan_passes && a.iter().all(|x| x.is_nan()) {
        return None;
    }
    let at = |i: usize, j: usize| a[i * k + j];
    for i in 0..k {
        for j in 0..i {
            if !within_tolerance(at(i, j) - at(j, i)) {
                let (x, y) = (at(i, j), at(j, i));
                return Some(format!(
                    "{name} is not symmetric: {name}[{}, {}] = {x}, {name}[{}, {}] = {y}",
                    i + 1,
                    j + 1,
                    j + 1,
                    i + 1
                ));
            }
        }
        if shape == Shape::CorrMatrix && !within_tolerance(at(i, i) - 1.0) {
            let x = at(i, i);
            return Some(format!(
                "{name}[{}, {}] is {x}, but the diagonal of a correlation matrix must be 1",
                i + 1,
                i + 1
            ));
        }
    }
    let mut l = vec![0.0; k * k];
    for j in 0..k {
        let d = at(j, j) - (0..j).map(|m| l[j * k + m] * l[j * k + m]).sum::<f64>();
        if d.is_nan() || d <= 0.0 {
            return Some(format!("{name} is not positive definite"));
        }
        l[j * k + j] = d.sqrt();
        for i in j + 1..k {
            l[i * k + j] = (at(i, j) - (0..j).map(|m| l[i * k + m] * l[j * k + m]).sum::<f64>()) / l[j * k + j];
        }
    }
    None
}

/// Checks a host value of a declared corr_matrix or cov_matrix; the error names it.
pub fn check_host(d: &Decl, v: &Value, nan_passes: bool) -> Result<(), Diag> {
    match host_violation(&d.name, d.ty.shape, v, nan_passes) {
        Some(why) => Err(Diag::runtime(d.name_span, why)),
        None => Ok(()),
    }
}

/// `multiply_lower_tri_self_transpose(m)` of a host matrix: `L L'` with L the lower triangle
/// of m (diagonal included).
pub fn host_lower_tri_self_transpose(m: &Value) -> Result<Value, String> {
    let (r, c, a) = (m.shape[0], m.shape[1], m.reals());
    let low = |i: usize, k: usize| if k <= i { a[i * c + k] } else { 0.0 };
    let out = (0..r * r).map(|p| (0..c).map(|k| low(p / r, k) * low(p % r, k)).sum()).collect();
    Ok(Value { ty: m.ty, shape: vec![r, r], data: super::value::Data::Real(out) })
}

impl Lower {
    /// `multiply_lower_tri_self_transpose(a)` into a new local matrix.
    pub fn lower_tri_self_transpose(&mut self, a: &Expr, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let x = self.expr(a, pre)?;
        let x = self.to_real(x);
        let IrShape::Matrix(r, c) = self.infer(&x, a.span)?.shape else {
            return Err(Diag::ty(a.span, "multiply_lower_tri_self_transpose needs a matrix"));
        };
        if c <= r.saturating_sub(1) {
            return Err(Diag::unsupported(
                a.span,
                "multiply_lower_tri_self_transpose of a matrix with fewer columns than rows",
            ));
        }
        let m = self.hold(x, a.span, pre)?;
        let dest = self.local("llt__", Type::matrix(r, r), pre);
        let (i, j, k) = (self.counter(), self.counter(), self.counter());
        let mut cell = Vec::new();
        let s = self.local("llt_dot__", Type::REAL, &mut cell);
        cell.push(IrStmt::Assign { var: s, index: vec![], value: IrExpr::Real(0.0) });
        // Σ_{k ≤ j} m[i, k] m[j, k] for j ≤ i (k < c as c ≥ r), mirrored above the diagonal.
        let prod = IrExpr::binary(
            BinOp::Mul,
            IrExpr::Index(m, vec![IrExpr::Var(i), IrExpr::Var(k)]),
            IrExpr::Index(m, vec![IrExpr::Var(j), IrExpr::Var(k)]),
        );
        let hi = IrExpr::binary(BinOp::Add, IrExpr::Var(j), IrExpr::Int(1));
        cell.push(for_(k, hi, vec![IrStmt::AddAssign { var: s, index: vec![], value: prod }]));
        cell.push(IrStmt::Assign { var: dest, index: vec![IrExpr::Var(i), IrExpr::Var(j)], value: IrExpr::Var(s) });
        let mirror = IrStmt::Assign { var: dest, index: vec![IrExpr::Var(j), IrExpr::Var(i)], value: IrExpr::Var(s) };
        let off_diagonal = IrExpr::binary(BinOp::Ne, IrExpr::Var(i), IrExpr::Var(j));
        cell.push(IrStmt::If { cond: off_diagonal, then: vec![mirror], els: vec![] });
        let upto = IrExpr::binary(BinOp::Add, IrExpr::Var(i), IrExpr::Int(1));
        pre.push(for_(i, IrExpr::Int(r as i64), vec![for_(j, upto, cell)]));
        Ok(IrExpr::Var(dest))
    }

    /// Statements checking that the K×K transformed parameter `var` is a correlation matrix
    /// (`corr`) or a covariance matrix.
    pub fn matrix_checks(&mut self, var: VarId, corr: bool) -> Vec<IrStmt> {
        let IrShape::Matrix(k, _) = self.prog.var(var).ty.shape else { return Vec::new() };
        let tol = STAN_TOLERANCE + F32_PER_ROW * k as f64;
        let band = |x: IrExpr| {
            let shifted = IrExpr::binary(BinOp::Add, x, IrExpr::Real(tol));
            check(Func::CheckBounded, vec![shifted, IrExpr::Real(2.0 * tol)])
        };
        let (i, j) = (self.counter(), self.counter());
        let (vi, vj) = (IrExpr::Var(i), IrExpr::Var(j));
        let at = |a: &IrExpr, b: &IrExpr| IrExpr::Index(var, vec![a.clone(), b.clone()]);
        let mut row = vec![for_(j, vi.clone(), vec![band(IrExpr::binary(BinOp::Sub, at(&vi, &vj), at(&vj, &vi)))])];
        if corr {
            row.push(band(IrExpr::binary(BinOp::Sub, at(&vi, &vi), IrExpr::Real(1.0))));
        }
        let mut out = vec![for_(i, IrExpr::Int(k as i64), row)];
        let l = self.local("pd_check__", Type::matrix(k, k), &mut out);
        out.push(self.cholesky(var, l, k));
        let d = self.counter();
        let pivot = IrExpr::Index(l, vec![IrExpr::Var(d), IrExpr::Var(d)]);
        out.push(for_(d, IrExpr::Int(k as i64), vec![check(Func::CheckPositive, vec![pivot])]));
        out
    }
}
