//! Loop specialisation. A statement inside loops over data bounds may need a value the IR
//! must know when it is built (a size) that is computed from the loop variables and data, as
//! `segment(beta, pos[ii[n]], m[ii[n]])` in `for (n in 1:N)` with `m` and `ii` data. Such a
//! statement is lowered once per value the expression takes over the loops' ranges (found by
//! running it on the host for every iteration), each copy with the value written in and
//! behind `if (expr == value)`. Statements that declare a name are not split (the name must
//! stay visible after them): the enclosing block is.

use super::ast::{BinOp, Decl, DeclType, Expr, ExprKind, Index, Printable, Stmt, StmtKind};
use super::diag::Diag;
use super::interp;
use super::lower::Lower;
use super::types::SType;
use super::value::Value;
use crate::ir::{Stmt as IrStmt, VarId};

/// Most copies one statement is split into.
pub const MAX_SPLIT: usize = 32;

/// Most loop iterations run on the host to find an expression's values.
const MAX_POINTS: usize = 1 << 22;

/// A loop over data bounds being lowered: its counter and inclusive range.
#[derive(Debug, Clone, Copy)]
pub struct DataLoop {
    pub var: VarId,
    pub lo: i64,
    pub hi: i64,
}

/// A condition known to hold (or not) where lowering is: an `if` being lowered.
#[derive(Debug, Clone)]
pub struct Guard {
    pub cond: Expr,
    pub holds: bool,
}

impl Lower {
    /// The distinct values (sorted) of the int expression `e` over the iterations of the
    /// enclosing data loops that reach it (those the enclosing `if`s that read data and
    /// loop counters only let through); `None` when it reads anything else that is not
    /// data, a value is not an int or cannot be computed, or there are too many iterations.
    pub(super) fn loop_values(&mut self, e: &Expr) -> Option<Vec<i64>> {
        let mut loops = Vec::new();
        self.loops_of(e, &mut loops)?;
        let mut guards = Vec::new();
        for g in self.guards.clone() {
            let mut more = loops.clone();
            if self.loops_of(&g.cond, &mut more).is_some() {
                (loops, guards) = (more, [guards, vec![g]].concat());
            }
        }
        let sizes: Vec<usize> = loops.iter().map(|(_, l)| (l.hi - l.lo + 1).max(0) as usize).collect();
        let points = sizes.iter().try_fold(1usize, |p, &s| p.checked_mul(s)).filter(|&p| p <= MAX_POINTS)?;
        self.env.push_scope();
        let values = self.values_at(e, &guards, &loops, points);
        self.env.pop_scope();
        values
    }

    /// Adds to `loops` the data loops whose counters `e` reads; `None` when it reads a name
    /// that is neither data nor such a counter.
    fn loops_of(&self, e: &Expr, loops: &mut Vec<(String, DataLoop)>) -> Option<()> {
        let mut names = Vec::new();
        free_names(e, &mut names);
        for n in names {
            let sym = self.lookup(&n)?;
            if sym.data || loops.iter().any(|(m, _)| *m == n) {
                continue;
            }
            let l = *self.data_loops.iter().rev().find(|l| l.var == sym.var)?;
            loops.push((n, l));
        }
        Some(())
    }

    /// `e` at each of the `points` iterations of `loops` that pass the guards (the
    /// environment's innermost scope receives the counters).
    fn values_at(
        &mut self,
        e: &Expr,
        guards: &[Guard],
        loops: &[(String, DataLoop)],
        points: usize,
    ) -> Option<Vec<i64>> {
        let mut values = Vec::new();
        for mut p in 0..points {
            for (name, l) in loops {
                let size = (l.hi - l.lo + 1) as usize;
                self.env.set(name, Value::int(l.lo + (p % size) as i64));
                p /= size;
            }
            let truth =
                |g: &Guard| interp::eval(&g.cond, &self.env).ok().and_then(|v| v.as_int()).map(|t| (t != 0) == g.holds);
            if guards.iter().all(|g| truth(g) != Some(false)) {
                values.push(interp::eval(e, &self.env).ok()?.as_int()?);
            }
        }
        values.sort_unstable();
        values.dedup();
        Some(values)
    }

    /// Lowers `s`, whose first lowering failed with `d` for want of the value of `d.split`:
    /// once per value, or `d` itself when the values cannot be found or are too many.
    pub(super) fn split_stmt(&mut self, s: &Stmt, d: Diag, out: &mut Vec<IrStmt>) -> Result<(), Diag> {
        let Some(e) = d.split.as_deref() else { return Err(d) };
        let Some(values) = self.loop_values(e) else { return Err(d.without_split()) };
        if values.len() > MAX_SPLIT {
            let m = format!("{} (it takes {} values over the loop, more than {MAX_SPLIT})", d.message, values.len());
            return Err(Diag::unsupported(e.span, m.trim_start_matches("not supported yet: ")));
        }
        let mut chain: Option<Stmt> = None;
        for (k, &v) in values.iter().enumerate().rev() {
            let lit = literal(v, e);
            let copy = replace_stmt(s, e, &lit);
            chain = Some(if k + 1 == values.len() {
                copy
            } else {
                let cond = Expr { kind: ExprKind::Binary(BinOp::Eq, Box::new(e.clone()), Box::new(lit)), ..e.clone() };
                let kind = StmtKind::If { cond, then: Box::new(copy), els: chain.map(Box::new) };
                Stmt { kind, span: s.span }
            });
        }
        match chain {
            Some(c) => self.stmt(&c, out),
            None => Ok(()),
        }
    }
}

/// Whether a failed lowering of `s` may be retried split: `d` names an expression inside `s`
/// and `s` declares nothing.
pub(super) fn splittable(s: &Stmt, d: &Diag) -> bool {
    let Some(e) = d.split.as_deref() else { return false };
    !matches!(s.kind, StmtKind::Decl(_)) && contains_stmt(s, e)
}

/// The int literal `v` in place of `e`.
fn literal(v: i64, e: &Expr) -> Expr {
    Expr { kind: ExprKind::Int(v), span: e.span, ty: SType::INT, height: 1 }
}

/// The variable names `e` reads (not function names).
fn free_names(e: &Expr, out: &mut Vec<String>) {
    if let ExprKind::Var(n) = &e.kind {
        out.push(n.clone());
    }
    each_child(e, &mut |c| free_names(c, out));
}

/// Calls `f` on each direct subexpression of `e`.
fn each_child(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    match &e.kind {
        ExprKind::Int(_) | ExprKind::Real(_) | ExprKind::Var(_) => {}
        ExprKind::Unary(_, a) | ExprKind::Transpose(a) => f(a),
        ExprKind::Binary(_, a, b) => {
            f(a);
            f(b)
        }
        ExprKind::Call { args, .. } | ExprKind::RowVector(args) | ExprKind::Array(args) => args.iter().for_each(f),
        ExprKind::Index(b, idx) => {
            f(b);
            for i in idx {
                match i {
                    Index::One(x) => f(x),
                    Index::Range(lo, hi) => lo.iter().chain(hi).for_each(&mut *f),
                }
            }
        }
        ExprKind::Cond(c, a, b) => {
            f(c);
            f(a);
            f(b)
        }
    }
}

/// Whether the node `e` (same span and form) occurs in `s`.
fn contains_stmt(s: &Stmt, e: &Expr) -> bool {
    let marker = Expr { kind: ExprKind::Var(String::new()), ..e.clone() };
    replace_stmt(s, e, &marker) != *s
}

/// `s` with every occurrence of the node `e` replaced by `with`.
fn replace_stmt(s: &Stmt, e: &Expr, with: &Expr) -> Stmt {
    let r = |x: &Expr| replace(x, e, with);
    let ro = |x: &Option<Expr>| x.as_ref().map(r);
    let rb = |x: &Stmt| Box::new(replace_stmt(x, e, with));
    let kind = match &s.kind {
        StmtKind::Decl(d) => StmtKind::Decl(Decl {
            ty: DeclType {
                sizes: d.ty.sizes.iter().map(r).collect(),
                array: d.ty.array.iter().map(r).collect(),
                lower: ro(&d.ty.lower),
                upper: ro(&d.ty.upper),
                ..d.ty.clone()
            },
            init: ro(&d.init),
            ..d.clone()
        }),
        StmtKind::Assign { name, name_span, index, op, value } => StmtKind::Assign {
            name: name.clone(),
            name_span: *name_span,
            index: index.iter().map(|i| replace_index(i, e, with)).collect(),
            op: *op,
            value: r(value),
        },
        StmtKind::Tilde { lhs, dist, dist_span, args, trunc } => StmtKind::Tilde {
            lhs: r(lhs),
            dist: dist.clone(),
            dist_span: *dist_span,
            args: args.iter().map(r).collect(),
            trunc: trunc.as_ref().map(|(lo, hi)| (ro(lo), ro(hi))),
        },
        StmtKind::Target(x) => StmtKind::Target(r(x)),
        StmtKind::For { var, var_span, lo, hi, body } => {
            StmtKind::For { var: var.clone(), var_span: *var_span, lo: r(lo), hi: r(hi), body: rb(body) }
        }
        StmtKind::If { cond, then, els } => {
            StmtKind::If { cond: r(cond), then: rb(then), els: els.as_ref().map(|x| rb(x)) }
        }
        StmtKind::Block(b) => StmtKind::Block(b.iter().map(|x| replace_stmt(x, e, with)).collect()),
        StmtKind::Return(x) => StmtKind::Return(ro(x)),
        StmtKind::Call(x) => StmtKind::Call(r(x)),
        StmtKind::Print { kind, args } => StmtKind::Print {
            kind: *kind,
            args: args
                .iter()
                .map(|a| match a {
                    Printable::Expr(x) => Printable::Expr(r(x)),
                    other => other.clone(),
                })
                .collect(),
        },
    };
    Stmt { kind, span: s.span }
}

fn replace_index(i: &Index, e: &Expr, with: &Expr) -> Index {
    match i {
        Index::One(x) => Index::One(replace(x, e, with)),
        Index::Range(lo, hi) => {
            Index::Range(lo.as_ref().map(|x| replace(x, e, with)), hi.as_ref().map(|x| replace(x, e, with)))
        }
    }
}

/// `x` with every occurrence of the node `e` replaced by `with`.
fn replace(x: &Expr, e: &Expr, with: &Expr) -> Expr {
    if x.span == e.span && x == e {
        return with.clone();
    }
    let r = |a: &Expr| replace(a, e, with);
    let rb = |a: &Expr| Box::new(replace(a, e, with));
    let kind = match &x.kind {
        ExprKind::Int(_) | ExprKind::Real(_) | ExprKind::Var(_) => return x.clone(),
        ExprKind::Unary(op, a) => ExprKind::Unary(*op, rb(a)),
        ExprKind::Transpose(a) => ExprKind::Transpose(rb(a)),
        ExprKind::Binary(op, a, b) => ExprKind::Binary(*op, rb(a), rb(b)),
        ExprKind::Call { name, args, bar } => {
            ExprKind::Call { name: name.clone(), args: args.iter().map(r).collect(), bar: *bar }
        }
        ExprKind::RowVector(xs) => ExprKind::RowVector(xs.iter().map(r).collect()),
        ExprKind::Array(xs) => ExprKind::Array(xs.iter().map(r).collect()),
        ExprKind::Index(b, idx) => ExprKind::Index(rb(b), idx.iter().map(|i| replace_index(i, e, with)).collect()),
        ExprKind::Cond(c, a, b) => ExprKind::Cond(rb(c), rb(a), rb(b)),
    };
    Expr { kind, span: x.span, ty: x.ty, height: x.height }
}
