//! Packed data reads: in a block of unrolled copies of a data loop, real data elements whose
//! index is an affine function of the loop counter are read four at a time, through the
//! `vec4` view `data_f4` of the data buffer, each `vec4` loaded once per block, before its
//! first use.
//!
//! Why: a 25-column row of a design matrix is 25 storage loads per copy, each a separate
//! descriptor fetch and bounds check on SIMD CPU drivers (llvmpipe), and the adjoint of the row
//! reads it again. The block's loads cover its rows in about a quarter as many `vec4` loads,
//! shared by the forward and adjoint passes. Each is loaded just before its first use, so that
//! it is not held (one SIMD register per component on llvmpipe) across the whole block.
//!
//! How: the block counter `u` starts at a constant and steps by [`UNROLL_BY`] (8), so it
//! always has the same residue `r` modulo 8, and `w = (u − r) / 4` is an even integer. An
//! element `at + a·i + b` of copy `k` (counter `i = u ± …`, see [`PackedBlock::counter`])
//! is `4·(a·w) + c` with the constant `c = at + a·(r + k') + b`, so it is component `c mod 4`
//! of the `vec4` at `a·w + ⌊c / 4⌋`: data arrays start at multiples of 4 elements
//! ([`super::layout::DATA_ALIGN`]).

use std::collections::{BTreeMap, HashMap};

use crate::ir::{BinOp, Expr, Shape, UnOp, VarId, VarKind};

use super::unroll::UNROLL_BY;

/// The packed reads of one block of unrolled copies being written.
#[derive(Debug)]
pub(super) struct PackedBlock {
    /// The WGSL name of the block's counter (`u_…`).
    counter: String,
    /// The block counter's value modulo [`UNROLL_BY`] (a constant: the loop's start, or its
    /// end for a reverse loop).
    residue: i64,
    /// Loop counters known as affine functions `a·u + b` of the block counter: the copy's own
    /// counter, and those of loops written out in full inside it.
    pub(super) counters: HashMap<VarId, (i64, i64)>,
    /// Branches and loops (not written out) around the statement being written: reads there
    /// may not run, so they are not hoisted to the top of the block.
    pub(super) guarded: usize,
    /// The `vec4` loads wanted so far, by (a, ⌊c / 4⌋), with their WGSL names.
    loads: BTreeMap<(i64, i64), String>,
    /// The loads first wanted by the statement being written: lines to write before it.
    pending: Vec<String>,
}

impl PackedBlock {
    /// A block whose counter `counter` is always `residue` modulo [`UNROLL_BY`].
    pub(super) fn new(counter: &str, residue: i64) -> PackedBlock {
        PackedBlock {
            counter: counter.to_string(),
            residue: residue.rem_euclid(UNROLL_BY),
            counters: HashMap::new(),
            guarded: 0,
            loads: BTreeMap::new(),
            pending: Vec::new(),
        }
    }

    /// The WGSL text reading real data element `at + flat` (its flat index as an IR
    /// expression, `None` where it is not affine), or `None` where it cannot be packed.
    pub(super) fn read(&mut self, at: usize, flat: Option<(i64, i64)>) -> Option<String> {
        if self.guarded > 0 {
            return None;
        }
        let (a, b) = flat?;
        let c = i64::try_from(at).ok()?.checked_add(a.checked_mul(self.residue)?)?.checked_add(b)?;
        let (slot, lane) = (c.div_euclid(4), c.rem_euclid(4));
        i32::try_from(a).ok()?;
        i32::try_from(slot).ok()?;
        let name = match self.loads.get(&(a, slot)) {
            Some(name) => name.clone(),
            None => {
                let name = format!("{}_d{}", self.counter, self.loads.len());
                let w = format!("{}_w", self.counter);
                let at = match (a, slot) {
                    (0, s) => format!("{s}"),
                    (1, s) => format!("{w} + {s}"),
                    (a, s) => format!("{a} * {w} + {s}"),
                };
                self.pending.push(format!("{name} = data_f4[{at}];"));
                self.loads.insert((a, slot), name.clone());
                name
            }
        };
        Some(format!("{name}.{}", ["x", "y", "z", "w"][lane as usize]))
    }

    /// The loads to write before the statement being written (taken: each is written once).
    pub(super) fn take_pending(&mut self) -> Vec<String> {
        std::mem::take(&mut self.pending)
    }

    /// The lines that declare the block's loads, to be written at its top (none if there are
    /// no packed reads).
    pub(super) fn declarations(&self) -> Vec<String> {
        if self.loads.is_empty() {
            return Vec::new();
        }
        let mut lines = vec![format!("let {}_w: i32 = ({} - {}) >> 2u;", self.counter, self.counter, self.residue)];
        lines.extend(self.loads.values().map(|name| format!("var {name}: vec4<f32>;")));
        lines
    }
}

/// `e` as `a·u + b` for the block counter `u`, where every variable in it is a counter known
/// to `counters`; `None` otherwise.
pub(super) fn affine(
    e: &Expr,
    counters: &HashMap<VarId, (i64, i64)>,
    kind: &dyn Fn(VarId) -> VarKind,
) -> Option<(i64, i64)> {
    let add = |(a, b): (i64, i64), (c, d): (i64, i64)| Some((a.checked_add(c)?, b.checked_add(d)?));
    match e {
        Expr::Int(n) => Some((0, *n)),
        Expr::Var(v) if kind(*v) == VarKind::Loop => counters.get(v).copied(),
        Expr::Unary(UnOp::Neg, x) => {
            let (a, b) = affine(x, counters, kind)?;
            Some((a.checked_neg()?, b.checked_neg()?))
        }
        Expr::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), x, y) => {
            let x = affine(x, counters, kind)?;
            let y = affine(y, counters, kind)?;
            match op {
                BinOp::Add => add(x, y),
                BinOp::Sub => add(x, (y.0.checked_neg()?, y.1.checked_neg()?)),
                _ => match (x, y) {
                    ((0, k), (a, b)) | ((a, b), (0, k)) => Some((a.checked_mul(k)?, b.checked_mul(k)?)),
                    _ => None,
                },
            }
        }
        _ => None,
    }
}

/// The flat element index of `v[index]` (shape `shape`) as `a·u + b`, where affine.
pub(super) fn flat_affine(
    shape: Shape,
    index: &[Expr],
    counters: &HashMap<VarId, (i64, i64)>,
    kind: &dyn Fn(VarId) -> VarKind,
) -> Option<(i64, i64)> {
    match (shape, index) {
        (_, []) => Some((0, 0)),
        (Shape::Matrix(_, cols), [i, j]) => {
            let (a, b) = affine(i, counters, kind)?;
            let (c, d) = affine(j, counters, kind)?;
            let cols = cols as i64;
            Some((a.checked_mul(cols)?.checked_add(c)?, b.checked_mul(cols)?.checked_add(d)?))
        }
        (Shape::Matrix(..), _) => None,
        (_, [i]) => affine(i, counters, kind),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loop_kind(_: VarId) -> VarKind {
        VarKind::Loop
    }

    #[test]
    fn affine_forms_of_counter_expressions() {
        let (i, j) = (VarId(1), VarId(2));
        let counters = HashMap::from([(i, (1, 3)), (j, (0, 7))]);
        let var = |v| Box::new(Expr::Var(v));
        let e = Expr::Binary(BinOp::Add, Box::new(Expr::Binary(BinOp::Mul, var(i), Box::new(Expr::Int(25)))), var(j));
        assert_eq!(affine(&e, &counters, &loop_kind), Some((25, 82)), "25·(u + 3) + 7");
        let back = Expr::Binary(BinOp::Sub, var(j), var(i));
        assert_eq!(affine(&back, &counters, &loop_kind), Some((-1, 4)));
        let square = Expr::Binary(BinOp::Mul, var(i), var(i));
        assert_eq!(affine(&square, &counters, &loop_kind), None, "not affine");
        assert_eq!(affine(&Expr::Var(VarId(9)), &counters, &loop_kind), None, "unknown counter");
        let data = |_| VarKind::Data;
        assert_eq!(affine(&Expr::Var(i), &counters, &data), None, "not a counter");
        let m = flat_affine(Shape::Matrix(10, 25), &[Expr::Var(i), Expr::Var(j)], &counters, &loop_kind);
        assert_eq!(m, Some((25, 82)));
    }

    #[test]
    fn reads_land_on_the_right_component_of_the_right_vec4() {
        // Residue 2: u = 2 + 8m, so w = 2m and element at + a·u + b = 4·a·w + (at + 2a + b).
        let mut block = PackedBlock::new("u_i", 10);
        assert_eq!(block.read(8, Some((25, 3))), Some("u_i_d0.y".into()), "c = 61: slot 15, lane 1");
        assert_eq!(block.read(8, Some((25, 6))), Some("u_i_d1.x".into()), "c = 64: slot 16, lane 0");
        assert_eq!(block.read(8, Some((25, 5))), Some("u_i_d0.w".into()), "same vec4 as the first");
        assert_eq!(block.read(0, Some((1, -3))), Some("u_i_d2.w".into()), "c = -1: slot -1, lane 3");
        assert_eq!(block.read(0, None), None);
        let loads = [
            "u_i_d0 = data_f4[25 * u_i_w + 15];",
            "u_i_d1 = data_f4[25 * u_i_w + 16];",
            "u_i_d2 = data_f4[u_i_w + -1];",
        ];
        assert_eq!(block.take_pending(), loads, "each vec4 is loaded once, in order of first use");
        assert!(block.take_pending().is_empty());
        assert_eq!(block.read(8, Some((25, 7))), Some("u_i_d1.y".into()), "c = 65");
        assert!(block.take_pending().is_empty(), "loaded already");
        block.guarded = 1;
        assert_eq!(block.read(8, Some((25, 3))), None, "a guarded read stays a plain load");
        let lines = block.declarations();
        assert_eq!(lines[0], "let u_i_w: i32 = (u_i - 2) >> 2u;");
        let vars = ["var u_i_d2: vec4<f32>;", "var u_i_d0: vec4<f32>;", "var u_i_d1: vec4<f32>;"];
        assert_eq!(lines[1..], vars, "in order of (a, slot)");
        // Check the arithmetic for every u of the residue: element = 4·slot + lane.
        for m in 0..5 {
            let u = 2 + 8 * m;
            let w = (u - 2) / 4;
            for (a, b, slot, lane) in [(25, 3, 15, 1), (25, 6, 16, 0), (1, -3, -1, 3)] {
                let at = if a == 25 { 8 } else { 0 };
                assert_eq!(at + a * u + b, 4 * (a * w + slot) + lane);
            }
        }
    }
}
