//! User-defined functions in the model, inlined: a call's arguments are held in variables
//! (data arguments evaluated on the host and bound as data), its body is lowered in a scope of
//! its own where the arguments are bound, and its value is a local assigned by `return`.
//!
//! A `return` in tail position just assigns that local; any other (inside a loop, or followed
//! by statements) also sets a `done` flag, and what follows it runs under `if (!done)`.
//! Recursion is refused by the checker; the depth of nested inlining is bounded as well.

use std::collections::HashMap;

use crate::ir::{self, BinOp as IrBin, Expr as IrExpr, Stmt as IrStmt, Type, VarId, VarKind};

use super::ast::{Expr, FunArg, FunDef, Stmt, StmtKind};
use super::check_fun::udf_name;
use super::diag::{Diag, Span};
use super::interp;
use super::lower::{Lower, Sym};
use super::types::{Base, SType};
use super::value::Value;

/// Most nested inlined calls (recursion is refused before lowering).
const MAX_INLINE_DEPTH: usize = 64;

/// The function call being inlined.
pub struct Inlining {
    /// Declared return type; `None` for void.
    ret: Option<SType>,
    /// The local holding the value, made at the first `return`.
    value: Option<VarId>,
    /// Set to 1 by a `return` that is not in tail position.
    done: Option<VarId>,
}

impl Lower {
    /// Inlines a call of the user function `name` (a density for `~` included); returns its
    /// value, or `None` for a void function.
    pub fn inline_call(
        &mut self,
        name: &str,
        args: &[Expr],
        span: Span,
        pre: &mut Vec<IrStmt>,
    ) -> Result<Option<IrExpr>, Diag> {
        let f = self
            .env
            .function(&udf_name(name))
            .cloned()
            .ok_or_else(|| Diag::ty(span, format!("unknown function '{name}'")))?;
        if self.inlining.len() >= MAX_INLINE_DEPTH {
            return Err(Diag::unsupported(
                span,
                format!("user function calls nested more than {MAX_INLINE_DEPTH} deep"),
            ));
        }
        let mut scope = HashMap::new();
        self.env.push_scope();
        let bound = self.bind_args(&f, args, &mut scope, pre);
        let r = bound.and_then(|_| self.inline_body(&f, scope, pre));
        self.env.pop_scope();
        r
    }

    /// Binds each argument: data on the host (and as a data variable), anything else in the
    /// variable holding its value.
    fn bind_args(
        &mut self,
        f: &FunDef,
        args: &[Expr],
        scope: &mut HashMap<String, Sym>,
        pre: &mut Vec<IrStmt>,
    ) -> Result<(), Diag> {
        for (a, e) in f.args.iter().zip(args) {
            let (var, host) = self.hold_arg(e, a, pre)?;
            self.bind_arg(&a.name, var, host, scope);
        }
        Ok(())
    }

    /// The value of the argument `e` for the parameter `a`, held for an inlined body: data
    /// evaluated on the host (promoted where `a` is real) and bound as a data variable, with
    /// its host value; anything else lowered into the variable holding it.
    pub(super) fn hold_arg(
        &mut self,
        e: &Expr,
        a: &FunArg,
        pre: &mut Vec<IrStmt>,
    ) -> Result<(VarId, Option<Value>), Diag> {
        let real = a.ty.base != Base::Int;
        if self.is_data(e) {
            let mut v = interp::eval(e, &self.env)?;
            if real {
                v = v.promote();
            }
            return Ok((self.data_var(&v, e.span)?, Some(v)));
        }
        let mut x = self.expr(e, pre)?;
        if real {
            x = self.to_real(x);
        }
        Ok((self.hold(x, e.span, pre)?, None))
    }

    /// Binds the parameter `name` in `scope` to `var`: data when it has a host value (then
    /// set in the environment, so that data-only expressions of the body run on the host).
    pub(super) fn bind_arg(&mut self, name: &str, var: VarId, host: Option<Value>, scope: &mut HashMap<String, Sym>) {
        let data = host.is_some();
        if let Some(v) = host {
            self.env.set(name, v);
        }
        scope.insert(name.to_string(), Sym { var, data });
    }

    /// Lowers the body with the arguments in `scope`; the value local is declared first.
    pub(super) fn inline_body(
        &mut self,
        f: &FunDef,
        scope: HashMap<String, Sym>,
        pre: &mut Vec<IrStmt>,
    ) -> Result<Option<IrExpr>, Diag> {
        let body =
            f.body.as_ref().ok_or_else(|| Diag::ty(f.name_span, format!("function '{}' has no body", f.name)))?;
        let start = pre.len();
        let mut ctx = Inlining { ret: f.ret, value: None, done: None };
        if !tail_only(body) {
            let done = self.local("done__", Type::INT, pre);
            pre.push(IrStmt::Assign { var: done, index: vec![], value: IrExpr::Int(0) });
            ctx.done = Some(done);
        }
        let saved = std::mem::replace(&mut self.scopes, vec![scope]);
        let guards = std::mem::take(&mut self.guards);
        self.inlining.push(ctx);
        let r = self.stmt(body, pre);
        let ctx = self.inlining.pop().expect("pushed above");
        self.scopes = saved;
        self.guards = guards;
        r?;
        match (f.ret, ctx.value) {
            (None, _) => Ok(None),
            (Some(_), Some(v)) => {
                pre.insert(start, IrStmt::Declare(v));
                Ok(Some(IrExpr::Var(v)))
            }
            (Some(_), None) => Err(Diag::ty(f.name_span, format!("function '{}' returns no value", f.name))),
        }
    }

    /// `return value;` in an inlined body.
    pub fn lower_return(&mut self, value: &Option<Expr>, span: Span, out: &mut Vec<IrStmt>) -> Result<(), Diag> {
        let Some(ctx) = self.inlining.last() else { return Err(Diag::ty(span, "return outside a function")) };
        let (ret, done) = (ctx.ret, ctx.done);
        if let Some(e) = value {
            let mut x = self.expr(e, out)?;
            if ret.is_some_and(|t| t.base != Base::Int) {
                x = self.to_real(x);
            }
            let var = match self.inlining.last().and_then(|c| c.value) {
                Some(v) => v,
                None => {
                    let ty = self.infer(&x, e.span)?;
                    let name = self.prog.fresh_name("ret__");
                    let v = self.prog.add_var(name, ty, VarKind::Local);
                    self.inlining.last_mut().expect("inlining").value = Some(v);
                    v
                }
            };
            let s = IrStmt::Assign { var, index: vec![], value: x };
            self.check_assign(&s, e.span)?;
            out.push(s);
        }
        if let Some(done) = done {
            out.push(IrStmt::Assign { var: done, index: vec![], value: IrExpr::Int(1) });
        }
        Ok(())
    }

    /// The `done` flag of the function being inlined, when its returns need one.
    fn done_flag(&self) -> Option<VarId> {
        self.inlining.last().and_then(|c| c.done)
    }

    /// Lowers the statements of a block; after one that may return, the rest runs only when
    /// it did not.
    pub fn block_stmts(&mut self, body: &[Stmt], out: &mut Vec<IrStmt>) -> Result<(), Diag> {
        for (k, s) in body.iter().enumerate() {
            self.stmt(s, out)?;
            if let Some(done) = self.done_flag().filter(|_| contains_return(s) && k + 1 < body.len()) {
                let mut rest = Vec::new();
                self.block_stmts(&body[k + 1..], &mut rest)?;
                out.push(IrStmt::If { cond: not_done(done), then: rest, els: Vec::new() });
                return Ok(());
            }
        }
        Ok(())
    }

    /// A loop body that may return, run only while it has not.
    pub fn guard_loop_body(&self, body: &Stmt, lowered: Vec<IrStmt>) -> Vec<IrStmt> {
        match self.done_flag() {
            Some(done) if contains_return(body) => {
                vec![IrStmt::If { cond: not_done(done), then: lowered, els: Vec::new() }]
            }
            _ => lowered,
        }
    }

    /// A size's value: evaluated on the host when it reads data only, else from the sizes of
    /// the values it reads (`rows(v) + 1` for a vector argument `v`).
    pub fn size_value(&mut self, e: &Expr) -> Result<i64, Diag> {
        if self.is_data(e) {
            return interp::eval(e, &self.env)?.as_int().ok_or_else(|| Diag::ty(e.span, "a size must be int"));
        }
        let mut pre = Vec::new();
        let x = self.expr(e, &mut pre)?;
        match fold_int(&x) {
            Some(k) if pre.is_empty() => Ok(k),
            _ => Err(Diag::needs_value(e, "sizes that depend on parameters or loop variables")),
        }
    }
}

fn not_done(done: VarId) -> IrExpr {
    IrExpr::binary(IrBin::Eq, IrExpr::Var(done), IrExpr::Int(0))
}

/// The value of a constant int expression.
pub(super) fn fold_int(e: &IrExpr) -> Option<i64> {
    match e {
        IrExpr::Int(k) => Some(*k),
        IrExpr::Unary(ir::UnOp::Neg, a) => fold_int(a).map(|k| -k),
        IrExpr::Binary(op, a, b) => {
            let (a, b) = (fold_int(a)?, fold_int(b)?);
            match op {
                IrBin::Add => a.checked_add(b),
                IrBin::Sub => a.checked_sub(b),
                IrBin::Mul => a.checked_mul(b),
                IrBin::Div => a.checked_div(b),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether a statement holds a `return`.
fn contains_return(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Return(_) => true,
        StmtKind::Block(b) => b.iter().any(contains_return),
        StmtKind::If { then, els, .. } => contains_return(then) || els.as_deref().is_some_and(contains_return),
        StmtKind::For { body, .. } => contains_return(body),
        _ => false,
    }
}

/// Whether every `return` of a statement is in tail position: nothing runs after it.
fn tail_only(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Block(b) => match b.split_last() {
            Some((last, rest)) => !rest.iter().any(contains_return) && tail_only(last),
            None => true,
        },
        StmtKind::If { then, els, .. } => tail_only(then) && els.as_deref().is_none_or(tail_only),
        StmtKind::For { body, .. } => !contains_return(body),
        _ => true,
    }
}
