//! Scalarization: a model-form program becomes a scalar-form program of loops over elements,
//! with constraint transforms and distributions expanded into primitive functions.

use super::check::{resolve_checks, rules, ArgRule, CheckSite};
use super::corr;
use super::dist::{normal_truncation, scalar_lpdf};
use super::expr::{BinOp, Dist, Expr, Lpdf, Reduction, UnOp};
use super::func::Func;
use super::hoist::hoist_invariants;
use super::program::{Constraint, Form, Program, Stmt};
use super::simplex;
use super::simplify::simplify;
use super::typeck::{infer, lpdf as lpdf_len};
use super::types::{Shape, Type, VarId, VarKind};
use super::{validate, IrError};

/// Options of the lowering pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LowerOptions {
    /// Add the log-Jacobian of the constraint transforms to `target` (true for sampling).
    pub jacobian: bool,
    /// Keep the densities' argument checks as [`Stmt::Check`] statements (to run the checks
    /// on data before sampling); otherwise they are resolved into the sampling form
    /// ([`resolve_checks`](super::check::resolve_checks)).
    pub keep_checks: bool,
}

impl Default for LowerOptions {
    fn default() -> Self {
        LowerOptions { jacobian: true, keep_checks: false }
    }
}

/// Lowers a valid model-form program to a valid scalar-form program whose input is the
/// unconstrained parameter vector.
pub fn lower(model: &Program, opts: LowerOptions) -> Result<Program, IrError> {
    validate(model)?;
    if model.form != Form::Model {
        return Err(IrError::Invalid { at: "program".into(), message: "lowering takes a model-form program".into() });
    }
    let mut p = model.clone();
    p.form = Form::Scalar;
    p.body = Vec::new();
    let input_name = p.fresh_name("unconstrained__");
    let input = p.add_var(input_name, Type::vector(model.dim()), VarKind::Input);
    let mut l = Lowerer { p, param_branches: 0 };
    let mut body = l.constraints(input, opts.jacobian);
    for s in &model.body {
        l.stmt(s, &mut body);
    }
    l.p.body = body;
    simplify(&mut l.p);
    hoist_invariants(&mut l.p);
    if !opts.keep_checks {
        l.p = resolve_checks(&l.p);
    }
    validate(&l.p)?;
    Ok(l.p)
}

/// Writes the innermost body of an element loop, given the element's indices.
type ElemBody<'a> = dyn FnMut(&mut Lowerer, &[Expr], &mut Vec<Stmt>) + 'a;

struct Lowerer {
    p: Program,
    /// How many enclosing `if`s branch on something other than data.
    param_branches: usize,
}

/// An int literal.
pub(super) fn int(i: usize) -> Expr {
    Expr::Int(i as i64)
}

/// `a + k` (just `a` for k = 0).
pub(super) fn add_int(a: Expr, k: usize) -> Expr {
    if k == 0 {
        a
    } else {
        Expr::binary(BinOp::Add, a, int(k))
    }
}

impl Lowerer {
    fn new_local(&mut self, base: &str, ty: Type) -> VarId {
        let name = self.p.fresh_name(base);
        self.p.add_var(name, ty, VarKind::Local)
    }

    fn new_loop(&mut self) -> VarId {
        let name = self.p.fresh_name("i__");
        self.p.add_var(name, Type::INT, VarKind::Loop)
    }

    fn ty(&self, e: &Expr) -> Type {
        infer(&self.p, e).expect("validated before lowering")
    }

    /// Depends on data only: reads no parameter, transformed parameter or local.
    fn is_data(&self, e: &Expr) -> bool {
        e.reads().iter().all(|&v| matches!(self.p.var(v).kind, VarKind::Data | VarKind::Loop))
    }

    /// Nested loops over every element of `shape`; `inner` writes the innermost body.
    fn each_elem(&mut self, shape: Shape, inner: &mut ElemBody<'_>) -> Vec<Stmt> {
        match shape {
            Shape::Scalar => {
                let mut body = Vec::new();
                inner(self, &[], &mut body);
                body
            }
            Shape::Vector(n) => {
                let i = self.new_loop();
                let mut body = Vec::new();
                inner(self, &[Expr::Var(i)], &mut body);
                vec![Stmt::For { var: i, lo: int(0), hi: int(n), reverse: false, body }]
            }
            Shape::Matrix(r, c) => {
                let (i, j) = (self.new_loop(), self.new_loop());
                let mut body = Vec::new();
                inner(self, &[Expr::Var(i), Expr::Var(j)], &mut body);
                let row = vec![Stmt::For { var: j, lo: int(0), hi: int(c), reverse: false, body }];
                vec![Stmt::For { var: i, lo: int(0), hi: int(r), reverse: false, body: row }]
            }
        }
    }

    fn constraints(&mut self, input: VarId, jacobian: bool) -> Vec<Stmt> {
        let mut out = Vec::new();
        let mut offset = 0;
        for param in self.p.params.clone() {
            let ty = self.p.var(param.var).ty;
            if matches!(param.constraint, Constraint::Ordered | Constraint::PositiveOrdered) {
                let positive = param.constraint == Constraint::PositiveOrdered;
                out.extend(self.ordered(param.var, input, offset, ty.shape.len(), positive, jacobian));
            } else if param.constraint == Constraint::CholeskyCorr {
                let k = corr::side(ty.shape.len());
                out.extend(corr::constrain(&mut self.p, param.var, input, offset, k, jacobian));
            } else if param.constraint == Constraint::Simplex {
                out.extend(simplex::constrain(&mut self.p, param.var, input, offset, ty.shape, jacobian));
            } else {
                let bounds = self.bounds(&param.constraint, &mut out);
                let cols = if let Shape::Matrix(_, c) = ty.shape { c } else { 1 };
                let stmts = self.each_elem(ty.shape, &mut |_, ix, body| {
                    let u = Expr::elem(input, flat_index(ix, cols, offset));
                    let (value, logjac) = transform(&bounds, u);
                    body.push(Stmt::Assign { var: param.var, index: ix.to_vec(), value });
                    if let (true, Some(j)) = (jacobian, logjac) {
                        body.push(Stmt::Target(j));
                    }
                });
                out.extend(stmts);
            }
            offset += param.free_len(ty.shape);
        }
        out
    }

    fn bounds(&mut self, c: &Constraint, pre: &mut Vec<Stmt>) -> (Option<Expr>, Option<Expr>) {
        match c {
            Constraint::None
            | Constraint::Ordered
            | Constraint::PositiveOrdered
            | Constraint::Simplex
            | Constraint::CholeskyCorr => (None, None),
            Constraint::Lower(l) => (Some(self.scalar(l, pre)), None),
            Constraint::Upper(u) => (None, Some(self.scalar(u, pre))),
            Constraint::LowerUpper(l, u) => (Some(self.scalar(l, pre)), Some(self.scalar(u, pre))),
        }
    }

    /// `ordered` (the first element free) or `positive_ordered` (the first element `exp`'d too,
    /// with its log-Jacobian); every later element adds `exp` of its free value.
    fn ordered(
        &mut self,
        var: VarId,
        input: VarId,
        offset: usize,
        n: usize,
        positive: bool,
        jacobian: bool,
    ) -> Vec<Stmt> {
        let u0 = Expr::elem(input, int(offset));
        let first = if positive { Expr::call1(Func::Exp, u0.clone()) } else { u0.clone() };
        let mut out = vec![Stmt::Assign { var, index: vec![int(0)], value: first }];
        if positive && jacobian && n > 0 {
            out.push(Stmt::Target(u0));
        }
        if n < 2 {
            return out;
        }
        let i = self.new_loop();
        let u = Expr::elem(input, add_int(Expr::Var(i), offset));
        let prev = Expr::elem(var, Expr::binary(BinOp::Sub, Expr::Var(i), int(1)));
        let value = Expr::binary(BinOp::Add, prev, Expr::call1(Func::Exp, u.clone()));
        let mut body = vec![Stmt::Assign { var, index: vec![Expr::Var(i)], value }];
        if jacobian {
            body.push(Stmt::Target(u));
        }
        out.push(Stmt::For { var: i, lo: int(1), hi: int(n), reverse: false, body });
        out
    }

    fn stmt(&mut self, s: &Stmt, out: &mut Vec<Stmt>) {
        match s {
            Stmt::Declare(_) | Stmt::Let { .. } | Stmt::Check { .. } => out.push(s.clone()),
            Stmt::Assign { var, index, value } => {
                match increment_of(*var, index, value).filter(|_| self.p.var(*var).ty.is_real()) {
                    Some(inc) => self.assign(*var, index, inc, true, out),
                    None => self.assign(*var, index, value, false, out),
                }
            }
            Stmt::AddAssign { var, index, value } => self.assign(*var, index, value, true, out),
            Stmt::Target(Expr::Lpdf(l)) => {
                let stmts = self.lpdf(l, &mut |e| Stmt::Target(e));
                out.extend(stmts);
            }
            Stmt::Target(e) => {
                let v = self.scalar(e, out);
                out.push(Stmt::Target(v));
            }
            Stmt::For { var, lo, hi, reverse, body } => {
                let (lo, hi) = (self.scalar(lo, out), self.scalar(hi, out));
                let mut b = Vec::new();
                body.iter().for_each(|s| self.stmt(s, &mut b));
                out.push(Stmt::For { var: *var, lo, hi, reverse: *reverse, body: b });
            }
            Stmt::If { cond, then, els } => {
                let on_params = !self.is_data(cond);
                let cond = self.scalar(cond, out);
                let (mut t, mut e) = (Vec::new(), Vec::new());
                self.param_branches += usize::from(on_params);
                then.iter().for_each(|s| self.stmt(s, &mut t));
                els.iter().for_each(|s| self.stmt(s, &mut e));
                self.param_branches -= usize::from(on_params);
                out.push(Stmt::If { cond, then: t, els: e });
            }
        }
    }

    /// Registers the check of `rule` at one density statement. It is a check on data alone
    /// when the arguments it reads are data and no enclosing branch depends on parameters
    /// (such a check runs once before sampling, which must not depend on where a chain is).
    fn check_site(&mut self, dist: Dist, rule: ArgRule, is_data: &[bool]) -> u32 {
        let data = is_data[rule.arg] && rule.other.is_none_or(|k| is_data[k]) && self.param_branches == 0;
        let implied = rule.implied && !is_data[rule.arg];
        self.p.checks.push(CheckSite { dist, rule, data, implied });
        self.p.checks.len() as u32 - 1
    }

    /// The check of `site` on the scalar arguments `args` of its density.
    fn check_stmt(&self, site: u32, args: &[Expr], dist: Dist) -> Stmt {
        let rule = self.p.checks[site as usize].rule;
        let as_real = |k: usize| {
            if dist.int_args().contains(&k) {
                Expr::ToReal(Box::new(args[k].clone()))
            } else {
                args[k].clone()
            }
        };
        let args = std::iter::once(rule.arg).chain(rule.other).map(as_real).collect();
        Stmt::Check { site, args }
    }

    fn assign(&mut self, var: VarId, index: &[Expr], value: &Expr, add: bool, out: &mut Vec<Stmt>) {
        let make = |var, index, value| {
            if add {
                Stmt::AddAssign { var, index, value }
            } else {
                Stmt::Assign { var, index, value }
            }
        };
        if !index.is_empty() {
            let index: Vec<Expr> = index.iter().map(|i| self.scalar(i, out)).collect();
            let value = self.scalar(value, out);
            out.push(make(var, index, value));
            return;
        }
        let shape = self.p.var(var).ty.shape;
        let scalar_value = self.ty(value).is_scalar();
        let stmts = self.each_elem(shape, &mut |l, ix, body| {
            let v = if scalar_value { l.scalar(value, body) } else { l.elem(value, ix, body) };
            body.push(make(var, ix.to_vec(), v));
        });
        out.extend(stmts);
    }

    /// The statements adding a (vectorized) log density through `make`.
    fn lpdf(&mut self, l: &Lpdf, make: &mut dyn FnMut(Expr) -> Stmt) -> Vec<Stmt> {
        let len = lpdf_len(&self.p, l).expect("validated");
        let is_data: Vec<bool> = l.args.iter().map(|a| self.is_data(a)).collect();
        let (dist, propto, mask) = (l.dist, l.propto, l.mask);
        let shape = len.map_or(Shape::Scalar, Shape::Vector);
        // Checks that read scalar arguments only run once, before the element loop; the others
        // run per element (under the mask: a missing element is not checked).
        let mut out = Vec::new();
        let (mut once, mut each) = (Vec::new(), Vec::new());
        for &rule in rules(dist) {
            let site = self.check_site(dist, rule, &is_data);
            let scalar = std::iter::once(rule.arg).chain(rule.other).all(|k| self.ty(&l.args[k]).is_scalar());
            if scalar && len.is_some() {
                once.push(site);
            } else {
                each.push(site);
            }
        }
        if !once.is_empty() {
            let args: Vec<Expr> = l
                .args
                .iter()
                .map(|a| if self.ty(a).is_scalar() { self.scalar(a, &mut out) } else { Expr::Real(0.0) })
                .collect();
            let checks: Vec<Stmt> = once.iter().map(|&site| self.check_stmt(site, &args, dist)).collect();
            out.extend(checks);
        }
        let stmts = self.each_elem(shape, &mut |lw, ix, body| {
            let args: Vec<Expr> = l
                .args
                .iter()
                .map(|a| if lw.ty(a).is_scalar() { lw.scalar(a, body) } else { lw.elem(a, ix, body) })
                .collect();
            let mut checked: Vec<Stmt> = each.iter().map(|&site| lw.check_stmt(site, &args, dist)).collect();
            let mut value = scalar_lpdf(dist, &args, &is_data, propto);
            if let Some(t) = &l.truncation {
                let lower = t.lower.as_ref().map(|b| lw.scalar(b, body));
                let upper = t.upper.as_ref().map(|b| lw.scalar(b, body));
                let trunc = normal_truncation(&args, lower.as_ref(), upper.as_ref());
                value = Expr::binary(BinOp::Add, value, trunc);
            }
            checked.push(make(value));
            match (mask, ix) {
                (Some(m), [i]) => {
                    let cond = Expr::binary(BinOp::Ne, Expr::elem(m, i.clone()), Expr::Int(0));
                    body.push(Stmt::If { cond, then: checked, els: vec![] });
                }
                _ => body.extend(checked),
            }
        });
        out.extend(stmts);
        out
    }

    /// A fresh local accumulator starting at zero.
    fn accumulator(&mut self, pre: &mut Vec<Stmt>) -> VarId {
        let acc = self.new_local("acc__", Type::REAL);
        pre.push(Stmt::Declare(acc));
        pre.push(Stmt::Assign { var: acc, index: vec![], value: Expr::Real(0.0) });
        acc
    }

    /// Sum over the elements of a vector or matrix expression.
    fn sum(&mut self, a: &Expr, pre: &mut Vec<Stmt>, f: &dyn Fn(Expr) -> Expr) -> Expr {
        let acc = self.accumulator(pre);
        let shape = self.ty(a).shape;
        let stmts = self.each_elem(shape, &mut |l, ix, body| {
            let v = l.elem(a, ix, body);
            body.push(Stmt::AddAssign { var: acc, index: vec![], value: f(v) });
        });
        pre.extend(stmts);
        Expr::Var(acc)
    }

    /// A scalar expression equal to `e` (a scalar), with statements it needs appended to `pre`.
    fn scalar(&mut self, e: &Expr, pre: &mut Vec<Stmt>) -> Expr {
        match e {
            Expr::Real(_) | Expr::Int(_) | Expr::Var(_) | Expr::Temp(_) => e.clone(),
            Expr::Index(v, idx) => Expr::Index(*v, idx.iter().map(|i| self.scalar(i, pre)).collect()),
            Expr::Unary(op, a) => Expr::Unary(*op, Box::new(self.scalar(a, pre))),
            Expr::Binary(op, a, b) => {
                let op = elementwise_op(*op);
                Expr::binary(op, self.scalar(a, pre), self.scalar(b, pre))
            }
            Expr::Call(f, args) => Expr::Call(*f, args.iter().map(|a| self.scalar(a, pre)).collect()),
            Expr::ToReal(a) => Expr::ToReal(Box::new(self.scalar(a, pre))),
            Expr::Reduce(r, a) => self.reduce(*r, a, pre),
            Expr::Dot(a, b) => {
                let acc = self.accumulator(pre);
                let n = self.ty(a).shape.len();
                let stmts = self.each_elem(Shape::Vector(n), &mut |l, ix, body| {
                    let value = Expr::binary(BinOp::Mul, l.elem(a, ix, body), l.elem(b, ix, body));
                    body.push(Stmt::AddAssign { var: acc, index: vec![], value });
                });
                pre.extend(stmts);
                Expr::Var(acc)
            }
            Expr::RepVector(..) => unreachable!("vector-valued"),
            Expr::Lpdf(l) if l.mask.is_none() && lpdf_len(&self.p, l).expect("validated").is_none() => {
                let mut value = None;
                let stmts = self.lpdf(l, &mut |v| {
                    value = Some(v);
                    Stmt::Target(Expr::Real(0.0))
                });
                pre.extend(stmts.into_iter().filter(|s| !matches!(s, Stmt::Target(_))));
                value.expect("a scalar density yields one value")
            }
            Expr::Lpdf(l) => {
                let acc = self.accumulator(pre);
                let stmts = self.lpdf(l, &mut |value| Stmt::AddAssign { var: acc, index: vec![], value });
                pre.extend(stmts);
                Expr::Var(acc)
            }
        }
    }

    fn reduce(&mut self, r: Reduction, a: &Expr, pre: &mut Vec<Stmt>) -> Expr {
        let n = self.ty(a).shape.len() as f64;
        match r {
            Reduction::Sum => self.sum(a, pre, &|v| v),
            Reduction::Mean => Expr::binary(BinOp::Div, self.sum(a, pre, &|v| v), Expr::Real(n)),
            // Stan: the standard deviation of one element is 0.
            Reduction::Sd if n < 2.0 => Expr::Real(0.0),
            Reduction::Sd => {
                let mean = self.new_local("mean__", Type::REAL);
                let total = self.sum(a, pre, &|v| v);
                pre.push(Stmt::Declare(mean));
                pre.push(Stmt::Assign {
                    var: mean,
                    index: vec![],
                    value: Expr::binary(BinOp::Div, total, Expr::Real(n)),
                });
                let sq = |v: Expr| Expr::call1(Func::Square, Expr::binary(BinOp::Sub, v, Expr::Var(mean)));
                let ss = self.sum(a, pre, &sq);
                Expr::call1(Func::Sqrt, Expr::binary(BinOp::Div, ss, Expr::Real(n - 1.0)))
            }
            Reduction::LogSumExp => self.log_sum_exp(a, pre),
        }
    }

    /// Running log-sum-exp stored element by element (each element assigned once).
    fn log_sum_exp(&mut self, a: &Expr, pre: &mut Vec<Stmt>) -> Expr {
        let n = self.ty(a).shape.len();
        let flat = self.new_local("lse_in__", Type::vector(n));
        let run = self.new_local("lse__", Type::vector(n));
        pre.push(Stmt::Declare(flat));
        pre.push(Stmt::Declare(run));
        let shape = self.ty(a).shape;
        let cols = if let Shape::Matrix(_, c) = shape { c } else { 1 };
        let fill = self.each_elem(shape, &mut |l, ix, body| {
            let v = l.elem(a, ix, body);
            body.push(Stmt::Assign { var: flat, index: vec![flat_index(ix, cols, 0)], value: v });
        });
        pre.extend(fill);
        pre.push(Stmt::Assign { var: run, index: vec![int(0)], value: Expr::elem(flat, int(0)) });
        let i = self.new_loop();
        let prev = Expr::elem(run, Expr::binary(BinOp::Sub, Expr::Var(i), int(1)));
        let value = Expr::Call(Func::LogSumExp2, vec![prev, Expr::elem(flat, Expr::Var(i))]);
        let body = vec![Stmt::Assign { var: run, index: vec![Expr::Var(i)], value }];
        pre.push(Stmt::For { var: i, lo: int(1), hi: int(n), reverse: false, body });
        Expr::elem(run, int(n - 1))
    }

    /// Element `ix` of a vector or matrix expression (scalars broadcast).
    fn elem(&mut self, e: &Expr, ix: &[Expr], pre: &mut Vec<Stmt>) -> Expr {
        let ty = self.ty(e);
        if ty.is_scalar() {
            return self.scalar(e, pre);
        }
        match e {
            Expr::Var(v) => Expr::Index(*v, ix.to_vec()),
            Expr::Index(v, idx) => {
                let multi = self.elem(&idx[0], ix, pre);
                Expr::Index(*v, vec![multi])
            }
            Expr::Unary(UnOp::Neg, a) => Expr::Unary(UnOp::Neg, Box::new(self.elem(a, ix, pre))),
            Expr::Binary(BinOp::Mul, a, b) if !self.ty(a).is_scalar() && !self.ty(b).is_scalar() => {
                self.matmul(a, b, ix, pre)
            }
            Expr::Binary(op, a, b) => {
                let a = self.elem(a, ix, pre);
                let b = self.elem(b, ix, pre);
                Expr::binary(elementwise_op(*op), a, b)
            }
            Expr::Call(f, args) => Expr::Call(*f, vec![self.elem(&args[0], ix, pre)]),
            Expr::ToReal(a) => Expr::ToReal(Box::new(self.elem(a, ix, pre))),
            Expr::RepVector(a, _) => self.scalar(a, pre),
            _ => unreachable!("scalar-valued expressions are handled above"),
        }
    }

    /// Element `ix` of a matrix·vector or matrix·matrix product.
    fn matmul(&mut self, a: &Expr, b: &Expr, ix: &[Expr], pre: &mut Vec<Stmt>) -> Expr {
        let Shape::Matrix(_, inner) = self.ty(a).shape else { unreachable!("left operand is a matrix") };
        let acc = self.accumulator(pre);
        let k = self.new_loop();
        let mut body = Vec::new();
        let left = self.elem(a, &[ix[0].clone(), Expr::Var(k)], &mut body);
        let right_ix = if ix.len() == 2 { vec![Expr::Var(k), ix[1].clone()] } else { vec![Expr::Var(k)] };
        let right = self.elem(b, &right_ix, &mut body);
        body.push(Stmt::AddAssign { var: acc, index: vec![], value: Expr::binary(BinOp::Mul, left, right) });
        pre.push(Stmt::For { var: k, lo: int(0), hi: int(inner), reverse: false, body });
        Expr::Var(acc)
    }
}

/// `e` when `value` is `var[index] + e` or `e + var[index]` and `e` does not read `var`: the
/// assignment is then an accumulation, which the gradient pass handles without a tape.
fn increment_of<'a>(var: VarId, index: &[Expr], value: &'a Expr) -> Option<&'a Expr> {
    let Expr::Binary(BinOp::Add, a, b) = value else { return None };
    let is_self = |e: &Expr| match e {
        Expr::Var(v) => *v == var && index.is_empty(),
        Expr::Index(v, idx) => *v == var && idx.as_slice() == index,
        _ => false,
    };
    let other = if is_self(a) {
        b
    } else if is_self(b) {
        a
    } else {
        return None;
    };
    (!other.reads().contains(&var)).then_some(&**other)
}

/// The row-major flat position of element `ix` (of a value with `cols` columns), plus `offset`.
fn flat_index(ix: &[Expr], cols: usize, offset: usize) -> Expr {
    match ix {
        [] => int(offset),
        [i] => add_int(i.clone(), offset),
        [i, j] => {
            let row = Expr::binary(BinOp::Mul, i.clone(), int(cols));
            add_int(Expr::binary(BinOp::Add, row, j.clone()), offset)
        }
        _ => unreachable!("rank ≤ 2"),
    }
}

/// The program mapping constrained parameter values (the input, in declaration order) to
/// the unconstrained vector, left in the variable `unconstrained__`.
pub fn unconstrain_program(model: &Program) -> Result<Program, IrError> {
    validate(model)?;
    let mut p = model.clone();
    p.form = Form::Scalar;
    p.body = Vec::new();
    // The model's transformed parameters are not computed here: the output below is the
    // program's only transformed variable, where the interpreter looks for it.
    for v in p.vars.iter_mut().filter(|v| v.kind == VarKind::Transformed) {
        v.kind = VarKind::Local;
    }
    let input_name = p.fresh_name("constrained__");
    let input = p.add_var(input_name, Type::vector(model.constrained_len()), VarKind::Input);
    let out_name = p.fresh_name("unconstrained__");
    let out = p.add_var(out_name, Type::vector(model.dim()), VarKind::Transformed);
    let mut l = Lowerer { p, param_branches: 0 };
    let mut body = vec![Stmt::Declare(out)];
    let (mut read, mut offset) = (0, 0);
    for param in l.p.params.clone() {
        let shape = l.p.var(param.var).ty.shape;
        let cols = if let Shape::Matrix(_, c) = shape { c } else { 1 };
        let copy = l.each_elem(shape, &mut |_, ix, b| {
            let value = Expr::elem(input, flat_index(ix, cols, read));
            b.push(Stmt::Assign { var: param.var, index: ix.to_vec(), value });
        });
        body.extend(copy);
        read += shape.len();
        if param.constraint == Constraint::Simplex {
            body.extend(simplex::unconstrain(&mut l.p, param.var, out, offset, shape));
            offset += param.free_len(shape);
            continue;
        }
        if param.constraint == Constraint::CholeskyCorr {
            body.extend(corr::unconstrain(&mut l.p, param.var, out, offset, corr::side(shape.len())));
            offset += param.free_len(shape);
            continue;
        }
        let bounds = l.bounds(&param.constraint, &mut body);
        let ordered = matches!(param.constraint, Constraint::Ordered | Constraint::PositiveOrdered);
        let positive = param.constraint == Constraint::PositiveOrdered;
        let inverse = l.each_elem(shape, &mut |_, ix, b| {
            let x = Expr::Index(param.var, ix.to_vec());
            let value = match (ordered, ix) {
                (true, [i]) => {
                    let prev = Expr::elem(param.var, Expr::binary(BinOp::Sub, i.clone(), int(1)));
                    let gap = Expr::call1(Func::Log, Expr::binary(BinOp::Sub, x.clone(), prev));
                    let first = Expr::binary(BinOp::Eq, i.clone(), int(0));
                    let x = if positive { Expr::call1(Func::Log, x) } else { x };
                    b.push(Stmt::If {
                        cond: first,
                        then: vec![Stmt::Assign { var: out, index: vec![flat_index(ix, cols, offset)], value: x }],
                        els: vec![Stmt::Assign { var: out, index: vec![flat_index(ix, cols, offset)], value: gap }],
                    });
                    return;
                }
                _ => inverse_transform(&bounds, if ix.is_empty() { Expr::Var(param.var) } else { x }),
            };
            b.push(Stmt::Assign { var: out, index: vec![flat_index(ix, cols, offset)], value });
        });
        body.extend(inverse);
        offset += shape.len();
    }
    l.p.body = body;
    simplify(&mut l.p);
    hoist_invariants(&mut l.p);
    validate(&l.p)?;
    Ok(l.p)
}

/// The unconstrained value of one constrained element `x`.
fn inverse_transform(bounds: &(Option<Expr>, Option<Expr>), x: Expr) -> Expr {
    let log = |e: Expr| Expr::call1(Func::Log, e);
    match bounds {
        (None, None) => x,
        (Some(l), None) => log(Expr::binary(BinOp::Sub, x, l.clone())),
        (None, Some(h)) => log(Expr::binary(BinOp::Sub, h.clone(), x)),
        (Some(l), Some(h)) => Expr::binary(
            BinOp::Sub,
            log(Expr::binary(BinOp::Sub, x.clone(), l.clone())),
            log(Expr::binary(BinOp::Sub, h.clone(), x)),
        ),
    }
}

fn elementwise_op(op: BinOp) -> BinOp {
    match op {
        BinOp::ElemMul => BinOp::Mul,
        BinOp::ElemDiv => BinOp::Div,
        other => other,
    }
}

/// The constrained value of one unconstrained element `u`, and its log-Jacobian term.
fn transform(bounds: &(Option<Expr>, Option<Expr>), u: Expr) -> (Expr, Option<Expr>) {
    let exp_u = Expr::call1(Func::Exp, u.clone());
    match bounds {
        (None, None) => (u, None),
        (Some(l), None) => (Expr::binary(BinOp::Add, l.clone(), exp_u), Some(u)),
        (None, Some(h)) => (Expr::binary(BinOp::Sub, h.clone(), exp_u), Some(u)),
        (Some(l), Some(h)) => {
            let width = Expr::binary(BinOp::Sub, h.clone(), l.clone());
            let value = Expr::binary(
                BinOp::Add,
                l.clone(),
                Expr::binary(BinOp::Mul, width.clone(), Expr::call1(Func::InvLogit, u.clone())),
            );
            let logjac = Expr::binary(
                BinOp::Add,
                Expr::call1(Func::Log, width),
                Expr::binary(
                    BinOp::Add,
                    Expr::call1(Func::LogInvLogit, u.clone()),
                    Expr::call1(Func::Log1mInvLogit, u),
                ),
            );
            (value, Some(logjac))
        }
    }
}
