//! The WGSL writer: turns a scalar-form or gradient IR program into the f32 function
//! `logp_grad(lane: u32) -> f32`, which the kernel templates in `shaders/` call: it reads the
//! point with `q_ld(i)` and hands the gradient to `g_st(i, value)`, which the template defines.

use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt::Write;

use crate::ir::{BinOp, Elem, Expr, Form, Func, Program, Shape, Stmt, UnOp, VarId, VarKind};

use super::interleave::LANE_WORD_WGSL;
use super::layout::{Home, KernelLayout, PRIVATE_MAX};
use super::packed::{flat_affine, PackedBlock};
use super::partials::block_partials;
use super::plate::{find_plate, plate_sums};
use super::rows::COMBINE_PARTIAL;
use super::unroll::{cost, unroll, Unroll, UNROLL_BY};
use super::{CodegenError, KernelShape, MemoryPolicy, Role};

/// Whether an int expression is a truth value (a comparison or a logical operation).
fn is_truth(e: &Expr) -> bool {
    matches!(e, Expr::Binary(op, ..) if op.is_logical()) || matches!(e, Expr::Unary(UnOp::Not, _))
}

/// Bits of a loop counter each `wg_uniform` table lookup rebuilds (`shaders/uniform_table.wgsl`).
const UNIFORM_BITS: u32 = 5;
/// Fewest iterations of a loop whose counter is rebuilt: the lookups cost time in every block,
/// and short loops (eight schools' 8 rows, poisson_gamma_10's 10) ran measurably slower with them.
const UNIFORM_MIN_TRIPS: i64 = 64;

/// How the body of a loop from `lo` to `hi` sees its counter, given the counter's WGSL name:
/// through `wg_uniformK` (`shaders/uniform_plain.wgsl`) when the body reads data and both
/// bounds are constants with the counter never negative, so that every active lane holds the
/// same value, which the kernel may tell the shader compiler, and the loop runs at least
/// [`UNIFORM_MIN_TRIPS`] times; as it is otherwise.
fn shared_counter(lo: &Expr, hi: &Expr, reads_data: bool) -> impl Fn(&str) -> String {
    let lookups = counter_lookups(lo, hi, reads_data);
    move |counter| match lookups {
        Some(k) => format!("wg_uniform{k}({counter})"),
        None => counter.to_string(),
    }
}

/// The `wg_uniform` lookups that rebuild the counter of a loop from `lo` to `hi`, if any.
pub(super) fn counter_lookups_for(lo: i64, hi: i64, reads_data: bool) -> Option<u32> {
    counter_lookups(&Expr::Int(lo), &Expr::Int(hi), reads_data)
}

/// The `wg_uniform` lookups [`shared_counter`] rebuilds a counter with, if it does.
fn counter_lookups(lo: &Expr, hi: &Expr, reads_data: bool) -> Option<u32> {
    match (lo, hi) {
        (Expr::Int(a), Expr::Int(b)) if reads_data && *a >= 0 && b - a >= UNIFORM_MIN_TRIPS => {
            let bits = u64::BITS - ((b - 1) as u64).leading_zeros();
            Some(bits.div_ceil(UNIFORM_BITS).max(1))
        }
        _ => None,
    }
}

/// The declaration of a function-local variable of element type `ty`: a scalar, or an array.
fn local_decl(name: &str, ty: &str, shape: Shape) -> String {
    match shape {
        Shape::Scalar => format!("var {name}: {ty};"),
        s => format!("var {name}: array<{ty}, {}>;", s.len().max(1)),
    }
}

/// Element `idx` (WGSL i32 text) of the function-local variable `name`.
fn local_element(name: String, scalar: bool, idx: &str) -> String {
    if scalar {
        name
    } else {
        format!("{name}[{idx}]")
    }
}

/// Writes the generated part of a kernel in the lanes layout (one lane per chain or point):
/// constants, and the `logp_grad` function.
pub fn write_function(p: &Program) -> Result<(String, KernelLayout), CodegenError> {
    write_function_with(p, KernelShape::LANES)
}

/// Writes the generated part of a kernel of shape `shape`: constants, and the `logp_grad`
/// function, whose data plates spread their rows over `shape.row_lanes()` lanes.
pub fn write_function_with(p: &Program, shape: KernelShape) -> Result<(String, KernelLayout), CodegenError> {
    write_function_for(p, shape, MemoryPolicy::Private)
}

/// [`write_function_with`] keeping the function's arrays where `policy` says.
pub fn write_function_for(
    p: &Program,
    shape: KernelShape,
    policy: MemoryPolicy,
) -> Result<(String, KernelLayout), CodegenError> {
    if p.form == Form::Model {
        return Err(CodegenError::Unsupported("model-form programs must be lowered first".into()));
    }
    let layout = KernelLayout::new(p, policy);
    let mut w = Writer {
        p,
        l: &layout,
        shape,
        out: String::new(),
        depth: 1,
        loops: 0,
        partials: HashSet::new(),
        packed: RefCell::new(None),
        plate_stack: None,
    };
    let sums = match shape.role() {
        Role::Whole => 0,
        _ => plate_sums(p).ok_or_else(|| {
            CodegenError::Unsupported("the split layout takes a program with exactly one data plate".into())
        })?,
    };
    w.header(sums);
    for (at, s) in p.body.iter().enumerate() {
        match (find_plate(p, &p.body, at), s) {
            (Some(plate), Stmt::For { var, body, .. }) => {
                w.plate(&plate, *var, body)?;
                if shape.role() == Role::Partial {
                    // The partial kernel ends with its plate.
                    w.out.push_str("}\n");
                    return Ok((w.out, layout));
                }
            }
            _ => w.stmt(s)?,
        }
    }
    w.footer();
    Ok((w.out, layout))
}

pub(super) struct Writer<'a> {
    pub(super) p: &'a Program,
    pub(super) l: &'a KernelLayout,
    pub(super) shape: KernelShape,
    out: String,
    pub(super) depth: usize,
    /// Loops enclosing the statement being written.
    loops: usize,
    /// Compensated variables the block being written adds to plain partial sums instead
    /// (see `partials`).
    partials: HashSet<VarId>,
    /// The packed data reads of the block of unrolled copies being written (see `packed`).
    packed: RefCell<Option<PackedBlock>>,
    /// Storage policy: where the data plate being written keeps its pairwise sums in the
    /// scratch row (its incoming values, then its stack), and its slots.
    pub(super) plate_stack: Option<(usize, usize)>,
}

/// A WGSL identifier for a variable: unique, and never a keyword.
pub(super) fn ident(p: &Program, v: VarId) -> String {
    let clean: String =
        p.var(v).name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    format!("v{}_{}", v.0, clean.trim_start_matches('_'))
}

fn comp_ident(p: &Program, v: VarId) -> String {
    format!("c{}", &ident(p, v)[1..])
}

/// An f32 literal (infinities and NaN through the prelude).
fn real_literal(x: f64) -> String {
    let f = x as f32;
    if f.is_nan() {
        "wg_nan()".into()
    } else if f.is_infinite() {
        if f > 0.0 {
            "wg_inf()".into()
        } else {
            "(-wg_inf())".into()
        }
    } else {
        let s = format!("{f:?}");
        let s = if s.contains(['.', 'e']) { s } else { format!("{s}.0") };
        if f < 0.0 {
            format!("({s}f)")
        } else {
            format!("{s}f")
        }
    }
}

impl Writer<'_> {
    /// Writes one line, after the packed loads its text reads first, if any.
    pub(super) fn line(&mut self, text: &str) {
        let indent = "    ".repeat(self.depth);
        let loads = self.packed.borrow_mut().as_mut().map(PackedBlock::take_pending).unwrap_or_default();
        for load in loads {
            let _ = writeln!(self.out, "{indent}{load}");
        }
        let _ = writeln!(self.out, "{indent}{text}");
    }

    fn header(&mut self, plate_sums: usize) {
        let _ = writeln!(self.out, "const DIM: u32 = {}u;", self.l.dim);
        let _ = writeln!(self.out, "const SCRATCH_STRIDE: u32 = {}u;", self.l.scratch_per_lane);
        let _ = writeln!(self.out, "const HAS_GRADIENT: bool = {};", self.l.gradient);
        // The template reads the point with q_ld and takes the gradient with g_st (wherever its
        // memory policy keeps them); private arrays of the point's size are DIM_ALLOC long.
        let _ = writeln!(self.out, "const DIM_ALLOC: u32 = {}u;", self.l.dim.max(1));
        let _ = writeln!(self.out, "{}", LANE_WORD_WGSL.trim_end());
        let shape = self.shape;
        let _ = writeln!(self.out, "const ROW_LANES: u32 = {}u;", shape.row_lanes());
        let _ = writeln!(self.out, "const WG_SIZE: u32 = {}u;", shape.workgroup_size());
        if shape.row_lanes() > 1 {
            let _ = writeln!(self.out, "const RED_K: u32 = {}u;", shape.reduce_chunk());
            // Also where the sampler's rows entry point hands a chain's position to its lanes.
            let words = (shape.workgroup_size() * shape.reduce_chunk()) as usize;
            let words = words.max(shape.chains_per_workgroup() as usize * self.l.dim);
            let _ = writeln!(self.out, "var<workgroup> wg_red: array<f32, {words}>;");
        }
        if shape.role() != Role::Whole {
            // The split layout: a chain's workgroups, this invocation's among them, whether its
            // chain takes a step, and the plate sums each workgroup hands the combining kernel.
            let _ = writeln!(self.out, "const GROUPS: u32 = {}u;", shape.groups());
            let _ = writeln!(self.out, "const PLATE_SUMS: u32 = {plate_sums}u;");
            let _ = writeln!(self.out, "var<private> wg_group: u32;");
            let _ = writeln!(self.out, "var<private> wg_active: bool;");
            let _ = writeln!(self.out, "@group(0) @binding(12) var<storage, read_write> partials: array<f32>;");
            if shape.role() == Role::Combine {
                let _ = writeln!(self.out, "{}", COMBINE_PARTIAL.trim());
            }
        }
        let _ = writeln!(self.out);
        let _ = writeln!(self.out, "fn logp_grad(lane: u32) -> f32 {{");
        self.line("let sbase = lane_word(lane, SCRATCH_STRIDE, 0u);");
        self.line("var lp: f32 = 0.0f;");
        self.line("var lp_c: f32 = 0.0f;");
        for (i, d) in self.p.vars.iter().enumerate() {
            let v = VarId(i as u32);
            if matches!(d.kind, VarKind::Data | VarKind::Input | VarKind::Loop) {
                continue;
            }
            let ty = if d.ty.elem == Elem::Real { "f32" } else { "i32" };
            let decl = |name: String, home: Home, this: &mut Self| {
                if home != Home::Local {
                    return;
                }
                this.line(&local_decl(&name, ty, d.ty.shape));
            };
            decl(ident(self.p, v), self.l.home(v), self);
            if let Some(&c) = self.l.compensation.get(&v) {
                decl(comp_ident(self.p, v), c, self);
            }
        }
        self.zero_scratch();
    }

    /// Scratch memory is not zero-initialised: clear what starts as zero (adjoints, sums).
    fn zero_scratch(&mut self) {
        let mut ranges = Vec::new();
        for (i, d) in self.p.vars.iter().enumerate() {
            let v = VarId(i as u32);
            if let Home::Scratch(at) = self.l.home(v) {
                ranges.push((at, d.ty.shape.len()));
            }
            if let Some(Home::Scratch(at)) = self.l.compensation.get(&v) {
                ranges.push((*at, d.ty.shape.len()));
            }
        }
        if ranges.is_empty() {
            return;
        }
        // The variables' words only (the data plates' stacks, under the storage policy, are
        // written before they are read), in loops a GPU compiler keeps rolled.
        ranges.sort_unstable();
        let mut merged: Vec<(usize, usize)> = Vec::new();
        for (at, len) in ranges {
            match merged.last_mut() {
                Some(last) if last.0 + last.1 == at => last.1 += len,
                _ => merged.push((at, len)),
            }
        }
        for (at, len) in merged {
            let end = at + len;
            self.line(&format!(
                "for (var k: i32 = {at}; k < {end} * i32(kahan_one); k++) {{ scratch[sbase + u32(k) * LANE_BLOCK] = 0.0f; }}"
            ));
            self.line(&format!("wg_trips += {len}u;"));
        }
    }

    fn footer(&mut self) {
        if let Some(g) = self.p.gradient() {
            let elem = self.element(g, "k").expect("the gradient lives per lane");
            self.line(&format!("for (var k: i32 = 0; k < i32(DIM); k++) {{ g_st(u32(k), {elem}); }}"));
            self.line("wg_trips += DIM;");
        }
        self.line("return lp;");
        self.out.push_str("}\n");
    }

    /// The storage expression of element `idx` (WGSL i32 expression text) of variable `v`.
    pub(super) fn element(&self, v: VarId, idx: &str) -> Option<String> {
        let name = ident(self.p, v);
        let scalar = self.p.var(v).ty.shape == Shape::Scalar;
        Some(match self.l.home(v) {
            Home::DataReal(at) => format!("data_f[{at} + {idx}]"),
            Home::DataInt(at) => format!("data_i[{at} + {idx}]"),
            Home::Input => format!("q_ld(u32({idx}))"),
            Home::Local => local_element(name, scalar, idx),
            Home::Scratch(at) => format!("scratch[sbase + ({at}u + u32({idx})) * LANE_BLOCK]"),
        })
    }

    pub(super) fn comp_element(&self, v: VarId, idx: &str) -> String {
        let name = comp_ident(self.p, v);
        match self.l.compensation[&v] {
            Home::Local => local_element(name, self.p.var(v).ty.shape == Shape::Scalar, idx),
            Home::Scratch(at) => format!("scratch[sbase + ({at}u + u32({idx})) * LANE_BLOCK]"),
            other => unreachable!("compensation lives per lane, not in {other:?}"),
        }
    }

    /// The flat element index of `v[index]` as WGSL i32 text.
    fn flat(&self, v: VarId, index: &[Expr]) -> Result<String, CodegenError> {
        Ok(match (self.p.var(v).ty.shape, index) {
            (_, []) => "0".to_string(),
            (Shape::Matrix(_, c), [i, j]) => format!("({} * {c} + {})", self.int(i)?, self.int(j)?),
            (_, [i]) => self.int(i)?,
            _ => return Err(CodegenError::Unsupported(format!("indexing of {}", self.p.var(v).name))),
        })
    }

    fn block(&mut self, stmts: &[Stmt]) -> Result<(), CodegenError> {
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> Result<(), CodegenError> {
        match s {
            Stmt::Declare(_) => {}
            Stmt::Check { .. } => {
                return Err(CodegenError::Unsupported("argument checks not resolved (resolve_checks)".into()))
            }
            Stmt::Assign { var, index, value } => {
                let k = self.flat(*var, index)?;
                let value = if self.p.var(*var).ty.elem == Elem::Real { self.real(value)? } else { self.int(value)? };
                let dst = self.element(*var, &k).expect("writable");
                self.line(&format!("{dst} = {value};"));
                if self.l.kahan.contains(var) {
                    let c = self.comp_element(*var, &k);
                    self.line(&format!("{c} = 0.0f;"));
                }
            }
            Stmt::AddAssign { var, index, value } => {
                let k = self.flat(*var, index)?;
                let value = self.real(value)?;
                let dst = self.element(*var, &k).expect("writable");
                if self.partials.contains(var) {
                    let q = self.partial_element(*var, &k);
                    self.line(&format!("{q} = {q} + {value};"));
                } else if self.l.kahan.contains(var) {
                    let c = self.comp_element(*var, &k);
                    self.kahan(&dst, &c, &value);
                } else {
                    self.line(&format!("{dst} = {dst} + {value};"));
                }
            }
            Stmt::Target(e) => {
                let value = self.real(e)?;
                self.kahan("lp", "lp_c", &value);
            }
            Stmt::For { var, lo, hi, reverse, body } => self.for_loop(*var, lo, hi, *reverse, body)?,
            Stmt::If { cond, then, els } => {
                let c = self.int(cond)?;
                self.line(&format!("if ({c} != 0) {{"));
                self.guard(1);
                self.depth += 1;
                self.block(then)?;
                self.depth -= 1;
                if els.is_empty() {
                    self.line("}");
                } else {
                    self.line("} else {");
                    self.nested(els)?;
                }
                self.guard(-1);
            }
            Stmt::Let { temp, value } => {
                let value = self.real(value)?;
                self.line(&format!("let t{} = {value};", temp.0));
            }
        }
        Ok(())
    }

    /// A loop, unrolled as [`unroll`] chooses. The kernel's guard loop reports an exhausted
    /// loop budget (see the template).
    fn for_loop(&mut self, var: VarId, lo: &Expr, hi: &Expr, reverse: bool, body: &[Stmt]) -> Result<(), CodegenError> {
        let i = ident(self.p, var);
        match unroll(lo, hi, cost(body), self.loops > 0) {
            Unroll::Full(a, b) => self.unrolled_fully(var, a, b, reverse, body),
            Unroll::By => {
                self.guard(1);
                let written = self.unrolled_by(var, lo, hi, reverse, body);
                self.guard(-1);
                written
            }
            Unroll::Plain => {
                self.guard(1);
                let written = self.plain(&i, lo, hi, reverse, body);
                self.guard(-1);
                written
            }
        }
    }

    /// Enters (`1`) or leaves (`-1`) code that may not run on every pass through the packed
    /// block being written, if any: a branch, or a loop not written out.
    pub(super) fn guard(&self, step: isize) {
        if let Some(b) = self.packed.borrow_mut().as_mut() {
            b.guarded = b.guarded.checked_add_signed(step).expect("guards nest");
        }
    }

    /// Binds loop counter `v` to the affine value `a·u + b` in the packed block, if any.
    fn bind_counter(&self, v: VarId, value: Option<(i64, i64)>) {
        if let Some(b) = self.packed.borrow_mut().as_mut() {
            match value {
                Some(ab) => b.counters.insert(v, ab),
                None => b.counters.remove(&v),
            };
        }
    }

    /// One copy of `body` per value of the counter `var` from `a` to `b`.
    fn unrolled_fully(&mut self, var: VarId, a: i64, b: i64, reverse: bool, body: &[Stmt]) -> Result<(), CodegenError> {
        let i = ident(self.p, var);
        let mut values: Vec<i64> = (a..b).collect();
        if reverse {
            values.reverse();
        }
        for k in values {
            self.line("{");
            self.depth += 1;
            self.line(&format!("let {i}: i32 = {k};"));
            self.bind_counter(var, Some((0, k)));
            self.block(body)?;
            self.depth -= 1;
            self.line("}");
        }
        self.bind_counter(var, None);
        Ok(())
    }

    /// A loop over blocks of [`UNROLL_BY`] iterations, then one over the rest. Where the
    /// counter is shared by all lanes, the blocks pack their data reads (`packed`).
    fn unrolled_by(
        &mut self,
        var: VarId,
        lo: &Expr,
        hi: &Expr,
        reverse: bool,
        body: &[Stmt],
    ) -> Result<(), CodegenError> {
        let i = &ident(self.p, var);
        let reads_data = self.reads_data(body);
        let shared = shared_counter(lo, hi, reads_data);
        let residue = match (counter_lookups(lo, hi, reads_data), lo, hi) {
            (Some(_), Expr::Int(a), _) if !reverse => Some(*a),
            (Some(_), _, Expr::Int(b)) if reverse => Some(*b),
            _ => None,
        };
        let known = matches!((lo, hi), (Expr::Int(_), Expr::Int(_)));
        let (lo, mut hi) = (self.int(lo)?, self.int(hi)?);
        if known {
            // Hidden from the shader compiler as in `plain`: a GPU compiler unrolls the blocks
            // of a loop with constant bounds too, and keeps every copy's loads in registers.
            // Under every policy: the same loops compile to the same arithmetic (a compiler
            // may fuse multiply-adds differently in differently unrolled code).
            hi = format!("({hi} * i32(kahan_one))");
        }
        let u = UNROLL_BY;
        let block = shared(&format!("b_{i}"));
        if reverse {
            self.line(&format!("for (var b_{i}: i32 = {hi}; b_{i} - {u} >= {lo}; b_{i} -= {u}) {{"));
            self.unrolled(var, &block, residue, true, body)?;
            self.line(&format!("for (var r_{i}: i32 = {lo} + ({hi} - {lo}) % {u} - 1; r_{i} >= {lo}; r_{i}--) {{"));
        } else {
            self.line(&format!("for (var b_{i}: i32 = {lo}; b_{i} + {u} <= {hi}; b_{i} += {u}) {{"));
            self.unrolled(var, &block, residue, false, body)?;
            self.line(&format!("for (var r_{i}: i32 = {hi} - ({hi} - {lo}) % {u}; r_{i} < {hi}; r_{i}++) {{"));
        }
        // Counted for the sampler kernel, which stops a dispatch before the budget runs out.
        self.line("    wg_trips += 1u;");
        self.line(&format!("    let {i}: i32 = {};", shared(&format!("r_{i}"))));
        self.nested(body)
    }

    /// A loop written as it is, one counted trip per iteration. A trip count known now is
    /// hidden from the shader compiler (`kahan_one` is a 1.0 it cannot see), which would
    /// otherwise unroll the loop after all.
    fn plain(&mut self, i: &str, lo: &Expr, hi: &Expr, reverse: bool, body: &[Stmt]) -> Result<(), CodegenError> {
        let shared = shared_counter(lo, hi, self.reads_data(body));
        let known = matches!((lo, hi), (Expr::Int(_), Expr::Int(_)));
        let (lo, mut hi) = (self.int(lo)?, self.int(hi)?);
        if known {
            hi = format!("{hi} * i32(kahan_one)");
        }
        if reverse {
            self.line(&format!("for (var r_{i}: i32 = {hi} - 1; r_{i} >= {lo}; r_{i}--) {{"));
        } else {
            self.line(&format!("for (var r_{i}: i32 = {lo}; r_{i} < {hi}; r_{i}++) {{"));
        }
        self.line("    wg_trips += 1u;");
        self.line(&format!("    let {i}: i32 = {};", shared(&format!("r_{i}"))));
        self.nested(body)
    }

    /// `UNROLL_BY` copies of `body`, the counter `var` bound to `u + k` in copy k, or to
    /// `u - 1 - k` in `reverse`, where `u` is `block`. With a `residue` (the constant `u`
    /// always equals modulo `UNROLL_BY`), and no packed block around it, the copies' data
    /// reads are packed (`packed`).
    pub(super) fn unrolled(
        &mut self,
        var: VarId,
        block: &str,
        residue: Option<i64>,
        reverse: bool,
        body: &[Stmt],
    ) -> Result<(), CodegenError> {
        let i = &ident(self.p, var);
        self.depth += 1;
        self.loops += 1;
        self.line("wg_trips += 1u;");
        self.line(&format!("let u_{i}: i32 = {block};"));
        let packs = residue.filter(|_| self.packed.borrow().is_none());
        if let Some(r) = packs {
            *self.packed.borrow_mut() = Some(PackedBlock::new(&format!("u_{i}"), r));
        }
        let loads_at = self.out.len();
        let partials = self.open_partials(body);
        let outer = std::mem::replace(&mut self.partials, partials.iter().copied().collect());
        for k in 0..UNROLL_BY {
            self.line("{");
            self.depth += 1;
            let (step, offset) = if reverse { ("- 1 - ", -1 - k) } else { ("+ ", k) };
            self.line(&format!("let {i}: i32 = u_{i} {step}{k};"));
            if packs.is_some() {
                self.bind_counter(var, Some((1, offset)));
            }
            self.block(body)?;
            self.depth -= 1;
            self.line("}");
        }
        if packs.is_some() {
            let block = self.packed.borrow_mut().take().expect("opened above");
            let indent = "    ".repeat(self.depth);
            let loads: String = block.declarations().iter().map(|l| format!("{indent}{l}\n")).collect();
            self.out.insert_str(loads_at, &loads);
        }
        self.partials = outer;
        self.close_partials(&partials);
        self.loops -= 1;
        self.depth -= 1;
        self.line("}");
        Ok(())
    }

    /// Whether `body` reads an element of the model's data.
    pub(super) fn reads_data(&self, body: &[Stmt]) -> bool {
        let mut found = false;
        for s in body {
            s.visit(&mut |s| {
                for e in s.exprs() {
                    e.visit(&mut |e| {
                        if let Expr::Index(v, _) | Expr::Var(v) = e {
                            found |= matches!(self.l.home(*v), Home::DataReal(_) | Home::DataInt(_));
                        }
                    });
                }
            });
        }
        found
    }

    /// Declares the zeroed partial sums of the block of copies of `body` about to be written
    /// (`partials::block_partials`), for compensated variables in function-local memory.
    fn open_partials(&mut self, body: &[Stmt]) -> Vec<VarId> {
        let written_out = |s: &Stmt| match s {
            Stmt::For { lo, hi, body, .. } => matches!(unroll(lo, hi, cost(body), true), Unroll::Full(..)),
            _ => false,
        };
        // The variables the private policy keeps function-local (so that every policy adds up
        // alike); under the storage policy an array's partial sums live in the scratch row.
        let local = |v: &VarId| self.p.var(*v).ty.shape.len() <= PRIVATE_MAX;
        let partials: Vec<VarId> =
            block_partials(body, &self.l.kahan, &written_out, UNROLL_BY).into_iter().filter(local).collect();
        for &v in &partials {
            match self.l.partial_sums.get(&v) {
                Some(&at) => {
                    let end = at + self.p.var(v).ty.shape.len();
                    self.line(&format!(
                        "for (var k: i32 = {at}; k < {end} * i32(kahan_one); k++) {{ scratch[sbase + u32(k) * LANE_BLOCK] = 0.0f; }}"
                    ));
                }
                None => self.line(&local_decl(&format!("q_{}", ident(self.p, v)), "f32", self.p.var(v).ty.shape)),
            }
        }
        partials
    }

    /// Adds each partial sum of a block into its variable, compensated.
    fn close_partials(&mut self, partials: &[VarId]) {
        for &v in partials {
            for k in 0..self.p.var(v).ty.shape.len() {
                let k = k.to_string();
                let sum = self.element(v, &k).expect("writable");
                let c = self.comp_element(v, &k);
                let q = self.partial_element(v, &k);
                self.kahan(&sum, &c, &q);
            }
        }
    }

    /// Element `idx` of the block partial sum of `v`.
    fn partial_element(&self, v: VarId, idx: &str) -> String {
        match self.l.partial_sums.get(&v) {
            Some(at) => format!("scratch[sbase + ({at}u + u32({idx})) * LANE_BLOCK]"),
            None => local_element(format!("q_{}", ident(self.p, v)), self.p.var(v).ty.shape == Shape::Scalar, idx),
        }
    }

    pub(super) fn nested(&mut self, body: &[Stmt]) -> Result<(), CodegenError> {
        self.depth += 1;
        self.loops += 1;
        self.block(body)?;
        self.loops -= 1;
        self.depth -= 1;
        self.line("}");
        Ok(())
    }

    /// Compensated `sum += value` with its running compensation `c`. Shader compilers may
    /// simplify `((s + y) - s) - y` to zero; multiplying by `kahan_one`, a 1.0 the compiler
    /// cannot see (it comes from a uniform), keeps the compensation alive.
    pub(super) fn kahan(&mut self, sum: &str, c: &str, value: &str) {
        self.line("{");
        self.depth += 1;
        self.line(&format!("let y = ({value}) - {c};"));
        self.line(&format!("let t = {sum} + y;"));
        // An infinite or NaN sum stays as it is, with no compensation (inf − inf would be NaN).
        self.line(&format!("{c} = select(((t * kahan_one) - {sum}) - y, 0.0f, wg_is_nonfinite(t));"));
        self.line(&format!("{sum} = t;"));
        self.depth -= 1;
        self.line("}");
    }

    fn is_int(&self, e: &Expr) -> bool {
        crate::ir::infer(self.p, e).is_ok_and(|t| t.elem == Elem::Int)
    }

    /// An f32 expression.
    fn real(&self, e: &Expr) -> Result<String, CodegenError> {
        if self.is_int(e) {
            return Ok(format!("f32({})", self.int(e)?));
        }
        Ok(match e {
            Expr::Real(x) => real_literal(*x),
            Expr::Var(v) | Expr::Index(v, _) => {
                let idx = if let Expr::Index(_, i) = e { i.as_slice() } else { &[] };
                if let Some(read) = self.packed_read(*v, idx) {
                    return Ok(read);
                }
                let k = self.flat(*v, idx)?;
                self.element(*v, &k).expect("readable")
            }
            Expr::Temp(t) => format!("t{}", t.0),
            Expr::Unary(_, a) => format!("(-{})", self.real(a)?),
            Expr::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div), a, b) => {
                format!("({} {} {})", self.real(a)?, op.symbol(), self.real(b)?)
            }
            Expr::Binary(op, ..) => return Err(CodegenError::Unsupported(format!("real operator {}", op.symbol()))),
            Expr::Call(f, args) => {
                // The log of a truth value (a support check): 0 or −∞ without a logarithm.
                if let (Func::Log, [Expr::ToReal(c)]) = (f, &args[..]) {
                    if is_truth(c) {
                        return Ok(format!("select(-wg_inf(), 0.0f, {} != 0)", self.int(c)?));
                    }
                }
                let args: Vec<String> = args.iter().map(|a| self.real(a)).collect::<Result<_, _>>()?;
                format!("{}({})", f.wgsl_name(), args.join(", "))
            }
            Expr::ToReal(a) => format!("f32({})", self.int(a)?),
            other => return Err(CodegenError::Unsupported(format!("{other:?} in a scalar-form program"))),
        })
    }

    /// The packed read of real data element `v[idx]` in the packed block, where it has one.
    fn packed_read(&self, v: VarId, idx: &[Expr]) -> Option<String> {
        let Home::DataReal(at) = self.l.home(v) else { return None };
        let mut packed = self.packed.borrow_mut();
        let block = packed.as_mut()?;
        let kind = |v: VarId| self.p.var(v).kind;
        let flat = flat_affine(self.p.var(v).ty.shape, idx, &block.counters, &kind);
        block.read(at, flat)
    }

    /// An i32 expression.
    fn int(&self, e: &Expr) -> Result<String, CodegenError> {
        Ok(match e {
            Expr::Int(i) => {
                let v = i32::try_from(*i)
                    .map_err(|_| CodegenError::Unsupported(format!("int constant {i} exceeds i32")))?;
                if v < 0 {
                    format!("({v})")
                } else {
                    format!("{v}")
                }
            }
            Expr::Var(v) | Expr::Index(v, _) => {
                let idx = if let Expr::Index(_, i) = e { i.as_slice() } else { &[] };
                if self.p.var(*v).kind == VarKind::Loop {
                    return Ok(ident(self.p, *v));
                }
                let k = self.flat(*v, idx)?;
                self.element(*v, &k).expect("readable")
            }
            Expr::Unary(UnOp::Neg, a) => format!("(-{})", self.int(a)?),
            Expr::Unary(UnOp::Not, a) => format!("select(0, 1, {} == 0)", self.int(a)?),
            Expr::Binary(op, a, b) if op.is_logical() => {
                let sym = op.symbol();
                match op {
                    BinOp::And | BinOp::Or => {
                        format!("select(0, 1, ({} != 0) {sym} ({} != 0))", self.int(a)?, self.int(b)?)
                    }
                    _ if self.is_int(a) && self.is_int(b) => {
                        format!("select(0, 1, {} {sym} {})", self.int(a)?, self.int(b)?)
                    }
                    _ => format!("select(0, 1, {} {sym} {})", self.real(a)?, self.real(b)?),
                }
            }
            Expr::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Mod), a, b) => {
                format!("({} {} {})", self.int(a)?, op.symbol(), self.int(b)?)
            }
            Expr::Binary(op, ..) => return Err(CodegenError::Unsupported(format!("int operator {}", op.symbol()))),
            other => return Err(CodegenError::Unsupported(format!("{other:?} as an int expression"))),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn for_(var: u32, lo: Expr, hi: Expr, body: Vec<Stmt>) -> Stmt {
        Stmt::For { var: VarId(var), lo, hi, reverse: false, body }
    }

    fn add(i: u32, j: u32) -> Stmt {
        let (i, j) = (Expr::Var(VarId(i)), Expr::Var(VarId(j)));
        Stmt::AddAssign { var: VarId(9), index: vec![i.clone(), j.clone()], value: Expr::binary(BinOp::Mul, i, j) }
    }

    /// The loop of `s` and how it is written at the top level.
    fn plan(s: &Stmt) -> (&[Stmt], Unroll) {
        let Stmt::For { lo, hi, body, .. } = s else { panic!("not a loop") };
        (body, unroll(lo, hi, cost(body), false))
    }

    #[test]
    fn triangular_nests_stay_loops_around_unrolled_inner_loops() {
        let (n, j) = (Expr::Int(11), Expr::Var(VarId(0)));
        let inner = for_(2, Expr::Int(0), j.clone(), vec![add(1, 2)]);
        let rows = for_(1, Expr::binary(BinOp::Add, j, Expr::Int(1)), n.clone(), vec![inner]);
        let nest = for_(0, Expr::Int(0), n, vec![rows]);
        let (body, outer) = plan(&nest);
        assert_eq!(outer, Unroll::Plain);
        let Stmt::For { lo, hi, body, .. } = &body[0] else { unreachable!() };
        assert_eq!(unroll(lo, hi, cost(body), true), Unroll::Plain);
        let Stmt::For { lo, hi, body, .. } = &body[0] else { unreachable!() };
        assert_eq!(unroll(lo, hi, cost(body), true), Unroll::By);
    }

    #[test]
    fn constant_nests_unroll_the_inner_loop_and_keep_long_outer_blocks() {
        let nest = |rows: i64, cols: i64| {
            for_(0, Expr::Int(0), Expr::Int(rows), vec![for_(1, Expr::Int(0), Expr::Int(cols), vec![add(0, 1)])])
        };
        let square = nest(11, 11);
        let (body, outer) = plan(&square);
        assert_eq!(outer, Unroll::Plain, "a short loop around a loop is not copied 9 times");
        let Stmt::For { lo, hi, body: inner, .. } = &body[0] else { unreachable!() };
        assert_eq!(unroll(lo, hi, cost(inner), true), Unroll::Full(0, 11));
        assert_eq!(plan(&nest(2, 2)).1, Unroll::By, "fewer trips than a block: as before");
        assert_eq!(plan(&nest(10_000, 25)).1, Unroll::By, "a data plate around an unrolled row");
    }

    #[test]
    fn counters_of_constant_data_loops_are_rebuilt_with_enough_lookups() {
        let written = |lo: i64, hi: i64| shared_counter(&Expr::Int(lo), &Expr::Int(hi), true)("i");
        assert_eq!(written(0, 64), "wg_uniform2(i)", "0..=63 is two lookups");
        assert_eq!(written(960, 1024), "wg_uniform2(i)", "0..=1023 is two lookups");
        assert_eq!(written(960, 1025), "wg_uniform3(i)");
        assert_eq!(written(5, 10_000), "wg_uniform3(i)", "9 999 < 32^3");
        assert_eq!(written(0, 500_000), "wg_uniform4(i)");
        assert_eq!(written(0, i64::from(i32::MAX)), "wg_uniform7(i)");
    }

    #[test]
    fn other_counters_are_left_as_they_are() {
        let n = Expr::Var(VarId(3));
        assert_eq!(shared_counter(&Expr::Int(0), &Expr::Int(100), false)("i"), "i", "no data read");
        assert_eq!(shared_counter(&Expr::Int(-1), &Expr::Int(100), true)("i"), "i", "negative counter");
        assert_eq!(shared_counter(&Expr::Int(0), &n, true)("i"), "i", "bound unknown now");
        assert_eq!(shared_counter(&n, &Expr::Int(100), true)("i"), "i", "bound unknown now");
        assert_eq!(shared_counter(&Expr::Int(4), &Expr::Int(4), true)("i"), "i", "no iteration");
        assert_eq!(shared_counter(&Expr::Int(0), &Expr::Int(63), true)("i"), "i", "too short");
    }
}
