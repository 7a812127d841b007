//! The type checker: resolves names block by block, types every expression (filling `ty`)
//! and reports undeclared names and type mismatches at their location.

use std::collections::HashMap;

use super::ast::{AssignOp, BinOp, Decl, Expr, ExprKind, Index, Printable, Program, Shape, Stmt, StmtKind, UnOp};
use super::builtins::{self, call_type, dist_args, Builtin, DistKind};
use super::check_fun::{FunCtx, FunSig};
use super::diag::{Diag, Span};
use super::types::{self, Base, SType};

/// The block a statement or variable belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Block {
    Data,
    TData,
    Params,
    TParams,
    Model,
    Gq,
}

#[derive(Debug, Clone, Copy)]
pub(super) struct Var {
    pub ty: SType,
    pub block: Block,
    pub local: bool,
    pub loop_var: bool,
    /// A function argument (`Some(true)`: declared `data`).
    pub arg: Option<bool>,
}

pub(super) struct Checker {
    pub scopes: Vec<HashMap<String, Var>>,
    pub block: Block,
    /// User-defined functions by name.
    pub functions: HashMap<String, FunSig>,
    /// The function whose body is being checked.
    pub fun: Option<FunCtx>,
    /// Calls between user functions: caller, callee, where.
    pub calls: Vec<(String, String, Span)>,
}

/// Checks the whole program, filling in expression types.
pub fn check(p: &mut Program) -> Result<(), Diag> {
    let mut c = Checker {
        scopes: vec![HashMap::new()],
        block: Block::Data,
        functions: HashMap::new(),
        fun: None,
        calls: Vec::new(),
    };
    c.declare_functions(&p.functions)?;
    for f in p.functions.iter_mut() {
        c.check_function(f)?;
    }
    c.check_recursion()?;
    let blocks: [(Block, &mut Vec<Stmt>); 6] = [
        (Block::Data, &mut p.data),
        (Block::TData, &mut p.tdata),
        (Block::Params, &mut p.params),
        (Block::TParams, &mut p.tparams),
        (Block::Model, &mut p.model),
        (Block::Gq, &mut p.gq),
    ];
    for (block, stmts) in blocks {
        c.block = block;
        let local = block == Block::Model;
        if local {
            c.scopes.push(HashMap::new());
        }
        for s in stmts.iter_mut() {
            c.stmt(s, !local)?;
        }
        if local {
            c.scopes.pop();
        }
    }
    Ok(())
}

/// The declared type of a declaration (without sizes).
pub fn decl_stype(d: &Decl) -> SType {
    let base = match d.ty.shape {
        Shape::Int => Base::Int,
        Shape::Real => Base::Real,
        Shape::Vector | Shape::Ordered | Shape::PositiveOrdered | Shape::Simplex => Base::Vector,
        Shape::RowVector => Base::RowVector,
        Shape::Matrix | Shape::CholeskyCorr | Shape::CorrMatrix | Shape::CovMatrix => Base::Matrix,
    };
    SType::array(base, d.ty.array.len())
}

/// Whether a value of type `src` may be assigned to a variable of type `dst`.
pub fn assignable(dst: SType, src: SType) -> bool {
    dst == src || dst.base == Base::Real && src.base == Base::Int && dst.dims == src.dims
}

impl Checker {
    pub(super) fn lookup(&self, name: &str) -> Option<Var> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    fn declare(&mut self, name: &str, span: Span, var: Var) -> Result<(), Diag> {
        if self.lookup(name).is_some() {
            return Err(Diag::ty(span, format!("variable '{name}' is already declared")));
        }
        if name.ends_with("__") {
            return Err(Diag::ty(span, format!("identifier '{name}' ends in '__', which Stan reserves")));
        }
        if is_keyword(name) {
            return Err(Diag::ty(span, format!("'{name}' is a reserved name and cannot be a variable")));
        }
        self.scopes.last_mut().expect("a scope is open").insert(name.to_string(), var);
        Ok(())
    }

    pub(super) fn stmt(&mut self, s: &mut Stmt, top: bool) -> Result<(), Diag> {
        match &mut s.kind {
            StmtKind::Decl(d) => self.decl(d, top),
            StmtKind::Assign { name, name_span, index, op, value } => {
                let var =
                    self.lookup(name).ok_or_else(|| Diag::ty(*name_span, format!("undeclared variable '{name}'")))?;
                if var.loop_var || var.arg.is_some() || !var.local && var.block != self.block {
                    let what = match (var.loop_var, var.arg) {
                        (true, _) => "a loop variable".to_string(),
                        (_, Some(_)) => "a function argument".to_string(),
                        _ => block_name(var.block),
                    };
                    return Err(Diag::ty(*name_span, format!("cannot assign to '{name}': it is {what}")));
                }
                let lhs = self.index_type(var.ty, index, *name_span)?;
                let vt = self.expr(value)?;
                let result = match op {
                    AssignOp::Set => Ok(vt),
                    AssignOp::Add => binary_type(BinOp::Add, lhs, vt),
                    AssignOp::Sub => binary_type(BinOp::Sub, lhs, vt),
                    AssignOp::Mul => binary_type(BinOp::Mul, lhs, vt),
                    AssignOp::Div => binary_type(BinOp::Div, lhs, vt),
                }
                .map_err(|m| Diag::ty(s.span, m))?;
                if !assignable(lhs, result) {
                    return Err(Diag::ty(
                        value.span,
                        format!("type mismatch: cannot assign {result} to '{name}' of type {lhs}"),
                    ));
                }
                Ok(())
            }
            StmtKind::Tilde { lhs, dist, dist_span, args, trunc } => {
                self.model_only(s.span, "'~' statements")?;
                if let Some(udf) = self.udf_density(dist) {
                    if trunc.is_some() {
                        return Err(Diag::unsupported(*dist_span, format!("truncation of {dist}")));
                    }
                    let mut all = vec![lhs.clone()];
                    all.extend(args.iter().cloned());
                    self.udf_call(&udf, &mut all, true, *dist_span)?;
                    *lhs = all.remove(0);
                    *args = all;
                    return Ok(());
                }
                let d = builtins::dist(dist).ok_or_else(|| unknown_dist(dist, *dist_span))?;
                let mut types = vec![self.expr(lhs)?];
                for a in args.iter_mut() {
                    types.push(self.expr(a)?);
                }
                dist_args(d, dist, &types).map_err(|m| Diag::ty(s.span, m))?;
                if let Some((lo, hi)) = trunc {
                    for b in lo.iter_mut().chain(hi.iter_mut()) {
                        if !self.expr(b)?.is_scalar() {
                            return Err(Diag::ty(b.span, "a truncation bound must be a scalar"));
                        }
                    }
                    if d != DistKind::Ir(crate::ir::Dist::Normal) {
                        return Err(Diag::unsupported(*dist_span, format!("truncation of {dist}")));
                    }
                }
                Ok(())
            }
            StmtKind::Target(e) => {
                self.model_only(s.span, "'target +='")?;
                let t = self.expr(e)?;
                if t.dims > 1 {
                    return Err(Diag::ty(e.span, format!("target += needs a real value or container, got {t}")));
                }
                Ok(())
            }
            StmtKind::For { var, var_span, lo, hi, body } => {
                for b in [&mut *lo, &mut *hi] {
                    let t = self.expr(b)?;
                    if !t.is_int() {
                        return Err(Diag::ty(b.span, format!("loop bounds must be int, got {t}")));
                    }
                }
                self.scopes.push(HashMap::new());
                let v = Var { ty: SType::INT, block: self.block, local: true, loop_var: true, arg: None };
                let r = self.declare(var, *var_span, v).and_then(|_| self.stmt(body, false));
                self.scopes.pop();
                r
            }
            StmtKind::If { cond, then, els } => {
                let t = self.expr(cond)?;
                if !t.is_scalar() {
                    return Err(Diag::ty(cond.span, format!("a condition must be int or real, got {t}")));
                }
                self.scoped(then)?;
                match els {
                    Some(e) => self.scoped(e),
                    None => Ok(()),
                }
            }
            StmtKind::Block(body) => {
                self.scopes.push(HashMap::new());
                let r = body.iter_mut().try_for_each(|s| self.stmt(s, false));
                self.scopes.pop();
                r
            }
            StmtKind::Return(value) => self.return_stmt(value, s.span),
            StmtKind::Print { args, .. } => {
                for a in args {
                    if let Printable::Expr(e) = a {
                        self.expr(e)?;
                    }
                }
                Ok(())
            }
            StmtKind::Call(e) => {
                let ExprKind::Call { name, args, bar } = &mut e.kind else { unreachable!("parsed as a call") };
                match self.udf_call(name, args, *bar, e.span)? {
                    Some(None) => Ok(()),
                    Some(Some(t)) => Err(Diag::ty(
                        e.span,
                        format!("the {t} value of '{name}' is unused: only void functions are statements"),
                    )),
                    None => Err(Diag::unsupported(e.span, format!("calling '{name}' as a statement"))),
                }
            }
        }
    }

    /// The user density `y ~ dist(...)` refers to, if any.
    fn udf_density(&self, dist: &str) -> Option<String> {
        ["_lpdf", "_lpmf"].iter().map(|s| format!("{dist}{s}")).find(|n| self.functions.contains_key(n))
    }

    fn scoped(&mut self, s: &mut Stmt) -> Result<(), Diag> {
        self.scopes.push(HashMap::new());
        let r = self.stmt(s, false);
        self.scopes.pop();
        r
    }

    fn model_only(&self, span: Span, what: &str) -> Result<(), Diag> {
        if let Some(f) = &self.fun {
            if f.name.ends_with("_lp") {
                return Ok(());
            }
            let m = format!("{what} can only be used in the model block and in functions ending in _lp");
            return Err(Diag::ty(span, m));
        }
        if self.block != Block::Model {
            return Err(Diag::ty(span, format!("{what} can only be used in the model block")));
        }
        Ok(())
    }

    fn decl(&mut self, d: &mut Decl, top: bool) -> Result<(), Diag> {
        for e in d.ty.sizes.iter_mut().chain(d.ty.array.iter_mut()) {
            let t = self.expr(e)?;
            if !t.is_int() {
                return Err(Diag::ty(e.span, format!("a size must be int, got {t}")));
            }
        }
        let is_int = d.ty.shape == Shape::Int;
        for e in d.ty.lower.iter_mut().chain(d.ty.upper.iter_mut()) {
            let t = self.expr(e)?;
            if !t.is_scalar() {
                return Err(Diag::unsupported(e.span, format!("bounds of type {t} (only scalar bounds)")));
            }
            if is_int && !t.is_int() {
                return Err(Diag::ty(e.span, format!("the bounds of an int must be int, got {t}")));
            }
        }
        if is_int && top && matches!(self.block, Block::Params | Block::TParams) {
            let block = if self.block == Block::Params { "parameters" } else { "transformed parameters" };
            let m = format!("(transformed) parameters cannot be integers: '{}' is an int in {block}", d.name);
            return Err(Diag::ty(d.ty.span, m));
        }
        let ty = decl_stype(d);
        if let Some(init) = &mut d.init {
            let t = self.expr(init)?;
            if !assignable(ty, t) {
                let m = format!("type mismatch: cannot initialize '{}' of type {ty} with {t}", d.name);
                return Err(Diag::ty(init.span, m));
            }
        }
        let var = Var { ty, block: self.block, local: !top, loop_var: false, arg: None };
        self.declare(&d.name, d.name_span, var)
    }

    fn index_type(&mut self, base: SType, index: &mut [Index], span: Span) -> Result<SType, Diag> {
        let mut multi = Vec::new();
        for idx in index.iter_mut() {
            match idx {
                Index::One(e) => {
                    let t = self.expr(e)?;
                    if t != SType::INT && t != SType::array(Base::Int, 1) {
                        return Err(Diag::ty(e.span, format!("an index must be int or an int array, got {t}")));
                    }
                    multi.push(t.dims == 1);
                }
                Index::Range(lo, hi) => {
                    for b in lo.iter_mut().chain(hi.iter_mut()) {
                        let t = self.expr(b)?;
                        if !t.is_int() {
                            return Err(Diag::ty(b.span, format!("a range bound must be int, got {t}")));
                        }
                    }
                    multi.push(true);
                }
            }
        }
        indexed_type(base, &multi).ok_or_else(|| {
            Diag::ty(span, format!("too many indexes: a value of type {base} takes at most {}", base.rank()))
        })
    }

    pub(super) fn expr(&mut self, e: &mut Expr) -> Result<SType, Diag> {
        let span = e.span;
        if let ExprKind::Call { name, args, .. } = &mut e.kind {
            if let Some(kind) = super::operators::operator_form(name, args) {
                e.kind = kind;
            }
        }
        let t = match &mut e.kind {
            ExprKind::Int(_) => SType::INT,
            ExprKind::Real(_) => SType::REAL,
            ExprKind::Var(name) => match self.lookup(name) {
                Some(v) => v.ty,
                None if builtins::resolve(name, 0).is_some() => {
                    return Err(Diag::ty(span, format!("'{name}' is a function; call it as {name}()")))
                }
                None => return Err(Diag::ty(span, format!("undeclared variable '{name}'"))),
            },
            ExprKind::Unary(op, a) => {
                let t = self.expr(a)?;
                match op {
                    UnOp::Not if t.is_scalar() => SType::INT,
                    UnOp::Neg | UnOp::Plus if t.dims == 0 => t,
                    _ => return Err(Diag::ty(span, format!("type mismatch: unary operator cannot be applied to {t}"))),
                }
            }
            ExprKind::Binary(op, a, b) => {
                let (ta, tb) = (self.expr(a)?, self.expr(b)?);
                binary_type(*op, ta, tb).map_err(|m| Diag::ty(span, m))?
            }
            ExprKind::Call { name, args, bar } => {
                let name_span = Span { start: span.start, end: span.start + name.len() };
                if let Some(o) = super::ode::ode_fn(name) {
                    let t = self.ode_call(o, name, args, span)?;
                    e.ty = t;
                    return Ok(t);
                }
                self.where_callable(name, name_span)?;
                if let Some(ret) = self.udf_call(name, args, *bar, span)? {
                    let t = ret.ok_or_else(|| Diag::ty(name_span, format!("void function '{name}' has no value")))?;
                    e.ty = t;
                    return Ok(t);
                }
                let b = builtins::resolve(name, args.len()).ok_or_else(|| unknown_call(name, args.len(), name_span))?;
                let mut types = Vec::new();
                for a in args.iter_mut() {
                    types.push(self.expr(a)?);
                }
                // Host-evaluated blocks compute the IR's densities and the GLMs with every
                // term; multi_normal_cholesky and `_lupdf` stay model-only.
                let host = matches!(
                    b,
                    Builtin::Lpdf(
                        DistKind::Ir(_)
                            | DistKind::NormalIdGlm
                            | DistKind::BernoulliLogitGlm
                            | DistKind::Categorical
                            | DistKind::CategoricalLogit
                            | DistKind::LkjCorrCholesky,
                        false
                    )
                );
                if matches!(b, Builtin::Lpdf(..)) && !host && matches!(self.block, Block::TData | Block::Gq) {
                    return Err(Diag::unsupported(name_span, format!("{name} in {}", block_name(self.block))));
                }
                call_type(b, name, &types).map_err(|m| Diag::ty(span, format!("type mismatch: {m}")))?
            }
            ExprKind::Index(base, index) => {
                let bt = self.expr(base)?;
                self.index_type(bt, index, span)?
            }
            ExprKind::RowVector(items) => {
                let types = self.exprs(items)?;
                types::row_vector_of(&types).map_err(|m| Diag::ty(span, m))?
            }
            ExprKind::Array(items) => {
                let types = self.exprs(items)?;
                types::array_of(&types).map_err(|m| Diag::ty(span, m))?
            }
            ExprKind::Cond(c, a, b) => {
                let tc = self.expr(c)?;
                if !tc.is_scalar() {
                    return Err(Diag::ty(c.span, format!("a condition must be int or real, got {tc}")));
                }
                let (ta, tb) = (self.expr(a)?, self.expr(b)?);
                types::either_of(ta, tb).map_err(|m| Diag::ty(span, m))?
            }
            ExprKind::Transpose(a) => {
                let t = self.expr(a)?;
                types::transpose_of(t).map_err(|m| Diag::ty(span, m))?
            }
        };
        e.ty = t;
        Ok(t)
    }
}

impl Checker {
    /// The types of several expressions.
    fn exprs(&mut self, items: &mut [Expr]) -> Result<Vec<SType>, Diag> {
        items.iter_mut().map(|e| self.expr(e)).collect()
    }
}

/// A distribution this front end lacks: not supported yet where Stan has it, unknown otherwise.
fn unknown_dist(dist: &str, span: Span) -> Diag {
    if super::stan_names::is_stan_distribution(dist) {
        return Diag::unsupported(span, format!("the distribution '{dist}'"));
    }
    Diag::ty(span, format!("unknown distribution '{dist}'"))
}

fn unknown_call(name: &str, n: usize, span: Span) -> Diag {
    if (0..6).any(|k| builtins::resolve(name, k).is_some()) {
        return Diag::ty(span, format!("function '{name}' cannot be called with {n} argument(s)"));
    }
    Diag::unsupported(span, format!("the function '{name}'"))
}

fn block_name(b: Block) -> String {
    match b {
        Block::Data => "data",
        Block::TData => "transformed data",
        Block::Params => "a parameter",
        Block::TParams => "a transformed parameter",
        Block::Model => "the model block",
        Block::Gq => "generated quantities",
    }
    .to_string()
}

fn is_keyword(name: &str) -> bool {
    matches!(
        name,
        "for" | "in" | "while" | "if" | "else" | "target" | "lower" | "upper" | "int" | "real" | "vector" | "matrix"
    )
}

/// The type of `base` indexed at positions that keep (`true`: range or multi-index) or drop
/// (`false`: a single int) a dimension; `None` when there are too many indexes.
pub fn indexed_type(base: SType, multi: &[bool]) -> Option<SType> {
    if multi.len() > base.rank() {
        return None;
    }
    let (arr, rest) = multi.split_at(multi.len().min(base.dims));
    let dims = base.dims - arr.len() + arr.iter().filter(|m| **m).count();
    let elem = match (base.base, rest) {
        (b, []) => b,
        (Base::Vector | Base::RowVector, [false]) => Base::Real,
        (b @ (Base::Vector | Base::RowVector), [true]) => b,
        (Base::Matrix, [false]) => Base::RowVector,
        (Base::Matrix, [true]) => Base::Matrix,
        (Base::Matrix, [false, false]) => Base::Real,
        (Base::Matrix, [false, true]) => Base::RowVector,
        (Base::Matrix, [true, false]) => Base::Vector,
        _ => Base::Matrix,
    };
    Some(SType::array(elem, dims))
}

/// The type of `a op b`, or why there is none.
pub fn binary_type(op: BinOp, a: SType, b: SType) -> Result<SType, String> {
    let sym = op.symbol();
    let mismatch = || Err(format!("type mismatch: {sym} cannot combine {a} and {b}"));
    if op.is_logical() || op == BinOp::Pow {
        if !a.is_scalar() || !b.is_scalar() {
            return mismatch();
        }
        return Ok(if op == BinOp::Pow { SType::REAL } else { SType::INT });
    }
    if matches!(op, BinOp::Mod | BinOp::IntDiv) {
        return if a.is_int() && b.is_int() { Ok(SType::INT) } else { mismatch() };
    }
    if a.dims > 0 || b.dims > 0 {
        return mismatch();
    }
    let scalar = |t: SType| t.is_scalar();
    use Base::*;
    let base = match (op, a.base, b.base) {
        (_, Int, Int) => Int,
        (_, Int | Real, Int | Real) => Real,
        (BinOp::Div, x, Int | Real) => x,
        (BinOp::Div, ..) => return mismatch(),
        (_, Int | Real, x) | (_, x, Int | Real) => x,
        (BinOp::Add | BinOp::Sub | BinOp::ElemMul | BinOp::ElemDiv, x, y) if x == y => x,
        (BinOp::Mul, Matrix, Vector) => Vector,
        (BinOp::Mul, Matrix, Matrix) => Matrix,
        (BinOp::Mul, RowVector, Vector) => Real,
        (BinOp::Mul, RowVector, Matrix) => RowVector,
        (BinOp::Mul, Vector, RowVector) => Matrix,
        _ => return mismatch(),
    };
    debug_assert!(!(scalar(a) && scalar(b)) || matches!(base, Int | Real));
    Ok(SType::array(base, 0))
}
