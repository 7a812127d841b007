//! The host interpreter: runs transformed data once and generated quantities per draw, in f64.

use std::collections::HashMap;
use std::sync::Arc;

use crate::ir::Reduction;
use crate::math;
use crate::text::{element_name, real_text};

use super::ast::{AssignOp, BinOp, Decl, Expr, ExprKind, FunDef, Index, PrintKind, Stmt, StmtKind};
use super::builtins::{self, Builtin, DistKind};
use super::diag::{Diag, Span};
use super::host_fns::{self, HostRng};
use super::host_mat;
use super::special;
use super::types::{Base, SType};
use super::value::{binary, gather, positions, scatter, stack, transpose, unary, Data, Value};

/// Variables by name, innermost scope last, over read-only variables shared between copies
/// (the data, once [`frozen`](Env::frozen)); the user functions; and the value of a `return`
/// that ends the function body being run.
#[derive(Debug, Clone, Default)]
pub struct Env {
    scopes: Vec<HashMap<String, Value>>,
    shared: Arc<HashMap<String, Value>>,
    functions: Arc<HashMap<String, FunDef>>,
    returned: Option<Option<Value>>,
    /// The stream `_rng` functions draw from.
    pub rng: HostRng,
    /// Running the model block to explain a rejected point (`explain.rs`): `~` and `target +=`
    /// evaluate their terms (a density checks its arguments) and `print` writes nothing.
    pub explaining: bool,
}

impl Env {
    /// One empty (global) scope.
    pub fn new() -> Env {
        Env { scopes: vec![HashMap::new()], ..Env::default() }
    }

    /// The same variables, made read-only and shared by every copy of the environment (a copy
    /// costs no copy of the data), under one empty scope.
    pub fn frozen(self) -> Env {
        let Env { scopes, shared, functions, rng, .. } = self;
        let mut all = Arc::unwrap_or_clone(shared);
        all.extend(scopes.into_iter().flatten());
        Env { scopes: vec![HashMap::new()], shared: Arc::new(all), functions, returned: None, rng, explaining: false }
    }

    /// Makes the program's function definitions callable.
    pub fn set_functions(&mut self, defs: &[FunDef]) {
        let map = defs.iter().filter(|f| f.body.is_some()).map(|f| (f.name.clone(), f.clone())).collect();
        self.functions = Arc::new(map);
    }

    /// The definition of a user function, if `name` is one.
    pub fn function(&self, name: &str) -> Option<&FunDef> {
        self.functions.get(name)
    }

    /// The value of a variable.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.scopes.iter().rev().find_map(|s| s.get(name)).or_else(|| self.shared.get(name))
    }

    fn get_mut(&mut self, name: &str) -> Option<&mut Value> {
        self.scopes.iter_mut().rev().find_map(|s| s.get_mut(name))
    }

    /// Binds a variable in the innermost scope.
    pub fn set(&mut self, name: &str, v: Value) {
        self.scopes.last_mut().expect("a scope is open").insert(name.to_string(), v);
    }

    /// Opens a scope.
    pub fn push_scope(&mut self) {
        self.scopes.push(HashMap::new());
    }

    /// Closes the innermost scope.
    pub fn pop_scope(&mut self) {
        self.scopes.pop();
    }
}

/// Runs a call of the user function `f` at argument values `args` in an environment of its
/// own; returns its value (`None` for a void function).
pub fn call_function(f: &FunDef, args: Vec<Value>, env: &Env, span: Span) -> Result<Option<Value>, Diag> {
    let functions = env.functions.clone();
    let mut own = Env { scopes: vec![HashMap::new()], functions, rng: env.rng.clone(), ..Env::default() };
    for (a, v) in f.args.iter().zip(args) {
        let v = if a.ty.base == Base::Real { v.promote() } else { v };
        own.set(&a.name, v);
    }
    let body = f.body.as_ref().ok_or_else(|| rt(span, format!("function '{}' has no body", f.name)))?;
    let ran = stmt(body, &mut own);
    env.rng.seed(own.rng.state());
    ran?;
    let value = own.returned.flatten();
    match (f.ret, value) {
        (Some(t), Some(v)) if t.base == Base::Real => Ok(Some(v.promote())),
        (Some(_), None) => Err(rt(span, format!("function '{}' ended without returning a value", f.name))),
        (_, v) => Ok(v),
    }
}

fn rt(span: Span, m: impl Into<String>) -> Diag {
    Diag::runtime(span, m)
}

/// Runs statements; top-level declarations stay bound in `env`'s current scope.
pub fn exec(stmts: &[Stmt], env: &mut Env) -> Result<(), Diag> {
    for s in stmts {
        if env.returned.is_some() {
            break;
        }
        stmt(s, env)?;
    }
    Ok(())
}

fn scoped(s: &Stmt, env: &mut Env) -> Result<(), Diag> {
    env.scopes.push(HashMap::new());
    let r = stmt(s, env);
    env.scopes.pop();
    r
}

fn stmt(s: &Stmt, env: &mut Env) -> Result<(), Diag> {
    match &s.kind {
        StmtKind::Decl(d) => {
            let shape = decl_shape(d, env)?;
            let ty = super::check::decl_stype(d);
            let mut v = Value::filled(ty, shape);
            if let Some(init) = &d.init {
                let x = eval(init, env)?;
                store(&mut v, &[], x, init.span, env)?;
            }
            env.set(&d.name, v);
            Ok(())
        }
        StmtKind::Assign { name, name_span, index, op, value } => {
            assign(Target { name, span: *name_span, index }, *op, value, s.span, env)
        }
        StmtKind::For { var, lo, hi, body, .. } => {
            let (lo, hi) = (int_of(lo, env)?, int_of(hi, env)?);
            for i in lo..=hi {
                if env.returned.is_some() {
                    break;
                }
                env.scopes.push(HashMap::new());
                env.set(var, Value::int(i));
                let r = stmt(body, env);
                env.scopes.pop();
                r?;
            }
            Ok(())
        }
        StmtKind::If { cond, then, els } => {
            let c = eval(cond, env)?;
            if c.as_real() != 0.0 {
                scoped(then, env)
            } else if let Some(e) = els {
                scoped(e, env)
            } else {
                Ok(())
            }
        }
        StmtKind::Block(body) => {
            env.scopes.push(HashMap::new());
            let r = exec(body, env);
            env.scopes.pop();
            r
        }
        StmtKind::Return(value) => {
            let v = value.as_ref().map(|e| eval(e, env)).transpose()?;
            env.returned = Some(v);
            Ok(())
        }
        StmtKind::Call(e) => eval_call(e, env).map(|_| ()),
        StmtKind::Print { kind: PrintKind::Print, .. } if env.explaining => Ok(()),
        StmtKind::Print { kind, args } => super::print::run(*kind, args, s.span, env),
        StmtKind::Tilde { lhs, dist, args, .. } if env.explaining => tilde_terms(lhs, dist, args, s.span, env),
        StmtKind::Target(e) if env.explaining => eval(e, env).map(|_| ()),
        StmtKind::Tilde { .. } | StmtKind::Target(_) => {
            Err(Diag::unsupported(s.span, "target outside the model block"))
        }
    }
}

/// `lhs ~ dist(args)` evaluated for its errors only (explaining a rejected point): the
/// operands, then the density, whose argument checks fail as Stan's do. A distribution the
/// host has no density for (a user-defined one) is passed over.
fn tilde_terms(lhs: &Expr, dist: &str, args: &[Expr], span: Span, env: &Env) -> Result<(), Diag> {
    let mut vals = vec![eval(lhs, env)?];
    for a in args {
        vals.push(eval(a, env)?);
    }
    let n = vals.len();
    let density = ["_lpdf", "_lpmf"].iter().find_map(|suffix| builtins::resolve(&format!("{dist}{suffix}"), n));
    match density {
        Some(b @ Builtin::Lpdf(..)) => call(b, vals, SType::REAL).map(|_| ()).map_err(|m| rt(span, m)),
        _ => Ok(()),
    }
}

/// The left side of an assignment: a variable and its indexes.
struct Target<'a> {
    name: &'a str,
    span: Span,
    index: &'a [Index],
}

/// `name[index] op= value`, in place: the value is evaluated first, then the indexes (once),
/// and only the selected elements are read and written.
fn assign(t: Target, op: AssignOp, value: &Expr, stmt_span: Span, env: &mut Env) -> Result<(), Diag> {
    let Target { name, span: name_span, index } = t;
    let mut x = eval(value, env)?;
    let unbound = || rt(name_span, format!("'{name}' is not bound"));
    let target = env.get(name).ok_or_else(unbound)?;
    let span = if op == AssignOp::Set { value.span } else { name_span };
    let (pos, shape, ty) = index_positions(target, index, env, span)?;
    if op != AssignOp::Set {
        let cur = gather(target, &pos, ty, shape.clone());
        let bop = match op {
            AssignOp::Add => BinOp::Add,
            AssignOp::Sub => BinOp::Sub,
            AssignOp::Mul => BinOp::Mul,
            _ => BinOp::Div,
        };
        let ty = super::check::binary_type(bop, cur.ty, x.ty).map_err(|m| rt(stmt_span, m))?;
        x = binary(bop, cur, x, ty).map_err(|m| rt(stmt_span, m))?;
    }
    check_size(target, index, &pos, &shape, &x, value.span)?;
    let target = env.get_mut(name).ok_or_else(|| rt(name_span, format!("'{name}' cannot be assigned here")))?;
    scatter(target, &pos, &x);
    Ok(())
}

/// Writes `x` into `target` at `index` (the whole value when empty), checking sizes.
fn store(target: &mut Value, index: &[Index], x: Value, span: Span, env: &Env) -> Result<(), Diag> {
    let (pos, shape, _) = index_positions(target, index, env, span)?;
    check_size(target, index, &pos, &shape, &x, span)?;
    scatter(target, &pos, &x);
    Ok(())
}

/// Whether `x` fits the slot at `pos` (of `shape`) of `target`.
fn check_size(
    target: &Value,
    index: &[Index],
    pos: &[usize],
    shape: &[usize],
    x: &Value,
    span: Span,
) -> Result<(), Diag> {
    if x.len() != pos.len() || index.is_empty() && x.shape != target.shape {
        return Err(rt(
            span,
            format!("size mismatch: assigning a value of size {:?} to a slot of size {shape:?}", x.shape),
        ));
    }
    Ok(())
}

fn int_of(e: &Expr, env: &Env) -> Result<i64, Diag> {
    eval(e, env)?.as_int().ok_or_else(|| rt(e.span, "expected an int"))
}

/// The full shape of a declaration: array sizes, then vector or matrix sizes.
pub fn decl_shape(d: &Decl, env: &Env) -> Result<Vec<usize>, Diag> {
    let mut shape = Vec::new();
    for e in d.ty.array.iter().chain(&d.ty.sizes) {
        let n = int_of(e, env)?;
        let n = usize::try_from(n).map_err(|_| rt(e.span, format!("a size must not be negative, got {n}")))?;
        if n > 1 << 28 {
            return Err(Diag::unsupported(e.span, format!("sizes above 2^28 (got {n})")));
        }
        shape.push(n);
    }
    if shape.iter().try_fold(1usize, |a, &n| a.checked_mul(n)).is_none_or(|n| n > 1 << 28) {
        return Err(Diag::unsupported(d.ty.span, "values with more than 2^28 elements"));
    }
    Ok(shape)
}

/// An element of a value outside its declared bounds.
#[derive(Debug, Clone, PartialEq)]
pub struct BoundViolation {
    /// The element's Stan name (`y[3]`, or the variable's name for a scalar).
    pub element: String,
    /// Its value.
    pub value: f64,
    /// The rule it breaks: `greater than or equal to 0`, `less than or equal to 1`.
    pub rule: String,
}

/// Whether NaN breaks a bound. It does in data and transformed data, as in Stan. Generated
/// quantities let it pass: a quantity a draw leaves unassigned is NaN, and is written as NaN
/// rather than failing the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NanBound {
    Breaks,
    Passes,
}

/// The first element of `v` outside the `<lower, upper>` bounds of `d`, if any.
pub fn bound_violation(d: &Decl, v: &Value, env: &Env, nan: NanBound) -> Result<Option<BoundViolation>, Diag> {
    for (b, is_lower) in [(&d.ty.lower, true), (&d.ty.upper, false)] {
        let Some(b) = b else { continue };
        let bound = eval(b, env)?.as_real();
        let outside = |x: f64| (x.is_nan() && nan == NanBound::Breaks) || if is_lower { x < bound } else { x > bound };
        if let Some((i, &value)) = v.reals().iter().enumerate().find(|(_, &x)| outside(x)) {
            let which = if is_lower { "greater" } else { "less" };
            return Ok(Some(BoundViolation {
                element: element_name(&d.name, &v.shape, i),
                value,
                rule: format!("{which} than or equal to {}", real_text(bound)),
            }));
        }
    }
    Ok(None)
}

/// Checks the `<lower, upper>` bounds of a declared value; the error names the element.
pub fn check_bounds(d: &Decl, v: &Value, env: &Env, nan: NanBound) -> Result<(), Diag> {
    match bound_violation(d, v, env, nan)? {
        Some(b) => Err(rt(d.name_span, format!("{} is {}, but must be {}", b.element, real_text(b.value), b.rule))),
        None => Ok(()),
    }
}

/// Checks every constraint a declared value has: its bounds, then those of its matrix type
/// (`corr_matrix`, `cov_matrix`, Cholesky factors); the error names the element.
pub fn check_declared(d: &Decl, v: &Value, env: &Env, nan: NanBound) -> Result<(), Diag> {
    check_bounds(d, v, env, nan)?;
    super::corr_tp::check_host(d, v, nan == NanBound::Passes)
}

/// Runs a block (transformed data, transformed parameters), then checks the declared
/// constraints of each value it declares at its top level.
pub fn exec_checked(stmts: &[Stmt], env: &mut Env, nan: NanBound) -> Result<(), Diag> {
    exec(stmts, env)?;
    for s in stmts {
        if let StmtKind::Decl(d) = &s.kind {
            let v = env.get(&d.name).ok_or_else(|| rt(d.name_span, "no value"))?;
            check_declared(d, v, env, nan)?;
        }
    }
    Ok(())
}

/// Flat positions selected by `index` in `v`, and the selection's shape and type.
fn index_positions(v: &Value, index: &[Index], env: &Env, span: Span) -> Result<(Vec<usize>, Vec<usize>, SType), Diag> {
    let mut axes = Vec::new();
    let mut shape = Vec::new();
    let mut multi = Vec::new();
    for (d, idx) in index.iter().enumerate() {
        let n = *v.shape.get(d).ok_or_else(|| rt(span, "too many indexes"))?;
        let check = |i: i64, s: Span| {
            if i < 1 || i as usize > n {
                return Err(rt(s, format!("index {i} out of range; expecting index to be between 1 and {n}")));
            }
            Ok(i as usize - 1)
        };
        match idx {
            Index::One(e) => {
                let x = eval(e, env)?;
                match (&x.data, x.shape.is_empty()) {
                    (Data::Int(is), true) => {
                        axes.push(vec![check(is[0], e.span)?]);
                        multi.push(false);
                    }
                    (Data::Int(is), false) => {
                        let sel = is.iter().map(|&i| check(i, e.span)).collect::<Result<Vec<_>, _>>()?;
                        shape.push(sel.len());
                        axes.push(sel);
                        multi.push(true);
                    }
                    _ => return Err(rt(e.span, "an index must be an int")),
                }
            }
            Index::Range(lo, hi) => {
                let lo = match lo {
                    Some(e) => int_of(e, env)?,
                    None => 1,
                };
                let hi = match hi {
                    Some(e) => int_of(e, env)?,
                    None => n as i64,
                };
                let sel = (lo..=hi).map(|i| check(i, span)).collect::<Result<Vec<_>, _>>()?;
                shape.push(sel.len());
                axes.push(sel);
                multi.push(true);
            }
        }
    }
    shape.extend(&v.shape[index.len().min(v.shape.len())..]);
    let ty = super::check::indexed_type(v.ty, &multi).unwrap_or(v.ty);
    Ok((positions(&v.shape, &axes), shape, ty))
}

fn select(v: &Value, index: &[Index], ty: SType, env: &Env, span: Span) -> Result<Value, Diag> {
    if index.is_empty() {
        return Ok(v.clone());
    }
    let (pos, shape, _) = index_positions(v, index, env, span)?;
    Ok(gather(v, &pos, ty, shape))
}

/// Evaluates an expression.
pub fn eval(e: &Expr, env: &Env) -> Result<Value, Diag> {
    match &e.kind {
        ExprKind::Int(i) => Ok(Value::int(*i)),
        ExprKind::Real(x) => Ok(Value::real(*x)),
        ExprKind::Var(name) => env.get(name).cloned().ok_or_else(|| rt(e.span, format!("'{name}' has no value here"))),
        ExprKind::Unary(op, a) => unary(*op, eval(a, env)?).map_err(|m| rt(e.span, m)),
        ExprKind::Binary(op, a, b) => {
            let (x, y) = (eval(a, env)?, eval(b, env)?);
            binary(*op, x, y, e.ty).map_err(|m| rt(e.span, m))
        }
        ExprKind::Index(base, index) => {
            // A variable is indexed where it is: no copy of the whole of it per element.
            if let ExprKind::Var(name) = &base.kind {
                let v = env.get(name).ok_or_else(|| rt(base.span, format!("'{name}' has no value here")))?;
                return select(v, index, e.ty, env, e.span);
            }
            let v = eval(base, env)?;
            select(&v, index, e.ty, env, e.span)
        }
        ExprKind::Call { .. } => eval_call(e, env)?.ok_or_else(|| rt(e.span, "a void function has no value")),
        ExprKind::RowVector(items) | ExprKind::Array(items) => {
            let vals = items.iter().map(|a| eval(a, env)).collect::<Result<Vec<_>, _>>()?;
            stack(&vals, e.ty).map_err(|m| rt(e.span, m))
        }
        ExprKind::Transpose(a) => Ok(transpose(eval(a, env)?, e.ty)),
        ExprKind::Cond(c, a, b) => {
            let v = eval(if eval(c, env)?.as_real() != 0.0 { a } else { b }, env)?;
            Ok(if e.ty.base == Base::Real && v.ty.base == Base::Int { v.promote() } else { v })
        }
    }
}

/// A call of a built-in or user function; `None` from a void function.
fn eval_call(e: &Expr, env: &Env) -> Result<Option<Value>, Diag> {
    let ExprKind::Call { name, args, .. } = &e.kind else { return Err(rt(e.span, "expected a call")) };
    if super::ode::ode_fn(name).is_some() {
        let m = format!("{name} outside the transformed parameters and model blocks");
        return Err(Diag::unsupported(e.span, m));
    }
    let vals = args.iter().map(|a| eval(a, env)).collect::<Result<Vec<_>, _>>()?;
    if let Some(f) = env.function(&super::check_fun::udf_name(name)) {
        if name.ends_with("_lp") {
            return Err(Diag::unsupported(e.span, format!("'{name}' outside the model")));
        }
        return call_function(f, vals, env, e.span);
    }
    let b = builtins::resolve(name, args.len()).ok_or_else(|| rt(e.span, format!("unknown function {name}")))?;
    if let Builtin::Host(h) = b {
        return host_fns::eval(h, &vals, &env.rng).map(Some).map_err(|m| rt(e.span, m));
    }
    call(b, vals, e.ty).map(Some).map_err(|m| rt(e.span, m))
}

fn vector(v: Vec<f64>) -> Value {
    Value { ty: SType::VECTOR, shape: vec![v.len()], data: Data::Real(v) }
}

fn matrix(r: usize, c: usize, v: Vec<f64>) -> Value {
    Value { ty: SType::MATRIX, shape: vec![r, c], data: Data::Real(v) }
}

/// Calls a builtin on host values; `ty` is the checked result type.
fn call(b: Builtin, a: Vec<Value>, ty: SType) -> Result<Value, String> {
    let scalars: Vec<f64> = a.iter().map(|v| v.as_real()).collect();
    Ok(match b {
        Builtin::Func(f) if f.arity() == 1 => {
            let v = a.into_iter().next().expect("one argument").promote();
            let out = v.reals().iter().map(|&x| f.eval(&[x])).collect();
            Value { data: Data::Real(out), ..v }
        }
        Builtin::Func(f) => Value::real(f.eval(&scalars)),
        Builtin::Reduce(r) => {
            let x = a[0].reals();
            let n = x.len() as f64;
            match r {
                Reduction::Sum if ty.is_int() => match &a[0].data {
                    Data::Int(v) => {
                        Value::int(v.iter().try_fold(0i64, |s, &x| s.checked_add(x)).ok_or("integer overflow in sum")?)
                    }
                    Data::Real(_) => return Err("sum of ints expected".into()),
                },
                Reduction::Sum => Value::real(x.iter().sum()),
                Reduction::Mean if x.is_empty() => return Err("mean of an empty container".into()),
                Reduction::Mean => Value::real(x.iter().sum::<f64>() / n),
                Reduction::Sd if x.is_empty() => return Err("sd of an empty container".into()),
                // Stan: the standard deviation of one element is 0.
                Reduction::Sd if x.len() == 1 => Value::real(0.0),
                Reduction::Sd => {
                    let m = x.iter().sum::<f64>() / n;
                    Value::real((x.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / (n - 1.0)).sqrt())
                }
                Reduction::LogSumExp => Value::real(x.iter().fold(f64::NEG_INFINITY, |s, &v| math::log_sum_exp(s, v))),
            }
        }
        Builtin::DotProduct => {
            let (x, y) = (a[0].reals(), a[1].reals());
            if x.len() != y.len() {
                return Err(format!("size mismatch: dot_product of sizes {} and {}", x.len(), y.len()));
            }
            Value::real(x.iter().zip(&y).map(|(p, q)| p * q).sum())
        }
        Builtin::DotSelf => Value::real(a[0].reals().iter().map(|x| x * x).sum()),
        Builtin::AppendRow if ty == SType::MATRIX => host_mat::append_rows(&a)?,
        Builtin::AppendRow => vector(a[0].reals().into_iter().chain(a[1].reals()).collect()),
        Builtin::RepVector => {
            let n = a[1].as_int().unwrap_or(-1);
            let n = usize::try_from(n).ok().filter(|&n| n <= 1 << 28).ok_or(format!("rep_vector size {n}"))?;
            vector(vec![scalars[0]; n])
        }
        Builtin::DiagMatrix => {
            let d = a[0].reals();
            let n = d.len();
            matrix(n, n, (0..n * n).map(|k| if k / n == k % n { d[k / n] } else { 0.0 }).collect())
        }
        Builtin::CholeskyDecompose => cholesky(&a[0])?,
        Builtin::GpExpQuadCov => {
            // Points are reals, or the rows of an array of vectors (squared Euclidean distances).
            let x = a[0].reals();
            let (alpha, rho) = (scalars[1], scalars[2]);
            let n = a[0].shape.first().copied().unwrap_or(0);
            let d = a[0].shape.get(1).copied().unwrap_or(1);
            let sq = |i: usize, j: usize| (0..d).map(|m| (x[i * d + m] - x[j * d + m]).powi(2)).sum::<f64>();
            let k = |i: usize, j: usize| alpha * alpha * (-0.5 * sq(i, j) / (rho * rho)).exp();
            matrix(n, n, (0..n * n).map(|p| k(p / n, p % n)).collect())
        }
        Builtin::ToVector if a[0].ty == SType::MATRIX => host_mat::column_major(&a[0]),
        Builtin::ToVector => vector(a[0].reals()),
        Builtin::ToMatrix => Value { ty: SType::MATRIX, ..a[0].clone().promote() },
        Builtin::Col => host_mat::column(&a[0], a[1].as_int().unwrap_or(0))?,
        Builtin::Row => host_mat::row(&a[0], a[1].as_int().unwrap_or(0))?,
        Builtin::CumulativeSum => host_mat::cumulative_sum(&a[0]),
        Builtin::Softmax(log) => super::categorical::host_softmax(&a[0], log)?,
        Builtin::DiagPreMultiply => super::lkj::host_diag_pre_multiply(&a)?,
        Builtin::LowerTriSelfTranspose => super::corr_tp::host_lower_tri_self_transpose(&a[0])?,
        Builtin::RepMatrix => host_mat::rep_matrix(&a)?,
        Builtin::AppendCol => host_mat::append_col(&a, ty)?,
        Builtin::RepArray => super::host_seq::rep_array(&a)?,
        Builtin::Segment => super::host_seq::segment(&a)?,
        Builtin::QuadFormDiag => host_mat::quad_form_diag(&a)?,
        Builtin::Rows => {
            Value::int(a[0].shape.first().copied().filter(|_| a[0].ty.base != Base::RowVector).unwrap_or(1) as i64)
        }
        Builtin::Cols => Value::int(match a[0].ty.base {
            Base::Vector => 1,
            Base::RowVector => a[0].shape[0],
            _ => a[0].shape.get(1).copied().unwrap_or(1),
        } as i64),
        Builtin::NumElements => Value::int(a[0].len() as i64),
        Builtin::Dims => host_mat::dims(a[0].ty, &a[0].shape),
        Builtin::Size => Value::int(a[0].shape.first().copied().unwrap_or(1) as i64),
        Builtin::Constant(c) => Value::real(c),
        Builtin::IntStep => Value::int(i64::from(scalars[0] > 0.0)),
        Builtin::Cdf(true, kind) => {
            Value::real(special::student_t(kind, scalars[0], scalars[1], scalars[2], scalars[3]))
        }
        Builtin::Cdf(false, kind) => Value::real(special::normal(kind, scalars[0], scalars[1], scalars[2])),
        Builtin::Lpdf(DistKind::Ir(d), false) => {
            Value::real(crate::ir::lpdf_value(d, &a.iter().map(Value::reals).collect::<Vec<_>>())?)
        }
        Builtin::Lpdf(d @ (DistKind::NormalIdGlm | DistKind::BernoulliLogitGlm), false) => {
            Value::real(super::host_glm::glm_lpdf(d, &a)?)
        }
        Builtin::Lpdf(d @ (DistKind::Categorical | DistKind::CategoricalLogit), false) => {
            Value::real(super::categorical::host_lpmf(d == DistKind::CategoricalLogit, &a)?)
        }
        Builtin::Lpdf(DistKind::LkjCorrCholesky, false) => Value::real(super::lkj::host_lpdf(&a)?),
        Builtin::Lpdf(..) => return Err("this density is evaluated in the model block only".into()),
        Builtin::Host(h) => return Err(format!("{} needs the environment's random stream", h.name())),
    })
}

/// The lower Cholesky factor of a symmetric positive-definite matrix.
pub(super) fn cholesky(m: &Value) -> Result<Value, String> {
    let (n, c) = (m.shape[0], m.shape[1]);
    if n != c {
        return Err(format!("cholesky_decompose needs a square matrix, got {n}x{c}"));
    }
    let a = m.reals();
    let mut l = vec![0.0; n * n];
    for j in 0..n {
        let d = a[j * n + j] - (0..j).map(|k| l[j * n + k] * l[j * n + k]).sum::<f64>();
        if d.is_nan() || d <= 0.0 {
            return Err("cholesky_decompose: the matrix is not positive definite".into());
        }
        l[j * n + j] = d.sqrt();
        for i in j + 1..n {
            l[i * n + j] = (a[i * n + j] - (0..j).map(|k| l[i * n + k] * l[j * n + k]).sum::<f64>()) / l[j * n + j];
        }
    }
    Ok(matrix(n, n, l))
}
