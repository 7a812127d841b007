//! `dirichlet(theta | alpha)` in the model: `Σ (alpha − 1) log theta`, plus
//! `lgamma(Σ alpha) − Σ lgamma(alpha)` unless the density is proportional (`~`, `_lupdf`).
//!
//! The concentration must be data: it is checked (positive and finite) and its constant
//! computed once on the host. The outcome must be data (checked to be a simplex) or a
//! simplex parameter, whole or a row of an array of them, so it is a simplex by construction.

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
        if !self.is_data(alpha) {
            return Err(Diag::unsupported(alpha.span, "dirichlet with a concentration that is not data"));
        }
        let a = interp::eval(alpha, &self.env)?.reals();
        if let Some(bad) = a.iter().find(|x| !(x.is_finite() && **x > 0.0)) {
            let m = format!("dirichlet: the concentration has the element {bad}, but must be positive and finite");
            return Err(Diag::runtime(alpha.span, m));
        }
        if self.is_data(theta) {
            let t = interp::eval(theta, &self.env)?.reals();
            let sum: f64 = t.iter().sum();
            if t.iter().any(|x| x.is_nan() || *x < 0.0) || (sum - 1.0).abs() > SIMPLEX_TOLERANCE {
                return Err(Diag::runtime(theta.span, format!("dirichlet: the outcome {t:?} is not a simplex")));
            }
        } else if !self.is_simplex_param(theta) {
            let m = "dirichlet of an outcome that is neither data nor a simplex parameter";
            return Err(Diag::unsupported(theta.span, m));
        }
        let x = self.expr(theta, out)?;
        let x = self.to_real(x);
        let n = match self.infer(&x, theta.span)?.shape {
            Shape::Vector(n) if n == a.len() => n,
            s => {
                let m = format!("size mismatch: dirichlet of an outcome of shape {s:?} and {} concentrations", a.len());
                return Err(Diag::ty(span, m));
            }
        };
        let conc = self.expr(alpha, out)?;
        let conc = self.to_real(conc);
        let weights = IrExpr::binary(BinOp::Sub, conc, IrExpr::Real(1.0));
        let log_x = IrExpr::call1(Func::Log, x);
        let mut lp = IrExpr::Reduce(Reduction::Sum, Box::new(IrExpr::binary(BinOp::ElemMul, weights, log_x)));
        if !propto && n > 0 {
            let lgamma = |v: f64| Func::Lgamma.eval(&[v]);
            let constant = lgamma(a.iter().sum()) - a.iter().map(|&v| lgamma(v)).sum::<f64>();
            lp = IrExpr::binary(BinOp::Add, lp, IrExpr::Real(constant));
        }
        Ok(lp)
    }

    /// Whether `e` is a simplex parameter, or one row `p[i]` of an array of them.
    fn is_simplex_param(&self, e: &Expr) -> bool {
        let is_simplex =
            |name: &str| self.lookup(name).is_some_and(|s| self.param_constraint(s.var) == Some(&Constraint::Simplex));
        match &e.kind {
            ExprKind::Var(name) => e.ty.dims == 0 && is_simplex(name),
            ExprKind::Index(base, index) => match (&base.kind, index.as_slice()) {
                (ExprKind::Var(name), [Index::One(i)]) => i.ty.is_int() && base.ty.dims == 1 && is_simplex(name),
                _ => false,
            },
            _ => false,
        }
    }

    fn param_constraint(&self, var: VarId) -> Option<&Constraint> {
        self.prog.params.iter().find(|p| p.var == var).map(|p| &p.constraint)
    }
}
