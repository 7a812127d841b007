//! Container builtins on host values (transformed data, generated quantities, data-only
//! expressions): `to_vector` of a matrix (column-major), `cumulative_sum`, `rep_matrix`, `dims`,
//! `append_col`, `append_row` of matrices and row vectors, `quad_form_diag`, and `col` and
//! `row` (1-based, checked). Values are row-major.

use super::types::{Base, SType};
use super::value::{Data, Value};

fn matrix(r: usize, c: usize, v: Vec<f64>) -> Value {
    Value { ty: SType::MATRIX, shape: vec![r, c], data: Data::Real(v) }
}

/// `dims(x)` of a value of type `ty` and full shape `shape`: the array sizes, then rows and
/// columns of a vector (n, 1), row vector (1, n) or matrix.
pub fn dims(ty: SType, shape: &[usize]) -> Value {
    let mut d: Vec<i64> = shape.iter().map(|&n| n as i64).collect();
    match ty.base {
        Base::Vector => d.push(1),
        Base::RowVector => d.insert(d.len().saturating_sub(1), 1),
        _ => {}
    }
    Value { ty: SType::array(Base::Int, 1), shape: vec![d.len()], data: Data::Int(d) }
}

/// `to_vector(m)` of a matrix: its elements column by column.
pub fn column_major(m: &Value) -> Value {
    let (r, c, x) = (m.shape[0], m.shape[1], m.reals());
    let v: Vec<f64> = (0..r * c).map(|k| x[(k % r) * c + k / r]).collect();
    Value { ty: SType::VECTOR, shape: vec![v.len()], data: Data::Real(v) }
}

/// `col(m, j)`: column j (1-based) of a matrix, a vector.
pub fn column(m: &Value, j: i64) -> Result<Value, String> {
    let (r, c, x) = (m.shape[0], m.shape[1], m.reals());
    let j = usize::try_from(j).ok().filter(|j| (1..=c).contains(j)).ok_or(format!("col: column {j} of {c}"))?;
    let v: Vec<f64> = (0..r).map(|i| x[i * c + j - 1]).collect();
    Ok(Value { ty: SType::VECTOR, shape: vec![r], data: Data::Real(v) })
}

/// `row(m, i)`: row i (1-based) of a matrix, a row vector.
pub fn row(m: &Value, i: i64) -> Result<Value, String> {
    let (r, c, x) = (m.shape[0], m.shape[1], m.reals());
    let i = usize::try_from(i).ok().filter(|i| (1..=r).contains(i)).ok_or(format!("row: row {i} of {r}"))?;
    let v = x[(i - 1) * c..i * c].to_vec();
    Ok(Value { ty: SType::ROW_VECTOR, shape: vec![c], data: Data::Real(v) })
}

/// Running sums, ints staying ints.
pub fn cumulative_sum(x: &Value) -> Value {
    let data = match &x.data {
        Data::Int(v) => Data::Int(
            v.iter()
                .scan(0i64, |s, &k| {
                    *s = s.wrapping_add(k);
                    Some(*s)
                })
                .collect(),
        ),
        Data::Real(v) => Data::Real(
            v.iter()
                .scan(0.0, |s, &k| {
                    *s += k;
                    Some(*s)
                })
                .collect(),
        ),
    };
    Value { data, ..x.clone() }
}

/// `rep_matrix(x, m, n)`, `rep_matrix(v, n)` (columns `v`) or `rep_matrix(rv, m)` (rows `rv`).
pub fn rep_matrix(a: &[Value]) -> Result<Value, String> {
    let size = |v: &Value| {
        let n = v.as_int().unwrap_or(-1);
        usize::try_from(n).ok().filter(|&n| n <= 1 << 14).ok_or(format!("rep_matrix size {n}"))
    };
    let x = a[0].reals();
    Ok(match (a.len(), a[0].ty.base) {
        (3, _) => {
            let (r, c) = (size(&a[1])?, size(&a[2])?);
            matrix(r, c, vec![x[0]; r * c])
        }
        (_, Base::RowVector) => {
            let r = size(&a[1])?;
            matrix(r, x.len(), (0..r).flat_map(|_| x.iter().copied()).collect())
        }
        _ => {
            let c = size(&a[1])?;
            matrix(x.len(), c, x.iter().flat_map(|&v| std::iter::repeat_n(v, c)).collect())
        }
    })
}

/// `append_col(a, b)`: side by side (matrices and vectors, of as many rows), or one row.
pub fn append_col(a: &[Value], ty: SType) -> Result<Value, String> {
    if ty == SType::ROW_VECTOR {
        let x = a[0].reals().into_iter().chain(a[1].reals()).collect::<Vec<_>>();
        return Ok(Value { ty, shape: vec![x.len()], data: Data::Real(x) });
    }
    let cols = |v: &Value| v.shape.get(1).copied().unwrap_or(1);
    let (r, c0, c1) = (a[0].shape[0], cols(&a[0]), cols(&a[1]));
    if a[1].shape[0] != r {
        return Err(format!("append_col: the arguments have {r} and {} rows", a[1].shape[0]));
    }
    let (x, y) = (a[0].reals(), a[1].reals());
    let rows = (0..r).flat_map(|i| x[i * c0..(i + 1) * c0].iter().chain(&y[i * c1..(i + 1) * c1]).copied());
    Ok(matrix(r, c0 + c1, rows.collect()))
}

/// `append_row(a, b)` of matrices and row vectors (row vectors as one row): a matrix.
pub fn append_rows(a: &[Value]) -> Result<Value, String> {
    let cols = |v: &Value| *v.shape.last().unwrap_or(&0);
    let rows = |v: &Value| if v.shape.len() == 2 { v.shape[0] } else { 1 };
    let (c0, c1) = (cols(&a[0]), cols(&a[1]));
    if c0 != c1 {
        return Err(format!("append_row: the arguments have {c0} and {c1} columns"));
    }
    let x = a[0].reals().into_iter().chain(a[1].reals()).collect();
    Ok(matrix(rows(&a[0]) + rows(&a[1]), c0, x))
}

/// `quad_form_diag(m, v)` = `diag_matrix(v) * m * diag_matrix(v)` of a square m.
pub fn quad_form_diag(a: &[Value]) -> Result<Value, String> {
    let (m, v) = (a[0].reals(), a[1].reals());
    let (r, c) = (a[0].shape[0], a[0].shape[1]);
    if r != c {
        return Err(format!("quad_form_diag: expecting a square matrix; rows ({r}) and columns ({c}) differ"));
    }
    if v.len() != r {
        return Err(format!("quad_form_diag: a vector of size {} and a matrix of {r} rows", v.len()));
    }
    Ok(matrix(r, r, (0..r * r).map(|p| v[p / r] * m[p] * v[p % r]).collect()))
}
