//! The tape of the gradient program: what assignments to taped variables overwrite (see
//! `ad_rules`), saved on the forward sweep and restored on the reverse sweep, last in first
//! out.
//!
//! Reals go to one real stack, ints and the branch an `if` took (when that `if` writes taped
//! variables) to one int stack. Both are sized before the run from the loop bounds, which
//! must then be known: constants, or sums and products of constants and enclosing counters.
//! Taped variables are declared once, at the start of the gradient program, so that a
//! reversed loop iteration finds the values the next iteration overwrote restored.

use std::collections::{HashMap, HashSet};

use super::expr::{BinOp, Expr};
use super::program::{Program, Stmt};
use super::types::{Elem, Shape, Type, VarId, VarKind};
use super::IrError;

/// The two stacks of a gradient program and which variables use them.
pub struct Tape {
    pub taped: HashSet<VarId>,
    real: VarId,
    real_top: VarId,
    int: VarId,
    int_top: VarId,
}

/// A loop that writes only variables declared inside it (and `target`).
pub fn is_plate(s: &Stmt) -> bool {
    let own: HashSet<VarId> = s.declares().into_iter().collect();
    matches!(s, Stmt::For { .. }) && s.writes().iter().all(|v| own.contains(v))
}

impl Tape {
    /// The stacks for `p`'s taped variables, added to `g` (the gradient program being built);
    /// `None` when nothing is taped.
    pub fn new(p: &Program, taped: HashSet<VarId>, g: &mut Program) -> Result<Option<Tape>, IrError> {
        if taped.is_empty() {
            return Ok(None);
        }
        let ranges = p.int_ranges.iter().map(|(&v, &r)| (v, r)).collect();
        let mut sizing = Sizing { p, taped: &taped, ranges };
        let (reals, ints) = sizing.block(&p.body, true)?;
        let mut var = |name: &str, elem: Elem, n: usize| {
            let shape = if n == 0 { Shape::Scalar } else { Shape::Vector(n) };
            let ty = Type { elem, shape };
            g.add_var(g.fresh_name(name), ty, VarKind::Local)
        };
        let real = var("tape__", Elem::Real, reals.max(1));
        let real_top = var("tape_top__", Elem::Int, 0);
        let int = var("itape__", Elem::Int, ints.max(1));
        let int_top = var("itape_top__", Elem::Int, 0);
        Ok(Some(Tape { taped, real, real_top, int, int_top }))
    }

    /// The statements that start the gradient program: the stacks and taped variables declared,
    /// the stacks emptied.
    pub fn prologue(&self, p: &Program) -> Vec<Stmt> {
        let mut out: Vec<Stmt> = [self.real, self.real_top, self.int, self.int_top].map(Stmt::Declare).into();
        let declared = |v: &VarId| matches!(p.var(*v).kind, VarKind::Local | VarKind::Transformed);
        let mut vars: Vec<VarId> = self.taped.iter().copied().filter(declared).collect();
        vars.sort();
        out.extend(vars.into_iter().map(Stmt::Declare));
        for top in [self.real_top, self.int_top] {
            out.push(Stmt::Assign { var: top, index: vec![], value: Expr::Int(0) });
        }
        out
    }

    fn stack(&self, elem: Elem) -> (VarId, VarId) {
        if elem == Elem::Real {
            (self.real, self.real_top)
        } else {
            (self.int, self.int_top)
        }
    }

    /// Saves `value` on the stack of its element type.
    pub fn push(&self, elem: Elem, value: Expr, out: &mut Vec<Stmt>) {
        let (stack, top) = self.stack(elem);
        out.push(Stmt::Assign { var: stack, index: vec![Expr::Var(top)], value });
        out.push(Stmt::Assign {
            var: top,
            index: vec![],
            value: Expr::binary(BinOp::Add, Expr::Var(top), Expr::Int(1)),
        });
    }

    /// Drops the last value of a stack; returns the expression reading it (valid until the
    /// next push).
    pub fn pop(&self, elem: Elem, out: &mut Vec<Stmt>) -> Expr {
        let (stack, top) = self.stack(elem);
        out.push(Stmt::Assign {
            var: top,
            index: vec![],
            value: Expr::binary(BinOp::Sub, Expr::Var(top), Expr::Int(1)),
        });
        Expr::Index(stack, vec![Expr::Var(top)])
    }

    /// Whether a statement (nested ones included) writes a taped variable.
    pub fn writes_taped(&self, s: &Stmt) -> bool {
        s.writes().iter().any(|v| self.taped.contains(v))
    }
}

/// Counts the values a block pushes at most, with the ranges of the enclosing counters.
struct Sizing<'a> {
    p: &'a Program,
    taped: &'a HashSet<VarId>,
    ranges: HashMap<VarId, (i64, i64)>,
}

impl Sizing<'_> {
    fn block(&mut self, stmts: &[Stmt], fusing: bool) -> Result<(usize, usize), IrError> {
        let (mut reals, mut ints) = (0usize, 0usize);
        for s in stmts {
            let (r, i) = match s {
                Stmt::Assign { var, .. } | Stmt::AddAssign { var, .. } if self.taped.contains(var) => {
                    if self.p.var(*var).ty.elem == Elem::Real {
                        (1, 0)
                    } else {
                        (0, 1)
                    }
                }
                Stmt::If { then, els, .. } => {
                    let (a, b) = (self.block(then, fusing)?, self.block(els, fusing)?);
                    let branch = s.writes().iter().any(|v| self.taped.contains(v)) as usize;
                    (a.0.max(b.0), a.1.max(b.1) + branch)
                }
                Stmt::For { var, lo, hi, body, .. } => self.for_loop(s, *var, lo, hi, body, fusing)?,
                _ => (0, 0),
            };
            reals += r;
            ints += i;
        }
        Ok((reals, ints))
    }

    fn for_loop(
        &mut self,
        s: &Stmt,
        var: VarId,
        lo: &Expr,
        hi: &Expr,
        body: &[Stmt],
        fusing: bool,
    ) -> Result<(usize, usize), IrError> {
        let fused = fusing && is_plate(s);
        let (lo, hi) = (range(lo, &self.ranges), range(hi, &self.ranges));
        if let (Some(lo), Some(hi)) = (lo, hi) {
            self.ranges.insert(var, (lo.0, hi.1 - 1));
        }
        let (r, i) = self.block(body, fused)?;
        if fused || r + i == 0 {
            return Ok((r, i));
        }
        let (Some(lo), Some(hi)) = (lo, hi) else {
            let name = &self.p.var(var).name;
            let m = format!("the loop over `{name}` overwrites variables, and its bounds are not known before the run");
            return Err(IrError::Gradient(m));
        };
        let trips = (hi.1 - lo.0).max(0) as usize;
        Ok((r * trips, i * trips))
    }
}

/// The smallest and largest value of an int expression, when known before the run, from the
/// ranges of loop counters and int data (`ranges`).
pub fn range(e: &Expr, ranges: &HashMap<VarId, (i64, i64)>) -> Option<(i64, i64)> {
    match e {
        Expr::Int(k) => Some((*k, *k)),
        Expr::Var(v) | Expr::Index(v, _) => ranges.get(v).copied(),
        Expr::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b) => {
            let ((a0, a1), (b0, b1)) = (range(a, ranges)?, range(b, ranges)?);
            let ends = match op {
                BinOp::Add => vec![a0.saturating_add(b0), a1.saturating_add(b1)],
                BinOp::Sub => vec![a0.saturating_sub(b1), a1.saturating_sub(b0)],
                _ => vec![a0.saturating_mul(b0), a0.saturating_mul(b1), a1.saturating_mul(b0), a1.saturating_mul(b1)],
            };
            Some((*ends.iter().min()?, *ends.iter().max()?))
        }
        _ => None,
    }
}
