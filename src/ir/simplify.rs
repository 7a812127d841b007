//! Clean-up of generated programs: constant folding, identity removal, copy propagation of
//! trivial `let`s, and removal of `let`s nobody reads. Results are unchanged bit for bit
//! (only `x + 0`, `x - 0`, `x * 1`, `x / 1` and operations on two constants are rewritten).

use std::collections::{HashMap, HashSet};

use super::expr::{BinOp, Expr, UnOp};
use super::program::{Program, Stmt};
use super::typeck::infer;
use super::types::TempId;

/// Simplifies every expression and drops dead `let`s.
pub fn simplify(p: &mut Program) {
    let mut copies = HashMap::new();
    let body = std::mem::take(&mut p.body);
    p.body = block(p, body, &mut copies);
    loop {
        let mut used = HashSet::new();
        for s in &p.body {
            s.visit(&mut |s| s.exprs().iter().for_each(|e| temps(e, &mut used)));
        }
        let before = count_lets(&p.body);
        p.body = drop_unused(std::mem::take(&mut p.body), &used);
        if count_lets(&p.body) == before {
            break;
        }
    }
}

fn temps(e: &Expr, out: &mut HashSet<TempId>) {
    e.visit(&mut |e| {
        if let Expr::Temp(t) = e {
            out.insert(*t);
        }
    });
}

fn count_lets(stmts: &[Stmt]) -> usize {
    let mut n = 0;
    stmts.iter().for_each(|s| s.visit(&mut |s| n += matches!(s, Stmt::Let { .. }) as usize));
    n
}

fn drop_unused(stmts: Vec<Stmt>, used: &HashSet<TempId>) -> Vec<Stmt> {
    stmts
        .into_iter()
        .filter(|s| !matches!(s, Stmt::Let { temp, .. } if !used.contains(temp)))
        .map(|s| match s {
            Stmt::For { var, lo, hi, reverse, body } => {
                Stmt::For { var, lo, hi, reverse, body: drop_unused(body, used) }
            }
            Stmt::If { cond, then, els } => {
                Stmt::If { cond, then: drop_unused(then, used), els: drop_unused(els, used) }
            }
            other => other,
        })
        .collect()
}

fn block(p: &Program, stmts: Vec<Stmt>, copies: &mut HashMap<TempId, Expr>) -> Vec<Stmt> {
    let mut out = Vec::with_capacity(stmts.len());
    for s in stmts {
        let f = |e: Expr, c: &HashMap<TempId, Expr>| fold(p, substitute(e, c));
        let s = match s {
            Stmt::Let { temp, value } => {
                let value = f(value, copies);
                if matches!(value, Expr::Temp(_) | Expr::Real(_)) {
                    copies.insert(temp, value.clone());
                }
                Stmt::Let { temp, value }
            }
            Stmt::Assign { var, index, value } => {
                Stmt::Assign { var, index: index.into_iter().map(|e| f(e, copies)).collect(), value: f(value, copies) }
            }
            Stmt::AddAssign { var, index, value } => Stmt::AddAssign {
                var,
                index: index.into_iter().map(|e| f(e, copies)).collect(),
                value: f(value, copies),
            },
            Stmt::Target(e) => Stmt::Target(f(e, copies)),
            Stmt::For { var, lo, hi, reverse, body } => {
                Stmt::For { var, lo: f(lo, copies), hi: f(hi, copies), reverse, body: block(p, body, copies) }
            }
            Stmt::If { cond, then, els } => {
                Stmt::If { cond: f(cond, copies), then: block(p, then, copies), els: block(p, els, copies) }
            }
            Stmt::Declare(v) => Stmt::Declare(v),
            Stmt::Check { site, args } => Stmt::Check { site, args: args.into_iter().map(|e| f(e, copies)).collect() },
        };
        out.push(s);
    }
    out
}

fn substitute(e: Expr, copies: &HashMap<TempId, Expr>) -> Expr {
    map(e, &|e| match e {
        Expr::Temp(t) => copies.get(&t).cloned().unwrap_or(Expr::Temp(t)),
        other => other,
    })
}

/// Rebuilds `e` bottom-up, applying `f` to every node after its children.
fn map(e: Expr, f: &dyn Fn(Expr) -> Expr) -> Expr {
    let m = |b: Box<Expr>| Box::new(map(*b, f));
    let node = match e {
        Expr::Index(v, idx) => Expr::Index(v, idx.into_iter().map(|i| map(i, f)).collect()),
        Expr::Unary(op, a) => Expr::Unary(op, m(a)),
        Expr::Binary(op, a, b) => Expr::Binary(op, m(a), m(b)),
        Expr::Call(func, args) => Expr::Call(func, args.into_iter().map(|a| map(a, f)).collect()),
        Expr::ToReal(a) => Expr::ToReal(m(a)),
        leaf => leaf,
    };
    f(node)
}

/// Folds constant real arithmetic and removes identities on real operands.
pub fn fold(p: &Program, e: Expr) -> Expr {
    let is_real = |e: &Expr| infer(p, e).is_ok_and(|t| t.is_real());
    map(e, &|e| match e {
        Expr::Binary(op, a, b) => match (op, *a, *b) {
            (BinOp::Add, Expr::Real(x), Expr::Real(y)) => Expr::Real(x + y),
            (BinOp::Sub, Expr::Real(x), Expr::Real(y)) => Expr::Real(x - y),
            (BinOp::Mul, Expr::Real(x), Expr::Real(y)) => Expr::Real(x * y),
            (BinOp::Div, Expr::Real(x), Expr::Real(y)) => Expr::Real(x / y),
            (BinOp::Add, x, Expr::Real(z)) | (BinOp::Add, Expr::Real(z), x) if z == 0.0 && is_real(&x) => x,
            (BinOp::Sub, x, Expr::Real(z)) if z == 0.0 && is_real(&x) => x,
            (BinOp::Mul, x, Expr::Real(o)) | (BinOp::Mul, Expr::Real(o), x) if o == 1.0 && is_real(&x) => x,
            (BinOp::Div, x, Expr::Real(o)) if o == 1.0 && is_real(&x) => x,
            (op, a, b) => Expr::binary(op, a, b),
        },
        Expr::Unary(UnOp::Neg, a) => match *a {
            Expr::Real(x) => Expr::Real(-x),
            a => Expr::Unary(UnOp::Neg, Box::new(a)),
        },
        other => other,
    })
}
