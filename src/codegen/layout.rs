//! Where each variable of a program lives in a WGSL kernel: packed data arrays, the input and
//! output buffers, function-local storage, or a per-lane region of the scratch buffer.

use std::collections::{HashMap, HashSet};

use crate::ir::{BinOp, Elem, Expr, Program, Shape, Stmt, VarId, VarKind};

use super::plate::plates_of;
use super::MemoryPolicy;

/// Arrays longer than this live in the scratch buffer instead of function-local memory (under
/// [`MemoryPolicy::Storage`] every real array does).
pub const PRIVATE_MAX: usize = 256;

/// The home of one variable in the kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Home {
    /// `data_f[offset + k]`.
    DataReal(usize),
    /// `data_i[offset + k]`.
    DataInt(usize),
    /// `points[base + k]`: the unconstrained input.
    Input,
    /// A function-local `var` (scalar or array).
    Local,
    /// Word `offset + k` of the lane's row of the lane-interleaved scratch buffer.
    Scratch(usize),
}

/// The storage plan of a kernel: data packing, per-lane scratch and Kahan-summed variables.
#[derive(Debug, Clone, PartialEq)]
pub struct KernelLayout {
    /// Number of unconstrained parameters (values per point and per gradient).
    pub dim: usize,
    /// Length of the packed real data array.
    pub data_reals: usize,
    /// Length of the packed int data array.
    pub data_ints: usize,
    /// f32 values of scratch storage per lane.
    pub scratch_per_lane: usize,
    /// Whether the kernel writes a gradient.
    pub gradient: bool,
    pub(crate) homes: HashMap<VarId, Home>,
    pub(crate) kahan: HashSet<VarId>,
    pub(crate) compensation: HashMap<VarId, Home>,
    pub(crate) policy: MemoryPolicy,
    /// Storage policy: where each data plate's pairwise sums (its incoming values, then its
    /// stack) start in the scratch row, by the plate's loop counter.
    pub(crate) plate_stacks: HashMap<VarId, usize>,
    /// Storage policy: where each compensated array's plain partial sums (see
    /// `partials::block_partials`) live in the scratch row.
    pub(crate) partial_sums: HashMap<VarId, usize>,
}

impl KernelLayout {
    /// Lays out `p`'s variables under the memory policy `policy`.
    pub fn new(p: &Program, policy: MemoryPolicy) -> KernelLayout {
        let kahan = kahan_vars(p);
        let mut l = KernelLayout {
            dim: p.dim(),
            data_reals: 0,
            data_ints: 0,
            scratch_per_lane: 0,
            gradient: p.gradient().is_some(),
            homes: HashMap::new(),
            kahan,
            compensation: HashMap::new(),
            policy,
            plate_stacks: HashMap::new(),
            partial_sums: HashMap::new(),
        };
        for (i, d) in p.vars.iter().enumerate() {
            let v = VarId(i as u32);
            let len = d.ty.shape.len();
            let home = match (d.kind, d.ty.elem) {
                (VarKind::Data, Elem::Real) => Home::DataReal(bump_aligned(&mut l.data_reals, len)),
                (VarKind::Data, Elem::Int) => Home::DataInt(bump_aligned(&mut l.data_ints, len)),
                (VarKind::Input, _) => Home::Input,
                // The scratch buffer holds f32 values: int arrays stay function-local.
                (_, Elem::Int) => Home::Local,
                _ => l.per_lane(d.ty.shape),
            };
            l.homes.insert(v, home);
            if l.kahan.contains(&v) {
                let c = l.per_lane(d.ty.shape);
                l.compensation.insert(v, c);
            }
        }
        if policy == MemoryPolicy::Storage {
            let mut partial: Vec<VarId> =
                l.kahan.iter().copied().filter(|&v| (2..=PRIVATE_MAX).contains(&p.var(v).ty.shape.len())).collect();
            partial.sort();
            for v in partial {
                let at = bump(&mut l.scratch_per_lane, p.var(v).ty.shape.len());
                l.partial_sums.insert(v, at);
            }
            // Room for the incoming values (2 per slot) and the deepest stack (a lane that
            // runs all the blocks) of every plate.
            for (counter, plate) in plates_of(p) {
                let slots = plate.slots(p);
                let at = bump(&mut l.scratch_per_lane, slots * (2 + plate.stack_levels(1)));
                l.plate_stacks.insert(counter, at);
            }
        }
        l.data_reals = l.data_reals.next_multiple_of(DATA_ALIGN);
        l.data_ints = l.data_ints.next_multiple_of(DATA_ALIGN);
        l
    }

    /// The home of a per-lane variable of `shape`.
    fn per_lane(&mut self, shape: Shape) -> Home {
        let len = shape.len();
        let private = match self.policy {
            MemoryPolicy::Private => len <= PRIVATE_MAX,
            MemoryPolicy::Storage => shape == Shape::Scalar,
        };
        if private {
            Home::Local
        } else {
            Home::Scratch(bump(&mut self.scratch_per_lane, len))
        }
    }

    /// Where a variable lives.
    pub fn home(&self, v: VarId) -> Home {
        self.homes[&v]
    }

    /// Packs bound data into the real and int arrays the kernel reads (each a whole number of
    /// `vec4`s, at least one, as bindings cannot be empty).
    pub fn pack_data(&self, p: &Program, data: &crate::BoundData) -> (Vec<f32>, Vec<i32>) {
        let mut reals = vec![0f32; self.data_reals.max(DATA_ALIGN)];
        let mut ints = vec![0i32; self.data_ints.max(DATA_ALIGN)];
        for v in p.vars_of(VarKind::Data) {
            match self.homes[&v] {
                Home::DataReal(at) => {
                    let values = data.real(v).unwrap_or(&[]);
                    reals[at..at + values.len()].iter_mut().zip(values).for_each(|(o, x)| *o = *x as f32);
                }
                Home::DataInt(at) => {
                    let values = data.int(v).unwrap_or(&[]);
                    ints[at..at + values.len()].iter_mut().zip(values).for_each(|(o, x)| *o = *x as i32);
                }
                _ => {}
            }
        }
        (reals, ints)
    }
}

/// Data arrays start at multiples of this many elements, and the packed arrays are padded to
/// one, so that the kernel may also read them as `vec4`s (`data_f4`, `data_i4`).
pub const DATA_ALIGN: usize = 4;

fn bump_aligned(counter: &mut usize, len: usize) -> usize {
    *counter = counter.next_multiple_of(DATA_ALIGN);
    bump(counter, len)
}

fn bump(counter: &mut usize, len: usize) -> usize {
    let at = *counter;
    *counter += len;
    at
}

/// Most `+=` terms a scalar may collect between two plain assignments and still be summed
/// plainly: f32 keeps a sum of n terms to (n − 1)·ε32 of the sum of their magnitudes (4e-6
/// for 32, inside every GPU tolerance), and compensating costs several operations per term.
pub(super) const PLAIN_SUM_TERMS: i64 = 32;

/// Real variables whose elements may collect a growing number of `+=` terms: an increment
/// inside a loop whose iterations can reach the same element (data plates, adjoints of shared
/// parameters). Their sums are compensated (Kahan) so f32 keeps its accuracy over big data.
/// Left plain, as compensating them would only cost time: an increment `x[i + c]` inside
/// `for i`, which reaches each element once per execution; and a scalar that collects at most
/// [`PLAIN_SUM_TERMS`] terms between two assignments, such as a dot product per row, or the
/// adjoint of one, which the gradient sets back to zero at the end of each row.
fn kahan_vars(p: &Program) -> HashSet<VarId> {
    let mut walk = KahanWalk { loops: Vec::new(), scopes: vec![HashMap::new()], out: HashSet::new() };
    walk.block(&p.body, HashMap::new());
    walk.out
}

/// The state of [`kahan_vars`]'s walk through the program.
struct KahanWalk {
    /// Enclosing loops: counter and trip count where known now.
    loops: Vec<(VarId, Option<i64>)>,
    /// Per enclosing block, the scalars set in it so far: loop depth of the assignment and
    /// the most terms added since, per execution of that assignment.
    scopes: Vec<HashMap<VarId, Sum>>,
    out: HashSet<VarId>,
}

/// The terms a scalar collects since it was last set.
#[derive(Clone, Copy, Debug)]
struct Sum {
    /// Loop depth where it was set.
    depth: usize,
    /// The most terms added since, per execution of that assignment.
    terms: i64,
    /// For a scalar set somewhere in every iteration of the loop at `depth` (outside any
    /// branch): the terms it held entering the loop, and the terms before its first
    /// assignment in the iteration, once seen. Those of the next iteration add to the terms
    /// after the last assignment of this one.
    per_iteration: Option<(i64, Option<i64>)>,
}

impl KahanWalk {
    fn block(&mut self, stmts: &[Stmt], preset: HashMap<VarId, Sum>) {
        self.scopes.push(preset);
        for s in stmts {
            self.stmt(s);
        }
        for (var, sum) in self.scopes.pop().expect("this block's scope") {
            if let Some((entering, Some(head))) = sum.per_iteration {
                if sum.terms + head - entering > PLAIN_SUM_TERMS {
                    self.out.insert(var);
                }
            }
        }
    }

    /// Scalars `body` sets outside any branch or loop of its own, so in every iteration; the
    /// terms they hold entering the loop count as the first iteration's.
    fn set_every_iteration(&self, body: &[Stmt]) -> HashMap<VarId, Sum> {
        let depth = self.loops.len();
        body.iter()
            .filter_map(|s| match s {
                Stmt::Assign { var, index, .. } if index.is_empty() => Some(*var),
                _ => None,
            })
            .map(|v| {
                let entering = self.scopes.iter().rev().find_map(|scope| scope.get(&v)).map_or(0, |s| s.terms);
                (v, Sum { depth, terms: entering, per_iteration: Some((entering, None)) })
            })
            .collect()
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Assign { var, index, .. } if index.is_empty() => {
                let depth = self.loops.len();
                let scope = self.scopes.last_mut().expect("a block");
                match scope.get_mut(var) {
                    Some(Sum { terms, per_iteration: Some((_, head)), .. }) => {
                        head.get_or_insert(*terms);
                        *terms = 0;
                    }
                    _ => {
                        scope.insert(*var, Sum { depth, terms: 0, per_iteration: None });
                    }
                }
            }
            Stmt::AddAssign { var, index, .. } if !self.loops.is_empty() => {
                let counters: Vec<VarId> = self.loops.iter().map(|l| l.0).collect();
                let plain = if index.is_empty() {
                    self.fits_plain_sum(*var)
                } else {
                    one_element_per_iteration(index, &counters)
                };
                if !plain {
                    self.out.insert(*var);
                }
            }
            Stmt::For { var, lo, hi, body, .. } => {
                let trips = match (lo, hi) {
                    (Expr::Int(a), Expr::Int(b)) => Some((b - a).max(0)),
                    _ => None,
                };
                self.loops.push((*var, trips));
                let preset = self.set_every_iteration(body);
                self.block(body, preset);
                self.loops.pop();
            }
            Stmt::If { then, els, .. } => {
                self.block(then, HashMap::new());
                self.block(els, HashMap::new());
            }
            _ => {}
        }
    }

    /// Counts one more `+=` of the scalar `var` here, and tells whether the terms since its
    /// last assignment stay within [`PLAIN_SUM_TERMS`].
    fn fits_plain_sum(&mut self, var: VarId) -> bool {
        let loops = &self.loops;
        let Some(sum) = self.scopes.iter_mut().rev().find_map(|scope| scope.get_mut(&var)) else {
            return false;
        };
        let repeats = loops[sum.depth..].iter().try_fold(1i64, |n, l| l.1.map(|t| n.saturating_mul(t)));
        match repeats {
            Some(r) if sum.terms + r <= PLAIN_SUM_TERMS => {
                sum.terms += r;
                true
            }
            _ => false,
        }
    }
}

/// Whether distinct iterations of the enclosing `loops` always reach distinct elements: every
/// loop counter is, up to a constant offset, one of the index components.
pub(super) fn one_element_per_iteration(index: &[Expr], loops: &[VarId]) -> bool {
    let counters: Vec<Option<VarId>> = index.iter().map(offset_counter).collect();
    loops.iter().all(|l| counters.contains(&Some(*l)))
}

/// `v`, `v + c`, `c + v` or `v - c` with an int constant c: the loop counter v.
pub(super) fn offset_counter(e: &Expr) -> Option<VarId> {
    match e {
        Expr::Var(v) => Some(*v),
        Expr::Binary(BinOp::Add, a, b) => match (a.as_ref(), b.as_ref()) {
            (Expr::Int(_), x) | (x, Expr::Int(_)) => offset_counter(x),
            _ => None,
        },
        Expr::Binary(BinOp::Sub, a, b) if matches!(b.as_ref(), Expr::Int(_)) => offset_counter(a),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ACC: VarId = VarId(0);

    fn for_(var: u32, trips: Expr, body: Vec<Stmt>) -> Stmt {
        Stmt::For { var: VarId(var), lo: Expr::Int(0), hi: trips, reverse: false, body }
    }

    fn reset() -> Stmt {
        Stmt::Assign { var: ACC, index: vec![], value: Expr::Real(0.0) }
    }

    fn add() -> Stmt {
        Stmt::AddAssign { var: ACC, index: vec![], value: Expr::Real(1.0) }
    }

    /// Whether the scalar accumulator is compensated in a loop over 1 000 rows of `row`.
    fn compensated(row: Vec<Stmt>) -> bool {
        let mut p = Program::new();
        p.body = vec![for_(1, Expr::Int(1000), row)];
        kahan_vars(&p).contains(&ACC)
    }

    #[test]
    fn a_sum_reset_every_row_stays_plain_up_to_its_term_limit() {
        let inner = |n| for_(2, Expr::Int(n), vec![add()]);
        assert!(!compensated(vec![reset(), inner(25)]), "a dot product of 25 terms per row");
        assert!(!compensated(vec![reset(), inner(PLAIN_SUM_TERMS)]));
        assert!(compensated(vec![reset(), inner(PLAIN_SUM_TERMS + 1)]));
        assert!(compensated(vec![reset(), inner(20), inner(20)]), "40 terms in two loops");
        assert!(!compensated(vec![reset(), inner(20), reset(), inner(20)]), "reset between them");
    }

    #[test]
    fn an_adjoint_set_back_to_zero_after_each_row_stays_plain() {
        let inner = |n| for_(2, Expr::Int(n), vec![add()]);
        assert!(!compensated(vec![add(), add(), reset()]), "two terms, then zeroed for the next row");
        assert!(!compensated(vec![add(), inner(20), reset(), inner(10)]), "31 terms from one zeroing to the next");
        assert!(compensated(vec![add(), inner(20), reset(), inner(20)]), "41 terms from one zeroing to the next");
        assert!(compensated(vec![inner(40), reset()]));
    }

    #[test]
    fn sums_whose_terms_are_not_bounded_now_are_compensated() {
        let unknown = for_(2, Expr::Var(VarId(7)), vec![add()]);
        assert!(compensated(vec![reset(), unknown]), "trip count unknown");
        assert!(compensated(vec![add()]), "never reset: one term per row, 1 000 rows");
        let branch = Stmt::If { cond: Expr::Int(1), then: vec![reset()], els: vec![] };
        assert!(compensated(vec![branch, for_(2, Expr::Int(4), vec![add()])]), "reset only in a branch");
    }
}
