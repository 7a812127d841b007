//! Type inference for IR expressions: the typing and broadcasting rules in one place.

use super::expr::{BinOp, Dist, Expr, Lpdf, UnOp};
use super::program::Program;
use super::types::{Elem, Shape, Type};

/// The type of `e`, or a message saying which rule it breaks.
pub fn infer(p: &Program, e: &Expr) -> Result<Type, String> {
    match e {
        Expr::Real(_) | Expr::Temp(_) => Ok(Type::REAL),
        Expr::Int(_) => Ok(Type::INT),
        Expr::Var(v) => Ok(p.var(*v).ty),
        Expr::Index(v, idx) => index_type(p, p.var(*v).ty, &p.var(*v).name, idx),
        Expr::Unary(UnOp::Neg, a) => infer(p, a),
        Expr::Unary(UnOp::Not, a) => int_scalar(p, a, "operand of !").map(|_| Type::INT),
        Expr::Binary(op, a, b) => binary(p, *op, a, b),
        Expr::Call(f, args) => {
            if args.len() != f.arity() {
                return Err(format!("{} takes {} argument(s), got {}", f.name(), f.arity(), args.len()));
            }
            if args.len() == 1 {
                let t = infer(p, &args[0])?;
                return Ok(Type { elem: Elem::Real, shape: t.shape });
            }
            for a in args {
                real_scalar(p, a, f.name())?;
            }
            Ok(Type::REAL)
        }
        Expr::Reduce(r, a) => {
            let t = infer(p, a)?;
            if t.shape == Shape::Scalar {
                return Err(format!("{} needs a vector or matrix, got {t}", r.name()));
            }
            if *r == super::Reduction::Sd && matches!(t.shape.len(), 0) {
                return Err(format!("sd needs at least 1 element, got {t}"));
            }
            Ok(Type::REAL)
        }
        Expr::Dot(a, b) => {
            let (ta, tb) = (infer(p, a)?, infer(p, b)?);
            match (ta.shape, tb.shape) {
                (Shape::Vector(n), Shape::Vector(m)) if n == m => Ok(Type::REAL),
                _ => Err(format!("dot_product needs two vectors of one length, got {ta} and {tb}")),
            }
        }
        Expr::RepVector(a, n) => real_scalar(p, a, "rep_vector").map(|_| Type::vector(*n)),
        Expr::ToReal(a) => {
            let t = infer(p, a)?;
            if t.elem != Elem::Int {
                return Err(format!("real() converts ints, got {t}"));
            }
            Ok(Type { elem: Elem::Real, shape: t.shape })
        }
        Expr::Lpdf(l) => lpdf(p, l).map(|_| Type::REAL),
    }
}

fn index_type(p: &Program, base: Type, name: &str, idx: &[Expr]) -> Result<Type, String> {
    if idx.len() != base.shape.rank() {
        return Err(format!("{name} has type {base} and takes {} index(es), got {}", base.shape.rank(), idx.len()));
    }
    let mut multi = None;
    for i in idx {
        let t = infer(p, i)?;
        match (t.elem, t.shape) {
            (Elem::Int, Shape::Scalar) => {}
            (Elem::Int, Shape::Vector(n)) if idx.len() == 1 => multi = Some(n),
            _ => return Err(format!("index of {name} must be an int (or an int array for a vector), got {t}")),
        }
    }
    let shape = multi.map_or(Shape::Scalar, Shape::Vector);
    Ok(Type { elem: base.elem, shape })
}

fn binary(p: &Program, op: BinOp, a: &Expr, b: &Expr) -> Result<Type, String> {
    let (ta, tb) = (infer(p, a)?, infer(p, b)?);
    let sym = op.symbol();
    if matches!(op, BinOp::And | BinOp::Or | BinOp::Mod) {
        if ta != Type::INT || tb != Type::INT {
            return Err(format!("{sym} takes two int scalars, got {ta} and {tb}"));
        }
        return Ok(Type::INT);
    }
    if op.is_logical() {
        if !ta.is_scalar() || !tb.is_scalar() {
            return Err(format!("{sym} compares two scalars, got {ta} and {tb}"));
        }
        return Ok(Type::INT);
    }
    let both_int = ta.elem == Elem::Int && tb.elem == Elem::Int;
    if !ta.is_scalar() && ta.elem == Elem::Int || !tb.is_scalar() && tb.elem == Elem::Int {
        return Err(format!("{sym} has no meaning on int arrays ({ta} and {tb}); convert with real()"));
    }
    let elem = if both_int { Elem::Int } else { Elem::Real };
    let shape = match (op, ta.shape, tb.shape) {
        (_, Shape::Scalar, s) if op != BinOp::Div || s == Shape::Scalar => s,
        (_, s, Shape::Scalar) => s,
        (BinOp::Mul, Shape::Matrix(r, c), Shape::Vector(n)) if c == n => Shape::Vector(r),
        (BinOp::Mul, Shape::Matrix(r, c), Shape::Matrix(k, m)) if c == k => Shape::Matrix(r, m),
        (BinOp::Add | BinOp::Sub | BinOp::ElemMul | BinOp::ElemDiv, x, y) if x == y => x,
        _ => return Err(format!("{sym} cannot combine {ta} and {tb}")),
    };
    Ok(Type { elem, shape })
}

fn int_scalar(p: &Program, e: &Expr, what: &str) -> Result<(), String> {
    let t = infer(p, e)?;
    if t != Type::INT {
        return Err(format!("{what} must be an int scalar, got {t}"));
    }
    Ok(())
}

/// Checks that `e` is a real (or int, promoted) scalar.
pub fn real_scalar(p: &Program, e: &Expr, what: &str) -> Result<(), String> {
    let t = infer(p, e)?;
    if !t.is_scalar() {
        return Err(format!("{what} takes scalars, got {t}"));
    }
    Ok(())
}

/// The common length of a distribution's arguments (None when all are scalars).
pub fn lpdf(p: &Program, l: &Lpdf) -> Result<Option<usize>, String> {
    let d = l.dist;
    if l.args.len() != d.arity() {
        return Err(format!("{} takes {} argument(s), got {}", d.name(), d.arity(), l.args.len()));
    }
    let mut len = None;
    for (k, a) in l.args.iter().enumerate() {
        let t = infer(p, a)?;
        if d.int_args().contains(&k) && t.elem != Elem::Int {
            return Err(format!("argument {} of {} must be int, got {t}", k + 1, d.name()));
        }
        let n = match t.shape {
            Shape::Scalar => continue,
            Shape::Vector(n) => n,
            Shape::Matrix(..) => return Err(format!("{} takes scalars or vectors, got {t}", d.name())),
        };
        match len {
            Some(m) if m != n => return Err(format!("{} arguments have lengths {m} and {n}", d.name())),
            _ => len = Some(n),
        }
    }
    if let Some(m) = l.mask {
        let t = p.var(m).ty;
        if t.elem != Elem::Int || Some(t.shape) != len.map(Shape::Vector) {
            return Err(format!(
                "mask {} has type {t} but the arguments need int[{}]",
                p.var(m).name,
                len.unwrap_or(1)
            ));
        }
    }
    if let Some(t) = &l.truncation {
        if d != Dist::Normal {
            return Err(format!("truncation is supported for normal only, not {}", d.name()));
        }
        for b in t.lower.iter().chain(t.upper.iter()) {
            real_scalar(p, b, "truncation bound")?;
        }
    }
    Ok(len)
}
