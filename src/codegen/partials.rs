//! Block partial sums: compensated variables that a block of unrolled loop iterations adds
//! to a plain partial sum, which is compensated into the variable once per block.
//!
//! A gradient over data rows adds one term per row to each coefficient's adjoint, and a
//! compensated step costs several operations where a plain one costs one.

use std::collections::{HashMap, HashSet};

use super::layout::{offset_counter, one_element_per_iteration, PLAIN_SUM_TERMS};
use crate::ir::{Expr, Stmt, VarId};

/// The variables among `compensated` that `copies` unrolled copies of `body` may sum into a
/// plain partial per block: `body` only adds to them (never reads or sets them), outside any
/// loop left in it (`unrolled_fully` says which inner loops are written out), each `+=` at an
/// element fixed by constants and the counters of those inner loops, one element per inner
/// iteration; and at most [`PLAIN_SUM_TERMS`] terms reach one element per block.
pub fn block_partials(
    body: &[Stmt],
    compensated: &HashSet<VarId>,
    unrolled_fully: &dyn Fn(&Stmt) -> bool,
    copies: i64,
) -> Vec<VarId> {
    let mut walk = Walk {
        compensated,
        unrolled_fully,
        inner: Vec::new(),
        in_loop: false,
        adds: HashMap::new(),
        out: HashSet::new(),
    };
    walk.block(body);
    let mut vars: Vec<VarId> = walk
        .adds
        .into_iter()
        .filter(|(v, adds)| !walk.out.contains(v) && adds * copies <= PLAIN_SUM_TERMS)
        .map(|(v, _)| v)
        .collect();
    vars.sort();
    vars
}

struct Walk<'a> {
    compensated: &'a HashSet<VarId>,
    unrolled_fully: &'a dyn Fn(&Stmt) -> bool,
    /// Counters of the enclosing inner loops written out.
    inner: Vec<VarId>,
    /// Inside an inner loop left as a loop.
    in_loop: bool,
    /// `+=` statements per variable.
    adds: HashMap<VarId, i64>,
    /// Variables ruled out.
    out: HashSet<VarId>,
}

impl Walk<'_> {
    fn block(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        for e in s.exprs() {
            e.visit(&mut |e| {
                if let Expr::Var(v) | Expr::Index(v, _) = e {
                    self.out.insert(*v);
                }
            });
        }
        match s {
            Stmt::AddAssign { var, index, .. } if self.compensated.contains(var) => {
                let fixed = index.iter().all(|e| match e {
                    Expr::Int(_) => true,
                    e => offset_counter(e).is_some_and(|c| self.inner.contains(&c)),
                });
                if self.in_loop || !fixed || !one_element_per_iteration(index, &self.inner) {
                    self.out.insert(*var);
                }
                *self.adds.entry(*var).or_default() += 1;
            }
            Stmt::Assign { var, .. } => {
                self.out.insert(*var);
            }
            Stmt::For { var, body, .. } => {
                let written_out = (self.unrolled_fully)(s);
                let in_loop = self.in_loop;
                self.in_loop |= !written_out;
                self.inner.push(*var);
                self.block(body);
                self.inner.pop();
                self.in_loop = in_loop;
            }
            Stmt::If { then, els, .. } => {
                self.block(then);
                self.block(els);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{BinOp, Expr};

    const ADJ: VarId = VarId(0);
    const K: VarId = VarId(1);

    fn add(index: Vec<Expr>) -> Stmt {
        Stmt::AddAssign { var: ADJ, index, value: Expr::Real(1.0) }
    }

    fn over_k(body: Vec<Stmt>) -> Stmt {
        Stmt::For { var: K, lo: Expr::Int(0), hi: Expr::Int(25), reverse: false, body }
    }

    fn partials(body: &[Stmt], k_written_out: bool) -> Vec<VarId> {
        let compensated: HashSet<VarId> = [ADJ].into();
        block_partials(body, &compensated, &|_| k_written_out, 8)
    }

    #[test]
    fn coefficient_adjoints_of_a_row_are_summed_per_block() {
        let k = Expr::Var(K);
        let shifted = Expr::binary(BinOp::Add, k.clone(), Expr::Int(1));
        assert_eq!(partials(&[over_k(vec![add(vec![k])])], true), vec![ADJ]);
        assert_eq!(partials(&[over_k(vec![add(vec![shifted])])], true), vec![ADJ]);
        assert_eq!(partials(&[add(vec![]), add(vec![])], true), vec![ADJ], "two terms per row, 16 per block");
    }

    #[test]
    fn other_sums_stay_compensated_term_by_term() {
        let k = Expr::Var(K);
        let none = Vec::<VarId>::new();
        assert_eq!(partials(&[over_k(vec![add(vec![k.clone()])])], false), none, "k left a loop");
        assert_eq!(partials(&[over_k(vec![add(vec![])])], true), none, "25 terms per row on one element");
        assert_eq!(partials(&vec![add(vec![]); 5], true), none, "40 terms per block");
        let row = Expr::Var(VarId(7));
        assert_eq!(partials(&[add(vec![row])], true), none, "an element that moves with the row");
        let read = Stmt::Target(Expr::Var(ADJ));
        assert_eq!(partials(&[add(vec![]), read], true), none, "read in the row");
        let set = Stmt::Assign { var: ADJ, index: vec![], value: Expr::Real(0.0) };
        assert_eq!(partials(&[add(vec![]), set], true), none, "set in the row");
    }
}
