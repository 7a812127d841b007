//! Host values (f64 and i64, row-major with a shape) and their arithmetic, for the
//! interpreter that runs transformed data and generated quantities.

use super::ast::{BinOp, UnOp};
use super::types::{Base, SType};

/// Element storage.
#[derive(Debug, Clone, PartialEq)]
pub enum Data {
    Int(Vec<i64>),
    Real(Vec<f64>),
}

/// A value: its Stan type, its full shape (array dims, then vector/matrix dims) and elements.
#[derive(Debug, Clone, PartialEq)]
pub struct Value {
    pub ty: SType,
    pub shape: Vec<usize>,
    pub data: Data,
}

impl Value {
    pub fn int(i: i64) -> Value {
        Value { ty: SType::INT, shape: vec![], data: Data::Int(vec![i]) }
    }

    pub fn real(x: f64) -> Value {
        Value { ty: SType::REAL, shape: vec![], data: Data::Real(vec![x]) }
    }

    /// A value of type `ty` and `shape`, every element `NaN` (reals) or `i64::MIN` (ints).
    pub fn filled(ty: SType, shape: Vec<usize>) -> Value {
        let n = shape.iter().product();
        let data = if ty.base == Base::Int { Data::Int(vec![i64::MIN; n]) } else { Data::Real(vec![f64::NAN; n]) };
        Value { ty, shape, data }
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        match &self.data {
            Data::Int(v) => v.len(),
            Data::Real(v) => v.len(),
        }
    }

    /// Elements as reals.
    pub fn reals(&self) -> Vec<f64> {
        match &self.data {
            Data::Int(v) => v.iter().map(|&i| i as f64).collect(),
            Data::Real(v) => v.clone(),
        }
    }

    /// The scalar as a real (first element).
    pub fn as_real(&self) -> f64 {
        match &self.data {
            Data::Int(v) => v.first().map_or(f64::NAN, |&i| i as f64),
            Data::Real(v) => v.first().copied().unwrap_or(f64::NAN),
        }
    }

    /// The int scalar, if this is one.
    pub fn as_int(&self) -> Option<i64> {
        match &self.data {
            Data::Int(v) if v.len() == 1 && self.shape.is_empty() => Some(v[0]),
            _ => None,
        }
    }

    /// The same value with real elements (ints promoted) and a real type.
    pub fn promote(self) -> Value {
        let ty = self.ty.to_real();
        let data = Data::Real(self.reals());
        Value { ty, shape: self.shape, data }
    }

    /// Rows and columns for linear algebra: a vector is a column, a row vector a row.
    fn rc(&self) -> (usize, usize) {
        match (self.ty.base, self.shape.as_slice()) {
            (Base::Vector, [n]) => (*n, 1),
            (Base::RowVector, [n]) => (1, *n),
            (_, [r, c]) => (*r, *c),
            _ => (1, 1),
        }
    }
}

/// `op a`.
pub fn unary(op: UnOp, a: Value) -> Result<Value, String> {
    match (op, a.data) {
        (UnOp::Not, d) => {
            let zero = match d {
                Data::Int(v) => v[0] == 0,
                Data::Real(v) => v[0] == 0.0,
            };
            Ok(Value::int(zero as i64))
        }
        (UnOp::Plus, data) => Ok(Value { data, ..a }),
        (UnOp::Neg, Data::Int(v)) => {
            let negated = v.iter().map(|x| x.checked_neg().ok_or_else(|| format!("integer overflow in -({x})")));
            Ok(Value { data: Data::Int(negated.collect::<Result<_, _>>()?), ..a })
        }
        (UnOp::Neg, Data::Real(v)) => Ok(Value { data: Data::Real(v.iter().map(|x| -x).collect()), ..a }),
    }
}

/// `a op b` for operands the checker accepted; `result` is the checked result type.
pub fn binary(op: BinOp, a: Value, b: Value, result: SType) -> Result<Value, String> {
    if let (Some(x), Some(y)) = (a.as_int(), b.as_int()) {
        return int_binary(op, x, y);
    }
    if a.shape.is_empty() && b.shape.is_empty() {
        let (x, y) = (a.as_real(), b.as_real());
        return Ok(match op {
            BinOp::Eq => Value::int((x == y) as i64),
            BinOp::Ne => Value::int((x != y) as i64),
            BinOp::Lt => Value::int((x < y) as i64),
            BinOp::Le => Value::int((x <= y) as i64),
            BinOp::Gt => Value::int((x > y) as i64),
            BinOp::Ge => Value::int((x >= y) as i64),
            BinOp::And => Value::int((x != 0.0 && y != 0.0) as i64),
            BinOp::Or => Value::int((x != 0.0 || y != 0.0) as i64),
            _ => Value::real(real_op(op, x, y)),
        });
    }
    let linear = op == BinOp::Mul && !a.shape.is_empty() && !b.shape.is_empty();
    if linear {
        return matmul(&a, &b, result);
    }
    let (shape, n) = if a.shape.is_empty() { (b.shape.clone(), b.len()) } else { (a.shape.clone(), a.len()) };
    if !a.shape.is_empty() && !b.shape.is_empty() && a.shape != b.shape {
        return Err(format!("size mismatch: {} operands of sizes {:?} and {:?}", op.symbol(), a.shape, b.shape));
    }
    let (x, y) = (a.reals(), b.reals());
    let at = |v: &Vec<f64>, i: usize| if v.len() == 1 { v[0] } else { v[i] };
    let out = (0..n).map(|i| real_op(op, at(&x, i), at(&y, i))).collect();
    Ok(Value { ty: result, shape, data: Data::Real(out) })
}

fn real_op(op: BinOp, x: f64, y: f64) -> f64 {
    match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul | BinOp::ElemMul => x * y,
        BinOp::Div | BinOp::ElemDiv => x / y,
        BinOp::Pow => x.powf(y),
        _ => f64::NAN,
    }
}

fn int_binary(op: BinOp, x: i64, y: i64) -> Result<Value, String> {
    let overflow = || format!("integer overflow in {x} {} {y}", op.symbol());
    let v = match op {
        BinOp::Add => x.checked_add(y).ok_or_else(overflow)?,
        BinOp::Sub => x.checked_sub(y).ok_or_else(overflow)?,
        BinOp::Mul | BinOp::ElemMul => x.checked_mul(y).ok_or_else(overflow)?,
        BinOp::Div | BinOp::IntDiv | BinOp::Mod | BinOp::ElemDiv if y == 0 => {
            return Err("integer division by zero".into())
        }
        BinOp::Div | BinOp::IntDiv | BinOp::ElemDiv => x.checked_div(y).ok_or_else(overflow)?,
        BinOp::Mod => x.checked_rem(y).ok_or_else(overflow)?,
        BinOp::Pow => return Ok(Value::real((x as f64).powf(y as f64))),
        BinOp::Eq => (x == y) as i64,
        BinOp::Ne => (x != y) as i64,
        BinOp::Lt => (x < y) as i64,
        BinOp::Le => (x <= y) as i64,
        BinOp::Gt => (x > y) as i64,
        BinOp::Ge => (x >= y) as i64,
        BinOp::And => (x != 0 && y != 0) as i64,
        BinOp::Or => (x != 0 || y != 0) as i64,
    };
    Ok(Value::int(v))
}

fn matmul(a: &Value, b: &Value, result: SType) -> Result<Value, String> {
    let ((r, k), (k2, c)) = (a.rc(), b.rc());
    if k != k2 {
        return Err(format!("size mismatch: cannot multiply {r}x{k} by {k2}x{c}"));
    }
    let (x, y) = (a.reals(), b.reals());
    let mut out = vec![0.0; r * c];
    for i in 0..r {
        for j in 0..c {
            out[i * c + j] = (0..k).map(|m| x[i * k + m] * y[m * c + j]).sum();
        }
    }
    let shape = match result.base {
        Base::Real => vec![],
        Base::Vector => vec![r],
        Base::RowVector => vec![c],
        _ => vec![r, c],
    };
    Ok(Value { ty: result, shape, data: Data::Real(out) })
}

/// Row-major flat positions selected by per-axis index lists of a value of `shape`.
pub fn positions(shape: &[usize], axes: &[Vec<usize>]) -> Vec<usize> {
    let mut out = vec![0usize];
    for (d, &n) in shape.iter().enumerate() {
        let all: Vec<usize>;
        let sel = match axes.get(d) {
            Some(s) => s,
            None => {
                all = (0..n).collect();
                &all
            }
        };
        out = out.iter().flat_map(|&base| sel.iter().map(move |&i| base * n + i)).collect();
    }
    out
}

/// The elements at `pos` as a value of type `ty` and `shape`.
pub fn gather(v: &Value, pos: &[usize], ty: SType, shape: Vec<usize>) -> Value {
    let data = match &v.data {
        Data::Int(d) => Data::Int(pos.iter().map(|&p| d[p]).collect()),
        Data::Real(d) => Data::Real(pos.iter().map(|&p| d[p]).collect()),
    };
    Value { ty, shape, data }
}

/// Writes the elements of `src` (row-major) at `pos` of `dst`.
pub fn scatter(dst: &mut Value, pos: &[usize], src: &Value) {
    match &mut dst.data {
        Data::Int(d) => {
            if let Data::Int(s) = &src.data {
                pos.iter().zip(s).for_each(|(&p, &x)| d[p] = x);
            }
        }
        Data::Real(d) => {
            let s = src.reals();
            let at = |i: usize| if s.len() == 1 { s[0] } else { s[i] };
            pos.iter().enumerate().for_each(|(i, &p)| d[p] = at(i));
        }
    }
}

/// `[a, b, ...]` or `{a, b, ...}`: the items stacked along a new first axis, as a value of
/// type `ty` (ints promoted when `ty` is real).
pub fn stack(items: &[Value], ty: SType) -> Result<Value, String> {
    let inner = items.first().map(|v| v.shape.clone()).unwrap_or_default();
    if items.iter().any(|v| v.shape != inner) {
        return Err("size mismatch: the items of a container expression must have the same sizes".to_string());
    }
    let mut shape = vec![items.len()];
    shape.extend(inner);
    let data = if ty.base == Base::Int {
        Data::Int(items.iter().flat_map(|v| if let Data::Int(d) = &v.data { d.clone() } else { Vec::new() }).collect())
    } else {
        Data::Real(items.iter().flat_map(|v| v.reals()).collect())
    };
    Ok(Value { ty, shape, data })
}

/// `x'`: a vector becomes a row vector and back; a matrix is transposed.
pub fn transpose(v: Value, ty: SType) -> Value {
    let [r, c] = v.shape[..] else { return Value { ty, ..v } };
    let x = v.reals();
    let data = Data::Real((0..r * c).map(|k| x[(k % r) * c + k / r]).collect());
    Value { ty, shape: vec![c, r], data }
}
