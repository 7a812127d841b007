//! Stan functions the IR lacks, written as IR loops: `append_row`, `gp_exp_quad_cov`, `diag_matrix`,
//! `cholesky_decompose` (the Cholesky–Banachiewicz recurrence) and `multi_normal_cholesky`
//! (forward substitution and the log-determinant).

use crate::ir::{BinOp, Expr as IrExpr, Func, Shape, Stmt as IrStmt, Type, VarId};

use super::ast::Expr;
use super::builtins::Builtin;
use super::desugar_mat::{bin, set, v};
use super::diag::{Diag, Span};
use super::lower::Lower;

const HALF_LOG_TWO_PI: f64 = 0.918_938_533_204_672_8;

fn at(x: VarId, i: VarId) -> IrExpr {
    IrExpr::Index(x, vec![v(i)])
}
fn at2(x: VarId, i: VarId, j: VarId) -> IrExpr {
    IrExpr::Index(x, vec![v(i), v(j)])
}
fn call(f: Func, a: IrExpr) -> IrExpr {
    IrExpr::call1(f, a)
}
fn for_(var: VarId, lo: IrExpr, hi: IrExpr, body: Vec<IrStmt>) -> IrStmt {
    IrStmt::For { var, lo, hi, reverse: false, body }
}

impl Lower {
    /// `append_row(a, b)` of lowered vectors or scalars, into a new local vector.
    pub fn append_row(&mut self, xs: Vec<IrExpr>, args: &[Expr], pre: &mut Vec<IrStmt>) -> Result<VarId, Diag> {
        // A scalar, or a vector variable and its length.
        let mut parts: Vec<(IrExpr, Option<(VarId, usize)>)> = Vec::new();
        for (x, a) in xs.into_iter().zip(args) {
            match self.infer(&x, a.span)?.shape {
                Shape::Scalar => parts.push((x, None)),
                Shape::Vector(n) => parts.push((IrExpr::Int(0), Some((self.hold(x, a.span, pre)?, n)))),
                s => return Err(Diag::ty(a.span, format!("expected a vector or a scalar, got {s:?}"))),
            }
        }
        let len = parts.iter().map(|(_, vector)| vector.map_or(1, |(_, n)| n)).sum();
        let dest = self.local("append__", Type::vector(len), pre);
        let mut offset = 0;
        for (x, vector) in parts {
            let at_offset = |e: IrExpr| bin(BinOp::Add, e, IrExpr::Int(offset as i64));
            match vector {
                None => pre.push(set(dest, vec![IrExpr::Int(offset as i64)], x)),
                Some((src, n)) => {
                    let i = self.counter();
                    let copy = set(dest, vec![at_offset(v(i))], at(src, i));
                    pre.push(for_(i, IrExpr::Int(0), IrExpr::Int(n as i64), vec![copy]));
                }
            }
            offset += vector.map_or(1, |(_, n)| n);
        }
        Ok(dest)
    }

    /// Lowers the arguments of a matrix-valued function; returns the result type and them.
    pub fn matrix_result(
        &mut self,
        b: Builtin,
        args: &[Expr],
        span: Span,
        pre: &mut Vec<IrStmt>,
    ) -> Result<(Type, Vec<IrExpr>), Diag> {
        let mut xs = Vec::new();
        for a in args {
            let x = self.expr(a, pre)?;
            xs.push(self.to_real(x));
        }
        let first = self.hold(xs[0].clone(), args[0].span, pre)?;
        xs[0] = v(first);
        let n = match (b, self.prog.var(first).ty.shape) {
            (Builtin::CholeskyDecompose, Shape::Matrix(r, c)) if r == c => r,
            (Builtin::CholeskyDecompose, s) => {
                return Err(Diag::ty(
                    span,
                    format!("size mismatch: cholesky_decompose needs a square matrix, got {s:?}"),
                ))
            }
            (Builtin::GpExpQuadCov, Shape::Matrix(r, _)) => r,
            (_, s) => s.len(),
        };
        for (k, x) in xs.iter().enumerate().skip(1) {
            if !self.infer(x, args[k].span)?.is_scalar() {
                return Err(Diag::ty(args[k].span, "expected a scalar"));
            }
        }
        Ok((Type::matrix(n, n), xs))
    }

    /// Fills the n×n matrix variable `dest` with the value of `b` at the lowered `args`.
    pub fn fill_matrix(
        &mut self,
        b: Builtin,
        args: Vec<IrExpr>,
        dest: VarId,
        span: Span,
        out: &mut Vec<IrStmt>,
    ) -> Result<(), Diag> {
        let Shape::Matrix(n, _) = self.prog.var(dest).ty.shape else {
            return Err(Diag::ty(span, "expected a matrix"));
        };
        let n_ = IrExpr::Int(n as i64);
        let IrExpr::Var(a) = args[0] else { return Err(Diag::ty(span, "expected a variable")) };
        let (i, j) = (self.counter(), self.counter());
        match b {
            Builtin::GpExpQuadCov => {
                let (alpha, rho) = (args[1].clone(), args[2].clone());
                // Points are reals, or the rows of an array of vectors (squared distances).
                let d2 = match self.prog.var(a).ty.shape {
                    Shape::Matrix(_, d) => (0..d)
                        .map(|m| {
                            let (xi, xj) = (
                                IrExpr::Index(a, vec![v(i), IrExpr::Int(m as i64)]),
                                IrExpr::Index(a, vec![v(j), IrExpr::Int(m as i64)]),
                            );
                            call(Func::Square, bin(BinOp::Sub, xi, xj))
                        })
                        .reduce(|p, q| bin(BinOp::Add, p, q))
                        .unwrap_or(IrExpr::Real(0.0)),
                    _ => call(Func::Square, bin(BinOp::Sub, at(a, i), at(a, j))),
                };
                let e =
                    call(Func::Exp, bin(BinOp::Div, bin(BinOp::Mul, IrExpr::Real(-0.5), d2), call(Func::Square, rho)));
                let value = bin(BinOp::Mul, call(Func::Square, alpha), e);
                let inner = for_(j, IrExpr::Int(0), n_.clone(), vec![set(dest, vec![v(i), v(j)], value)]);
                out.push(for_(i, IrExpr::Int(0), n_, vec![inner]));
            }
            Builtin::DiagMatrix => {
                let same = bin(BinOp::Eq, v(i), v(j));
                let cell = IrStmt::If {
                    cond: same,
                    then: vec![set(dest, vec![v(i), v(j)], at(a, i))],
                    els: vec![set(dest, vec![v(i), v(j)], IrExpr::Real(0.0))],
                };
                let inner = for_(j, IrExpr::Int(0), n_.clone(), vec![cell]);
                out.push(for_(i, IrExpr::Int(0), n_, vec![inner]));
            }
            _ => out.push(self.cholesky(a, dest, n)),
        }
        Ok(())
    }

    /// `L = cholesky_decompose(A)`, column by column; every element of `L` assigned once.
    pub(super) fn cholesky(&mut self, a: VarId, l: VarId, n: usize) -> IrStmt {
        let (j, i, k, k2, u) = (self.counter(), self.counter(), self.counter(), self.counter(), self.counter());
        let mut body = vec![for_(u, IrExpr::Int(0), v(j), vec![set(l, vec![v(u), v(j)], IrExpr::Real(0.0))])];
        let s = self.local("chol_ss__", Type::REAL, &mut body);
        body.push(set(s, vec![], IrExpr::Real(0.0)));
        let sq = call(Func::Square, at2(l, j, k));
        body.push(for_(k, IrExpr::Int(0), v(j), vec![IrStmt::AddAssign { var: s, index: vec![], value: sq }]));
        body.push(set(l, vec![v(j), v(j)], call(Func::Sqrt, bin(BinOp::Sub, at2(a, j, j), v(s)))));
        let mut row = Vec::new();
        let t = self.local("chol_dot__", Type::REAL, &mut row);
        row.push(set(t, vec![], IrExpr::Real(0.0)));
        let prod = bin(BinOp::Mul, at2(l, i, k2), at2(l, j, k2));
        row.push(for_(k2, IrExpr::Int(0), v(j), vec![IrStmt::AddAssign { var: t, index: vec![], value: prod }]));
        row.push(set(l, vec![v(i), v(j)], bin(BinOp::Div, bin(BinOp::Sub, at2(a, i, j), v(t)), at2(l, j, j))));
        body.push(for_(i, bin(BinOp::Add, v(j), IrExpr::Int(1)), IrExpr::Int(n as i64), row));
        for_(j, IrExpr::Int(0), IrExpr::Int(n as i64), body)
    }

    /// `multi_normal_lpdf(y | mu, Sigma)` of a vector `y` or of each row of a matrix `y` (an
    /// array of vectors): `multi_normal_cholesky` with `L = cholesky_decompose(Sigma)`.
    pub fn multi_normal(
        &mut self,
        y: IrExpr,
        mu: IrExpr,
        sigma: IrExpr,
        propto: bool,
        span: Span,
        out: &mut Vec<IrStmt>,
    ) -> Result<IrExpr, Diag> {
        let sigma = self.hold(self.to_real(sigma), span, out)?;
        let n = match self.prog.var(sigma).ty.shape {
            Shape::Matrix(r, c) if r == c => r,
            s => return Err(Diag::ty(span, format!("size mismatch: multi_normal needs a square matrix, got {s:?}"))),
        };
        let l = self.local("mvn_chol__", Type::matrix(n, n), out);
        out.push(self.cholesky(sigma, l, n));
        let y = self.hold(self.to_real(y), span, out)?;
        let Shape::Matrix(m, k) = self.prog.var(y).ty.shape else {
            return self.multi_normal_cholesky(v(y), mu, v(l), propto, span, out);
        };
        let acc = self.local("mvn_sum__", Type::REAL, out);
        out.push(set(acc, vec![], IrExpr::Real(0.0)));
        let (r, j) = (self.counter(), self.counter());
        let mut body = Vec::new();
        let row = self.local("mvn_row__", Type::vector(k), &mut body);
        body.push(for_(j, IrExpr::Int(0), IrExpr::Int(k as i64), vec![set(row, vec![v(j)], at2(y, r, j))]));
        let lp = self.multi_normal_cholesky(v(row), mu, v(l), propto, span, &mut body)?;
        body.push(IrStmt::AddAssign { var: acc, index: vec![], value: lp });
        out.push(for_(r, IrExpr::Int(0), IrExpr::Int(m as i64), body));
        Ok(v(acc))
    }

    /// `multi_normal_cholesky_lpdf(y | mu, L)`: solve `L z = y − mu` by forward substitution;
    /// the density is `−½ z·z − Σ log L[i,i] − n/2 log 2π` (the constant dropped for `~`).
    pub fn multi_normal_cholesky(
        &mut self,
        y: IrExpr,
        mu: IrExpr,
        l: IrExpr,
        propto: bool,
        span: Span,
        out: &mut Vec<IrStmt>,
    ) -> Result<IrExpr, Diag> {
        let resid = bin(BinOp::Sub, self.to_real(y), self.to_real(mu));
        let r = self.hold(resid, span, out)?;
        let l = self.hold(l, span, out)?;
        let n = self.prog.var(r).ty.shape.len();
        if self.prog.var(l).ty.shape != Shape::Matrix(n, n) || self.prog.var(r).ty.shape != Shape::Vector(n) {
            let m = format!("size mismatch: multi_normal_cholesky needs a vector and an {n}x{n} matrix");
            return Err(Diag::ty(span, m));
        }
        let z = self.local("mvn_z__", Type::vector(n), out);
        let (i, k, d) = (self.counter(), self.counter(), self.counter());
        let mut body = Vec::new();
        let acc = self.local("mvn_acc__", Type::REAL, &mut body);
        body.push(set(acc, vec![], IrExpr::Real(0.0)));
        let prod = bin(BinOp::Mul, at2(l, i, k), at(z, k));
        body.push(for_(k, IrExpr::Int(0), v(i), vec![IrStmt::AddAssign { var: acc, index: vec![], value: prod }]));
        body.push(set(z, vec![v(i)], bin(BinOp::Div, bin(BinOp::Sub, at(r, i), v(acc)), at2(l, i, i))));
        out.push(for_(i, IrExpr::Int(0), IrExpr::Int(n as i64), body));
        let logdet = self.local("mvn_logdet__", Type::REAL, out);
        out.push(set(logdet, vec![], IrExpr::Real(0.0)));
        let log_diag = call(Func::Log, at2(l, d, d));
        let add = IrStmt::AddAssign { var: logdet, index: vec![], value: log_diag };
        out.push(for_(d, IrExpr::Int(0), IrExpr::Int(n as i64), vec![add]));
        let quad = bin(BinOp::Mul, IrExpr::Real(-0.5), IrExpr::Dot(Box::new(v(z)), Box::new(v(z))));
        let mut lp = bin(BinOp::Sub, quad, v(logdet));
        if !propto {
            lp = bin(BinOp::Sub, lp, IrExpr::Real(n as f64 * HALF_LOG_TWO_PI));
        }
        Ok(lp)
    }
}
