//! Type checking of user-defined functions: signatures with Stan's suffix rules, bodies,
//! calls (argument promotion, `data` arguments, where `_lp` and `_rng` functions may be
//! called) and the refusal of recursion.

use std::collections::HashMap;

use super::ast::{Expr, ExprKind, FunDef, Stmt, StmtKind};
use super::builtins;
use super::check::{assignable, Block, Checker, Var};
use super::diag::{Diag, Span};
use super::types::SType;

/// The signature of a user-defined function.
#[derive(Debug, Clone, PartialEq)]
pub struct FunSig {
    pub ret: Option<SType>,
    pub args: Vec<(SType, bool)>,
    pub defined: bool,
    pub span: Span,
}

/// The function whose body is being checked.
#[derive(Debug, Clone)]
pub struct FunCtx {
    pub name: String,
    pub ret: Option<SType>,
}

/// The user function a call by `name` refers to: `foo_lupdf` calls `foo_lpdf`.
pub fn udf_name(name: &str) -> String {
    match (name.strip_suffix("_lupdf"), name.strip_suffix("_lupmf")) {
        (Some(base), _) => format!("{base}_lpdf"),
        (_, Some(base)) => format!("{base}_lpmf"),
        _ => name.to_string(),
    }
}

impl Checker {
    /// Registers every signature (bodies may call functions defined later) and checks the
    /// suffix rules.
    pub(super) fn declare_functions(&mut self, defs: &[FunDef]) -> Result<(), Diag> {
        for f in defs {
            let sig = FunSig {
                ret: f.ret,
                args: f.args.iter().map(|a| (a.ty, a.data)).collect(),
                defined: f.body.is_some(),
                span: f.name_span,
            };
            suffix_rules(f)?;
            let names = std::iter::once((&f.name, f.name_span)).chain(f.args.iter().map(|a| (&a.name, a.span)));
            if let Some((name, span)) = names.into_iter().find(|(n, _)| n.ends_with("__")) {
                return Err(Diag::ty(span, format!("identifier '{name}' ends in '__', which Stan reserves")));
            }
            if builtins::resolve(&f.name, f.args.len()).is_some()
                || builtins::dist(&f.name).is_some()
                || super::ode::ode_fn(&f.name).is_some()
            {
                return Err(Diag::ty(f.name_span, format!("'{}' is a built-in function", f.name)));
            }
            match self.functions.get_mut(&f.name) {
                None => drop(self.functions.insert(f.name.clone(), sig)),
                Some(old) if old.args != sig.args || old.ret != sig.ret => {
                    return Err(Diag::unsupported(f.name_span, format!("overloading the function '{}'", f.name)))
                }
                Some(old) if old.defined && sig.defined => {
                    return Err(Diag::ty(f.name_span, format!("function '{}' is defined twice", f.name)))
                }
                Some(old) => old.defined |= sig.defined,
            }
        }
        if let Some((name, sig)) = self.functions.iter().find(|(_, s)| !s.defined) {
            return Err(Diag::ty(sig.span, format!("function '{name}' is declared but not defined")));
        }
        Ok(())
    }

    /// Checks a function body against its signature.
    pub(super) fn check_function(&mut self, f: &mut FunDef) -> Result<(), Diag> {
        let Some(body) = &mut f.body else { return Ok(()) };
        let mut scope = HashMap::new();
        for a in &f.args {
            if scope.contains_key(&a.name) {
                return Err(Diag::ty(a.span, format!("argument '{}' is repeated", a.name)));
            }
            let var = Var { ty: a.ty, block: Block::Model, local: true, loop_var: false, arg: Some(a.data) };
            scope.insert(a.name.clone(), var);
        }
        let saved = std::mem::replace(&mut self.scopes, vec![scope]);
        self.fun = Some(FunCtx { name: f.name.clone(), ret: f.ret });
        let r = self.stmt(body, false);
        self.fun = None;
        self.scopes = saved;
        r?;
        if f.ret.is_some() && !always_returns(body) {
            let m = format!("function '{}' may end without returning a value", f.name);
            return Err(Diag::ty(f.name_span, m));
        }
        Ok(())
    }

    /// `return value;` against the enclosing function's return type.
    pub(super) fn return_stmt(&mut self, value: &mut Option<Expr>, span: Span) -> Result<(), Diag> {
        let Some(ctx) = self.fun.clone() else {
            return Err(Diag::ty(span, "return can only be used in a function"));
        };
        match (ctx.ret, value) {
            (None, None) => Ok(()),
            (None, Some(e)) => Err(Diag::ty(e.span, format!("void function '{}' cannot return a value", ctx.name))),
            (Some(t), None) => Err(Diag::ty(span, format!("function '{}' must return a value of type {t}", ctx.name))),
            (Some(t), Some(e)) => {
                let got = self.expr(e)?;
                if !assignable(t, got) {
                    let m = format!("type mismatch: function '{}' returns {t}, got {got}", ctx.name);
                    return Err(Diag::ty(e.span, m));
                }
                Ok(())
            }
        }
    }

    /// The type of a call of a user function (`None`: void), or `Ok(None)` through `found`
    /// false when `name` is no user function.
    pub(super) fn udf_call(
        &mut self,
        name: &str,
        args: &mut [Expr],
        bar: bool,
        span: Span,
    ) -> Result<Option<Option<SType>>, Diag> {
        let target = udf_name(name);
        let Some(sig) = self.functions.get(&target).cloned() else { return Ok(None) };
        let name_span = Span { start: span.start, end: span.start + name.len() };
        if args.len() != sig.args.len() {
            let m = format!("function '{name}' takes {} argument(s), got {}", sig.args.len(), args.len());
            return Err(Diag::ty(name_span, m));
        }
        if bar && !(target.ends_with("_lpdf") || target.ends_with("_lpmf")) {
            return Err(Diag::ty(
                name_span,
                format!("'|' can only follow the first argument of a density, not of '{name}'"),
            ));
        }
        self.where_callable(&target, name_span)?;
        for (k, (a, (want, data))) in args.iter_mut().zip(&sig.args).enumerate() {
            let got = self.expr(a)?;
            if !assignable(*want, got) {
                let m = format!("type mismatch: argument {} of '{name}' must be {want}, got {got}", k + 1);
                return Err(Diag::ty(a.span, m));
            }
            if *data && !self.is_data_only(a) {
                return Err(Diag::ty(a.span, format!("argument {} of '{name}' must be data only", k + 1)));
            }
        }
        let caller = self.fun.as_ref().map(|f| f.name.clone());
        if let Some(caller) = caller {
            self.calls.push((caller, target, name_span));
        }
        Ok(Some(sig.ret))
    }

    /// `_rng` functions run on the host (transformed data, generated quantities), `_lp`
    /// functions where `target` exists (transformed parameters, model).
    pub(super) fn where_callable(&self, name: &str, span: Span) -> Result<(), Diag> {
        let inside = |suffix: &str| self.fun.as_ref().is_some_and(|f| f.name.ends_with(suffix));
        if name.ends_with("_rng") && !inside("_rng") && !matches!(self.block, Block::TData | Block::Gq) {
            return Err(Diag::ty(
                span,
                format!("'{name}' can only be used in transformed data and generated quantities"),
            ));
        }
        if name.ends_with("_lp")
            && !inside("_lp")
            && !(self.fun.is_none() && matches!(self.block, Block::TParams | Block::Model))
        {
            return Err(Diag::ty(
                span,
                format!("'{name}' can only be used in transformed parameters and the model block"),
            ));
        }
        Ok(())
    }

    /// Whether an expression reads no parameter: ints, data, transformed data, generated
    /// quantities and `data` arguments only.
    pub(super) fn is_data_only(&self, e: &Expr) -> bool {
        if e.ty.is_int_valued() {
            return true;
        }
        match &e.kind {
            ExprKind::Int(_) | ExprKind::Real(_) => true,
            ExprKind::Var(n) => self.lookup(n).is_some_and(|v| match v.arg {
                Some(data) => data,
                None => matches!(v.block, Block::Data | Block::TData | Block::Gq),
            }),
            ExprKind::Unary(_, a) => self.is_data_only(a),
            ExprKind::Binary(_, a, b) => self.is_data_only(a) && self.is_data_only(b),
            ExprKind::Call { args, .. } => args.iter().all(|a| self.is_data_only(a)),
            ExprKind::Index(b, _) | ExprKind::Transpose(b) => self.is_data_only(b),
            ExprKind::RowVector(xs) | ExprKind::Array(xs) => xs.iter().all(|a| self.is_data_only(a)),
            ExprKind::Cond(c, a, b) => [c, a, b].iter().all(|x| self.is_data_only(x)),
        }
    }

    /// Refuses recursion: a call that leads back to its caller, located at that call.
    pub(super) fn check_recursion(&self) -> Result<(), Diag> {
        for (caller, callee, span) in &self.calls {
            let mut stack = vec![callee.clone()];
            let mut seen = vec![];
            while let Some(f) = stack.pop() {
                if f == *caller {
                    let m = format!("recursive functions ('{caller}' calls itself through '{callee}')");
                    return Err(Diag::unsupported(*span, m));
                }
                if !seen.contains(&f) {
                    stack.extend(self.calls.iter().filter(|c| c.0 == f).map(|c| c.1.clone()));
                    seen.push(f);
                }
            }
        }
        Ok(())
    }
}

/// Checks the suffix rules of a definition: densities return real and take an outcome of
/// the right kind.
fn suffix_rules(f: &FunDef) -> Result<(), Diag> {
    let density = ["_lpdf", "_lpmf"].into_iter().find(|s| f.name.ends_with(s));
    if ["_lupdf", "_lupmf"].iter().any(|s| f.name.ends_with(s)) {
        return Err(Diag::ty(f.name_span, "define densities as _lpdf or _lpmf (they are called as _lupdf/_lupmf)"));
    }
    let Some(suffix) = density else { return Ok(()) };
    if f.ret != Some(SType::REAL) {
        return Err(Diag::ty(f.name_span, format!("a function ending in {suffix} must return real")));
    }
    let Some(first) = f.args.first() else {
        return Err(Diag::ty(f.name_span, format!("a function ending in {suffix} needs an outcome argument")));
    };
    let int = first.ty.is_int_valued();
    if suffix == "_lpdf" && int || suffix == "_lpmf" && !int {
        let want = if int { "_lpmf" } else { "_lpdf" };
        let m = format!("the first argument of '{}' is {}: name it with {want}", f.name, first.ty);
        return Err(Diag::ty(first.span, m));
    }
    Ok(())
}

/// Whether every path through a statement ends in a `return`.
fn always_returns(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Return(_) => true,
        StmtKind::Block(body) => body.iter().any(always_returns),
        StmtKind::If { then, els: Some(els), .. } => always_returns(then) && always_returns(els),
        _ => false,
    }
}
