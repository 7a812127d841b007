//! Writing data plates (`plate`): a plate's rows in blocks, each block's sums pushed on a
//! pairwise stack, and, in the rows layout, the lanes' partial sums combined through
//! workgroup memory. Every lane of a chain ends the plate holding the same sums.

use crate::ir::{Stmt, VarId};

use super::plate::Plate;
use super::unroll::UNROLL_BY;
use super::wgsl::{counter_lookups_for, ident, Writer};
use super::{CodegenError, Role};

/// One sum element of a plate: its storage text and that of its compensation, if any.
struct Slot {
    value: String,
    comp: Option<String>,
}

/// Where a run of slots stands among the plate's slots: one slot, or a loop over an array's.
enum SlotAt {
    Const(usize),
    /// Slot `first + counter` of a loop whose counter is the WGSL i32 `counter`.
    Loop {
        first: usize,
        counter: String,
    },
}

impl SlotAt {
    /// `m · slot + a` as WGSL u32 text (a number for one slot).
    fn affine(&self, m: usize, a: usize) -> String {
        match self {
            SlotAt::Const(k) => (m * k + a).to_string(),
            SlotAt::Loop { first, counter } => format!("{m}u * ({first}u + u32({counter})) + {a}u"),
        }
    }

    /// `base + slot` as WGSL u32 text.
    fn after(&self, base: &str) -> String {
        match self {
            SlotAt::Const(k) => format!("{base} + {k}u"),
            SlotAt::Loop { first, counter } => format!("{base} + {first}u + u32({counter})"),
        }
    }
}

/// Slots written alike: one (`len` 1), or an array's `len` elements in a loop.
struct Run {
    slot: Slot,
    at: SlotAt,
    len: usize,
}

impl Writer<'_> {
    /// The sum elements of `plate`: `target` (`lp`), then each variable's elements.
    fn slots(&self, plate: &Plate) -> Vec<Slot> {
        let mut out = vec![Slot { value: "lp".into(), comp: Some("lp_c".into()) }];
        for &v in &plate.sums {
            for k in 0..self.p.var(v).ty.shape.len() {
                let k = k.to_string();
                let value = self.element(v, &k).expect("sums live per lane");
                let comp = self.l.compensation.contains_key(&v).then(|| self.comp_element(v, &k));
                out.push(Slot { value, comp });
            }
        }
        out
    }

    /// The slots as the plate's sums are written: one by one, or under the storage policy each
    /// array in a loop (a GPU compiler keeps straight-line code's loads in registers).
    fn runs(&self, plate: &Plate, pre: &str) -> Vec<Run> {
        let one = |k: usize, slot: Slot| Run { slot, at: SlotAt::Const(k), len: 1 };
        if self.plate_stack.is_none() {
            return self.slots(plate).into_iter().enumerate().map(|(k, s)| one(k, s)).collect();
        }
        let mut runs = vec![one(0, Slot { value: "lp".into(), comp: Some("lp_c".into()) })];
        let mut first = 1;
        for &v in &plate.sums {
            let len = self.p.var(v).ty.shape.len();
            let comp = |k: &str| self.l.compensation.contains_key(&v).then(|| self.comp_element(v, k));
            if len > 1 {
                let counter = format!("{pre}_k");
                let value = self.element(v, &counter).expect("sums live per lane");
                let slot = Slot { value, comp: comp(&counter) };
                runs.push(Run { slot, at: SlotAt::Loop { first, counter }, len });
            } else {
                let value = self.element(v, "0").expect("sums live per lane");
                runs.push(one(first, Slot { value, comp: comp("0") }));
            }
            first += len;
        }
        runs
    }

    /// Writes what `f` writes for each slot of `runs`, arrays' in loops.
    fn each_slot(&mut self, runs: &[Run], mut f: impl FnMut(&mut Self, &Slot, &SlotAt)) {
        for r in runs {
            let SlotAt::Loop { counter, .. } = &r.at else {
                f(self, &r.slot, &r.at);
                continue;
            };
            self.line(&format!("for (var {counter}: i32 = 0; {counter} < {} * i32(kahan_one); {counter}++) {{", r.len));
            self.depth += 1;
            self.line("wg_trips += 1u;");
            f(self, &r.slot, &r.at);
            self.depth -= 1;
            self.line("}");
        }
    }

    /// Writes the plate `plate`, loop counter `var` and body `body` (see `plate` for the order
    /// of its sums). In the split layout's partial kernel the function ends with the plate,
    /// its sums written to `partials`; in its combining kernel the sums come from there.
    pub(super) fn plate(&mut self, plate: &Plate, var: VarId, body: &[Stmt]) -> Result<(), CodegenError> {
        let slots = self.slots(plate);
        let pre = format!("pl{}", var.0);
        self.plate_stack = self.l.plate_stacks.get(&var).map(|&at| (at, slots.len()));
        self.line(&format!(
            "// Data plate, rows {}..{}: {} blocks of {} rows summed as a tree of {} leaves, {} per lane.",
            plate.lo,
            plate.hi,
            plate.blocks,
            plate.block,
            plate.padded,
            plate.blocks_per_lane(i64::from(self.shape.plate_lanes()))
        ));
        self.line("{");
        self.depth += 1;
        if self.plate_stack.is_none() {
            self.line(&format!("var {pre}_in: array<f32, {}>;", 2 * slots.len()));
        }
        let runs = self.runs(plate, &pre);
        self.each_slot(&runs, |w, s, at| {
            w.line(&format!("{} = {};", w.incoming(&pre, &at.affine(2, 0)), s.value));
            if let Some(c) = &s.comp {
                w.line(&format!("{} = {c};", w.incoming(&pre, &at.affine(2, 1))));
            }
        });
        match self.shape.role() {
            Role::Combine => self.combine_partials(&slots),
            role => {
                self.plate_blocks(plate, var, &pre, &runs, body)?;
                if self.shape.row_lanes() > 1 {
                    self.reduce_lanes(&pre, &slots);
                }
                if role == Role::Partial {
                    self.write_partials(&slots);
                    return Ok(());
                }
            }
        }
        self.each_slot(&runs, |w, s, at| {
            w.line("{");
            w.depth += 1;
            w.line(&format!("let {pre}_sum = {};", s.value));
            w.line(&format!("{} = {};", s.value, w.incoming(&pre, &at.affine(2, 0))));
            match &s.comp {
                Some(c) => {
                    w.line(&format!("{c} = {};", w.incoming(&pre, &at.affine(2, 1))));
                    w.kahan(&s.value, c, &format!("{pre}_sum"));
                }
                None => w.line(&format!("{0} = {0} + {pre}_sum;", s.value)),
            }
            w.depth -= 1;
            w.line("}");
        });
        self.depth -= 1;
        self.line("}");
        Ok(())
    }

    /// This lane's blocks of the plate, each summed and pushed on the lane's pairwise stack;
    /// leaves the stack's total in the slots.
    fn plate_blocks(
        &mut self,
        plate: &Plate,
        var: VarId,
        pre: &str,
        runs: &[Run],
        body: &[Stmt],
    ) -> Result<(), CodegenError> {
        let lanes = i64::from(self.shape.plate_lanes());
        let per_lane = plate.blocks_per_lane(lanes);
        let levels = per_lane.trailing_zeros() as usize + 1;
        let n: usize = runs.iter().map(|r| r.len).sum();
        if self.plate_stack.is_none() {
            self.line(&format!("var {pre}_st: array<f32, {}>;", levels * n));
        }
        self.line(&format!("for (var {pre}_t: u32 = 0u; {pre}_t < {per_lane}u; {pre}_t++) {{"));
        self.depth += 1;
        self.line("wg_trips += 1u;");
        let j = if per_lane > 1 {
            format!("(reverseBits({pre}_t) >> {}u)", 32 - per_lane.trailing_zeros())
        } else {
            "0u".into()
        };
        // The chain's lane among its `lanes`: lane `r` of workgroup `g` of the split layout is
        // lane `r · GROUPS + g`, so that a workgroup's own reduction builds the lower levels of
        // the tree above the lanes' subtrees and the combining kernel the upper ones.
        let blk = match (self.shape.role(), lanes) {
            (Role::Partial, _) => format!("wg_row * GROUPS + wg_group + {j} * {lanes}u"),
            (_, 1) => j,
            _ => format!("wg_row + {j} * ROW_LANES"),
        };
        self.line(&format!("let {pre}_blk: i32 = i32({blk});"));
        self.each_slot(runs, |w, s, _| {
            w.line(&format!("{} = 0.0f;", s.value));
            if let Some(c) = &s.comp {
                w.line(&format!("{c} = 0.0f;"));
            }
        });
        let active = if self.shape.role() == Role::Partial { " && wg_active" } else { "" };
        self.line(&format!("if ({pre}_blk < {}{active}) {{", plate.blocks));
        self.depth += 1;
        self.plate_rows(plate, var, pre, body)?;
        self.depth -= 1;
        self.line("}");
        self.push_leaf(pre, runs, n);
        self.depth -= 1;
        self.line("}");
        self.each_slot(runs, |w, s, at| {
            w.line(&format!("{} = {};", s.value, w.stacked(pre, &at.affine(1, (levels - 1) * n))));
        });
        Ok(())
    }

    /// The partial kernel's end: the chain's lead lane in this workgroup writes its sums to
    /// `partials` (`PLATE_SUMS` values for each of the chain's `GROUPS` workgroups).
    fn write_partials(&mut self, slots: &[Slot]) {
        self.line("if (wg_row == 0u && wg_active) {");
        self.line("    let at = (wg_chain * GROUPS + wg_group) * PLATE_SUMS;");
        for (k, s) in slots.iter().enumerate() {
            self.line(&format!("    partials[at + {k}u] = {};", s.value));
        }
        self.line("}");
        self.depth -= 1;
        self.line("}");
        self.line("return 0.0f;");
    }

    /// The combining kernel's plate: each sum from `partials` (see [`COMBINE_PARTIAL`]).
    fn combine_partials(&mut self, slots: &[Slot]) {
        for (k, s) in slots.iter().enumerate() {
            self.line(&format!("{} = wg_combine_partial({k}u);", s.value));
        }
    }

    /// The rows of block `{pre}_blk`: blocks of [`UNROLL_BY`] unrolled copies of the body, whose
    /// data reads are packed (the block start has the plate's start's residue modulo 8), then
    /// the rows left. With one lane per chain the row counters are the same on every lane.
    fn plate_rows(&mut self, plate: &Plate, var: VarId, pre: &str, body: &[Stmt]) -> Result<(), CodegenError> {
        let i = ident(self.p, var);
        let u = UNROLL_BY;
        // With one lane per chain in each workgroup, every lane of a SIMD group reads the same
        // rows: their numbers depend only on the workgroup and the loop.
        let lookups = if self.shape.row_lanes() == 1 {
            counter_lookups_for(plate.lo, plate.hi, self.reads_data(body))
        } else {
            None
        };
        let shared = |x: String| match lookups {
            Some(k) => format!("wg_uniform{k}({x})"),
            None => x,
        };
        self.line(&format!("let {pre}_base: i32 = {} + {pre}_blk * {};", plate.lo, plate.block));
        self.line(&format!("let {pre}_n: i32 = min({}, {} - {pre}_base);", plate.block, plate.hi));
        self.guard(1);
        self.line(&format!("for (var b_{i}: i32 = 0; b_{i} + {u} <= {pre}_n; b_{i} += {u}) {{"));
        let block = shared(format!("{pre}_base + b_{i}"));
        self.unrolled(var, &block, Some(plate.lo), false, body)?;
        self.line(&format!("for (var r_{i}: i32 = {pre}_n - {pre}_n % {u}; r_{i} < {pre}_n; r_{i}++) {{"));
        self.line("    wg_trips += 1u;");
        self.line(&format!("    let {i}: i32 = {};", shared(format!("{pre}_base + r_{i}"))));
        self.nested(body)?;
        self.guard(-1);
        Ok(())
    }

    /// Element `idx` (WGSL u32 text) of the plate's incoming values: the private array
    /// `{pre}_in`, or under the storage policy its part of the lane's scratch row.
    fn incoming(&self, pre: &str, idx: &str) -> String {
        match self.plate_stack {
            Some((at, _)) => format!("scratch[sbase + ({at}u + {idx}) * LANE_BLOCK]"),
            None => format!("{pre}_in[{idx}]"),
        }
    }

    /// Element `idx` of the plate's pairwise stack: `{pre}_st`, or its part of the scratch row
    /// after the incoming values.
    fn stacked(&self, pre: &str, idx: &str) -> String {
        match self.plate_stack {
            Some((at, n)) => format!("scratch[sbase + ({}u + {idx}) * LANE_BLOCK]", at + 2 * n),
            None => format!("{pre}_st[{idx}]"),
        }
    }

    /// Pushes the block's sums (each less its compensation) on the pairwise stack `{pre}_st`:
    /// leaf `t` merges with the levels of `t`'s trailing one bits.
    fn push_leaf(&mut self, pre: &str, runs: &[Run], n: usize) {
        self.each_slot(runs, |w, s, _| {
            if let Some(c) = &s.comp {
                w.line(&format!("{0} = {0} - {c};", s.value));
            }
        });
        self.line(&format!("var {pre}_lv: u32 = 0u;"));
        self.line("loop {");
        self.depth += 1;
        self.line(&format!("if ((({pre}_t >> {pre}_lv) & 1u) == 0u) {{ break; }}"));
        self.line("wg_trips += 1u;");
        let level = format!("{pre}_lv * {n}u");
        self.each_slot(runs, |w, s, at| {
            let at = w.stacked(pre, &at.after(&level));
            w.line(&format!("{0} = {at} + {0};", s.value));
        });
        self.line(&format!("{pre}_lv += 1u;"));
        self.depth -= 1;
        self.line("}");
        self.each_slot(runs, |w, s, at| {
            let at = w.stacked(pre, &at.after(&level));
            w.line(&format!("{at} = {};", s.value));
        });
    }

    /// Adds up the lanes' partial sums of each chain in workgroup memory (`wg_red`, `RED_K`
    /// values per lane at a time), lane `r` with lane `r + h` for `h = ROW_LANES / 2, …, 1`,
    /// and hands every lane of the chain the totals.
    fn reduce_lanes(&mut self, pre: &str, slots: &[Slot]) {
        let chunk = self.shape.reduce_chunk() as usize;
        for part in slots.chunks(chunk) {
            self.line("{");
            self.depth += 1;
            self.line(&format!("let {pre}_me = wg_local * RED_K;"));
            for (k, s) in part.iter().enumerate() {
                self.line(&format!("wg_red[{pre}_me + {k}u] = {};", s.value));
            }
            self.line("workgroupBarrier();");
            self.line(&format!("for (var {pre}_h: u32 = ROW_LANES / 2u; {pre}_h > 0u; {pre}_h = {pre}_h / 2u) {{"));
            self.line(&format!("    if (wg_row < {pre}_h) {{"));
            self.line(&format!("        for (var {pre}_e: u32 = 0u; {pre}_e < {}u; {pre}_e++) {{", part.len()));
            self.line(&format!(
                "            wg_red[{pre}_me + {pre}_e] = wg_red[{pre}_me + {pre}_e] + wg_red[{pre}_me + {pre}_h * RED_K + {pre}_e];"
            ));
            self.line("        }");
            self.line("    }");
            self.line("    workgroupBarrier();");
            self.line("}");
            self.line(&format!("let {pre}_root = (wg_local - wg_row) * RED_K;"));
            for (k, s) in part.iter().enumerate() {
                self.line(&format!("{} = wg_red[{pre}_root + {k}u];", s.value));
            }
            self.line("workgroupBarrier();");
            self.depth -= 1;
            self.line("}");
        }
    }
}

/// The combining kernel's sum `k` of the data plate: the chain's `GROUPS` workgroups' sums
/// from `partials`, added up by halving (workgroup `g` with `g + h`, `h = GROUPS / 2, …, 1`),
/// the upper levels of the plate's tree.
pub(super) const COMBINE_PARTIAL: &str = "
fn wg_combine_partial(k: u32) -> f32 {
    var pt: array<f32, GROUPS>;
    let at = wg_chain * GROUPS * PLATE_SUMS + k;
    for (var g: u32 = 0u; g < GROUPS; g++) {
        pt[g] = partials[at + g * PLATE_SUMS];
    }
    for (var h: u32 = GROUPS / 2u; h > 0u; h = h / 2u) {
        for (var g: u32 = 0u; g < h; g++) {
            pt[g] = pt[g] + pt[g + h];
        }
    }
    wg_trips += 2u * GROUPS;
    return pt[0];
}
";
