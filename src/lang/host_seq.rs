//! `rep_array` and `segment` on host values (transformed data, generated quantities,
//! data-only expressions), with Stan's checks: a negative size or a segment that does not lie
//! inside its argument is an error. Values are row-major, so an array's elements are
//! contiguous blocks.

use super::types::SType;
use super::value::{Data, Value};

/// Most elements a `rep_array` may make.
const MAX_ELEMENTS: usize = 1 << 28;

/// The count `n` of a size argument, checked to be non-negative.
pub fn count(what: &str, n: i64) -> Result<usize, String> {
    usize::try_from(n).map_err(|_| format!("{what}: size {n}, but must be non-negative"))
}

/// `rep_array(x, n...)`: an array of the given sizes, each element `x`.
pub fn rep_array(a: &[Value]) -> Result<Value, String> {
    let x = &a[0];
    let mut shape = Vec::new();
    for v in &a[1..] {
        shape.push(count("rep_array", v.as_int().unwrap_or(-1))?);
    }
    let copies = shape.iter().try_fold(1usize, |p, &n| p.checked_mul(n));
    let fits = copies.and_then(|c| c.checked_mul(x.len())).is_some_and(|n| n <= MAX_ELEMENTS);
    let copies = copies.filter(|_| fits).ok_or_else(|| format!("rep_array: sizes {shape:?} make too many elements"))?;
    let data = match &x.data {
        Data::Int(v) => Data::Int(v.repeat(copies)),
        Data::Real(v) => Data::Real(v.repeat(copies)),
    };
    shape.extend_from_slice(&x.shape);
    Ok(Value { ty: SType::array(x.ty.base, x.ty.dims + a.len() - 1), shape, data })
}

/// The 0-based start of `segment(x, i, n)` of a sequence of `size` elements, checked as Stan
/// checks it: `1 <= i <= size`, `n >= 0` and, when `n > 0`, `i + n - 1 <= size`.
pub fn segment_start(size: usize, i: i64, n: i64) -> Result<usize, String> {
    if i < 1 || i > size as i64 {
        return Err(format!("segment: i is {i}, but must be in the range 1 to {size}"));
    }
    if n < 0 {
        return Err(format!("segment: n is {n}, but must be non-negative"));
    }
    if n > 0 && i.saturating_add(n - 1) > size as i64 {
        let end = i.saturating_add(n - 1);
        return Err(format!("segment: i + n - 1 is {end}, but must be at most the size {size}"));
    }
    Ok((i - 1) as usize)
}

/// `segment(x, i, n)`: `n` elements of `x` (array elements, or entries of a vector) from the
/// `i`-th.
pub fn segment(a: &[Value]) -> Result<Value, String> {
    let x = &a[0];
    let (i, n) = (a[1].as_int().unwrap_or(0), a[2].as_int().unwrap_or(-1));
    let size = x.shape.first().copied().unwrap_or(0);
    let start = segment_start(size, i, n)?;
    let n = n as usize;
    let block: usize = x.shape[1..].iter().product();
    let range = start * block..(start + n) * block;
    let data = match &x.data {
        Data::Int(v) => Data::Int(v[range].to_vec()),
        Data::Real(v) => Data::Real(v[range].to_vec()),
    };
    let mut shape = x.shape.clone();
    shape[0] = n;
    Ok(Value { ty: x.ty, shape, data })
}
