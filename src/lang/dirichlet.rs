//! `dirichlet(theta | alpha)` in the model: `Σ (alpha − 1) log theta + lgamma(Σ alpha) −
//! Σ lgamma(alpha)`, the normalizer dropped by `~` and `_lupdf` when alpha is data.
//!
//! A data concentration is checked (positive and finite) and its normalizer computed once on
//! the host; any other is checked by `check_positive_finite` terms (−inf, a rejected
//! proposal, where it fails). The outcome must be data (checked to be a simplex) or a simplex
//! parameter or transformed parameter, whole or a row of an array of them, so it is a simplex
//! by construction or by its check.

use crate::ir::{BinOp, Constraint, Expr as IrExpr, Func, Reduction, Shape, Stmt as IrStmt, VarId};

use super::ast::{Expr, ExprKind, Index};
use super::diag::{Diag, Span};
use super::interp;
use super::lower::Lower;

/// How far from 1 the sum of a data simplex may be (Stan's tolerance).
const SIMPLEX_TOLERANCE: f64 = 1e-8;

impl Lower {
    /// The log density of `dirichlet(args[0] | args[1])`.
    pub fn dirichlet(
        &mut self,
        args: &[Expr],
        propto: bool,
        span: Span,
        out: &mut Vec<IrStmt>,
    ) -> Result<IrExpr, Diag> {
        let (theta, alpha) = (&args[0], &args[1]);
        // The concentration's values when it is data (checked now), else `None`.
        let data_alpha = if self.is_data(alpha) {
            let a = interp::eval(alpha, &self.env)?.reals();
            if let Some(bad) = a.iter().find(|x| !(x.is_finite() && **x > 0.0)) {
                let m = format!("dirichlet: the concentration has the element {bad}, but must be positive and finite");
                return Err(Diag::runtime(alpha.span, m));
            }
            Some(a)
        } else {
            None
        };
        if self.is_data(theta) {
            let t = interp::eval(theta, &self.env)?.reals();
            let sum: f64 = t.iter().sum();
            if t.iter().any(|x| x.is_nan() || *x < 0.0) || (sum - 1.0).abs() > SIMPLEX_TOLERANCE {
                return Err(Diag::runtime(theta.span, format!("dirichlet: the outcome {t:?} is not a simplex")));
            }
        } else if !self.is_declared_simplex(theta) {
            let m = "dirichlet of an outcome that is neither data nor declared a simplex";
            return Err(Diag::unsupported(theta.span, m));
        }
        let x = self.expr(theta, out)?;
        let x = self.to_real(x);
        let conc = self.expr(alpha, out)?;
        let conc = self.to_real(conc);
        let (xs, cs) = (self.infer(&x, theta.span)?.shape, self.infer(&conc, alpha.span)?.shape);
        let n = match (xs, cs) {
            (Shape::Vector(n), Shape::Vector(m)) if n == m => n,
            _ => {
                let m = format!(
                    "size mismatch: dirichlet of an outcome of shape {xs:?} and a concentration of shape {cs:?}"
                );
                return Err(Diag::ty(span, m));
            }
        };
        let weights = IrExpr::binary(BinOp::Sub, conc.clone(), IrExpr::Real(1.0));
        let log_x = IrExpr::call1(Func::Log, x);
        let mut lp = IrExpr::Reduce(Reduction::Sum, Box::new(IrExpr::binary(BinOp::ElemMul, weights, log_x)));
        match data_alpha {
            Some(a) if !propto && n > 0 => {
                let lgamma = |v: f64| Func::Lgamma.eval(&[v]);
                let constant = lgamma(a.iter().sum()) - a.iter().map(|&v| lgamma(v)).sum::<f64>();
                lp = IrExpr::binary(BinOp::Add, lp, IrExpr::Real(constant));
            }
            Some(_) => {}
            None => {
                let c = self.hold(conc, alpha.span, out)?;
                out.push(self.positive_finite_checks(c, n));
                let sum = IrExpr::Reduce(Reduction::Sum, Box::new(IrExpr::Var(c)));
                let lgammas = IrExpr::Reduce(Reduction::Sum, Box::new(IrExpr::call1(Func::Lgamma, IrExpr::Var(c))));
                let normalizer = IrExpr::binary(BinOp::Sub, IrExpr::call1(Func::Lgamma, sum), lgammas);
                lp = IrExpr::binary(BinOp::Add, lp, normalizer);
            }
        }
        Ok(lp)
    }

    /// Whether `e` is a simplex parameter or transformed parameter (checked to be one), or one
    /// row `p[i]` of an array of them.
    fn is_declared_simplex(&self, e: &Expr) -> bool {
        let is_simplex = |name: &str| {
            self.lookup(name).is_some_and(|s| {
                self.param_constraint(s.var) == Some(&Constraint::Simplex) || self.simplex_tps.contains(&s.var)
            })
        };
        match &e.kind {
            ExprKind::Var(name) => e.ty.dims == 0 && is_simplex(name),
            ExprKind::Index(base, index) => match (&base.kind, index.as_slice()) {
                (ExprKind::Var(name), [Index::One(i)]) => i.ty.is_int() && base.ty.dims == 1 && is_simplex(name),
                _ => false,
            },
            _ => false,
        }
    }

    /// `target += check_positive_finite(c[i])` for each of the `n` elements of `c`: −inf, and
    /// a rejected proposal, where a concentration that is not data is not positive and finite.
    fn positive_finite_checks(&mut self, c: VarId, n: usize) -> IrStmt {
        let i = self.counter();
        let check =
            IrStmt::Target(IrExpr::Call(Func::CheckPositiveFinite, vec![IrExpr::Index(c, vec![IrExpr::Var(i)])]));
        IrStmt::For { var: i, lo: IrExpr::Int(0), hi: IrExpr::Int(n as i64), reverse: false, body: vec![check] }
    }

    fn param_constraint(&self, var: VarId) -> Option<&Constraint> {
        self.prog.params.iter().find(|p| p.var == var).map(|p| &p.constraint)
    }
}
