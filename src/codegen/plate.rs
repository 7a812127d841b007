//! Data plates: top-level loops over many data rows whose iterations are independent of one
//! another and only add to sums (`target`, the adjoints of the parameters). Their rows may be
//! spread over several lanes of a workgroup (the "rows" kernel layout, `KernelShape`).
//!
//! A plate's sums are taken in an order fixed by the model and its data alone, so that a
//! chain's log density and gradient do not depend on how many lanes share its rows: the rows
//! are cut into `blocks` blocks of `block` rows, padded with empty blocks to a power of two,
//! and the block sums are added up as a complete binary tree whose leaves are the blocks in
//! bit-reversed order. Lane `r` of `R` (a power of two) takes the blocks `r + j·R`, which are
//! one subtree of that tree; it visits them in bit-reversed order of `j` and adds them up with
//! a pairwise stack, and the lanes' subtrees are then combined by the usual halving reduction
//! (lane `r` with lane `r + R/2`, then `R/4`, …), which builds the tree's upper levels. With
//! `R = 1` the single lane builds the whole tree. Only adding zeros (empty blocks and idle
//! lanes) differs between layouts, which changes no value.

use std::collections::HashSet;

use super::layout::PRIVATE_MAX;
use crate::ir::{Elem, Expr, Program, Shape, Stmt, VarId, VarKind};

/// Fewest rows of a plate: shorter loops stay as they are.
pub const PLATE_MIN_ROWS: i64 = 256;
/// Fewest rows of a block (a multiple of the unrolling factor 8): each block costs a push on
/// the lane's stack, which indexes an array by a level number; with 64-row blocks that cost
/// logistic regression over 10 000 rows 28 % of its evaluations per second at 1 024 chains,
/// with 256-row blocks it is within the noise (criterion, `gpu_logistic_regression/1024`).
const PLATE_MIN_BLOCK: i64 = 256;
/// Most blocks of a plate (longer plates get longer blocks): a lane's stack of partial sums
/// holds `log2` of this plus one levels, and a chain may spread its rows over as many lanes
/// (the split layout: 16 workgroups of 256 lanes).
pub const PLATE_MAX_BLOCKS: i64 = 4_096;
/// Most sum elements (`target` and the adjoint elements) a plate may add to: each is
/// reduced over the lanes after the plate.
pub const PLATE_MAX_SUMS: usize = 256;

/// A data plate: where it runs, how its rows are blocked, and what it adds to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plate {
    /// First row (the loop's lower bound).
    pub lo: i64,
    /// One past the last row.
    pub hi: i64,
    /// Rows per block (a power of two, at least [`PLATE_MIN_BLOCK`]).
    pub block: i64,
    /// Blocks holding rows.
    pub blocks: i64,
    /// Leaves of the summation tree: `blocks` rounded up to a power of two.
    pub padded: i64,
    /// The variables the plate adds to besides `target`, in id order.
    pub sums: Vec<VarId>,
}

impl Plate {
    /// Blocks each of `lanes` lanes visits (at least one; lanes past `padded` visit empty ones).
    pub fn blocks_per_lane(&self, lanes: i64) -> i64 {
        (self.padded / lanes).max(1)
    }
}

/// The plate geometry of `rows` rows: rows per block, blocks, and padded blocks.
pub fn blocking(rows: i64) -> (i64, i64, i64) {
    let per = (rows.max(1) as u64).div_ceil(PLATE_MAX_BLOCKS as u64).next_power_of_two() as i64;
    let block = per.max(PLATE_MIN_BLOCK);
    let blocks = (rows + block - 1) / block;
    (block, blocks, (blocks.max(1) as u64).next_power_of_two() as i64)
}

/// Rows of the longest data plate of the gradient or log density program `p`, if it has one.
pub fn plate_rows(p: &Program) -> Option<i64> {
    (0..p.body.len()).filter_map(|at| find_plate(p, &p.body, at)).map(|plate| plate.hi - plate.lo).max()
}

/// The data plates of `p` with their loop counters (the same under every memory policy).
pub(crate) fn plates_of(p: &Program) -> Vec<(VarId, Plate)> {
    let counter = |s: &Stmt| match s {
        Stmt::For { var, .. } => Some(*var),
        _ => None,
    };
    (0..p.body.len()).filter_map(|at| Some((counter(&p.body[at])?, find_plate(p, &p.body, at)?))).collect()
}

impl Plate {
    /// Values of the plate's pairwise sums: `target`'s, then each summed variable's elements
    /// (its `slots`).
    pub fn slots(&self, p: &Program) -> usize {
        1 + self.sums.iter().map(|&v| p.var(v).ty.shape.len()).sum::<usize>()
    }

    /// Levels of the pairwise stack a lane of a chain's `lanes` keeps.
    pub fn stack_levels(&self, lanes: i64) -> usize {
        self.blocks_per_lane(lanes).trailing_zeros() as usize + 1
    }
}

/// The sum elements (`target`, then each summed variable's elements) of the only data plate
/// of the gradient or log density program `p`; `None` where it has none or several (the split
/// layout takes one plate).
pub fn plate_sums(p: &Program) -> Option<usize> {
    let mut plates = (0..p.body.len()).filter_map(|at| find_plate(p, &p.body, at));
    let plate = plates.next()?;
    if plates.next().is_some() {
        return None;
    }
    Some(1 + plate.sums.iter().map(|&v| p.var(v).ty.shape.len()).sum::<usize>())
}

/// The plate of statement `at` of the top-level statements `top`, if it is one: a forward loop
/// with constant bounds over at least [`PLATE_MIN_ROWS`] rows whose body reads data and whose
/// every write is either a sum (only `+=`, never read in the body, in function-local memory)
/// or a scalar that does not carry a value from one iteration to the next: set before it is
/// read in each iteration and dead after the loop, or set back to zero at the end of each
/// iteration and zero when the loop starts (the adjoint of a per-row value).
pub fn find_plate(p: &Program, top: &[Stmt], at: usize) -> Option<Plate> {
    let Stmt::For { lo: Expr::Int(lo), hi: Expr::Int(hi), reverse: false, body, .. } = &top[at] else {
        return None;
    };
    let (lo, hi) = (*lo, *hi);
    if hi - lo < PLATE_MIN_ROWS || lo < 0 {
        return None;
    }
    let mut reads = HashSet::new();
    let mut assigned = HashSet::new();
    let mut added = HashSet::new();
    let mut declared = HashSet::new();
    for s in body {
        s.visit(&mut |s| {
            for e in s.exprs() {
                reads.extend(e.reads());
            }
            match s {
                Stmt::Assign { var, .. } => drop(assigned.insert(*var)),
                Stmt::AddAssign { var, .. } => drop(added.insert(*var)),
                Stmt::Declare(v) => drop(declared.insert(*v)),
                _ => {}
            }
        });
    }
    if !reads.iter().any(|v| p.var(*v).kind == VarKind::Data) {
        return None;
    }
    let mut sums = Vec::new();
    for &v in assigned.union(&added) {
        if p.var(v).kind == VarKind::Loop || declared.contains(&v) {
            continue;
        }
        let is_sum = !assigned.contains(&v) && !reads.contains(&v) && Some(v) != p.input();
        if is_sum {
            // Sums that the private policy keeps function-local (so that every policy finds the
            // same plates, and adds them up in the same order).
            let d = p.var(v);
            let local = d.ty.elem == Elem::Int || d.ty.shape.len() <= PRIVATE_MAX;
            if !local {
                return None;
            }
            sums.push(v);
        } else if p.var(v).ty.shape != Shape::Scalar || !iteration_local(p, top, at, body, v) {
            return None;
        }
    }
    sums.sort();
    let elements: usize = 1 + sums.iter().map(|v| p.var(*v).ty.shape.len()).sum::<usize>();
    if elements > PLATE_MAX_SUMS {
        return None;
    }
    let (block, blocks, padded) = blocking(hi - lo);
    Some(Plate { lo, hi, block, blocks, padded, sums })
}

/// Whether scalar `v`, written in `body` (the loop `top[at]`), carries no value between
/// iterations that depends on which rows one lane runs.
fn iteration_local(p: &Program, top: &[Stmt], at: usize, body: &[Stmt], v: VarId) -> bool {
    let set_first = body.iter().find(|s| mentions(s, v)).is_some_and(|s| sets_whole(s, v));
    if set_first {
        return Some(v) != p.gradient() && dead_after(&top[at + 1..], v);
    }
    let reset_last = body.iter().rev().find(|s| mentions(s, v)).is_some_and(|s| sets_zero(s, v));
    reset_last && zero_before(&top[..at], v)
}

/// Whether `s` (nested statements included) reads, writes or declares `v`.
fn mentions(s: &Stmt, v: VarId) -> bool {
    let mut found = false;
    s.visit(&mut |s| {
        found |= match s {
            Stmt::Assign { var, .. } | Stmt::AddAssign { var, .. } => *var == v,
            Stmt::Declare(d) => *d == v,
            _ => false,
        };
        for e in s.exprs() {
            found |= e.reads().contains(&v);
        }
    });
    found
}

/// Whether `s` sets all of `v` without reading it (or declares it afresh).
fn sets_whole(s: &Stmt, v: VarId) -> bool {
    match s {
        Stmt::Assign { var, index, value } => *var == v && index.is_empty() && !value.reads().contains(&v),
        Stmt::Declare(d) => *d == v,
        _ => false,
    }
}

/// Whether `s` is `v = 0`.
fn sets_zero(s: &Stmt, v: VarId) -> bool {
    matches!(s, Stmt::Assign { var, index, value: Expr::Real(z) } if *var == v && index.is_empty() && *z == 0.0)
}

/// Whether `v` is set before it is read in the statements `rest` (or never read there).
fn dead_after(rest: &[Stmt], v: VarId) -> bool {
    match rest.iter().find(|s| mentions(s, v)) {
        None => true,
        Some(s) => sets_whole(s, v),
    }
}

/// Whether `v` holds zero after the statements `before`: never set there (function-local
/// variables start at zero), last set to zero, or last mentioned by a loop that runs at least
/// once and sets it to zero at the end of each iteration.
fn zero_before(before: &[Stmt], v: VarId) -> bool {
    match before.iter().rev().find(|s| mentions(s, v)) {
        None => true,
        Some(Stmt::For { lo: Expr::Int(a), hi: Expr::Int(b), body, .. }) if b > a => {
            body.iter().rev().find(|s| mentions(s, v)).is_some_and(|s| sets_zero(s, v))
        }
        Some(s) => sets_zero(s, v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_powers_of_two_of_at_least_256_rows_and_at_most_4096() {
        assert_eq!(blocking(256), (256, 1, 1));
        assert_eq!(blocking(1_000), (256, 4, 4));
        assert_eq!(blocking(10_000), (256, 40, 64));
        assert_eq!(blocking(500_000), (256, 1_954, 2_048));
        assert_eq!(blocking(1_048_577), (512, 2_049, 4_096));
        assert_eq!(blocking(10_000_000), (4_096, 2_442, 4_096));
        for rows in [256, 257, 999, 16_384, 16_385, 1 << 20, 3_000_001, 100_000_000] {
            let (block, blocks, padded) = blocking(rows);
            assert!(block % 8 == 0 && block.count_ones() == 1);
            assert!(blocks * block >= rows && (blocks - 1) * block < rows);
            assert!(padded >= blocks && padded < 2 * blocks.max(1) && padded <= PLATE_MAX_BLOCKS);
        }
    }

    #[test]
    fn lanes_share_the_padded_blocks() {
        let plate = Plate { lo: 0, hi: 500_000, block: 256, blocks: 1_954, padded: 2_048, sums: vec![] };
        assert_eq!(plate.blocks_per_lane(1), 2_048);
        assert_eq!(plate.blocks_per_lane(16), 128);
        assert_eq!(plate.blocks_per_lane(4_096), 1);
    }
}
