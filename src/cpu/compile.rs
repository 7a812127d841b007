//! Compiles a scalar-form or gradient IR program into a tree the f64 interpreter walks.

use std::collections::{HashMap, HashSet};

use crate::ir::{BinOp, CheckSite, Elem, Expr, Func, Program, Shape, Stmt, UnOp, VarId, VarKind};

/// Where a variable's elements live.
#[derive(Debug, Clone, Copy)]
pub(super) enum Home {
    /// Per-lane real storage at this offset.
    Real(usize),
    /// Per-lane int storage.
    Int(usize),
    /// Shared real data.
    DataReal(usize),
    /// Shared int data.
    DataInt(usize),
}

/// An element address: base offset, the variable's dimensions and index nodes.
#[derive(Debug)]
pub(super) struct Addr {
    pub var: VarId,
    pub base: usize,
    pub dims: Vec<usize>,
    pub idx: Vec<I>,
}

/// A real-valued node.
#[derive(Debug)]
pub(super) enum R {
    Const(f64),
    Store(Addr),
    Data(Addr),
    Temp(usize),
    FromInt(Box<I>),
    Neg(Box<R>),
    Bin(BinOp, Box<R>, Box<R>),
    Call(Func, Vec<R>),
}

/// An int-valued node.
#[derive(Debug)]
pub(super) enum I {
    Const(i64),
    Store(Addr),
    Data(Addr),
    Neg(Box<I>),
    Not(Box<I>),
    Bin(BinOp, Box<I>, Box<I>),
    Cmp(BinOp, Box<R>, Box<R>),
}

/// A statement.
#[derive(Debug)]
pub(super) enum Op {
    Declare {
        real: bool,
        base: usize,
        len: usize,
    },
    SetReal {
        dst: Addr,
        value: R,
        add: bool,
        checked: bool,
    },
    SetInt {
        dst: Addr,
        value: I,
    },
    Target(R),
    For {
        slot: usize,
        lo: I,
        hi: I,
        reverse: bool,
        body: Vec<Op>,
    },
    If {
        cond: I,
        then: Vec<Op>,
        els: Vec<Op>,
    },
    Let {
        temp: usize,
        value: R,
    },
    /// An argument check; `element` addresses the checked value when it is a named
    /// variable's element (for messages).
    Check {
        site: CheckSite,
        args: Vec<R>,
        element: Option<Addr>,
    },
}

/// A compiled program and its storage layout.
#[derive(Debug)]
pub(super) struct Compiled {
    pub ops: Vec<Op>,
    pub homes: HashMap<VarId, Home>,
    pub n_reals: usize,
    pub n_ints: usize,
    pub n_temps: usize,
    pub data_reals: usize,
    pub data_ints: usize,
}

/// Lays out storage and compiles every statement.
pub(super) fn compile(p: &Program) -> Compiled {
    let mut c = Compiled {
        ops: Vec::new(),
        homes: HashMap::new(),
        n_reals: 0,
        n_ints: 0,
        n_temps: p.n_temps as usize,
        data_reals: 0,
        data_ints: 0,
    };
    for (i, d) in p.vars.iter().enumerate() {
        let len = d.ty.shape.len();
        let counter = match (d.kind, d.ty.elem) {
            (VarKind::Data, Elem::Real) => &mut c.data_reals,
            (VarKind::Data, Elem::Int) => &mut c.data_ints,
            (_, Elem::Real) => &mut c.n_reals,
            (_, Elem::Int) => &mut c.n_ints,
        };
        let at = *counter;
        *counter += len;
        let home = match (d.kind, d.ty.elem) {
            (VarKind::Data, Elem::Real) => Home::DataReal(at),
            (VarKind::Data, Elem::Int) => Home::DataInt(at),
            (_, Elem::Real) => Home::Real(at),
            (_, Elem::Int) => Home::Int(at),
        };
        c.homes.insert(VarId(i as u32), home);
    }
    let overwritten = crate::ir::overwritten_vars(p);
    let ops = block(p, &c.homes, &overwritten, &p.body);
    c.ops = ops;
    c
}

fn dims(shape: Shape) -> Vec<usize> {
    match shape {
        Shape::Scalar => vec![],
        Shape::Vector(n) => vec![n],
        Shape::Matrix(r, k) => vec![r, k],
    }
}

struct Ctx<'a> {
    p: &'a Program,
    homes: &'a HashMap<VarId, Home>,
    /// Variables assigned more than once by design (not checked at run time).
    overwritten: &'a HashSet<VarId>,
}

fn block(p: &Program, homes: &HashMap<VarId, Home>, overwritten: &HashSet<VarId>, stmts: &[Stmt]) -> Vec<Op> {
    let ctx = Ctx { p, homes, overwritten };
    stmts.iter().map(|s| ctx.stmt(s)).collect()
}

impl Ctx<'_> {
    fn addr(&self, v: VarId, idx: &[Expr]) -> (Addr, Home) {
        let home = self.homes[&v];
        let base = match home {
            Home::Real(b) | Home::Int(b) | Home::DataReal(b) | Home::DataInt(b) => b,
        };
        let idx = idx.iter().map(|e| self.int(e)).collect();
        (Addr { var: v, base, dims: dims(self.p.var(v).ty.shape), idx }, home)
    }

    /// The address of `e` when it is (a conversion of) an element of a variable a user named.
    fn named_element(&self, e: &Expr) -> Option<Addr> {
        let e = if let Expr::ToReal(a) = e { a } else { e };
        let (Expr::Var(v) | Expr::Index(v, _)) = e else { return None };
        let d = self.p.var(*v);
        let named = matches!(d.kind, VarKind::Data | VarKind::Param | VarKind::Transformed) && !d.name.contains("__");
        let idx = if let Expr::Index(_, idx) = e { idx.as_slice() } else { &[] };
        named.then(|| self.addr(*v, idx).0)
    }

    fn is_int(&self, e: &Expr) -> bool {
        crate::ir::infer(self.p, e).map(|t| t.elem == Elem::Int).unwrap_or(false)
    }

    fn stmt(&self, s: &Stmt) -> Op {
        match s {
            Stmt::Declare(v) => {
                let d = self.p.var(*v);
                let (addr, _) = self.addr(*v, &[]);
                Op::Declare { real: d.ty.is_real(), base: addr.base, len: d.ty.shape.len() }
            }
            Stmt::Assign { var, index, value } | Stmt::AddAssign { var, index, value } => {
                let (dst, home) = self.addr(*var, index);
                let add = matches!(s, Stmt::AddAssign { .. });
                match home {
                    Home::Int(_) => Op::SetInt { dst, value: self.int(value) },
                    _ => {
                        let kind = self.p.var(*var).kind;
                        let checked = matches!(kind, VarKind::Param | VarKind::Transformed | VarKind::Local)
                            && !self.overwritten.contains(var);
                        Op::SetReal { dst, value: self.real(value), add, checked }
                    }
                }
            }
            Stmt::Target(e) => Op::Target(self.real(e)),
            Stmt::For { var, lo, hi, reverse, body } => {
                let Home::Int(slot) = self.homes[var] else { unreachable!("loop counters are ints") };
                let body = body.iter().map(|s| self.stmt(s)).collect();
                Op::For { slot, lo: self.int(lo), hi: self.int(hi), reverse: *reverse, body }
            }
            Stmt::If { cond, then, els } => Op::If {
                cond: self.int(cond),
                then: then.iter().map(|s| self.stmt(s)).collect(),
                els: els.iter().map(|s| self.stmt(s)).collect(),
            },
            Stmt::Let { temp, value } => Op::Let { temp: temp.0 as usize, value: self.real(value) },
            Stmt::Check { site, args } => Op::Check {
                site: self.p.checks[*site as usize],
                args: args.iter().map(|a| self.real(a)).collect(),
                element: self.named_element(&args[0]),
            },
        }
    }

    fn real(&self, e: &Expr) -> R {
        if self.is_int(e) {
            return R::FromInt(Box::new(self.int(e)));
        }
        match e {
            Expr::Real(x) => R::Const(*x),
            Expr::Var(v) | Expr::Index(v, _) => {
                let idx = if let Expr::Index(_, idx) = e { idx.as_slice() } else { &[] };
                match self.addr(*v, idx) {
                    (a, Home::DataReal(_)) => R::Data(a),
                    (a, _) => R::Store(a),
                }
            }
            Expr::Temp(t) => R::Temp(t.0 as usize),
            Expr::Unary(_, a) => R::Neg(Box::new(self.real(a))),
            Expr::Binary(op, a, b) => R::Bin(*op, Box::new(self.real(a)), Box::new(self.real(b))),
            Expr::Call(f, args) => R::Call(*f, args.iter().map(|a| self.real(a)).collect()),
            Expr::ToReal(a) => R::FromInt(Box::new(self.int(a))),
            other => unreachable!("not in scalar form: {other:?}"),
        }
    }

    fn int(&self, e: &Expr) -> I {
        match e {
            Expr::Int(i) => I::Const(*i),
            Expr::Var(v) | Expr::Index(v, _) => {
                let idx = if let Expr::Index(_, idx) = e { idx.as_slice() } else { &[] };
                match self.addr(*v, idx) {
                    (a, Home::DataInt(_)) => I::Data(a),
                    (a, _) => I::Store(a),
                }
            }
            Expr::Unary(UnOp::Neg, a) => I::Neg(Box::new(self.int(a))),
            Expr::Unary(UnOp::Not, a) => I::Not(Box::new(self.int(a))),
            Expr::Binary(op, a, b) if op.is_logical() && !matches!(op, BinOp::And | BinOp::Or) => {
                if self.is_int(a) && self.is_int(b) {
                    I::Bin(*op, Box::new(self.int(a)), Box::new(self.int(b)))
                } else {
                    I::Cmp(*op, Box::new(self.real(a)), Box::new(self.real(b)))
                }
            }
            Expr::Binary(op, a, b) => I::Bin(*op, Box::new(self.int(a)), Box::new(self.int(b))),
            other => unreachable!("not an int expression: {other:?}"),
        }
    }
}
