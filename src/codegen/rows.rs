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

    /// Writes the plate `plate`, loop counter `var` and body `body` (see `plate` for the order
    /// of its sums). In the split layout's partial kernel the function ends with the plate,
    /// its sums written to `partials`; in its combining kernel the sums come from there.
    pub(super) fn plate(&mut self, plate: &Plate, var: VarId, body: &[Stmt]) -> Result<(), CodegenError> {
        let slots = self.slots(plate);
        let pre = format!("pl{}", var.0);
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
        self.line(&format!("var {pre}_in: array<f32, {}>;", 2 * slots.len()));
        for (k, s) in slots.iter().enumerate() {
            self.line(&format!("{pre}_in[{}] = {};", 2 * k, s.value));
            if let Some(c) = &s.comp {
                self.line(&format!("{pre}_in[{}] = {c};", 2 * k + 1));
            }
        }
        match self.shape.role() {
            Role::Combine => self.combine_partials(&slots),
            role => {
                self.plate_blocks(plate, var, &pre, &slots, body)?;
                if self.shape.row_lanes() > 1 {
                    self.reduce_lanes(&pre, &slots);
                }
                if role == Role::Partial {
                    self.write_partials(&slots);
                    return Ok(());
                }
            }
        }
        for (k, s) in slots.iter().enumerate() {
            self.line("{");
            self.depth += 1;
            self.line(&format!("let {pre}_sum = {};", s.value));
            self.line(&format!("{} = {pre}_in[{}];", s.value, 2 * k));
            match &s.comp {
                Some(c) => {
                    self.line(&format!("{c} = {pre}_in[{}];", 2 * k + 1));
                    self.kahan(&s.value, c, &format!("{pre}_sum"));
                }
                None => self.line(&format!("{0} = {0} + {pre}_sum;", s.value)),
            }
            self.depth -= 1;
            self.line("}");
        }
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
        slots: &[Slot],
        body: &[Stmt],
    ) -> Result<(), CodegenError> {
        let lanes = i64::from(self.shape.plate_lanes());
        let per_lane = plate.blocks_per_lane(lanes);
        let levels = per_lane.trailing_zeros() as usize + 1;
        let n = slots.len();
        self.line(&format!("var {pre}_st: array<f32, {}>;", levels * n));
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
        for s in slots {
            self.line(&format!("{} = 0.0f;", s.value));
            if let Some(c) = &s.comp {
                self.line(&format!("{c} = 0.0f;"));
            }
        }
        let active = if self.shape.role() == Role::Partial { " && wg_active" } else { "" };
        self.line(&format!("if ({pre}_blk < {}{active}) {{", plate.blocks));
        self.depth += 1;
        self.plate_rows(plate, var, pre, body)?;
        self.depth -= 1;
        self.line("}");
        self.push_leaf(pre, slots);
        self.depth -= 1;
        self.line("}");
        for (k, s) in slots.iter().enumerate() {
            self.line(&format!("{} = {pre}_st[{}];", s.value, (levels - 1) * n + k));
        }
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

    /// Pushes the block's sums (each less its compensation) on the pairwise stack `{pre}_st`:
    /// leaf `t` merges with the levels of `t`'s trailing one bits.
    fn push_leaf(&mut self, pre: &str, slots: &[Slot]) {
        let n = slots.len();
        for s in slots {
            if let Some(c) = &s.comp {
                self.line(&format!("{0} = {0} - {c};", s.value));
            }
        }
        self.line(&format!("var {pre}_lv: u32 = 0u;"));
        self.line("loop {");
        self.depth += 1;
        self.line(&format!("if ((({pre}_t >> {pre}_lv) & 1u) == 0u) {{ break; }}"));
        self.line("wg_trips += 1u;");
        for (k, s) in slots.iter().enumerate() {
            self.line(&format!("{0} = {pre}_st[{pre}_lv * {n}u + {k}u] + {0};", s.value));
        }
        self.line(&format!("{pre}_lv += 1u;"));
        self.depth -= 1;
        self.line("}");
        for (k, s) in slots.iter().enumerate() {
            self.line(&format!("{pre}_st[{pre}_lv * {n}u + {k}u] = {};", s.value));
        }
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
