//! Reverse-mode automatic differentiation as an IR→IR pass.
//!
//! The gradient program runs in one lane: a forward sweep stores every program variable, then
//! a reverse sweep walks the statements backwards, adding to adjoint variables. Expression
//! temporaries are recomputed as `let`s next to the adjoint code that needs them; a loop's own
//! locals are recomputed at the start of each reversed iteration. A loop that writes nothing
//! but its own locals and `target` (a data "plate") is fused: each iteration runs forward and
//! then backward at once, adding straight into the adjoints of what it reads. Variables that
//! are assigned more than once are taped (`tape`): each assignment saves what it overwrites,
//! and its reversal restores that value and hands the adjoint of the overwritten slot to the
//! assigned expression.

use std::collections::{HashMap, HashSet};

use super::deriv::partials;
use super::display::expr as show;
use super::expr::{BinOp, Expr, UnOp};
use super::program::{Form, Program, Stmt};
use super::simplify::simplify;
use super::tape::{is_plate, Tape};
use super::typeck::infer;
use super::types::{Elem, Shape, Type, VarId, VarKind};
use super::{ad_rules, validate, IrError};

/// Builds the gradient program of a valid scalar-form program: it computes `target` and,
/// into its `Gradient` variable, the gradient with respect to the unconstrained input.
pub fn grad(p: &Program) -> Result<Program, IrError> {
    if p.form != Form::Scalar {
        return Err(IrError::Gradient("the gradient pass takes a scalar-form program".into()));
    }
    validate(p)?;
    let lifted = Program { body: lift_declarations(&p.body), ..p.clone() };
    let p = &lifted;
    let mut g = p.clone();
    g.form = Form::Gradient;
    let mut adj = HashMap::new();
    for (i, d) in p.vars.iter().enumerate() {
        let v = VarId(i as u32);
        let kind = match d.kind {
            VarKind::Param | VarKind::Transformed | VarKind::Local if d.ty.is_real() => VarKind::Adjoint(v),
            VarKind::Input => VarKind::Gradient,
            _ => continue,
        };
        let name = g.fresh_name(&format!("adj__{}", d.name));
        adj.insert(v, g.add_var(name, d.ty, kind));
    }
    let tape = Tape::new(p, ad_rules::taped(p), &mut g)?;
    if let Some(t) = &tape {
        check_loop_bounds(p, t)?;
    }
    let mut ad = Ad { g, adj, tape };
    let mut body = ad.tape.as_ref().map(|t| t.prologue(p)).unwrap_or_default();
    body.extend(ad.forward(&p.body, true)?);
    body.extend(ad.reverse(&p.body, true)?);
    ad.g.body = body;
    simplify(&mut ad.g);
    validate(&ad.g)?;
    Ok(ad.g)
}

/// Refuses a loop whose bounds read a taped variable that its body changes (the reversed
/// loop would count differently).
fn check_loop_bounds(p: &Program, tape: &Tape) -> Result<(), IrError> {
    let mut bad = None;
    for s in &p.body {
        s.visit(&mut |s| {
            if let Stmt::For { var, lo, hi, .. } = s {
                let written = s.writes();
                let reads = lo.reads().into_iter().chain(hi.reads());
                if reads.into_iter().any(|v| tape.taped.contains(&v) && written.contains(&v)) {
                    bad = Some(p.var(*var).name.clone());
                }
            }
        });
    }
    match bad {
        Some(name) => Err(IrError::Gradient(format!("the bounds of the loop over `{name}` change inside the loop"))),
        None => Ok(()),
    }
}

/// A node of an expression being differentiated: its value (a `let` or a leaf) and children.
struct Node<'e> {
    expr: &'e Expr,
    value: Expr,
    children: Vec<Node<'e>>,
    active: bool,
}

struct Ad {
    g: Program,
    adj: HashMap<VarId, VarId>,
    tape: Option<Tape>,
}

impl Ad {
    fn forward(&mut self, block: &[Stmt], fusing: bool) -> Result<Vec<Stmt>, IrError> {
        let mut out = Vec::new();
        for s in block {
            match s {
                Stmt::For { var, lo, hi, reverse, body } => {
                    let mut b = self.forward(body, fusing && is_plate(s))?;
                    if fusing && is_plate(s) {
                        b.extend(self.reverse(body, true)?);
                    }
                    out.push(Stmt::For { var: *var, lo: lo.clone(), hi: hi.clone(), reverse: *reverse, body: b });
                }
                Stmt::If { cond, then, els } => {
                    let (mut then, mut els) = (self.forward(then, fusing)?, self.forward(els, fusing)?);
                    if let Some(t) = self.taping(s) {
                        t.push(Elem::Int, Expr::Int(1), &mut then);
                        t.push(Elem::Int, Expr::Int(0), &mut els);
                    }
                    out.push(Stmt::If { cond: cond.clone(), then, els });
                }
                Stmt::Declare(v) if self.is_taped(*v) => {}
                Stmt::Assign { var, index, .. } | Stmt::AddAssign { var, index, .. } if self.is_taped(*var) => {
                    let t = self.tape.as_ref().expect("taped");
                    let current = slot(*var, index);
                    t.push(self.g.var(*var).ty.elem, current, &mut out);
                    out.push(Stmt::Assign { var: *var, index: index.clone(), value: overwrite_value(s) });
                }
                other => out.push(other.clone()),
            }
        }
        Ok(out)
    }

    fn is_taped(&self, v: VarId) -> bool {
        self.tape.as_ref().is_some_and(|t| t.taped.contains(&v))
    }

    /// The tape, when `s` writes taped variables.
    fn taping(&self, s: &Stmt) -> Option<&Tape> {
        self.tape.as_ref().filter(|t| t.writes_taped(s))
    }

    /// Reverses a taped assignment: restores the overwritten value, then passes the adjoint
    /// of the slot (zeroed, as the slot held another value before) to the assigned value.
    fn reverse_taped(&mut self, s: &Stmt, out: &mut Vec<Stmt>) -> Result<(), IrError> {
        let (Stmt::Assign { var, index, .. } | Stmt::AddAssign { var, index, .. }) = s else { return Ok(()) };
        let value = overwrite_value(s);
        let elem = self.g.var(*var).ty.elem;
        let saved = self.tape.as_ref().expect("taped").pop(elem, out);
        let Some(&a) = self.adj.get(var) else {
            out.push(Stmt::Assign { var: *var, index: index.clone(), value: saved });
            return Ok(());
        };
        let seed = self.let_(slot(a, index), out);
        out.push(Stmt::Assign { var: a, index: index.clone(), value: Expr::Real(0.0) });
        out.push(Stmt::Assign { var: *var, index: index.clone(), value: saved });
        self.backprop(&value, seed, out)
    }

    fn reverse(&mut self, block: &[Stmt], fusing: bool) -> Result<Vec<Stmt>, IrError> {
        let mut out = Vec::new();
        for s in block.iter().rev() {
            match s {
                Stmt::Declare(v) => self.zero_adjoint(*v, &mut out),
                Stmt::Assign { var, .. } | Stmt::AddAssign { var, .. } if self.is_taped(*var) => {
                    self.reverse_taped(s, &mut out)?
                }
                Stmt::Assign { var, index, value } | Stmt::AddAssign { var, index, value } => {
                    if let Some(&a) = self.adj.get(var) {
                        let seed = if index.is_empty() { Expr::Var(a) } else { Expr::Index(a, index.clone()) };
                        self.backprop(value, seed, &mut out)?;
                    }
                }
                Stmt::Target(e) => self.backprop(e, Expr::Real(1.0), &mut out)?,
                Stmt::Check { .. } => {
                    return Err(IrError::Gradient("argument checks must be resolved first (resolve_checks)".into()))
                }
                Stmt::For { .. } if fusing && is_plate(s) => {}
                Stmt::For { var, lo, hi, reverse, body } => {
                    let mut own: HashSet<VarId> = s.declares().into_iter().collect();
                    own.retain(|v| !self.is_taped(*v));
                    let mut b = recompute(body, &own);
                    b.extend(self.reverse(body, false)?);
                    out.push(Stmt::For { var: *var, lo: lo.clone(), hi: hi.clone(), reverse: !reverse, body: b });
                }
                Stmt::If { cond, then, els } => {
                    let (then, els) = (self.reverse(then, fusing)?, self.reverse(els, fusing)?);
                    let cond = match self.taping(s) {
                        Some(t) => t.pop(Elem::Int, &mut out),
                        None => cond.clone(),
                    };
                    if !then.is_empty() || !els.is_empty() {
                        out.push(Stmt::If { cond, then, els });
                    }
                }
                Stmt::Let { .. } => return Err(IrError::Gradient("the input program must not contain let".into())),
            }
        }
        Ok(out)
    }

    fn zero_adjoint(&mut self, v: VarId, out: &mut Vec<Stmt>) {
        let Some(&a) = self.adj.get(&v) else { return };
        let shape = self.g.var(a).ty.shape;
        let mut index = Vec::new();
        let mut loops = Vec::new();
        for n in dims(shape) {
            let i = self.g.add_var(self.g.fresh_name("z__"), Type::INT, VarKind::Loop);
            index.push(Expr::Var(i));
            loops.push((i, n));
        }
        let mut stmt = Stmt::Assign { var: a, index, value: Expr::Real(0.0) };
        for (i, n) in loops.into_iter().rev() {
            stmt = Stmt::For { var: i, lo: Expr::Int(0), hi: Expr::Int(n as i64), reverse: false, body: vec![stmt] };
        }
        out.push(stmt);
    }

    fn let_(&mut self, value: Expr, out: &mut Vec<Stmt>) -> Expr {
        let temp = self.g.new_temp();
        out.push(Stmt::Let { temp, value });
        Expr::Temp(temp)
    }

    /// Adds `seed · ∂e/∂v` to the adjoint of every active variable `v` that `e` reads.
    fn backprop(&mut self, e: &Expr, seed: Expr, out: &mut Vec<Stmt>) -> Result<(), IrError> {
        if !e.reads().iter().any(|v| self.adj.contains_key(v)) {
            return Ok(());
        }
        let node = self.build(e, out);
        let seed = self.let_(seed, out);
        self.backward(&node, seed, out)
    }

    fn is_int(&self, e: &Expr) -> bool {
        infer(&self.g, e).map(|t| t.elem == Elem::Int).unwrap_or(false)
    }

    fn build<'e>(&mut self, e: &'e Expr, out: &mut Vec<Stmt>) -> Node<'e> {
        let leaf = |value: Expr, active| Node { expr: e, value, children: Vec::new(), active };
        if self.is_int(e) {
            return leaf(e.clone(), false);
        }
        match e {
            Expr::Real(_) | Expr::ToReal(_) => leaf(e.clone(), false),
            Expr::Var(v) | Expr::Index(v, _) => leaf(e.clone(), self.adj.contains_key(v)),
            _ if !e.reads().iter().any(|v| self.adj.contains_key(v)) => {
                let value = self.let_(e.clone(), out);
                leaf(value, false)
            }
            Expr::Unary(op, a) => {
                let child = self.build(a, out);
                let value = self.let_(Expr::Unary(*op, Box::new(child.value.clone())), out);
                Node { expr: e, value, active: child.active, children: vec![child] }
            }
            Expr::Binary(op, a, b) => {
                let (ca, cb) = (self.build(a, out), self.build(b, out));
                let value = self.let_(Expr::binary(*op, ca.value.clone(), cb.value.clone()), out);
                Node { expr: e, value, active: ca.active || cb.active, children: vec![ca, cb] }
            }
            Expr::Call(f, args) => {
                let children: Vec<Node> = args.iter().map(|a| self.build(a, out)).collect();
                let value = self.let_(Expr::Call(*f, children.iter().map(|c| c.value.clone()).collect()), out);
                let active = children.iter().any(|c| c.active);
                Node { expr: e, value, children, active }
            }
            _ => unreachable!("scalar-form programs have no {}", show(&self.g, e)),
        }
    }

    fn backward(&mut self, node: &Node, adj: Expr, out: &mut Vec<Stmt>) -> Result<(), IrError> {
        let mul = |a: &Expr, b: &Expr| Expr::binary(BinOp::Mul, a.clone(), b.clone());
        let neg = |a: Expr| Expr::Unary(UnOp::Neg, Box::new(a));
        let contributions: Vec<Expr> = match node.expr {
            Expr::Var(v) | Expr::Index(v, _) => {
                let index = if let Expr::Index(_, idx) = node.expr { idx.clone() } else { Vec::new() };
                out.push(Stmt::AddAssign { var: self.adj[v], index, value: adj });
                return Ok(());
            }
            Expr::Unary(UnOp::Neg, _) => vec![neg(adj)],
            Expr::Binary(op, ..) => {
                let (x, y) = (&node.children[0].value, &node.children[1].value);
                match op {
                    BinOp::Add => vec![adj.clone(), adj],
                    BinOp::Sub => vec![adj.clone(), neg(adj)],
                    BinOp::Mul => vec![mul(&adj, y), mul(&adj, x)],
                    BinOp::Div => vec![
                        Expr::binary(BinOp::Div, adj.clone(), y.clone()),
                        neg(Expr::binary(BinOp::Div, mul(&adj, &node.value), y.clone())),
                    ],
                    _ => unreachable!("{} on reals is not differentiable", op.symbol()),
                }
            }
            // An argument check is 0 or −inf: no derivative flows through it.
            Expr::Call(f, _) if f.is_check() => return Ok(()),
            Expr::Call(f, _) => {
                let args: Vec<Expr> = node.children.iter().map(|c| c.value.clone()).collect();
                let Some(ps) = partials(*f, &args, &node.value) else {
                    return Err(IrError::Gradient(format!("{} has no derivative in the gradient pass", f.name())));
                };
                ps.iter().map(|p| mul(&adj, p)).collect()
            }
            other => unreachable!("no active node {}", show(&self.g, other)),
        };
        for (child, c) in node.children.iter().zip(contributions) {
            if child.active {
                let a = self.let_(c, out);
                self.backward(child, a, out)?;
            }
        }
        Ok(())
    }
}

/// Moves the declarations inside `if` branches to just before the `if` (out of nested
/// branches too, but not out of loops): the reverse sweep reverses a branch in a new `if`,
/// and a non-fused loop recomputes its locals in one, so a variable declared in the forward
/// branch would be out of scope where its value and adjoint are read.
fn lift_declarations(block: &[Stmt]) -> Vec<Stmt> {
    let mut out = Vec::with_capacity(block.len());
    for s in block {
        match s {
            Stmt::If { cond, then, els } => {
                let (mut then, mut els) = (lift_declarations(then), lift_declarations(els));
                for b in [&mut then, &mut els] {
                    out.extend(b.iter().filter(|s| matches!(s, Stmt::Declare(_))).cloned());
                    b.retain(|s| !matches!(s, Stmt::Declare(_)));
                }
                out.push(Stmt::If { cond: cond.clone(), then, els });
            }
            Stmt::For { var, lo, hi, reverse, body } => out.push(Stmt::For {
                var: *var,
                lo: lo.clone(),
                hi: hi.clone(),
                reverse: *reverse,
                body: lift_declarations(body),
            }),
            other => out.push(other.clone()),
        }
    }
    out
}

/// The value a taped assignment stores: `x[i] + v` for `x[i] += v`.
fn overwrite_value(s: &Stmt) -> Expr {
    match s {
        Stmt::AddAssign { var, index, value } => Expr::binary(BinOp::Add, slot(*var, index), value.clone()),
        Stmt::Assign { value, .. } => value.clone(),
        _ => unreachable!("only assignments are taped"),
    }
}

/// `var[index]`, or `var` for no index.
fn slot(var: VarId, index: &[Expr]) -> Expr {
    if index.is_empty() {
        Expr::Var(var)
    } else {
        Expr::Index(var, index.to_vec())
    }
}

fn dims(shape: Shape) -> Vec<usize> {
    match shape {
        Shape::Scalar => vec![],
        Shape::Vector(n) => vec![n],
        Shape::Matrix(r, c) => vec![r, c],
    }
}

/// The statements of a loop body that recompute its own locals (nothing else is redone:
/// other variables already hold their final values, assigned once).
fn recompute(block: &[Stmt], own: &HashSet<VarId>) -> Vec<Stmt> {
    let mut out = Vec::new();
    for s in block {
        match s {
            Stmt::Declare(v) if own.contains(v) => out.push(s.clone()),
            Stmt::Assign { var, .. } | Stmt::AddAssign { var, .. } if own.contains(var) => out.push(s.clone()),
            Stmt::For { var, lo, hi, reverse, body } => {
                let b = recompute(body, own);
                if !b.is_empty() {
                    out.push(Stmt::For { var: *var, lo: lo.clone(), hi: hi.clone(), reverse: *reverse, body: b });
                }
            }
            Stmt::If { cond, then, els } => {
                let (t, e) = (recompute(then, own), recompute(els, own));
                if !t.is_empty() || !e.is_empty() {
                    out.push(Stmt::If { cond: cond.clone(), then: t, els: e });
                }
            }
            _ => {}
        }
    }
    out
}
