//! Loop-invariant code motion: function calls in a loop body that read nothing the loop
//! changes are computed once, before the loop, into a fresh local.
//!
//! The motivating case is a data plate such as `y[n] ~ normal(mu, sigma) T[L, U]`, whose
//! truncation term `log_diff_Phi((L − mu)/sigma, (U − mu)/sigma)` and `log(sigma)` depend on
//! the parameters only: written once per row, they cost a kernel N evaluations (and the
//! gradient 2N more) where one suffices. Values are unchanged bit for bit: the same
//! expression is evaluated, once instead of on every iteration.
//!
//! An argument check ([`Stmt::Check`]) whose arguments are invariant moves out whole: it
//! gives the same verdict on every iteration (`sigma > 0` of `y[n] ~ normal(mu, sigma)`).
//!
//! Only calls and checks in statements the loop body runs unconditionally on every iteration move (not
//! those inside a nested `if` or loop), and a loop whose trip count is not a known positive
//! constant evaluates them under `if lo < hi`, so a call a zero-trip loop never made is not
//! made either. A call moves only if it reads no temporary and no variable that the loop
//! writes, declares or counts with.

use super::expr::Expr;
use super::program::{Program, Stmt};
use super::types::{Type, VarId, VarKind};

/// Moves loop-invariant calls out of every loop of `p` (a scalar-form program), innermost
/// loops first.
pub fn hoist_invariants(p: &mut Program) {
    let body = std::mem::take(&mut p.body);
    p.body = block(p, body);
}

fn block(p: &mut Program, stmts: Vec<Stmt>) -> Vec<Stmt> {
    let mut out = Vec::with_capacity(stmts.len());
    for s in stmts {
        match s {
            Stmt::For { var, lo, hi, reverse, body } => {
                let body = block(p, body);
                let (pre, body) = hoist_from(p, var, &lo, &hi, body);
                out.extend(pre);
                out.push(Stmt::For { var, lo, hi, reverse, body });
            }
            Stmt::If { cond, then, els } => out.push(Stmt::If { cond, then: block(p, then), els: block(p, els) }),
            other => out.push(other),
        }
    }
    out
}

/// The statements computing the invariant calls of the loop `for var in lo..hi { body }`, and
/// the body reading them instead.
fn hoist_from(p: &mut Program, var: VarId, lo: &Expr, hi: &Expr, mut body: Vec<Stmt>) -> (Vec<Stmt>, Vec<Stmt>) {
    let mut changed = vec![var];
    for s in &body {
        changed.extend(s.writes());
        changed.extend(s.declares());
    }
    let mut hoisted: Vec<(Expr, VarId)> = Vec::new();
    for s in body.iter_mut() {
        // A statement's own expressions (a nested loop's bounds included) run on every
        // iteration; those of statements nested in it may not.
        for e in s.exprs_mut() {
            replace_invariant_calls(p, e, &changed, &mut hoisted);
        }
    }
    let (checks, body): (Vec<Stmt>, Vec<Stmt>) = body.into_iter().partition(|s| match s {
        Stmt::Check { args, .. } => args.iter().all(|a| invariant(a, &changed)),
        _ => false,
    });
    if hoisted.is_empty() && checks.is_empty() {
        return (Vec::new(), body);
    }
    let mut pre: Vec<Stmt> = hoisted.iter().map(|(_, v)| Stmt::Declare(*v)).collect();
    let mut assigns: Vec<Stmt> =
        hoisted.into_iter().map(|(value, var)| Stmt::Assign { var, index: vec![], value }).collect();
    for c in checks {
        if !assigns.contains(&c) {
            assigns.push(c);
        }
    }
    let runs = matches!((lo, hi), (Expr::Int(a), Expr::Int(b)) if b > a);
    if runs {
        pre.extend(assigns);
    } else {
        let cond = Expr::binary(super::expr::BinOp::Lt, lo.clone(), hi.clone());
        pre.push(Stmt::If { cond, then: assigns, els: vec![] });
    }
    (pre, body)
}

/// Replaces each outermost call in `e` that reads nothing in `changed` (and no temporary) by
/// a local, recorded in `hoisted` (one local per distinct call).
fn replace_invariant_calls(p: &mut Program, e: &mut Expr, changed: &[VarId], hoisted: &mut Vec<(Expr, VarId)>) {
    if matches!(e, Expr::Call(..)) && invariant(e, changed) {
        let local = match hoisted.iter().find(|(h, _)| h == e) {
            Some((_, v)) => *v,
            None => {
                let name = p.fresh_name("hoisted");
                let v = p.add_var(name, Type::REAL, VarKind::Local);
                hoisted.push((e.clone(), v));
                v
            }
        };
        *e = Expr::Var(local);
        return;
    }
    match e {
        Expr::Index(_, idx) => idx.iter_mut().for_each(|i| replace_invariant_calls(p, i, changed, hoisted)),
        Expr::Unary(_, a) | Expr::Reduce(_, a) | Expr::RepVector(a, _) | Expr::ToReal(a) => {
            replace_invariant_calls(p, a, changed, hoisted)
        }
        Expr::Binary(_, a, b) | Expr::Dot(a, b) => {
            replace_invariant_calls(p, a, changed, hoisted);
            replace_invariant_calls(p, b, changed, hoisted);
        }
        Expr::Call(_, args) => args.iter_mut().for_each(|a| replace_invariant_calls(p, a, changed, hoisted)),
        Expr::Real(_) | Expr::Int(_) | Expr::Var(_) | Expr::Temp(_) | Expr::Lpdf(_) => {}
    }
}

/// Whether `e` reads no temporary, no variable in `changed` and no distribution.
fn invariant(e: &Expr, changed: &[VarId]) -> bool {
    let mut ok = true;
    e.visit(&mut |e| match e {
        Expr::Temp(_) | Expr::Lpdf(_) => ok = false,
        Expr::Var(v) | Expr::Index(v, _) if changed.contains(v) => ok = false,
        _ => {}
    });
    ok
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::expr::BinOp;
    use crate::ir::func::Func;
    use crate::ir::types::Type;

    /// `for i in 0..hi { target += log(s) * x[i] + log(x[i]) }` with `s` a parameter.
    fn plate(hi: Expr) -> (Program, VarId) {
        let mut p = Program::new();
        p.form = crate::ir::program::Form::Scalar;
        let x = p.add_var("x", Type::vector(3), VarKind::Data);
        let s = p.add_var("s", Type::REAL, VarKind::Param);
        let i = p.add_var("i", Type::INT, VarKind::Loop);
        let log_s = Expr::call1(Func::Log, Expr::Var(s));
        let log_x = Expr::call1(Func::Log, Expr::elem(x, Expr::Var(i)));
        let value = Expr::binary(BinOp::Add, Expr::binary(BinOp::Mul, log_s, Expr::elem(x, Expr::Var(i))), log_x);
        p.body = vec![Stmt::For { var: i, lo: Expr::Int(0), hi, reverse: false, body: vec![Stmt::Target(value)] }];
        (p, s)
    }

    #[test]
    fn invariant_calls_move_before_the_loop_and_variant_ones_stay() {
        let (mut p, s) = plate(Expr::Int(3));
        hoist_invariants(&mut p);
        let [Stmt::Declare(h), Stmt::Assign { var, value, .. }, Stmt::For { body, .. }] = &p.body[..] else {
            panic!("{:?}", p.body)
        };
        assert_eq!(var, h);
        assert_eq!(value, &Expr::call1(Func::Log, Expr::Var(s)));
        let mut reads_local = false;
        let mut logs = 0;
        body[0].exprs()[0].visit(&mut |e| {
            reads_local |= e == &Expr::Var(*h);
            logs += matches!(e, Expr::Call(Func::Log, _)) as usize;
        });
        assert!(reads_local && logs == 1, "{:?}", body);
    }

    #[test]
    fn invariant_checks_move_out_whole_and_once() {
        let (mut p, s) = plate(Expr::Int(3));
        let i = VarId(2);
        let x = VarId(0);
        let invariant = Stmt::Check { site: 0, args: vec![Expr::Var(s)] };
        let variant = Stmt::Check { site: 0, args: vec![Expr::elem(x, Expr::Var(i))] };
        let Stmt::For { body, .. } = &mut p.body[0] else { unreachable!() };
        body.extend([invariant.clone(), variant.clone(), invariant.clone()]);
        hoist_invariants(&mut p);
        let pre = &p.body[..p.body.len() - 1];
        assert_eq!(pre.iter().filter(|s| **s == invariant).count(), 1, "{pre:?}");
        let Some(Stmt::For { body, .. }) = p.body.last() else { panic!("{:?}", p.body) };
        assert!(body.contains(&variant) && !body.contains(&invariant), "{body:?}");
    }

    #[test]
    fn loops_that_may_not_run_compute_the_invariants_only_if_they_do() {
        let (mut p, _) = plate(Expr::Var(VarId(9)));
        hoist_invariants(&mut p);
        assert!(matches!(&p.body[..], [Stmt::Declare(_), Stmt::If { .. }, Stmt::For { .. }]), "{:?}", p.body);
    }
}
