//! Stan's ODE solvers in the model: `integrate_ode_rk45`, `integrate_ode_bdf` (the legacy
//! interface) and `ode_rk45`, `ode_rk45_tol`, `ode_bdf`, `ode_bdf_tol` (the variadic one):
//! which functions there are, their defaults, and their type checking.
//!
//! A call is desugared into IR (`ode_lower`, `ode_dopri`): an explicit adaptive
//! Dormand–Prince 5(4) solver, the method of Stan's rk45 (Boost's `runga_kutta_dopri5` with
//! its error checker and step controller), written as a `for` loop over a bounded number of
//! step attempts whose body runs under `if` (still running; step accepted or rejected), with
//! the user's right-hand side inlined at every stage. The gradient pass then differentiates
//! the discrete solver itself (discretise, then differentiate): the gradient is the exact
//! gradient of the computed solution, step-size choices included, on both backends alike.
//!
//! Semantics kept from Stan:
//! * tolerances: `rel_tol`, `abs_tol` and `max_num_steps` default to 1e-6, 1e-6 and 1e6 for
//!   the rk45 spellings, and 1e-10, 1e-10 and 1e8 for the bdf ones; they must be data;
//! * the initial time must be less than the first output time and the output times sorted
//!   (equal times repeat a row), all finite: checked before sampling, a located error;
//! * more than `max_num_steps` steps between two output times is an error in Stan, so the
//!   proposal is rejected: here the log density is −inf (a `check_*` term).
//!
//! What differs: the loop is bounded, so at most [`MAX_ATTEMPTS`] step attempts (accepted
//! or rejected) are made over the whole interval, whatever `max_num_steps` says; a solution
//! that needs more is rejected as if `max_num_steps` had been exceeded (the log density is
//! −inf, or no initial point is found), never cut short silently. Steps end exactly at each
//! output time instead of interpolating past it (Boost's dense output), so solutions agree
//! with Stan's to within the tolerances, not bit for bit.
//!
//! The `_bdf` spellings run the same explicit solver, at the bdf defaults' tolerances. That
//! is only right for ODEs that are not stiff at those tolerances (an explicit method on a
//! stiff system needs tiny steps and runs out of attempts: the draw is then rejected, not
//! wrong). posteriordb's one_comp_mm_elim_abs, the model that uses it, is a one-compartment
//! Michaelis–Menten elimination whose stiffness `V_m / (V K_m)` is small over its posterior.
//!
//! Backend: a model with an ODE solve runs on the f64 CPU backend only
//! ([`Model::f64_only`](crate::Model::f64_only); `Auto` picks the CPU with a warning, the
//! GPU backend refuses it with the reason). Measured: the GPU kernel of posteriordb's
//! Lotka–Volterra model had not compiled after 17 minutes on llvmpipe (the code generator
//! unrolls the attempt loop by 8, each copy holding six inlined right-hand sides and their
//! adjoints), and f32's resolution (6e-8) leaves no room for the bdf defaults' 1e-10 and
//! little for rk45's 1e-6; a GPU path would need a tolerance floor and a loop the code
//! generator keeps rolled.
//!
//! Gradients: the computed solution is piecewise smooth in the parameters (it jumps by about
//! the tolerance where the sequence of accepted steps changes), so its exact gradient can
//! differ from the true solution's sensitivity by more than the tolerance near a step-size
//! threshold; Stan's forward sensitivities do not have this. On the CPU backend: 1.5 to 3 ms
//! per gradient for posteriordb's ODE models.
//!
//! Times, tolerances, `x_r` and `x_i` must be data; the initial state and the parameters
//! (`theta`, or the variadic arguments) may be parameters. The right-hand side must be a
//! user-defined function of the signature Stan requires.

use super::ast::{Expr, ExprKind};
use super::check::{assignable, Block, Checker};
use super::diag::{Diag, Span};
use super::types::{Base, SType};

/// Most step attempts (accepted and rejected) of one solve, over all its output times.
///
/// The solver is a loop of this many iterations (the gradient pass tapes each one), so it
/// bounds the work and the tape of an evaluation. posteriordb's ODE models need 40 to 250
/// attempts over their posteriors; 4096 leaves room for the far tails that warmup visits.
pub const MAX_ATTEMPTS: usize = 4096;

/// Which method a spelling names (both run the explicit solver: see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Rk45,
    Bdf,
}

/// One of Stan's ODE functions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OdeFn {
    pub method: Method,
    /// `integrate_ode_*`: `(f, y0, t0, ts, theta, x_r, x_i [, rtol, atol, max_steps])`, arrays
    /// of reals; else `ode_*(f, y0, t0, ts, ...)` with vectors and variadic arguments.
    pub legacy: bool,
    /// `ode_*_tol`: `rtol, atol, max_steps` follow `ts`.
    pub tol: bool,
}

impl OdeFn {
    /// Stan's default `(rel_tol, abs_tol, max_num_steps)`.
    pub fn defaults(self) -> (f64, f64, i64) {
        match self.method {
            Method::Rk45 => (1e-6, 1e-6, 1_000_000),
            Method::Bdf => (1e-10, 1e-10, 100_000_000),
        }
    }
}

/// The ODE function called `name`, if it is one.
pub fn ode_fn(name: &str) -> Option<OdeFn> {
    let (method, legacy, tol) = match name {
        "integrate_ode_rk45" => (Method::Rk45, true, false),
        "integrate_ode_bdf" => (Method::Bdf, true, false),
        "ode_rk45" => (Method::Rk45, false, false),
        "ode_rk45_tol" => (Method::Rk45, false, true),
        "ode_bdf" => (Method::Bdf, false, false),
        "ode_bdf_tol" => (Method::Bdf, false, true),
        _ => return None,
    };
    Some(OdeFn { method, legacy, tol })
}

/// The arguments of a call, by role.
pub struct OdeArgs<'a> {
    /// The right-hand side's name and where it is written.
    pub f: (&'a str, Span),
    pub y0: &'a Expr,
    pub t0: &'a Expr,
    pub ts: &'a Expr,
    /// `rel_tol, abs_tol, max_num_steps`, when given.
    pub tol: Option<[&'a Expr; 3]>,
    /// The right-hand side's arguments after `t` and `y`: `theta, x_r, x_i`, or the variadic ones.
    pub rest: &'a [Expr],
}

/// Where `rel_tol, abs_tol, max_num_steps` are among a call's `n` arguments, if given.
pub fn tol_range(o: OdeFn, n: usize) -> Option<std::ops::Range<usize>> {
    match (o.legacy, o.tol) {
        (true, _) if n == 10 => Some(7..10),
        (false, true) => Some(4..7),
        _ => None,
    }
}

/// Splits a call's arguments by role; `span` is the call's name.
pub fn split_args<'a>(o: OdeFn, name: &str, args: &'a [Expr], span: Span) -> Result<OdeArgs<'a>, Diag> {
    let fixed = if o.tol { 7 } else { 4 };
    let ok = if o.legacy { args.len() == 7 || args.len() == 10 } else { args.len() >= fixed };
    if !ok {
        let want = if o.legacy { "7 or 10".to_string() } else { format!("at least {fixed}") };
        return Err(Diag::ty(span, format!("'{name}' takes {want} arguments, got {}", args.len())));
    }
    let ExprKind::Var(f) = &args[0].kind else {
        let m = format!("the first argument of '{name}' must name a user-defined function");
        return Err(Diag::ty(args[0].span, m));
    };
    let tol = tol_range(o, args.len()).map(|r| [&args[r.start], &args[r.start + 1], &args[r.start + 2]]);
    let rest = if o.legacy { &args[4..7] } else { &args[fixed..] };
    Ok(OdeArgs { f: (f.as_str(), args[0].span), y0: &args[1], t0: &args[2], ts: &args[3], tol, rest })
}

const REALS: SType = SType { base: Base::Real, dims: 1 };
const INTS: SType = SType { base: Base::Int, dims: 1 };

impl Checker {
    /// The type of a call of an ODE function: `array[,] real` (legacy) or `array[] vector`.
    pub(super) fn ode_call(&mut self, o: OdeFn, name: &str, args: &mut [Expr], span: Span) -> Result<SType, Diag> {
        let name_span = Span { start: span.start, end: span.start + name.len() };
        if matches!(self.block, Block::TData | Block::Gq) {
            return Err(Diag::unsupported(name_span, format!("{name} in transformed data and generated quantities")));
        }
        let (f, f_span, n_rest) = {
            let a = split_args(o, name, args, name_span)?;
            (a.f.0.to_string(), a.f.1, a.rest.len())
        };
        let (state, want_rest) = self.ode_rhs_signature(o, &f, f_span, n_rest)?;
        let mut types = Vec::new();
        for (k, a) in args.iter_mut().enumerate().skip(1) {
            types.push((k, self.expr(a)?));
        }
        let ty = |k: usize| types[k - 1].1;
        // (argument, what it is, the type it must be assignable to; `None`: a scalar)
        let mut want: Vec<(usize, &str, Option<SType>)> = vec![
            (1, "the initial state", Some(state)),
            (2, "the initial time", None),
            (3, "the output times", Some(REALS)),
        ];
        let rest_start = if o.legacy { 4 } else { args.len() - n_rest };
        for k in tol_range(o, args.len()).into_iter().flatten() {
            want.push((k, "a tolerance or step count", None));
        }
        for (k, (w, _)) in want_rest.iter().enumerate() {
            want.push((rest_start + k, "an argument of the ODE function", Some(*w)));
        }
        for &(k, what, w) in &want {
            let fits = w.map_or(ty(k).is_scalar(), |w| assignable(w, ty(k)));
            if !fits {
                let m = format!("type mismatch: {what} (argument {} of '{name}') cannot be {}", k + 1, ty(k));
                return Err(Diag::ty(args[k].span, m));
            }
        }
        self.ode_data_args(o, name, args, rest_start, &want_rest)?;
        if let Some(caller) = self.fun.as_ref().map(|c| c.name.clone()) {
            self.calls.push((caller, f, f_span));
        }
        Ok(if o.legacy { SType::array(Base::Real, 2) } else { SType::array(Base::Vector, 1) })
    }

    /// Checks the right-hand side's signature; returns the state's type and the types (with
    /// their `data` flags) of the arguments after `t` and `y`.
    fn ode_rhs_signature(
        &self,
        o: OdeFn,
        f: &str,
        span: Span,
        n_rest: usize,
    ) -> Result<(SType, Vec<(SType, bool)>), Diag> {
        let sig =
            self.functions.get(f).ok_or_else(|| Diag::ty(span, format!("'{f}' is not a user-defined function")))?;
        if ["_rng", "_lp", "_lpdf", "_lpmf"].iter().any(|s| f.ends_with(s)) {
            return Err(Diag::ty(
                span,
                format!("the ODE right-hand side '{f}' cannot be an _rng, _lp or density function"),
            ));
        }
        let state = if o.legacy { REALS } else { SType::VECTOR };
        let legacy_rest = [(REALS, false), (REALS, true), (INTS, true)];
        let fits = sig.ret == Some(state)
            && sig.args.len() == 2 + n_rest
            && sig.args[0].0 == SType::REAL
            && sig.args[1].0 == state
            && (!o.legacy || sig.args[2..].iter().zip(legacy_rest).all(|(a, b)| a.0 == b.0));
        if !fits {
            let want = if o.legacy {
                "(real, array[] real, array[] real, array[] real, array[] int) => array[] real".to_string()
            } else {
                format!("(real, vector{}) => vector, with one argument per extra argument of the call", ", ...")
            };
            let got: Vec<String> = sig.args.iter().map(|a| a.0.to_string()).collect();
            let ret = sig.ret.map_or("void".to_string(), |t| t.to_string());
            let m = format!("the ODE function '{f}' must have the signature {want}, got ({}) => {ret}", got.join(", "));
            return Err(Diag::ty(span, m));
        }
        let rest = sig.args[2..].iter().enumerate().map(|(k, a)| (a.0, a.1 || (o.legacy && k > 0))).collect();
        Ok((state, rest))
    }

    /// Tolerances and `data` arguments (`x_r`, `x_i`) must read data only.
    fn ode_data_args(
        &self,
        o: OdeFn,
        name: &str,
        args: &[Expr],
        rest_start: usize,
        rest: &[(SType, bool)],
    ) -> Result<(), Diag> {
        let mut data: Vec<usize> = tol_range(o, args.len()).into_iter().flatten().collect();
        data.extend(rest.iter().enumerate().filter(|(_, (_, d))| *d).map(|(k, _)| rest_start + k));
        for k in data {
            if !self.is_data_only(&args[k]) {
                return Err(Diag::ty(args[k].span, format!("argument {} of '{name}' must be data only", k + 1)));
            }
        }
        Ok(())
    }
}
