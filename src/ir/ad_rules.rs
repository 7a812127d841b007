//! Which variables of a scalar-form program the gradient pass must tape: those whose values
//! a later statement overwrites.
//!
//! The reverse sweep reads each variable's stored value, so a value a statement read must
//! still be there when that statement is reversed. A variable needs no tape when
//! - as a real or int scalar, it is assigned at most once per lifetime (or once in each
//!   branch of an `if`), outside any loop of its scope, and before any `+=` to it;
//! - as a vector or matrix, the statements assigning it in one lifetime write disjoint
//!   elements (index ranges known before the run that do not overlap, as `v[1] = a` and
//!   `v[i]` for `i in 2:N`), and inside each loop of its scope a statement's index holds the
//!   loop's counter (`v[i]`, `m[i, j]`, `v[i + 1]`), so every iteration writes other elements;
//! - when changed by `+=`, it is read only after its last `+=` (not before it, and not inside
//!   a loop that repeats the `+=`), and no assignment follows a `+=` to it.
//!
//! Every other local, transformed parameter or int variable is taped: the gradient program
//! saves what each assignment overwrites and restores it when the assignment is reversed. A
//! loop that writes a taped variable has all of its own variables taped too, so that its
//! reversed iterations need no recomputation (which would read variables already changed).

use std::collections::{HashMap, HashSet};

use super::expr::{BinOp, Expr};
use super::program::{Program, Stmt};
use super::tape::range;
use super::types::{Shape, VarId, VarKind};

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
    /// Ids of the enclosing loops, outermost first.
    loops: Vec<usize>,
    /// Whether the write's index holds each enclosing loop's counter (writes only).
    distinct: Vec<bool>,
    /// The range of each index of a write, when known before the run.
    boxes: Option<Vec<(i64, i64)>>,
    /// The enclosing `if` branches: the `if`'s id, the branch (then: true), and the number of
    /// loops around the `if`.
    branches: Vec<(usize, bool, usize)>,
}

#[derive(Default)]
struct Walk {
    events: Vec<Event>,
    loops: Vec<(usize, VarId)>,
    ranges: HashMap<VarId, (i64, i64)>,
    branches: Vec<(usize, bool, usize)>,
    next_loop: usize,
    next_if: usize,
    pos: usize,
}

impl Walk {
    fn push(&mut self, var: VarId, kind: Kind, index: &[Expr]) {
        let loops = self.loops.iter().map(|l| l.0).collect();
        let distinct = self.loops.iter().map(|&(_, counter)| index.iter().any(|e| steps_with(e, counter))).collect();
        let boxes = index.iter().map(|e| range(e, &self.ranges)).collect();
        let branches = self.branches.clone();
        self.events.push(Event { var, kind, pos: self.pos, loops, distinct, boxes, branches });
    }

    fn block(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.pos += 1;
            for e in s.exprs() {
                e.reads().into_iter().for_each(|v| self.push(v, Kind::Read, &[]));
            }
            match s {
                Stmt::Declare(v) => self.push(*v, Kind::Declare, &[]),
                Stmt::Assign { var, index, .. } => self.push(*var, Kind::Assign, index),
                Stmt::AddAssign { var, index, .. } => self.push(*var, Kind::Add, index),
                Stmt::For { var, lo, hi, body, .. } => {
                    match (range(lo, &self.ranges), range(hi, &self.ranges)) {
                        (Some(lo), Some(hi)) => self.ranges.insert(*var, (lo.0, hi.1 - 1)),
                        _ => self.ranges.remove(var),
                    };
                    self.loops.push((self.next_loop, *var));
                    self.next_loop += 1;
                    self.block(body);
                    self.loops.pop();
                }
                Stmt::If { then, els, .. } => {
                    let id = self.next_if;
                    self.next_if += 1;
                    for (side, body) in [(true, then), (false, els)] {
                        self.branches.push((id, side, self.loops.len()));
                        self.block(body);
                        self.branches.pop();
                    }
                }
                Stmt::Target(_) | Stmt::Let { .. } | Stmt::Check { .. } => {}
            }
        }
    }
}

/// Whether an index is `counter`, `counter + k` or `counter − k` for a constant `k`.
fn steps_with(e: &Expr, counter: VarId) -> bool {
    match e {
        Expr::Var(v) => *v == counter,
        Expr::Binary(BinOp::Add | BinOp::Sub, a, b) => {
            steps_with(a, counter) && matches!(**b, Expr::Int(_))
                || matches!(**a, Expr::Int(_)) && steps_with(b, counter)
        }
        _ => false,
    }
}

/// The variables of `p` whose assignments the gradient program must tape (see the module
/// documentation).
pub fn taped(p: &Program) -> HashSet<VarId> {
    let mut walk = Walk { ranges: p.int_ranges.iter().map(|(&v, &r)| (v, r)).collect(), ..Walk::default() };
    walk.block(&p.body);
    let mut out = HashSet::new();
    // Each variable's events, in order, gathered in one pass (a scan per variable would take
    // time quadratic in the program's size).
    let mut events: HashMap<VarId, Vec<&Event>> = HashMap::new();
    for e in &walk.events {
        events.entry(e.var).or_default().push(e);
    }
    for (i, decl) in p.vars.iter().enumerate() {
        let var = VarId(i as u32);
        if !matches!(decl.kind, VarKind::Param | VarKind::Transformed | VarKind::Local) {
            continue;
        }
        let mine: Vec<&Event> = events.remove(&var).unwrap_or_default();
        let (start, scope) = match mine.iter().find(|e| e.kind == Kind::Declare) {
            Some(d) => (d.pos, d.loops.clone()),
            None => (0, Vec::new()),
        };
        let life: Vec<&Event> = mine.into_iter().filter(|e| e.pos > start && e.loops.starts_with(&scope)).collect();
        if overwrites(decl.ty.shape, decl.ty.is_real(), scope.len(), &life) {
            out.insert(var);
        }
    }
    let mut closure = HashSet::new();
    for s in &p.body {
        s.visit(&mut |s| {
            if matches!(s, Stmt::For { .. }) && s.writes().iter().any(|v| out.contains(v)) {
                closure.extend(s.declares().into_iter().filter(|&v| p.var(v).kind == VarKind::Local));
            }
        });
    }
    out.extend(closure);
    out
}

/// Whether a variable declared `depth` loops deep, with these events in its lifetime, breaks
/// the rules of the module documentation.
fn overwrites(shape: Shape, real: bool, depth: usize, life: &[&Event]) -> bool {
    let of = |k: Kind| life.iter().filter(move |e| e.kind == k);
    let reads_before_add = of(Kind::Add).any(|add| {
        of(Kind::Read).any(|r| r.pos < add.pos)
            || add.loops.get(depth).is_some_and(|outer| of(Kind::Read).any(|r| r.loops.contains(outer)))
    });
    if reads_before_add || !real && of(Kind::Add).next().is_some() {
        return true;
    }
    let assigns: Vec<&&Event> = of(Kind::Assign).collect();
    let repeated = |a: &&&Event| match shape {
        Shape::Scalar => a.loops.len() > depth,
        _ => a.distinct[depth..].iter().any(|d| !d),
    };
    let after_add = assigns.first().is_some_and(|a| of(Kind::Add).any(|add| add.pos < a.pos));
    let apart = |a: &Event, b: &Event| disjoint(a, b) || exclusive(a, b, depth);
    let overlap = assigns.iter().enumerate().any(|(k, a)| assigns[..k].iter().any(|b| !apart(a, b)));
    overlap || assigns.iter().any(repeated) || after_add
}

/// Whether two writes sit in different branches of one `if` that runs once per lifetime of a
/// variable declared `depth` loops deep (no loop between the declaration and the `if`).
fn exclusive(a: &Event, b: &Event, depth: usize) -> bool {
    a.branches.iter().any(|&(id, side, loops)| {
        loops == depth && b.branches.iter().any(|&(other, other_side, _)| other == id && other_side != side)
    })
}

/// Whether two writes provably touch different elements: in some index position their
/// ranges do not meet.
fn disjoint(a: &Event, b: &Event) -> bool {
    let (Some(x), Some(y)) = (&a.boxes, &b.boxes) else { return false };
    x.iter().zip(y).any(|(p, q)| p.1 < q.0 || q.1 < p.0)
}
