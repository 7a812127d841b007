//! Lowering of an ODE call (see `ode` for the design): its arguments evaluated and checked,
//! the right-hand side inlined on demand for each stage of the solver (`ode_dopri`).
//!
//! The times and tolerances are data, evaluated on the host and checked as Stan checks them
//! (finite times, the initial time before the first output time, output times sorted,
//! positive finite tolerances, a positive step count): a failure is an error located at the
//! argument. The initial state and the right-hand side's other arguments are held in
//! variables, data ones as data (with their host values, so that data-only expressions of the
//! inlined body are still evaluated on the host).

use std::collections::HashMap;

use crate::ir::{Expr as IrExpr, Shape, Stmt as IrStmt, VarId};

use super::ast::{Expr, FunDef};
use super::diag::{Diag, Span};
use super::interp;
use super::lower::Lower;
use super::ode::{ode_fn, split_args, OdeFn};
use super::value::Value;

/// Why a model with an ODE solve runs on the f64 CPU backend (measured: see `ode`).
const F64_REASON: &str = "an ODE solve runs in f64 only (tolerances of 1e-6 and below are at or beyond f32's \
     resolution, and the solver's kernel is too large to compile in reasonable time)";

/// An argument of the right-hand side after `t` and `y`: its variable and, for data, its
/// host value.
pub(super) struct RhsArg {
    pub var: VarId,
    pub host: Option<Value>,
}

/// An ODE problem with its arguments evaluated.
pub(super) struct Problem {
    /// The right-hand side.
    pub f: FunDef,
    /// The state's size.
    pub n: usize,
    /// The initial state (a vector).
    pub y0: VarId,
    pub t0: f64,
    /// Output times, sorted, each after `t0`.
    pub ts: Vec<f64>,
    pub rtol: f64,
    pub atol: f64,
    /// Most accepted steps between two output times.
    pub max_steps: i64,
    /// The right-hand side's arguments after `t` and `y`.
    pub rest: Vec<RhsArg>,
    /// The call, for errors.
    pub span: Span,
}

impl Lower {
    /// `name(args)`, an ODE solve: the solution, one row per output time.
    pub fn ode_call(&mut self, name: &str, args: &[Expr], e: &Expr, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let o = ode_fn(name).ok_or_else(|| Diag::ty(e.span, format!("'{name}' is no ODE function")))?;
        let name_span = Span { start: e.span.start, end: e.span.start + name.len() };
        let a = split_args(o, name, args, name_span)?;
        let f = self
            .env
            .function(a.f.0)
            .cloned()
            .ok_or_else(|| Diag::ty(a.f.1, format!("'{}' is not a user-defined function", a.f.0)))?;
        let t0 = self.ode_data(a.t0, "initial time")?;
        let ts = self.ode_data(a.ts, "output times")?;
        check_times(t0.first().copied().unwrap_or(f64::NAN), &ts, a.t0.span, a.ts.span)?;
        let (rtol, atol, max_steps) = self.ode_tolerances(o, a.tol)?;
        let (y0, shape) = self.held(a.y0, pre)?;
        let n = match shape {
            Shape::Vector(n) if n > 0 => n,
            _ => return Err(Diag::runtime(a.y0.span, "the initial state must have at least one element")),
        };
        let mut rest = Vec::with_capacity(a.rest.len());
        for (e, fa) in a.rest.iter().zip(&f.args[2..]) {
            let (var, host) = self.hold_arg(e, fa, pre)?;
            rest.push(RhsArg { var, host });
        }
        let p = Problem { f, n, y0, t0: t0[0], ts, rtol, atol, max_steps, rest, span: e.span };
        let solution = self.dopri(&p, pre)?;
        self.f64_only.get_or_insert_with(|| format!("{name}: {F64_REASON}"));
        Ok(IrExpr::Var(solution))
    }

    /// The values of a data argument (a time or the output times).
    fn ode_data(&mut self, e: &Expr, what: &str) -> Result<Vec<f64>, Diag> {
        if !self.is_data(e) {
            return Err(Diag::unsupported(e.span, format!("ODE {what} that are not data")));
        }
        Ok(interp::eval(e, &self.env)?.reals())
    }

    /// `(rel_tol, abs_tol, max_num_steps)`: given (data) or Stan's defaults, checked.
    fn ode_tolerances(&mut self, o: OdeFn, tol: Option<[&Expr; 3]>) -> Result<(f64, f64, i64), Diag> {
        let Some(tol) = tol else { return Ok(o.defaults()) };
        let mut vals = [0.0; 3];
        for (k, e) in tol.iter().enumerate() {
            let what = ["relative tolerance", "absolute tolerance", "maximum number of steps"][k];
            vals[k] = self.ode_data(e, what)?[0];
            if !(vals[k] > 0.0 && vals[k].is_finite()) {
                return Err(Diag::runtime(
                    e.span,
                    format!("the {what} is {}, but must be positive and finite", vals[k]),
                ));
            }
        }
        Ok((vals[0], vals[1], vals[2].min(i64::MAX as f64) as i64))
    }

    /// The right-hand side at time `t` and state `y` (variables), inlined into `out`: the
    /// variable holding its value, a vector of the state's size.
    pub(super) fn ode_rhs(&mut self, p: &Problem, t: VarId, y: VarId, out: &mut Vec<IrStmt>) -> Result<VarId, Diag> {
        let mut scope = HashMap::new();
        self.env.push_scope();
        self.bind_arg(&p.f.args[0].name, t, None, &mut scope);
        self.bind_arg(&p.f.args[1].name, y, None, &mut scope);
        for (a, b) in p.f.args[2..].iter().zip(&p.rest) {
            self.bind_arg(&a.name, b.var, b.host.clone(), &mut scope);
        }
        let r = self.inline_body(&p.f, scope, out);
        self.env.pop_scope();
        let value = r?.ok_or_else(|| Diag::ty(p.span, format!("the ODE function '{}' returns no value", p.f.name)))?;
        let var = self.hold(value, p.span, out)?;
        match self.prog.var(var).ty.shape {
            Shape::Vector(m) if m == p.n => Ok(var),
            s => Err(Diag::ty(
                p.span,
                format!(
                    "size mismatch: the ODE function '{}' returns {} values for a state of {}",
                    p.f.name,
                    s.len(),
                    p.n
                ),
            )),
        }
    }
}

/// Stan's checks of the times: all finite, at least one output time, the initial time before
/// the first, output times sorted.
fn check_times(t0: f64, ts: &[f64], t0_span: Span, ts_span: Span) -> Result<(), Diag> {
    if !t0.is_finite() {
        return Err(Diag::runtime(t0_span, format!("the initial time is {t0}, but must be finite")));
    }
    if let Some((k, t)) = ts.iter().enumerate().find(|(_, t)| !t.is_finite()) {
        return Err(Diag::runtime(ts_span, format!("output time {} is {t}, but must be finite", k + 1)));
    }
    let Some(&first) = ts.first() else { return Err(Diag::runtime(ts_span, "there must be at least one output time")) };
    if first <= t0 {
        let m = format!("the initial time ({t0}) must be less than the first output time ({first})");
        return Err(Diag::runtime(t0_span, m));
    }
    if let Some(k) = (1..ts.len()).find(|&k| ts[k] < ts[k - 1]) {
        let m = format!(
            "the output times must be sorted, but time {} ({}) is before time {k} ({})",
            k + 1,
            ts[k],
            ts[k - 1]
        );
        return Err(Diag::runtime(ts_span, m));
    }
    Ok(())
}
