//! A stable text dump of IR programs, used in error messages and snapshot tests.

use std::fmt::Write;

use super::expr::{Expr, UnOp};
use super::program::{Constraint, Form, Program, Stmt};
use super::types::VarKind;

/// Renders a whole program as stable, human-readable text.
pub fn dump(p: &Program) -> String {
    let mut out = String::new();
    let form = match p.form {
        Form::Model => "model",
        Form::Scalar => "scalar",
        Form::Gradient => "gradient",
    };
    let _ = writeln!(out, "program ({form} form, {} unconstrained)", p.dim());
    for v in &p.vars {
        let kind = match v.kind {
            VarKind::Data => "data".to_string(),
            VarKind::Param => "param".to_string(),
            VarKind::Transformed => "transformed".to_string(),
            VarKind::Local => "local".to_string(),
            VarKind::Loop => continue,
            VarKind::Input => "input".to_string(),
            VarKind::Adjoint(of) => format!("adjoint of {}", p.var(of).name),
            VarKind::Gradient => "gradient".to_string(),
        };
        let _ = writeln!(out, "{kind} {} {}", v.ty, v.name);
    }
    for param in &p.params {
        let name = &p.var(param.var).name;
        let text = match &param.constraint {
            Constraint::None => continue,
            Constraint::Lower(l) => format!("lower={}", expr(p, l)),
            Constraint::Upper(u) => format!("upper={}", expr(p, u)),
            Constraint::LowerUpper(l, u) => format!("lower={}, upper={}", expr(p, l), expr(p, u)),
            Constraint::Ordered => "ordered".to_string(),
            Constraint::PositiveOrdered => "positive_ordered".to_string(),
            Constraint::Simplex => "simplex".to_string(),
            Constraint::CholeskyCorr => "cholesky_factor_corr".to_string(),
        };
        let _ = writeln!(out, "constraint {name}: {text}");
    }
    let _ = writeln!(out, "body:");
    block(p, &p.body, 1, &mut out);
    out
}

fn block(p: &Program, stmts: &[Stmt], depth: usize, out: &mut String) {
    for s in stmts {
        let pad = "  ".repeat(depth);
        match s {
            Stmt::For { var, lo, hi, reverse, body } => {
                let rev = if *reverse { " reversed" } else { "" };
                let _ = writeln!(out, "{pad}for {} in {}..{}{rev} {{", p.var(*var).name, expr(p, lo), expr(p, hi));
                block(p, body, depth + 1, out);
                let _ = writeln!(out, "{pad}}}");
            }
            Stmt::If { cond, then, els } => {
                let _ = writeln!(out, "{pad}if {} {{", expr(p, cond));
                block(p, then, depth + 1, out);
                if !els.is_empty() {
                    let _ = writeln!(out, "{pad}}} else {{");
                    block(p, els, depth + 1, out);
                }
                let _ = writeln!(out, "{pad}}}");
            }
            other => {
                let _ = writeln!(out, "{pad}{}", stmt_head(p, other));
            }
        }
    }
}

/// One line describing a statement (nested bodies left out).
pub fn stmt_head(p: &Program, s: &Stmt) -> String {
    match s {
        Stmt::Declare(v) => format!("decl {}", p.var(*v).name),
        Stmt::Assign { var, index, value } => format!("{} = {}", lvalue(p, *var, index), expr(p, value)),
        Stmt::AddAssign { var, index, value } => format!("{} += {}", lvalue(p, *var, index), expr(p, value)),
        Stmt::Target(e) => format!("target += {}", expr(p, e)),
        Stmt::For { var, lo, hi, .. } => format!("for {} in {}..{}", p.var(*var).name, expr(p, lo), expr(p, hi)),
        Stmt::If { cond, .. } => format!("if {}", expr(p, cond)),
        Stmt::Let { temp, value } => format!("let t{} = {}", temp.0, expr(p, value)),
        Stmt::Check { site, args } => {
            let s = &p.checks[*site as usize];
            let what = if s.data { "data check" } else { "check" };
            format!("{what} {}: {}({})", s.dist.name(), s.rule.func.name(), list(p, args))
        }
    }
}

fn lvalue(p: &Program, var: super::VarId, index: &[Expr]) -> String {
    let name = &p.var(var).name;
    if index.is_empty() {
        return name.clone();
    }
    format!("{name}[{}]", list(p, index))
}

fn list(p: &Program, es: &[Expr]) -> String {
    es.iter().map(|e| expr(p, e)).collect::<Vec<_>>().join(", ")
}

/// Renders one expression, fully parenthesised.
pub fn expr(p: &Program, e: &Expr) -> String {
    match e {
        Expr::Real(x) => real(*x),
        Expr::Int(i) => i.to_string(),
        Expr::Var(v) => p.var(*v).name.clone(),
        Expr::Index(v, idx) => format!("{}[{}]", p.var(*v).name, list(p, idx)),
        Expr::Temp(t) => format!("t{}", t.0),
        Expr::Unary(UnOp::Neg, a) => format!("(-{})", expr(p, a)),
        Expr::Unary(UnOp::Not, a) => format!("(!{})", expr(p, a)),
        Expr::Binary(op, a, b) => format!("({} {} {})", expr(p, a), op.symbol(), expr(p, b)),
        Expr::Call(f, args) => format!("{}({})", f.name(), list(p, args)),
        Expr::Reduce(r, a) => format!("{}({})", r.name(), expr(p, a)),
        Expr::Dot(a, b) => format!("dot_product({}, {})", expr(p, a), expr(p, b)),
        Expr::RepVector(a, n) => format!("rep_vector({}, {n})", expr(p, a)),
        Expr::ToReal(a) => format!("real({})", expr(p, a)),
        Expr::Lpdf(l) => {
            let suffix = if l.dist.is_discrete() { "lpmf" } else { "lpdf" };
            let kind = if l.propto { "~" } else { "full" };
            let (y, rest) = l.args.split_first().expect("validated arity");
            let mut s = format!("{}_{suffix}[{kind}]({}", l.dist.name(), expr(p, y));
            if !rest.is_empty() {
                let _ = write!(s, " | {}", list(p, rest));
            }
            s.push(')');
            if let Some(t) = &l.truncation {
                let b = |o: &Option<Expr>| o.as_ref().map(|e| expr(p, e)).unwrap_or_default();
                let _ = write!(s, " T[{}, {}]", b(&t.lower), b(&t.upper));
            }
            if let Some(m) = l.mask {
                let _ = write!(s, " mask {}", p.var(m).name);
            }
            s
        }
    }
}

/// Shortest text that parses back to the same f64, always with a decimal point or exponent.
fn real(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let s = format!("{x:?}");
    if s.contains(['.', 'e', 'E']) {
        s
    } else {
        format!("{s}.0")
    }
}
