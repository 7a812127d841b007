//! Lowering of Stan expressions to IR expressions: data-only subexpressions are evaluated on
//! the host and bound as data, 1-based indexes become 0-based, slices are materialized.

use crate::ir::{self, BinOp as IrBin, Expr as IrExpr, Shape as IrShape, Stmt as IrStmt, Type, VarId, VarKind};

use super::ast::{BinOp, Expr, ExprKind, Index, UnOp};
use super::builtins::{self, Builtin};
use super::check_fun::udf_name;
use super::diag::{Diag, Span};
use super::host_fns::HostFn;
use super::interp;
use super::lower::{ir_type, Lower};
use super::types::{Base, SType};
use super::value::{Data, Value};

/// One axis of an indexed variable: a fixed 0-based position, an int-array variable of
/// 1-based positions, or a contiguous range (0-based start, length).
enum Axis {
    Fixed(IrExpr),
    Multi(VarId, usize),
    Range(i64, usize),
}

/// `e - 1`, folded for constants.
pub fn minus_one(e: IrExpr) -> IrExpr {
    match e {
        IrExpr::Int(k) => IrExpr::Int(k.saturating_sub(1)),
        IrExpr::Binary(IrBin::Add, a, b) if *b == IrExpr::Int(1) => *a,
        e => IrExpr::binary(IrBin::Sub, e, IrExpr::Int(1)),
    }
}

fn dims(t: Type) -> Vec<usize> {
    match t.shape {
        IrShape::Scalar => vec![],
        IrShape::Vector(n) => vec![n],
        IrShape::Matrix(r, c) => vec![r, c],
    }
}

impl Lower {
    /// The IR type of a lowered expression; a rule broken is a size mismatch at `span`.
    pub fn infer(&self, e: &IrExpr, span: Span) -> Result<Type, Diag> {
        ir::infer(&self.prog, e).map_err(|m| Diag::ty(span, format!("size mismatch: {m}")))
    }

    /// `e` with real elements (int constants folded, other ints converted).
    pub fn to_real(&self, e: IrExpr) -> IrExpr {
        match e {
            IrExpr::Int(k) => IrExpr::Real(k as f64),
            e if ir::infer(&self.prog, &e).is_ok_and(|t| !t.is_real()) => IrExpr::ToReal(Box::new(e)),
            e => e,
        }
    }

    /// An int truth value of a scalar condition.
    pub fn truth(&self, e: IrExpr, span: Span) -> Result<IrExpr, Diag> {
        if self.infer(&e, span)?.is_real() {
            return Ok(IrExpr::binary(IrBin::Ne, e, IrExpr::Real(0.0)));
        }
        Ok(e)
    }

    /// Whether `e` reads data and transformed data only (no parameter, local or loop variable).
    pub fn is_data(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Int(_) | ExprKind::Real(_) => true,
            ExprKind::Var(n) => self.lookup(n).is_some_and(|s| s.data),
            ExprKind::Unary(_, a) => self.is_data(a),
            ExprKind::Binary(_, a, b) => self.is_data(a) && self.is_data(b),
            ExprKind::Call { name, args, .. } => {
                let lpdf = matches!(builtins::resolve(name, args.len()), Some(Builtin::Lpdf(..)));
                let udf = udf_name(name);
                let effect =
                    self.env.function(&udf).is_some() && ["_lp", "_lpdf", "_lpmf"].iter().any(|s| udf.ends_with(s));
                !lpdf && !effect && args.iter().all(|a| self.is_data(a))
            }
            ExprKind::Transpose(a) => self.is_data(a),
            ExprKind::Cond(c, a, b) => self.is_data(c) && self.is_data(a) && self.is_data(b),
            ExprKind::RowVector(xs) | ExprKind::Array(xs) => xs.iter().all(|a| self.is_data(a)),
            ExprKind::Index(b, idx) => {
                self.is_data(b)
                    && idx.iter().all(|i| match i {
                        Index::One(e) => self.is_data(e),
                        Index::Range(lo, hi) => lo.iter().chain(hi.iter()).all(|e| self.is_data(e)),
                    })
            }
        }
    }

    /// Adds an anonymous data variable holding `v`.
    pub fn data_var(&mut self, v: &Value, span: Span) -> Result<VarId, Diag> {
        let ty =
            ir_type(v.ty, &v.shape).ok_or_else(|| Diag::unsupported(span, "arrays of more than two dimensions"))?;
        let name = self.prog.fresh_name("data__");
        let var = self.prog.add_var(name, ty, VarKind::Data);
        self.set_data(var, v);
        Ok(var)
    }

    /// Binds `v`'s elements to the data variable `var`, with the range of an int's values.
    pub fn set_data(&mut self, var: VarId, v: &Value) {
        match &v.data {
            Data::Int(x) => {
                if let (Some(&lo), Some(&hi)) = (x.iter().min(), x.iter().max()) {
                    self.prog.int_ranges.insert(var, (lo, hi));
                }
                self.bound.set_int(var, x.clone())
            }
            Data::Real(x) => self.bound.set_real(var, x.clone()),
        }
    }

    /// A new local declared in `pre`.
    pub fn local(&mut self, base: &str, ty: Type, pre: &mut Vec<IrStmt>) -> VarId {
        let name = self.prog.fresh_name(base);
        let v = self.prog.add_var(name, ty, VarKind::Local);
        pre.push(IrStmt::Declare(v));
        v
    }

    /// A new loop counter.
    pub fn counter(&mut self) -> VarId {
        let name = self.prog.fresh_name("k__");
        self.prog.add_var(name, Type::INT, VarKind::Loop)
    }

    /// The variable holding `x` (a new local unless `x` is a variable).
    pub fn hold(&mut self, x: IrExpr, span: Span, pre: &mut Vec<IrStmt>) -> Result<VarId, Diag> {
        if let IrExpr::Var(v) = x {
            return Ok(v);
        }
        let ty = self.infer(&x, span)?;
        let v = self.local("tmp__", ty, pre);
        pre.push(IrStmt::Assign { var: v, index: vec![], value: x });
        Ok(v)
    }

    /// Lowers an expression; statements it needs first are appended to `pre`.
    pub fn expr(&mut self, e: &Expr, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        match &e.kind {
            ExprKind::Int(i) => return Ok(IrExpr::Int(*i)),
            ExprKind::Real(x) => return Ok(IrExpr::Real(*x)),
            ExprKind::Var(name) => {
                let sym = self.lookup(name).ok_or_else(|| Diag::ty(e.span, format!("undeclared variable '{name}'")))?;
                if let Some(d) = self.whole_flat(e) {
                    return Err(d);
                }
                return Ok(IrExpr::Var(sym.var));
            }
            _ if self.is_data(e) => return self.hoist(e),
            _ => {}
        }
        let x = match &e.kind {
            ExprKind::Unary(op, a) => {
                let x = self.expr(a, pre)?;
                match op {
                    UnOp::Plus => x,
                    UnOp::Neg => IrExpr::Unary(ir::UnOp::Neg, Box::new(x)),
                    UnOp::Not => IrExpr::Unary(ir::UnOp::Not, Box::new(self.truth(x, a.span)?)),
                }
            }
            ExprKind::Binary(op, a, b) => self.binary(*op, a, b, e.span, pre)?,
            ExprKind::Call { name, args, .. } => self.call(name, args, e, pre)?,
            ExprKind::Index(base, index) => self.index(base, index, e.span, pre)?,
            ExprKind::RowVector(items) | ExprKind::Array(items) => self.container(items, e, pre)?,
            ExprKind::Transpose(a) => self.transpose(a, pre)?,
            ExprKind::Cond(c, a, b) => self.conditional(c, a, b, e, pre)?,
            _ => unreachable!("leaves are handled above"),
        };
        self.infer(&x, e.span)?;
        Ok(x)
    }

    /// Evaluates a data-only expression on the host: scalars become constants, containers
    /// anonymous data variables.
    fn hoist(&mut self, e: &Expr) -> Result<IrExpr, Diag> {
        let v = interp::eval(e, &self.env)?;
        if v.shape.is_empty() {
            return Ok(match v.as_int() {
                Some(i) => IrExpr::Int(i),
                None => IrExpr::Real(v.as_real()),
            });
        }
        Ok(IrExpr::Var(self.data_var(&v, e.span)?))
    }

    fn binary(&mut self, op: BinOp, a: &Expr, b: &Expr, span: Span, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        let (x, y) = (self.expr(a, pre)?, self.expr(b, pre)?);
        let ir_op = match op {
            BinOp::Pow => return Ok(IrExpr::Call(ir::Func::Pow, vec![self.to_real(x), self.to_real(y)])),
            BinOp::And | BinOp::Or => {
                let op = if op == BinOp::And { IrBin::And } else { IrBin::Or };
                return Ok(IrExpr::binary(op, self.truth(x, a.span)?, self.truth(y, b.span)?));
            }
            BinOp::Mul if a.ty == SType::ROW_VECTOR && b.ty == SType::VECTOR => {
                return Ok(IrExpr::Dot(Box::new(x), Box::new(y)))
            }
            BinOp::Mul if a.ty == SType::VECTOR && b.ty == SType::ROW_VECTOR => {
                let (x, y) = (self.to_real(x), self.to_real(y));
                return self.outer_product(x, y, span, pre);
            }
            BinOp::Mul if a.ty == SType::ROW_VECTOR && b.ty == SType::MATRIX => {
                let (x, y) = (self.to_real(x), self.to_real(y));
                return self.row_times_matrix(x, y, span, pre);
            }
            BinOp::Add => IrBin::Add,
            BinOp::Sub => IrBin::Sub,
            BinOp::Mul => IrBin::Mul,
            BinOp::Div | BinOp::IntDiv => IrBin::Div,
            BinOp::Mod => IrBin::Mod,
            BinOp::ElemMul => IrBin::ElemMul,
            BinOp::ElemDiv => IrBin::ElemDiv,
            BinOp::Eq => IrBin::Eq,
            BinOp::Ne => IrBin::Ne,
            BinOp::Lt => IrBin::Lt,
            BinOp::Le => IrBin::Le,
            BinOp::Gt => IrBin::Gt,
            BinOp::Ge => IrBin::Ge,
        };
        Ok(IrExpr::binary(ir_op, x, y))
    }

    fn call(&mut self, name: &str, args: &[Expr], e: &Expr, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        if super::ode::ode_fn(name).is_some() {
            return self.ode_call(name, args, e, pre);
        }
        if self.env.function(&udf_name(name)).is_some() {
            let x = self.inline_call(name, args, e.span, pre)?;
            return x.ok_or_else(|| Diag::ty(e.span, format!("void function '{name}' has no value")));
        }
        let b = builtins::resolve(name, args.len())
            .ok_or_else(|| Diag::unsupported(e.span, format!("the function '{name}'")))?;
        let mut lowered = |l: &mut Lower, k: usize| l.expr(&args[k], pre);
        Ok(match b {
            Builtin::Func(f) => {
                let xs = (0..args.len()).map(|k| lowered(self, k)).collect::<Result<Vec<_>, _>>()?;
                IrExpr::Call(f, xs.into_iter().map(|x| self.to_real(x)).collect())
            }
            Builtin::Reduce(_) if e.ty.is_int() => {
                return Err(Diag::unsupported(e.span, "sums of ints that depend on loop variables"))
            }
            Builtin::Reduce(r) => {
                let x = lowered(self, 0)?;
                IrExpr::Reduce(r, Box::new(self.to_real(x)))
            }
            Builtin::DotProduct => {
                let (x, y) = (lowered(self, 0)?, lowered(self, 1)?);
                IrExpr::Dot(Box::new(self.to_real(x)), Box::new(self.to_real(y)))
            }
            Builtin::DotSelf => {
                let x = lowered(self, 0)?;
                let x = self.to_real(x);
                IrExpr::Dot(Box::new(x.clone()), Box::new(x))
            }
            Builtin::AppendRow if e.ty == SType::MATRIX => self.append_rows(args, e.span, pre)?,
            Builtin::AppendRow => {
                let xs = (0..2).map(|k| lowered(self, k)).collect::<Result<Vec<_>, _>>()?;
                let xs: Vec<IrExpr> = xs.into_iter().map(|x| self.to_real(x)).collect();
                IrExpr::Var(self.append_row(xs, args, pre)?)
            }
            Builtin::RepVector => {
                let n = self.data_size(&args[1], "rep_vector")?;
                let x = lowered(self, 0)?;
                IrExpr::RepVector(Box::new(self.to_real(x)), n)
            }
            Builtin::ToVector => self.lower_to_vector(&args[0], pre)?,
            Builtin::ToMatrix => {
                let x = lowered(self, 0)?;
                self.to_real(x)
            }
            Builtin::Col => self.column(args, pre)?,
            Builtin::Row => {
                let (m, i) = (lowered(self, 0)?, lowered(self, 1)?);
                let m = self.to_real(m);
                IrExpr::Index(self.hold(m, e.span, pre)?, vec![minus_one(i)])
            }
            Builtin::CumulativeSum => self.cumulative_sum(&args[0], pre)?,
            Builtin::Softmax(log) => self.softmax(&args[0], log, pre)?,
            Builtin::DiagPreMultiply => self.diag_pre_multiply(args, pre)?,
            Builtin::LowerTriSelfTranspose => self.lower_tri_self_transpose(&args[0], pre)?,
            Builtin::RepMatrix => self.rep_matrix(args, pre)?,
            Builtin::AppendCol => self.append_col(args, e.span, pre)?,
            Builtin::RepArray => self.rep_array(args, e.span, pre)?,
            Builtin::Segment => self.segment(args, e.span, pre)?,
            Builtin::QuadFormDiag => self.quad_form_diag(args, e.span, pre)?,
            Builtin::Rows | Builtin::Cols | Builtin::NumElements | Builtin::Size => {
                let x = lowered(self, 0)?;
                let d = dims(self.infer(&x, e.span)?);
                let n = match b {
                    Builtin::Rows if args[0].ty.base == Base::RowVector => 1,
                    Builtin::Rows => d[0],
                    Builtin::Cols if args[0].ty.base == Base::Vector => 1,
                    Builtin::Cols => *d.last().unwrap_or(&1),
                    Builtin::Size if args[0].ty.dims > 0 => d[0],
                    _ => d.iter().product(),
                };
                IrExpr::Int(n as i64)
            }
            Builtin::Dims => {
                let x = lowered(self, 0)?;
                let v = super::host_mat::dims(args[0].ty, &dims(self.infer(&x, e.span)?));
                IrExpr::Var(self.data_var(&v, e.span)?)
            }
            Builtin::Constant(c) => IrExpr::Real(c),
            // An int of a parameter has no derivative the gradient pass can take.
            Builtin::IntStep if !self.is_data(&args[0]) => {
                return Err(Diag::unsupported(e.span, "int_step of a parameter"));
            }
            // x > 0 as an int truth value: 0 for NaN, as Stan's.
            Builtin::IntStep => {
                let x = lowered(self, 0)?;
                IrExpr::binary(IrBin::Gt, x, IrExpr::Int(0))
            }
            Builtin::Host(HostFn::Prod) if args[0].ty.base != Base::Int => self.prod(&args[0], pre)?,
            Builtin::Cdf(..) | Builtin::Host(_) => {
                return Err(Diag::unsupported(e.span, format!("{name} with arguments that are not data")));
            }
            Builtin::Lpdf(d, propto) => self.density(d, args, propto, None, e.span, pre)?,
            Builtin::DiagMatrix | Builtin::CholeskyDecompose | Builtin::GpExpQuadCov => {
                let ty = self.matrix_result(b, args, e.span, pre)?;
                let v = self.local("mat__", ty.0, pre);
                self.fill_matrix(b, ty.1, v, e.span, pre)?;
                IrExpr::Var(v)
            }
        })
    }

    /// Lowers `value` into the whole of `var` (filling matrices in place where possible).
    pub fn assign_whole(&mut self, var: VarId, value: &Expr, out: &mut Vec<IrStmt>) -> Result<(), Diag> {
        if let ExprKind::Call { name, args, .. } = &value.kind {
            let b = builtins::resolve(name, args.len());
            if let Some(b @ (Builtin::DiagMatrix | Builtin::CholeskyDecompose | Builtin::GpExpQuadCov)) = b {
                if !self.is_data(value) {
                    let (ty, argv) = self.matrix_result(b, args, value.span, out)?;
                    if ty != self.prog.var(var).ty {
                        let m = format!(
                            "size mismatch: cannot assign {ty} to a variable of type {}",
                            self.prog.var(var).ty
                        );
                        return Err(Diag::ty(value.span, m));
                    }
                    return self.fill_matrix(b, argv, var, value.span, out);
                }
            }
        }
        let x = self.expr(value, out)?;
        self.assign_lowered(var, x, value.span, out)
    }

    /// `var = x` for a lowered value `x` (promoted where `var` is real), checked.
    pub fn assign_lowered(&mut self, var: VarId, mut x: IrExpr, span: Span, out: &mut Vec<IrStmt>) -> Result<(), Diag> {
        if self.prog.var(var).ty.is_real() {
            x = self.to_real(x);
        }
        let s = IrStmt::Assign { var, index: vec![], value: x };
        self.check_assign(&s, span)?;
        out.push(s);
        Ok(())
    }

    /// 0-based scalar indexes when `index` selects one element of `var`.
    pub fn scalar_index(
        &mut self,
        var: VarId,
        index: &[Index],
        pre: &mut Vec<IrStmt>,
    ) -> Result<Option<Vec<IrExpr>>, Diag> {
        if self.flat_shape(var).is_some() {
            let span = index.iter().find_map(|i| if let Index::One(e) = i { Some(e.span) } else { None });
            return self.flat_index(var, index, span.unwrap_or_default(), pre).map(Some);
        }
        let rank = self.prog.var(var).ty.shape.rank();
        let single = index.iter().all(|i| matches!(i, Index::One(e) if e.ty.is_int()));
        if !single || index.len() != rank {
            return Ok(None);
        }
        let mut out = Vec::new();
        for i in index {
            if let Index::One(e) = i {
                let x = self.expr(e, pre)?;
                out.push(minus_one(x));
            }
        }
        Ok(Some(out))
    }

    fn index(&mut self, base: &Expr, index: &[Index], span: Span, pre: &mut Vec<IrStmt>) -> Result<IrExpr, Diag> {
        if let ExprKind::Var(name) = &base.kind {
            let var = self.lookup(name).map(|s| s.var).filter(|&v| self.flat_shape(v).is_some());
            if let Some(var) = var {
                return Ok(IrExpr::Index(var, self.flat_index(var, index, span, pre)?));
            }
        }
        let x = self.expr(base, pre)?;
        let var = self.hold(x, base.span, pre)?;
        if let Some(ix) = self.scalar_index(var, index, pre)? {
            return Ok(IrExpr::Index(var, ix));
        }
        if let [Index::One(e)] = index {
            if self.is_data(e) && self.prog.var(var).ty.shape.rank() == 1 {
                let v = interp::eval(e, &self.env)?;
                let n = self.prog.var(var).ty.shape.len() as i64;
                let Data::Int(is) = &v.data else { return Err(Diag::ty(e.span, "an index must be int")) };
                if let Some(bad) = is.iter().find(|&&i| i < 1 || i > n) {
                    let m = format!("index {bad} out of range; expecting index to be between 1 and {n}");
                    return Err(Diag::runtime(e.span, m));
                }
                let shifted = Value { data: Data::Int(is.iter().map(|i| i - 1).collect()), ..v };
                let iv = self.data_var(&shifted, e.span)?;
                return Ok(IrExpr::Index(var, vec![IrExpr::Var(iv)]));
            }
        }
        let axes = self.axes(var, index, span, pre)?;
        let kept: Vec<usize> = axes.iter().filter_map(|a| a.len()).collect();
        let elem = self.prog.var(var).ty.elem;
        let shape = match kept.as_slice() {
            [] => IrShape::Scalar,
            [n] => IrShape::Vector(*n),
            [r, c] => IrShape::Matrix(*r, *c),
            _ => return Err(Diag::unsupported(span, "slices of more than two dimensions")),
        };
        let tmp = self.local("slice__", Type { elem, shape }, pre);
        let stmt = self.slice_loops(&axes, &mut |src, dst| IrStmt::Assign {
            var: tmp,
            index: dst,
            value: IrExpr::Index(var, src),
        });
        pre.push(stmt);
        Ok(IrExpr::Var(tmp))
    }

    /// `var[index] = x` for an index that selects several elements.
    pub fn assign_slice(
        &mut self,
        var: VarId,
        index: &[Index],
        x: IrExpr,
        span: Span,
        out: &mut Vec<IrStmt>,
    ) -> Result<(), Diag> {
        let axes = self.axes(var, index, span, out)?;
        let kept: Vec<usize> = axes.iter().filter_map(|a| a.len()).collect();
        let xt = self.infer(&x, span)?;
        if dims(xt) != kept {
            return Err(Diag::ty(
                span,
                format!("size mismatch: cannot assign a value of type {xt} to a slice of sizes {kept:?}"),
            ));
        }
        let src = self.hold(x, span, out)?;
        let stmt =
            self.slice_loops(&axes, &mut |dst, k| IrStmt::Assign { var, index: dst, value: IrExpr::Index(src, k) });
        out.push(stmt);
        Ok(())
    }

    fn axes(&mut self, var: VarId, index: &[Index], span: Span, pre: &mut Vec<IrStmt>) -> Result<Vec<Axis>, Diag> {
        let ds = dims(self.prog.var(var).ty);
        if index.len() > ds.len() {
            return Err(Diag::ty(span, "too many indexes"));
        }
        let mut axes = Vec::new();
        for (d, &n) in ds.iter().enumerate() {
            let axis = match index.get(d) {
                None => Axis::Range(0, n),
                Some(Index::One(e)) if e.ty.is_int() => Axis::Fixed(minus_one(self.expr(e, pre)?)),
                Some(Index::One(e)) => {
                    let x = self.expr(e, pre)?;
                    let iv = self.hold(x, e.span, pre)?;
                    Axis::Multi(iv, self.prog.var(iv).ty.shape.len())
                }
                Some(Index::Range(lo, hi)) => {
                    let bound = |b: &Option<Expr>, default: i64| -> Result<i64, Diag> {
                        let Some(b) = b else { return Ok(default) };
                        if !self.is_data(b) {
                            return Err(Diag::needs_value(b, "slice bounds that are not data"));
                        }
                        interp::eval(b, &self.env)?
                            .as_int()
                            .ok_or_else(|| Diag::ty(b.span, "a slice bound must be int"))
                    };
                    let (lo, hi) = (bound(lo, 1)?, bound(hi, n as i64)?);
                    if hi >= lo && (lo < 1 || hi > n as i64) {
                        return Err(Diag::runtime(span, format!("slice {lo}:{hi} out of range 1:{n}")));
                    }
                    Axis::Range(lo - 1, (hi - lo + 1).max(0) as usize)
                }
            };
            axes.push(axis);
        }
        Ok(axes)
    }

    /// Nested loops over the kept axes; `make(source index, destination index)` is the body.
    fn slice_loops(&mut self, axes: &[Axis], make: &mut dyn FnMut(Vec<IrExpr>, Vec<IrExpr>) -> IrStmt) -> IrStmt {
        let mut src = Vec::new();
        let mut dst = Vec::new();
        let mut loops = Vec::new();
        for a in axes {
            match a {
                Axis::Fixed(e) => src.push(e.clone()),
                Axis::Multi(iv, n) => {
                    let k = self.counter();
                    src.push(minus_one(IrExpr::Index(*iv, vec![IrExpr::Var(k)])));
                    dst.push(IrExpr::Var(k));
                    loops.push((k, *n));
                }
                Axis::Range(start, n) => {
                    let k = self.counter();
                    let at = if *start == 0 {
                        IrExpr::Var(k)
                    } else {
                        IrExpr::binary(IrBin::Add, IrExpr::Var(k), IrExpr::Int(*start))
                    };
                    src.push(at);
                    dst.push(IrExpr::Var(k));
                    loops.push((k, *n));
                }
            }
        }
        let mut stmt = make(src, dst);
        for (k, n) in loops.into_iter().rev() {
            stmt =
                IrStmt::For { var: k, lo: IrExpr::Int(0), hi: IrExpr::Int(n as i64), reverse: false, body: vec![stmt] };
        }
        stmt
    }
}

impl Axis {
    fn len(&self) -> Option<usize> {
        match self {
            Axis::Fixed(_) => None,
            Axis::Multi(_, n) | Axis::Range(_, n) => Some(*n),
        }
    }
}
