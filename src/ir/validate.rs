//! The validator: rejects ill-typed, ill-shaped or ill-scoped programs, naming the node.

use std::collections::HashSet;

use super::display::{expr as show, stmt_head};
use super::expr::Expr;
use super::program::{Constraint, Form, Program, Stmt};
use super::typeck::{infer, real_scalar};
use super::types::{Elem, Shape, TempId, Type, VarId, VarKind};
use super::IrError;

/// Checks every rule of the program's form; the error names the offending statement.
pub fn validate(p: &Program) -> Result<(), IrError> {
    check_table(p)?;
    check_params(p)?;
    let mut v = Validator { p, scopes: vec![Scope::default()], path: Vec::new() };
    v.block(&p.body)
}

fn err(at: impl Into<String>, message: impl Into<String>) -> IrError {
    IrError::Invalid { at: at.into(), message: message.into() }
}

fn check_table(p: &Program) -> Result<(), IrError> {
    let mut names = HashSet::new();
    for v in &p.vars {
        if !names.insert(v.name.as_str()) {
            return Err(err(format!("variable {}", v.name), "declared twice"));
        }
        let allowed = match v.kind {
            VarKind::Input => p.form != Form::Model,
            VarKind::Adjoint(_) | VarKind::Gradient => p.form == Form::Gradient,
            VarKind::Loop => v.ty == Type::INT,
            _ => true,
        };
        if !allowed {
            return Err(err(format!("variable {}", v.name), format!("kind {:?} is not allowed here", v.kind)));
        }
        if matches!(v.kind, VarKind::Param | VarKind::Transformed | VarKind::Input) && v.ty.elem == Elem::Int {
            return Err(err(format!("variable {}", v.name), "parameters must be real"));
        }
    }
    Ok(())
}

fn check_params(p: &Program) -> Result<(), IrError> {
    let mut seen: Vec<VarId> = Vec::new();
    for param in &p.params {
        let d = p.var(param.var);
        let at = format!("parameter {}", d.name);
        if d.kind != VarKind::Param {
            return Err(err(at, "is not declared as a parameter"));
        }
        let bounds: Vec<&Expr> = match &param.constraint {
            Constraint::None => vec![],
            Constraint::Lower(l) | Constraint::Upper(l) => vec![l],
            Constraint::LowerUpper(l, u) => vec![l, u],
            Constraint::Ordered | Constraint::PositiveOrdered => {
                if !matches!(d.ty.shape, Shape::Vector(_)) {
                    return Err(err(at, format!("ordered needs a vector, got {}", d.ty)));
                }
                vec![]
            }
            Constraint::CholeskyCorr => {
                if !matches!(d.ty.shape, Shape::Matrix(r, c) if r == c && r >= 1) {
                    return Err(err(at, format!("cholesky_factor_corr needs a square matrix, got {}", d.ty)));
                }
                vec![]
            }
            Constraint::Simplex => {
                if !matches!(d.ty.shape, Shape::Vector(n) | Shape::Matrix(_, n) if n >= 1) {
                    let m = format!("simplex needs a vector (or matrix rows) of at least one element, got {}", d.ty);
                    return Err(err(at, m));
                }
                vec![]
            }
        };
        for b in bounds {
            real_scalar(p, b, "a bound").map_err(|m| err(&at, format!("bound {}: {m}", show(p, b))))?;
            for r in b.reads() {
                let ok = p.var(r).kind == VarKind::Data || seen.contains(&r);
                if !ok {
                    let m = format!(
                        "bound {} reads {}, which is neither data nor an earlier parameter",
                        show(p, b),
                        p.var(r).name
                    );
                    return Err(err(at, m));
                }
            }
        }
        seen.push(param.var);
    }
    let listed: HashSet<VarId> = p.params.iter().map(|q| q.var).collect();
    if let Some(v) = p.vars_of(VarKind::Param).into_iter().find(|v| !listed.contains(v)) {
        return Err(err(format!("parameter {}", p.var(v).name), "has no parameter declaration"));
    }
    Ok(())
}

#[derive(Default)]
struct Scope {
    vars: HashSet<VarId>,
    temps: HashSet<TempId>,
}

struct Validator<'a> {
    p: &'a Program,
    scopes: Vec<Scope>,
    path: Vec<String>,
}

impl Validator<'_> {
    fn block(&mut self, stmts: &[Stmt]) -> Result<(), IrError> {
        self.scopes.push(Scope::default());
        for (i, s) in stmts.iter().enumerate() {
            self.path.push(format!("statement {} `{}`", i + 1, stmt_head(self.p, s)));
            self.stmt(s)?;
            self.path.pop();
        }
        self.scopes.pop();
        Ok(())
    }

    fn fail(&self, message: impl Into<String>) -> IrError {
        err(self.path.join(" > "), message)
    }

    fn in_scope(&self, v: VarId) -> bool {
        match self.p.var(v).kind {
            VarKind::Local | VarKind::Transformed | VarKind::Loop => self.scopes.iter().any(|s| s.vars.contains(&v)),
            _ => true,
        }
    }

    fn stmt(&mut self, s: &Stmt) -> Result<(), IrError> {
        for e in s.exprs() {
            self.expr(e)?;
        }
        match s {
            Stmt::Declare(v) => {
                if !matches!(self.p.var(*v).kind, VarKind::Local | VarKind::Transformed) {
                    return Err(self.fail("only locals and transformed parameters are declared"));
                }
                if self.in_scope(*v) {
                    return Err(self.fail("declared twice in one scope"));
                }
                self.scopes.last_mut().expect("scope").vars.insert(*v);
            }
            Stmt::Assign { var, index, value } => self.assign(*var, index, value, false)?,
            Stmt::AddAssign { var, index, value } => self.assign(*var, index, value, true)?,
            Stmt::Target(e) => {
                real_scalar(self.p, e, "target +=").map_err(|m| self.fail(m))?;
            }
            Stmt::For { var, lo, hi, body, .. } => {
                if self.p.var(*var).kind != VarKind::Loop {
                    return Err(self.fail("a loop counter must have kind Loop"));
                }
                self.int_scalar(lo, "loop start")?;
                self.int_scalar(hi, "loop end")?;
                self.scopes.push(Scope::default());
                self.scopes.last_mut().expect("scope").vars.insert(*var);
                self.block(body)?;
                self.scopes.pop();
            }
            Stmt::If { cond, then, els } => {
                self.int_scalar(cond, "condition")?;
                self.block(then)?;
                self.block(els)?;
            }
            Stmt::Let { temp, value } => {
                if self.p.form == Form::Model {
                    return Err(self.fail("let appears in scalar-form programs only"));
                }
                real_scalar(self.p, value, "let").map_err(|m| self.fail(m))?;
                self.scopes.last_mut().expect("scope").temps.insert(*temp);
            }
            Stmt::Check { site, args } => self.check(*site, args)?,
        }
        Ok(())
    }

    fn check(&self, site: u32, args: &[Expr]) -> Result<(), IrError> {
        if self.p.form == Form::Model {
            return Err(self.fail("checks appear in scalar-form programs only"));
        }
        let Some(s) = self.p.checks.get(site as usize) else {
            return Err(self.fail(format!("check site {site} is not in the program's table")));
        };
        if args.len() != s.rule.func.arity() {
            return Err(self.fail(format!("{} takes {} arguments", s.rule.func.name(), s.rule.func.arity())));
        }
        args.iter().try_for_each(|a| real_scalar(self.p, a, s.rule.func.name()).map_err(|m| self.fail(m)))
    }

    fn int_scalar(&self, e: &Expr, what: &str) -> Result<(), IrError> {
        let t = infer(self.p, e).map_err(|m| self.fail(m))?;
        if t != Type::INT {
            return Err(self.fail(format!("{what} {} must be an int scalar, got {t}", show(self.p, e))));
        }
        Ok(())
    }

    fn assign(&self, var: VarId, index: &[Expr], value: &Expr, add: bool) -> Result<(), IrError> {
        let d = self.p.var(var);
        let writable = match d.kind {
            VarKind::Local | VarKind::Transformed => true,
            VarKind::Param => self.p.form != Form::Model,
            VarKind::Adjoint(_) | VarKind::Gradient => self.p.form == Form::Gradient,
            _ => false,
        };
        if !writable {
            return Err(
                self.fail(format!("{} ({:?}) cannot be assigned in a {:?}-form program", d.name, d.kind, self.p.form))
            );
        }
        if !self.in_scope(var) {
            return Err(self.fail(format!("{} is assigned outside its scope", d.name)));
        }
        let target = if index.is_empty() {
            d.ty
        } else {
            let t = infer(self.p, &Expr::Index(var, index.to_vec())).map_err(|m| self.fail(m))?;
            if !t.is_scalar() {
                return Err(self.fail("multi-indexing on the left of an assignment is not supported"));
            }
            t
        };
        let vt = infer(self.p, value).map_err(|m| self.fail(m))?;
        let elem_ok = target.elem == Elem::Real || vt.elem == Elem::Int;
        let shape_ok = vt.shape == target.shape || vt.is_scalar() && add;
        if !elem_ok || !shape_ok {
            return Err(self.fail(format!("cannot assign a value of type {vt} to {} of type {target}", d.name)));
        }
        if add && target.elem == Elem::Int {
            return Err(self.fail("+= is for reals"));
        }
        if add && value.reads().contains(&var) {
            return Err(self.fail(format!("the increment of {} reads {} itself", d.name, d.name)));
        }
        Ok(())
    }

    fn expr(&self, e: &Expr) -> Result<(), IrError> {
        let t = infer(self.p, e).map_err(|m| self.fail(format!("{}: {m}", show(self.p, e))))?;
        let scalar_form = self.p.form != Form::Model;
        let mut problem = None;
        e.visit(&mut |sub| {
            if problem.is_some() {
                return;
            }
            match sub {
                Expr::Var(v) | Expr::Index(v, _) if !self.in_scope(*v) => {
                    problem = Some(format!("{} is read outside its scope", self.p.var(*v).name));
                }
                Expr::Temp(t) if !self.scopes.iter().any(|s| s.temps.contains(t)) => {
                    problem = Some(format!("t{} is read before its let", t.0));
                }
                Expr::Reduce(..) | Expr::Dot(..) | Expr::RepVector(..) | Expr::Lpdf(_) if scalar_form => {
                    problem = Some(format!("{} is not allowed in a scalar-form program", show(self.p, sub)));
                }
                Expr::Var(v) if scalar_form && !self.p.var(*v).ty.is_scalar() => {
                    problem = Some(format!("whole-variable read of {} in a scalar-form program", self.p.var(*v).name));
                }
                _ => {}
            }
        });
        if scalar_form && !t.is_scalar() {
            problem.get_or_insert(format!("{} has type {t} in a scalar-form program", show(self.p, e)));
        }
        match problem {
            Some(m) => Err(self.fail(m)),
            None => Ok(()),
        }
    }
}
