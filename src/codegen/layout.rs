//! Where each variable of a program lives in a WGSL kernel: packed data arrays, the input and
//! output buffers, function-local storage, or a per-lane region of the scratch buffer.

use std::collections::{HashMap, HashSet};

use crate::ir::{BinOp, Elem, Expr, Program, Stmt, VarId, VarKind};

/// Arrays longer than this live in the scratch buffer instead of function-local memory.
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
    /// `scratch[lane_base + offset + k]`.
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
}

impl KernelLayout {
    /// Lays out `p`'s variables.
    pub fn new(p: &Program) -> KernelLayout {
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
        };
        for (i, d) in p.vars.iter().enumerate() {
            let v = VarId(i as u32);
            let len = d.ty.shape.len();
            let home = match (d.kind, d.ty.elem) {
                (VarKind::Data, Elem::Real) => Home::DataReal(bump(&mut l.data_reals, len)),
                (VarKind::Data, Elem::Int) => Home::DataInt(bump(&mut l.data_ints, len)),
                (VarKind::Input, _) => Home::Input,
                _ => l.per_lane(len),
            };
            l.homes.insert(v, home);
            if l.kahan.contains(&v) {
                let c = l.per_lane(len);
                l.compensation.insert(v, c);
            }
        }
        l
    }

    fn per_lane(&mut self, len: usize) -> Home {
        if len <= PRIVATE_MAX {
            Home::Local
        } else {
            Home::Scratch(bump(&mut self.scratch_per_lane, len))
        }
    }

    /// Where a variable lives.
    pub fn home(&self, v: VarId) -> Home {
        self.homes[&v]
    }

    /// Packs bound data into the real and int arrays the kernel reads (each at least one
    /// element long, as bindings cannot be empty).
    pub fn pack_data(&self, p: &Program, data: &crate::BoundData) -> (Vec<f32>, Vec<i32>) {
        let mut reals = vec![0f32; self.data_reals.max(1)];
        let mut ints = vec![0i32; self.data_ints.max(1)];
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

fn bump(counter: &mut usize, len: usize) -> usize {
    let at = *counter;
    *counter += len;
    at
}

/// Real variables whose elements may collect a growing number of `+=` terms: an increment
/// inside a loop whose iterations can reach the same element (data plates, adjoints of shared
/// parameters). Their sums are compensated (Kahan) so f32 keeps its accuracy over big data.
/// An increment `x[i + c]` inside `for i` reaches each element once per execution and is
/// left plain; compensating it would only cost time.
fn kahan_vars(p: &Program) -> HashSet<VarId> {
    fn walk(stmts: &[Stmt], loops: &mut Vec<VarId>, out: &mut HashSet<VarId>) {
        for s in stmts {
            match s {
                Stmt::AddAssign { var, index, .. } if !loops.is_empty() && !one_element_per_iteration(index, loops) => {
                    out.insert(*var);
                }
                Stmt::For { var, body, .. } => {
                    loops.push(*var);
                    walk(body, loops, out);
                    loops.pop();
                }
                Stmt::If { then, els, .. } => {
                    walk(then, loops, out);
                    walk(els, loops, out);
                }
                _ => {}
            }
        }
    }
    let mut out = HashSet::new();
    walk(&p.body, &mut Vec::new(), &mut out);
    out
}

/// Whether distinct iterations of the enclosing `loops` always reach distinct elements: every
/// loop counter is, up to a constant offset, one of the index components.
fn one_element_per_iteration(index: &[Expr], loops: &[VarId]) -> bool {
    let counters: Vec<Option<VarId>> = index.iter().map(offset_counter).collect();
    loops.iter().all(|l| counters.contains(&Some(*l)))
}

/// `v`, `v + c`, `c + v` or `v - c` with an int constant c: the loop counter v.
fn offset_counter(e: &Expr) -> Option<VarId> {
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
