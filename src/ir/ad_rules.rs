//! The rules a scalar-form program must follow for the gradient pass, checked before it runs.
//!
//! The reverse sweep reads each variable's stored value, so a value a statement read must
//! still be there when that statement is reversed:
//! - a real scalar variable is assigned at most once per lifetime, outside any loop of its
//!   scope, and before any `+=` to it;
//! - a variable changed by `+=` is read only after its last `+=` (not before it, and not
//!   inside a loop that repeats the `+=`).
//!
//! Array elements are trusted to be assigned once each (the CPU interpreter checks it).

use super::program::{Program, Stmt};
use super::types::{Shape, VarId, VarKind};
use super::IrError;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Read,
    Add,
    Assign,
    Declare,
}

struct Event {
    var: VarId,
    kind: Kind,
    pos: usize,
    loops: Vec<usize>,
}

#[derive(Default)]
struct Walk {
    events: Vec<Event>,
    loops: Vec<usize>,
    next_loop: usize,
    pos: usize,
}

impl Walk {
    fn push(&mut self, var: VarId, kind: Kind) {
        self.events.push(Event { var, kind, pos: self.pos, loops: self.loops.clone() });
    }

    fn block(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.pos += 1;
            for e in s.exprs() {
                e.reads().into_iter().for_each(|v| self.push(v, Kind::Read));
            }
            match s {
                Stmt::Declare(v) => self.push(*v, Kind::Declare),
                Stmt::Assign { var, .. } => self.push(*var, Kind::Assign),
                Stmt::AddAssign { var, .. } => self.push(*var, Kind::Add),
                Stmt::For { body, .. } => {
                    self.loops.push(self.next_loop);
                    self.next_loop += 1;
                    self.block(body);
                    self.loops.pop();
                }
                Stmt::If { then, els, .. } => {
                    self.block(then);
                    self.block(els);
                }
                Stmt::Target(_) | Stmt::Let { .. } | Stmt::Check { .. } => {}
            }
        }
    }
}

/// Checks the rules above; the error names the variable.
pub fn check(p: &Program) -> Result<(), IrError> {
    let mut walk = Walk::default();
    walk.block(&p.body);
    for (i, decl) in p.vars.iter().enumerate() {
        let var = VarId(i as u32);
        if !decl.ty.is_real() || !matches!(decl.kind, VarKind::Param | VarKind::Transformed | VarKind::Local) {
            continue;
        }
        let mine: Vec<&Event> = walk.events.iter().filter(|e| e.var == var).collect();
        let (start, scope) = match mine.iter().find(|e| e.kind == Kind::Declare) {
            Some(d) => (d.pos, d.loops.clone()),
            None => (0, Vec::new()),
        };
        let life: Vec<&Event> = mine.into_iter().filter(|e| e.pos > start && e.loops.starts_with(&scope)).collect();
        check_var(&decl.name, decl.ty.shape, scope.len(), &life)?;
    }
    Ok(())
}

fn check_var(name: &str, shape: Shape, depth: usize, life: &[&Event]) -> Result<(), IrError> {
    let fail = |why: &str| Err(IrError::Gradient(format!("variable `{name}` {why}")));
    let of = |k: Kind| life.iter().filter(move |e| e.kind == k);
    for add in of(Kind::Add) {
        if of(Kind::Read).any(|r| r.pos < add.pos) {
            return fail("is read before a later += to it; read it only after its last +=");
        }
        if let Some(outer) = add.loops.get(depth) {
            if of(Kind::Read).any(|r| r.loops.contains(outer)) {
                return fail("is read inside a loop that also adds to it with +=");
            }
        }
    }
    if shape == Shape::Scalar {
        let assigns: Vec<&&Event> = of(Kind::Assign).collect();
        if assigns.len() > 1 || assigns.iter().any(|a| a.loops.len() > depth) {
            return fail("is a scalar assigned more than once; use a new variable or +=");
        }
        if let Some(a) = assigns.first() {
            if of(Kind::Add).any(|add| add.pos < a.pos) {
                return fail("is assigned after a += to it");
            }
        }
    }
    Ok(())
}
