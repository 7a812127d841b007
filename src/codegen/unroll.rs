//! How the WGSL writer writes a loop: unrolled completely, by blocks of [`UNROLL_BY`], or
//! plain, from what its body costs once its own loops are unrolled.

use crate::ir::{Expr, Stmt};

/// Loops of at most this many iterations (known at code generation) are unrolled completely.
pub(super) const UNROLL_FULL: i64 = 32;
/// Most statements a complete unrolling may write.
const UNROLL_BUDGET: usize = 2_000;
/// Longer loops are unrolled by this factor.
pub(super) const UNROLL_BY: i64 = 8;

/// Most function calls a complete unrolling may write: each call of the prelude inlines into
/// a sizeable piece of code, and shader compilers slow down sharply on very long bodies.
const CALL_BUDGET: usize = 48;

/// How the writer writes a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Unroll {
    /// Every iteration written out, the counter running from the first bound to the second.
    Full(i64, i64),
    /// A loop over blocks of [`UNROLL_BY`] copies of the body, then a loop over the rest.
    By,
    /// A plain loop.
    Plain,
}

/// What a block writes once its loops are unrolled: statements and function calls, counted
/// in every copy; whether it holds a loop statement at all, and whether a loop is left.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Cost {
    stmts: usize,
    calls: usize,
    nests: bool,
    loops: bool,
}

impl Cost {
    fn times(self, k: usize) -> Cost {
        Cost { stmts: self.stmts * k, calls: self.calls * k, ..self }
    }

    fn add(&mut self, o: Cost) {
        self.stmts += o.stmts;
        self.calls += o.calls;
        self.nests |= o.nests;
        self.loops |= o.loops;
    }
}

/// What the body of a loop writes (so every loop in it is nested in another).
pub(super) fn cost(body: &[Stmt]) -> Cost {
    let mut c = Cost::default();
    for s in body {
        c.stmts += 1;
        for e in s.exprs() {
            e.visit(&mut |e| c.calls += matches!(e, Expr::Call(..)) as usize);
        }
        match s {
            Stmt::For { lo, hi, body, .. } => {
                let inner = cost(body);
                let written = match unroll(lo, hi, inner, true) {
                    Unroll::Full(a, b) => inner.times((b - a) as usize),
                    Unroll::By => Cost { loops: true, ..inner.times(UNROLL_BY as usize + 1) },
                    Unroll::Plain => Cost { loops: true, ..inner },
                };
                c.add(Cost { nests: true, ..written });
            }
            Stmt::If { then, els, .. } => {
                c.add(cost(then));
                c.add(cost(els));
            }
            _ => {}
        }
    }
    c
}

/// How a loop from `lo` to `hi` whose body writes `body` is written (`nested`: inside another
/// loop). Mesa 22's llvmpipe stops every loop of an invocation once 65 535 loop iterations
/// have run in all, and every iteration costs a branch, so loops are unrolled to spend fewer:
/// a nested loop with at most [`UNROLL_FULL`] iterations (known now) and a small unrolled body
/// completely, others by [`UNROLL_BY`]. Shader compilers slow down sharply on long bodies and
/// unrolled copies multiply (a triangular loop nest three deep, such as a Cholesky factor,
/// would be written 9³ times), so a loop around another loop stays a plain loop where
/// unrolling it saves few iterations: when a loop is left in its body (the inner loop spends
/// iterations anyway), and when it has from [`UNROLL_BY`] to [`UNROLL_FULL`] iterations (fewer
/// never fill a block).
pub(super) fn unroll(lo: &Expr, hi: &Expr, body: Cost, nested: bool) -> Unroll {
    let trips = match (lo, hi) {
        (Expr::Int(a), Expr::Int(b)) => Some((*a, (b - a).max(0))),
        _ => None,
    };
    if let Some((a, n)) = trips {
        let fits = n as usize * body.stmts <= UNROLL_BUDGET && n as usize * body.calls <= CALL_BUDGET;
        if nested && n <= UNROLL_FULL && fits {
            return Unroll::Full(a, a + n);
        }
    }
    let short = trips.is_some_and(|(_, n)| (UNROLL_BY..=UNROLL_FULL).contains(&n));
    if body.loops || (body.nests && short) {
        Unroll::Plain
    } else {
        Unroll::By
    }
}
