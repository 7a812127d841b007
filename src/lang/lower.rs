//! Lowering of a checked Stan program to a model-form IR program with its data bound:
//! declarations, blocks and statements (expressions are in `lower_expr`).

use std::collections::{HashMap, HashSet};

use crate::data::{DataError, DataSet};
use crate::ir::{
    self, Constraint, Dist, Elem, Expr as IrExpr, Lpdf, ParamDecl, Shape as IrShape, Stmt as IrStmt, Type, VarId,
    VarKind,
};
use crate::model::BoundData;

use super::ast::{AssignOp, Decl, PrintKind, Program, Shape, Stmt, StmtKind};
use super::builtins::{self, DistKind};
use super::check::decl_stype;
use super::corr_tp;
use super::diag::{Diag, Span};
use super::flat;
use super::inline::{fold_int, Inlining};
use super::interp::{self, decl_shape, Env, NanBound};
use super::split::{self, DataLoop, Guard};
use super::types::{Base, SType};
use super::value::{Data, Value};

/// Why lowering failed: a located error, or bad data.
#[derive(Debug)]
pub enum Fail {
    At(Diag),
    Data(DataError),
}

impl From<Diag> for Fail {
    fn from(d: Diag) -> Fail {
        Fail::At(d)
    }
}

impl From<DataError> for Fail {
    fn from(e: DataError) -> Fail {
        Fail::Data(e)
    }
}

/// A name in scope during lowering.
#[derive(Debug, Clone, Copy)]
pub struct Sym {
    pub var: VarId,
    /// Data or transformed data: has a host value in the environment.
    pub data: bool,
}

/// The lowering state: the IR program being built, its data and the host environment.
pub struct Lower {
    pub prog: ir::Program,
    pub bound: BoundData,
    pub env: Env,
    pub scopes: Vec<HashMap<String, Sym>>,
    /// The user function calls being inlined, innermost last.
    pub inlining: Vec<Inlining>,
    /// Transformed parameters declared `simplex` (checked at the end of their block).
    pub simplex_tps: Vec<VarId>,
    /// Transformed parameters declared with bounds or as `corr_matrix` or `cov_matrix`
    /// (checked at the end of their block).
    pub checked_tps: Vec<(VarId, Decl)>,
    /// Names assigned after their declaration somewhere in the program: an int local whose
    /// name is not among them, initialised from data, is data itself (usable as a size).
    pub assigned: HashSet<String>,
    /// Why the model runs in f64 only (an ODE solve), if it does.
    pub f64_only: Option<String>,
    /// The loops over data bounds being lowered, innermost last.
    pub data_loops: Vec<DataLoop>,
    /// Variables holding arrays of more than two dimensions, flattened, with their
    /// shapes (`flat.rs`).
    pub flat: HashMap<VarId, Vec<usize>>,
    /// The conditions of the `if`s being lowered (in the current function body), innermost
    /// last.
    pub guards: Vec<Guard>,
}

/// What [`Lower::constant_int_local`] made of a local's declaration.
enum IntLocal {
    /// Bound as data, with its value.
    Data(VarId),
    /// An int scalar whose initial value is not constant: the value lowered, and the
    /// statements lowering it wrote.
    Lowered(IrExpr, Vec<IrStmt>),
    /// Neither: declared and assigned as any local.
    Other,
}

/// What lowering produces.
pub struct Lowered {
    pub prog: ir::Program,
    pub bound: BoundData,
    pub env: Env,
    /// Parameters and transformed parameters in output order: name, type, full shape.
    pub outputs: Vec<(String, SType, Vec<usize>)>,
    /// Why the model runs in f64 only, if it does.
    pub f64_only: Option<String>,
}

/// Lowers a checked program against `data`.
pub fn lower(p: &Program, data: &DataSet) -> Result<Lowered, Fail> {
    let mut l = Lower {
        prog: ir::Program::new(),
        bound: BoundData::new(),
        env: Env::new(),
        scopes: vec![HashMap::new()],
        inlining: Vec::new(),
        simplex_tps: Vec::new(),
        checked_tps: Vec::new(),
        assigned: p.assigned_names(),
        f64_only: None,
        data_loops: Vec::new(),
        guards: Vec::new(),
        flat: HashMap::new(),
    };
    l.env.set_functions(&p.functions);
    for s in &p.data {
        if let StmtKind::Decl(d) = &s.kind {
            l.data_decl(d, data)?;
        }
    }
    interp::exec_checked(&p.tdata, &mut l.env, NanBound::Breaks)?;
    for s in &p.tdata {
        if let StmtKind::Decl(d) = &s.kind {
            let v = l.env.get(&d.name).cloned().ok_or_else(|| Diag::runtime(d.name_span, "no value"))?;
            l.bind_data(&d.name, v, d.ty.span)?;
        }
    }
    let mut outputs = Vec::new();
    for s in &p.params {
        if let StmtKind::Decl(d) = &s.kind {
            let shape = l.param_decl(d)?;
            outputs.push((d.name.clone(), decl_stype(d), shape));
        }
    }
    let mut body = Vec::new();
    let mut tps = Vec::new();
    for s in &p.tparams {
        if let StmtKind::Decl(d) = &s.kind {
            let (var, shape) = l.declare(d, VarKind::Transformed, &mut body)?;
            tps.push(var);
            outputs.push((d.name.clone(), decl_stype(d), shape));
        } else {
            l.stmt(s, &mut body)?;
        }
    }
    for var in tps {
        let checks = l.not_nan_checks(var);
        body.extend(checks);
    }
    for var in l.simplex_tps.clone() {
        let checks = l.simplex_checks(var);
        body.extend(checks);
    }
    for (var, d) in l.checked_tps.clone() {
        let checks = l.bound_checks(var, &d)?;
        body.extend(checks);
        if corr_tp::is_checked_matrix(d.ty.shape) {
            let checks = l.matrix_checks(var, d.ty.shape == Shape::CorrMatrix);
            body.extend(checks);
        }
    }
    l.scopes.push(HashMap::new());
    for s in &p.model {
        l.stmt(s, &mut body)?;
    }
    l.prog.body = body;
    Ok(Lowered { prog: l.prog, bound: l.bound, env: l.env, outputs, f64_only: l.f64_only })
}

/// The constraint of a `simplex[K]` parameter of full shape `shape`: a vector of K ≥ 1
/// elements, or a one-dimensional array of them (the rows of an IR matrix).
fn simplex_constraint(d: &Decl, shape: &[usize]) -> Result<Constraint, Diag> {
    match shape {
        [k] | [_, k] if *k >= 1 => Ok(Constraint::Simplex),
        [k] | [_, k] => Err(Diag::runtime(d.ty.span, format!("a simplex needs at least one element, got size {k}"))),
        _ => Err(Diag::unsupported(d.ty.span, "arrays of simplexes of more than one dimension")),
    }
}

/// The constraint of a `cholesky_factor_corr[K]` parameter of full shape `shape`: one K×K
/// matrix, K ≥ 1 (arrays of them are not supported yet).
fn cholesky_corr_constraint(d: &Decl, shape: &[usize]) -> Result<Constraint, Diag> {
    match shape {
        [k, _] if *k >= 1 => Ok(Constraint::CholeskyCorr),
        [k, _] => Err(Diag::runtime(d.ty.span, format!("a cholesky_factor_corr needs size 1 at least, got {k}"))),
        _ => Err(Diag::unsupported(d.ty.span, "arrays of cholesky_factor_corr")),
    }
}

/// The IR type of a Stan type with a full shape, if the IR has one.
pub fn ir_type(ty: SType, shape: &[usize]) -> Option<Type> {
    let elem = if ty.base == Base::Int { Elem::Int } else { Elem::Real };
    let shape = match shape {
        [] => IrShape::Scalar,
        [n] => IrShape::Vector(*n),
        [r, c] => IrShape::Matrix(*r, *c),
        _ => return None,
    };
    Some(Type { elem, shape })
}

impl Lower {
    pub fn lookup(&self, name: &str) -> Option<Sym> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    fn bind(&mut self, name: &str, sym: Sym) {
        self.scopes.last_mut().expect("a scope is open").insert(name.to_string(), sym);
    }

    fn ir_type_at(&self, ty: SType, shape: &[usize], span: Span) -> Result<Type, Diag> {
        ir_type(ty, shape).ok_or_else(|| {
            Diag::unsupported(span, "arrays of more than two dimensions as parameters or transformed parameters")
        })
    }

    /// Binds a host value as an IR data variable called `name` (in scope under that name).
    pub fn bind_data(&mut self, name: &str, v: Value, _span: Span) -> Result<VarId, Diag> {
        let ty = flat::storage_type(v.ty, &v.shape);
        let ir_name = self.prog.fresh_name(name);
        let var = self.prog.add_var(ir_name, ty, VarKind::Data);
        self.note_shape(var, &v.shape);
        self.set_data(var, &v);
        self.env.set(name, v.clone());
        self.bind(name, Sym { var, data: true });
        Ok(var)
    }

    fn data_decl(&mut self, d: &Decl, data: &DataSet) -> Result<(), Fail> {
        let shape = decl_shape(d, &self.env)?;
        let ty = decl_stype(d);
        let v = if ty.base == Base::Int {
            Value { ty, shape: shape.clone(), data: Data::Int(data.int(&d.name, &shape)?) }
        } else {
            Value { ty, shape: shape.clone(), data: Data::Real(data.real(&d.name, &shape)?) }
        };
        if let Some(b) = interp::bound_violation(d, &v, &self.env, NanBound::Breaks)? {
            let (name, element, value, rule) = (d.name.clone(), b.element, b.value, b.rule);
            return Err(Fail::Data(DataError::Bound { name, element, value, rule }));
        }
        if let Some(e) = super::data_constraints::constraint_violation(d, &v) {
            return Err(Fail::Data(e));
        }
        self.bind_data(&d.name, v, d.ty.span)?;
        Ok(())
    }

    /// A size expression's value; it must depend on data only.
    pub fn shape_of(&mut self, d: &Decl) -> Result<Vec<usize>, Diag> {
        let sizes: Vec<&super::ast::Expr> = d.ty.array.iter().chain(&d.ty.sizes).collect();
        if sizes.iter().all(|e| self.is_data(e)) {
            return decl_shape(d, &self.env);
        }
        let mut shape = Vec::new();
        for e in sizes {
            let n = self.size_value(e)?;
            shape.push(
                usize::try_from(n)
                    .map_err(|_| Diag::runtime(e.span, format!("a size must not be negative, got {n}")))?,
            );
        }
        Ok(shape)
    }

    fn param_decl(&mut self, d: &Decl) -> Result<Vec<usize>, Fail> {
        let shape = self.shape_of(d)?;
        let st = decl_stype(d);
        let ty = self.ir_type_at(st, &shape, d.ty.span)?;
        let mut pre = Vec::new();
        // A bound of data that is infinite on its own side (`lower = -inf`) is no bound, as in
        // Stan.
        let mut bound = |l: &mut Lower, e: &Option<super::ast::Expr>, none: f64| -> Result<Option<ir::Expr>, Diag> {
            let Some(e) = e else { return Ok(None) };
            if l.is_data(e) && e.ty.is_scalar() && interp::eval(e, &l.env)?.as_real() == none {
                return Ok(None);
            }
            let x = l.expr(e, &mut pre)?;
            Ok(Some(l.to_real(x)))
        };
        let lower = bound(self, &d.ty.lower, f64::NEG_INFINITY)?;
        let upper = bound(self, &d.ty.upper, f64::INFINITY)?;
        if !pre.is_empty() {
            return Err(Diag::unsupported(d.ty.span, "parameter bounds that need intermediate values").into());
        }
        let constraint = match (d.ty.shape, lower, upper) {
            (Shape::Ordered, None, None) => Constraint::Ordered,
            (Shape::PositiveOrdered, None, None) => Constraint::PositiveOrdered,
            (Shape::Simplex, None, None) => simplex_constraint(d, &shape)?,
            (Shape::CholeskyCorr, None, None) => cholesky_corr_constraint(d, &shape)?,
            (Shape::CorrMatrix | Shape::CovMatrix, ..) => {
                return Err(Diag::unsupported(d.ty.span, "corr_matrix and cov_matrix parameters").into())
            }
            (Shape::CholeskyCorr, ..) => {
                return Err(Diag::syntax(d.ty.span, "bounds are not allowed on cholesky_factor_corr").into())
            }
            (Shape::Ordered | Shape::PositiveOrdered | Shape::Simplex, ..) => {
                return Err(Diag::syntax(d.ty.span, "bounds are not allowed on ordered or simplex vectors").into())
            }
            (_, None, None) => Constraint::None,
            (_, Some(l), None) => Constraint::Lower(l),
            (_, None, Some(u)) => Constraint::Upper(u),
            (_, Some(l), Some(u)) => Constraint::LowerUpper(l, u),
        };
        let var = self.prog.add_var(&d.name, ty, VarKind::Param);
        self.prog.params.push(ParamDecl { var, constraint });
        self.bind(&d.name, Sym { var, data: false });
        Ok(shape)
    }

    /// Declares a local or transformed parameter (with its initial value) in `out`.
    fn declare(&mut self, d: &Decl, kind: VarKind, out: &mut Vec<IrStmt>) -> Result<(VarId, Vec<usize>), Diag> {
        let shape = self.shape_of(d)?;
        let st = decl_stype(d);
        let ty = match kind {
            VarKind::Local => flat::storage_type(st, &shape),
            _ => self.ir_type_at(st, &shape, d.ty.span)?,
        };
        // An int scalar's initial value, lowered once: either it is a constant, or it is
        // assigned below (with what lowering it wrote before it).
        let mut lowered = None;
        match self.constant_int_local(d, st, &shape, kind)? {
            IntLocal::Data(var) => return Ok((var, shape)),
            IntLocal::Lowered(x, staged) => lowered = Some((x, staged)),
            IntLocal::Other => {}
        }
        let simplex_tp = d.ty.shape == Shape::Simplex && kind == VarKind::Transformed;
        let matrix_tp = corr_tp::is_checked_matrix(d.ty.shape) && kind == VarKind::Transformed;
        let constrained = matches!(
            d.ty.shape,
            Shape::Ordered
                | Shape::PositiveOrdered
                | Shape::Simplex
                | Shape::CholeskyCorr
                | Shape::CorrMatrix
                | Shape::CovMatrix
        );
        if constrained && !simplex_tp && !matrix_tp {
            let m = "ordered and cholesky_factor_corr outside the parameters block, simplex, corr_matrix and \
                     cov_matrix outside the parameters and transformed parameters blocks";
            return Err(Diag::unsupported(d.ty.span, m));
        }
        let name = self.prog.fresh_name(&d.name);
        let var = self.prog.add_var(name, ty, kind);
        self.note_shape(var, &shape);
        if simplex_tp {
            self.simplex_tps.push(var);
        }
        if kind == VarKind::Transformed && (d.ty.lower.is_some() || d.ty.upper.is_some() || matrix_tp) {
            self.checked_tps.push((var, d.clone()));
        }
        out.push(IrStmt::Declare(var));
        match (lowered, &d.init) {
            (Some((x, staged)), Some(init)) => {
                out.extend(staged);
                self.assign_lowered(var, x, init.span, out)?;
            }
            (_, Some(init)) => self.assign_whole(var, init, out)?,
            _ => {}
        }
        self.bind(&d.name, Sym { var, data: false });
        Ok((var, shape))
    }

    /// An int local never assigned again and initialised from data, or (an int scalar) from
    /// sizes known now (`rows(v)` of a parameter), bound as data with that value: Stan allows
    /// it as a size (`int n = rows(x); vector[n] v;` in a function).
    fn constant_int_local(&mut self, d: &Decl, st: SType, shape: &[usize], kind: VarKind) -> Result<IntLocal, Diag> {
        let Some(init) = &d.init else { return Ok(IntLocal::Other) };
        if kind != VarKind::Local || st.base != Base::Int || self.assigned.contains(&d.name) {
            return Ok(IntLocal::Other);
        }
        let v = if self.is_data(init) {
            interp::eval(init, &self.env)?
        } else if st == SType::INT {
            let mut staged = Vec::new();
            let x = self.expr(init, &mut staged)?;
            match fold_int(&x) {
                Some(k) if staged.is_empty() => Value::int(k),
                _ => return Ok(IntLocal::Lowered(x, staged)),
            }
        } else {
            return Ok(IntLocal::Other);
        };
        if v.shape != shape {
            let m =
                format!("'{}' is declared with sizes {shape:?} but assigned a value of sizes {:?}", d.name, v.shape);
            return Err(Diag::runtime(init.span, m));
        }
        self.bind_data(&d.name, v, d.ty.span).map(IntLocal::Data)
    }

    fn scoped(&mut self, s: &Stmt) -> Result<Vec<IrStmt>, Diag> {
        self.scopes.push(HashMap::new());
        let mut out = Vec::new();
        let r = self.stmt(s, &mut out);
        self.scopes.pop();
        r.map(|_| out)
    }

    /// Lowers `s` in a scope of its own where `cond` is known to be `holds`.
    fn guarded(&mut self, cond: &super::ast::Expr, holds: bool, s: &Stmt) -> Result<Vec<IrStmt>, Diag> {
        self.guards.push(Guard { cond: cond.clone(), holds });
        let r = self.scoped(s);
        self.guards.pop();
        r
    }

    /// Lowers one statement, appending IR statements to `out`; split by the values of a loop
    /// expression when it needs one (`split.rs`).
    pub fn stmt(&mut self, s: &Stmt, out: &mut Vec<IrStmt>) -> Result<(), Diag> {
        let mark = out.len();
        match self.stmt_once(s, out) {
            Err(d) if split::splittable(s, &d) => {
                out.truncate(mark);
                self.split_stmt(s, d, out)
            }
            r => r,
        }
    }

    fn stmt_once(&mut self, s: &Stmt, out: &mut Vec<IrStmt>) -> Result<(), Diag> {
        match &s.kind {
            StmtKind::Decl(d) => self.declare(d, VarKind::Local, out).map(|_| ()),
            StmtKind::Assign { name, name_span, index, op, value } => {
                let sym =
                    self.lookup(name).ok_or_else(|| Diag::ty(*name_span, format!("undeclared variable '{name}'")))?;
                self.assign(sym, index, *op, value, s.span, out)
            }
            StmtKind::Tilde { lhs, dist, dist_span, args, .. } if builtins::dist(dist).is_none() => {
                let mut all = vec![lhs.clone()];
                all.extend(args.iter().cloned());
                let name =
                    ["_lpdf", "_lpmf"].iter().map(|s| format!("{dist}{s}")).find(|n| self.env.function(n).is_some());
                let name = name.ok_or_else(|| Diag::ty(*dist_span, format!("unknown distribution '{dist}'")))?;
                let lp = self.inline_call(&name, &all, s.span, out)?;
                out.push(IrStmt::Target(lp.ok_or_else(|| Diag::ty(s.span, "a density must return a value"))?));
                Ok(())
            }
            StmtKind::Tilde { lhs, dist, dist_span, args, trunc } => {
                let d = builtins::dist(dist)
                    .ok_or_else(|| Diag::ty(*dist_span, format!("unknown distribution '{dist}'")))?;
                let mut all = vec![lhs.clone()];
                all.extend(args.iter().cloned());
                let truncation = match trunc {
                    None => None,
                    Some((lo, hi)) => {
                        let mut b = |e: &Option<super::ast::Expr>| -> Result<Option<ir::Expr>, Diag> {
                            e.as_ref().map(|e| self.expr(e, out).map(|x| self.to_real(x))).transpose()
                        };
                        let (lower, upper) = (b(lo)?, b(hi)?);
                        Some(ir::Truncation { lower, upper })
                    }
                };
                let value = self.density(d, &all, true, truncation, s.span, out)?;
                out.push(IrStmt::Target(value));
                Ok(())
            }
            StmtKind::Target(e) => {
                let x = self.expr(e, out)?;
                let t = self.infer(&x, e.span)?;
                let x = if t.is_scalar() {
                    self.to_real(x)
                } else {
                    ir::Expr::Reduce(ir::Reduction::Sum, Box::new(self.to_real(x)))
                };
                out.push(IrStmt::Target(x));
                Ok(())
            }
            StmtKind::For { var, lo, hi, body, .. } => {
                let (lo, hi) = (self.bound(lo, out)?, self.bound(hi, out)?);
                let name = self.prog.fresh_name(var);
                let v = self.prog.add_var(name, Type::INT, VarKind::Loop);
                self.scopes.push(HashMap::new());
                self.bind(var, Sym { var: v, data: false });
                let data_loop = match (&lo, &hi) {
                    (ir::Expr::Int(lo), ir::Expr::Int(hi)) => Some(DataLoop { var: v, lo: *lo, hi: *hi }),
                    _ => None,
                };
                self.data_loops.extend(data_loop);
                let mut b = Vec::new();
                let r = self.stmt(body, &mut b);
                self.data_loops.truncate(self.data_loops.len() - data_loop.is_some() as usize);
                self.scopes.pop();
                r?;
                let b = self.guard_loop_body(body, b);
                let hi = match hi {
                    ir::Expr::Int(k) => ir::Expr::Int(k.saturating_add(1)),
                    h => ir::Expr::binary(ir::BinOp::Add, h, ir::Expr::Int(1)),
                };
                out.push(IrStmt::For { var: v, lo, hi, reverse: false, body: b });
                Ok(())
            }
            StmtKind::If { cond, then, els } => {
                let c = self.expr(cond, out)?;
                let c = self.truth(c, cond.span)?;
                let then = self.guarded(cond, true, then)?;
                let els = match els {
                    Some(e) => self.guarded(cond, false, e)?,
                    None => Vec::new(),
                };
                out.push(IrStmt::If { cond: c, then, els });
                Ok(())
            }
            StmtKind::Block(body) => {
                self.scopes.push(HashMap::new());
                let r = self.block_stmts(body, out);
                self.scopes.pop();
                r
            }
            StmtKind::Return(value) => self.lower_return(value, s.span, out),
            // The density runs in kernels, where nothing can be printed: `print` in the
            // model or transformed parameters writes nothing (see docs/stan-subset.md).
            StmtKind::Print { kind: PrintKind::Print, .. } => Ok(()),
            // Stan rejects the proposal: the log density is −inf where the statement runs.
            StmtKind::Print { .. } => {
                out.push(IrStmt::Target(IrExpr::Real(f64::NEG_INFINITY)));
                Ok(())
            }
            StmtKind::Call(e) => {
                let super::ast::ExprKind::Call { name, args, .. } = &e.kind else {
                    return Err(Diag::ty(e.span, "expected a call"));
                };
                self.inline_call(name, args, e.span, out).map(|_| ())
            }
        }
    }

    /// A loop bound: its value when it reads data only (Stan evaluates bounds once, before
    /// the loop), else the lowered expression.
    fn bound(&mut self, e: &super::ast::Expr, out: &mut Vec<IrStmt>) -> Result<ir::Expr, Diag> {
        if self.is_data(e) {
            if let Some(k) = interp::eval(e, &self.env)?.as_int() {
                return Ok(ir::Expr::Int(k));
            }
        }
        self.expr(e, out)
    }

    fn assign(
        &mut self,
        sym: Sym,
        index: &[super::ast::Index],
        op: AssignOp,
        value: &super::ast::Expr,
        span: Span,
        out: &mut Vec<IrStmt>,
    ) -> Result<(), Diag> {
        if self.flat_shape(sym.var).is_some() {
            if index.is_empty() {
                return Err(flat::whole_use(span));
            }
        } else if index.is_empty() && op == AssignOp::Set {
            return self.assign_whole(sym.var, value, out);
        }
        let mut x = self.expr(value, out)?;
        let target_ty = self.prog.var(sym.var).ty;
        if target_ty.is_real() {
            x = self.to_real(x);
        }
        let current = if index.is_empty() {
            Some(ir::Expr::Var(sym.var))
        } else {
            self.scalar_index(sym.var, index, out)?.map(|ix| ir::Expr::Index(sym.var, ix))
        };
        let Some(current) = current else {
            if op != AssignOp::Set {
                return Err(Diag::unsupported(span, "compound assignment to a slice"));
            }
            return self.assign_slice(sym.var, index, x, span, out);
        };
        let ix = match &current {
            ir::Expr::Index(_, ix) => ix.clone(),
            _ => Vec::new(),
        };
        let bop = |op| ir::Expr::binary(op, current.clone(), x.clone());
        let real = target_ty.is_real();
        let stmt = match op {
            AssignOp::Add if real && !x.reads().contains(&sym.var) => {
                IrStmt::AddAssign { var: sym.var, index: ix, value: x }
            }
            AssignOp::Sub if real && !x.reads().contains(&sym.var) => {
                let value = ir::Expr::Unary(ir::UnOp::Neg, Box::new(x));
                IrStmt::AddAssign { var: sym.var, index: ix, value }
            }
            AssignOp::Set => IrStmt::Assign { var: sym.var, index: ix, value: x },
            AssignOp::Add => IrStmt::Assign { var: sym.var, index: ix, value: bop(ir::BinOp::Add) },
            AssignOp::Sub => IrStmt::Assign { var: sym.var, index: ix, value: bop(ir::BinOp::Sub) },
            AssignOp::Mul => IrStmt::Assign { var: sym.var, index: ix, value: bop(ir::BinOp::Mul) },
            AssignOp::Div => IrStmt::Assign { var: sym.var, index: ix, value: bop(ir::BinOp::Div) },
        };
        self.check_assign(&stmt, span)?;
        out.push(stmt);
        Ok(())
    }

    /// Checks sizes of an assignment with the IR's typing rules.
    pub fn check_assign(&self, s: &IrStmt, span: Span) -> Result<(), Diag> {
        let (IrStmt::Assign { var, index, value } | IrStmt::AddAssign { var, index, value }) = s else { return Ok(()) };
        let target = if index.is_empty() {
            self.prog.var(*var).ty
        } else {
            self.infer(&ir::Expr::Index(*var, index.clone()), span)?
        };
        let vt = self.infer(value, span)?;
        let add = matches!(s, IrStmt::AddAssign { .. });
        if vt.shape != target.shape && !(add && vt.is_scalar()) {
            return Err(Diag::ty(
                span,
                format!("size mismatch: cannot assign a value of type {vt} to a slot of type {target}"),
            ));
        }
        Ok(())
    }

    /// The log density of `d` at `args` (outcome first) as a real scalar expression.
    pub fn density(
        &mut self,
        d: DistKind,
        args: &[super::ast::Expr],
        propto: bool,
        truncation: Option<ir::Truncation>,
        span: Span,
        out: &mut Vec<IrStmt>,
    ) -> Result<ir::Expr, Diag> {
        // dirichlet, the categoricals and lkj_corr_cholesky lower their own arguments, after
        // checking their data ones on the host.
        let own = matches!(
            d,
            DistKind::Dirichlet | DistKind::Categorical | DistKind::CategoricalLogit | DistKind::LkjCorrCholesky
        );
        let mut xs = Vec::new();
        for a in args.iter().filter(|_| !own) {
            xs.push(self.expr(a, out)?);
        }
        match d {
            DistKind::Ir(dist) => {
                let xs = xs
                    .into_iter()
                    .enumerate()
                    .map(|(k, x)| if dist.int_args().contains(&k) { x } else { self.to_real(x) })
                    .collect();
                let l = ir::Expr::Lpdf(Box::new(Lpdf { dist, args: xs, propto, mask: None, truncation }));
                self.infer(&l, span)?;
                Ok(l)
            }
            DistKind::NormalIdGlm => {
                let [y, x, alpha, beta, sigma] = <[ir::Expr; 5]>::try_from(xs).map_err(|_| Diag::ty(span, "arity"))?;
                let mean =
                    ir::Expr::binary(ir::BinOp::Add, self.to_real(alpha), ir::Expr::binary(ir::BinOp::Mul, x, beta));
                let args = vec![self.to_real(y), mean, self.to_real(sigma)];
                let l = ir::Expr::Lpdf(Box::new(Lpdf { dist: Dist::Normal, args, propto, mask: None, truncation }));
                self.infer(&l, span)?;
                Ok(l)
            }
            DistKind::BernoulliLogitGlm => {
                let [y, x, alpha, beta] = <[ir::Expr; 4]>::try_from(xs).map_err(|_| Diag::ty(span, "arity"))?;
                let logit =
                    ir::Expr::binary(ir::BinOp::Add, self.to_real(alpha), ir::Expr::binary(ir::BinOp::Mul, x, beta));
                let args = vec![y, logit];
                let l =
                    ir::Expr::Lpdf(Box::new(Lpdf { dist: Dist::BernoulliLogit, args, propto, mask: None, truncation }));
                self.infer(&l, span)?;
                Ok(l)
            }
            DistKind::MultiNormal => {
                let [y, mu, sigma] = <[ir::Expr; 3]>::try_from(xs).map_err(|_| Diag::ty(span, "arity"))?;
                self.multi_normal(y, mu, sigma, propto, span, out)
            }
            DistKind::MultiNormalCholesky => {
                let [y, mu, l] = <[ir::Expr; 3]>::try_from(xs).map_err(|_| Diag::ty(span, "arity"))?;
                self.multi_normal_cholesky(y, mu, l, propto, span, out)
            }
            DistKind::Dirichlet => self.dirichlet(args, propto, span, out),
            DistKind::Categorical => self.categorical(false, args, out),
            DistKind::CategoricalLogit => self.categorical(true, args, out),
            DistKind::LkjCorrCholesky => self.lkj_corr_cholesky(args, propto, out),
        }
    }
}
