//! Stan types as the checker sees them: a base (int, real, vector, row vector, matrix) and a
//! number of array dimensions; sizes are only known once data is bound.

use std::fmt;

/// The element shape of a type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Base {
    Int,
    Real,
    Vector,
    RowVector,
    Matrix,
}

/// A Stan type without sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SType {
    /// The element shape.
    pub base: Base,
    /// Number of array dimensions around it.
    pub dims: usize,
}

impl SType {
    pub const INT: SType = SType { base: Base::Int, dims: 0 };
    pub const REAL: SType = SType { base: Base::Real, dims: 0 };
    pub const VECTOR: SType = SType { base: Base::Vector, dims: 0 };
    pub const ROW_VECTOR: SType = SType { base: Base::RowVector, dims: 0 };
    pub const MATRIX: SType = SType { base: Base::Matrix, dims: 0 };

    /// An array of `dims` dimensions of `base`.
    pub fn array(base: Base, dims: usize) -> SType {
        SType { base, dims }
    }

    /// An int or real scalar.
    pub fn is_scalar(self) -> bool {
        self.dims == 0 && matches!(self.base, Base::Int | Base::Real)
    }

    /// An int scalar.
    pub fn is_int(self) -> bool {
        self == SType::INT
    }

    /// Int elements (an int scalar or an array of ints).
    pub fn is_int_valued(self) -> bool {
        self.base == Base::Int
    }

    /// A vector, row vector or matrix (not an array).
    pub fn is_linear(self) -> bool {
        self.dims == 0 && matches!(self.base, Base::Vector | Base::RowVector | Base::Matrix)
    }

    /// One-dimensional values a density can vectorize over: vectors, row vectors, 1-D arrays
    /// of scalars.
    pub fn is_sequence(self) -> bool {
        matches!((self.base, self.dims), (Base::Vector | Base::RowVector, 0) | (Base::Int | Base::Real, 1))
    }

    /// The same shape with real elements.
    pub fn to_real(self) -> SType {
        if self.base == Base::Int {
            SType { base: Base::Real, dims: self.dims }
        } else {
            self
        }
    }

    /// Number of indices that can be applied (array dims plus container dims).
    pub fn rank(self) -> usize {
        self.dims
            + match self.base {
                Base::Int | Base::Real => 0,
                Base::Vector | Base::RowVector => 1,
                Base::Matrix => 2,
            }
    }
}

/// The type of `[a, b, ...]`: a row vector of scalars or a matrix of row vectors.
pub fn row_vector_of(items: &[SType]) -> Result<SType, String> {
    if items.iter().all(|t| t.is_scalar()) {
        return Ok(SType::ROW_VECTOR);
    }
    if items.iter().all(|t| *t == SType::ROW_VECTOR) {
        return Ok(SType::MATRIX);
    }
    Err("[ ... ] takes scalars (a row vector) or row vectors (a matrix) of one kind".to_string())
}

/// The type of `{a, b, ...}`: an array of the elements' type, ints promoted when mixed with
/// reals.
pub fn array_of(items: &[SType]) -> Result<SType, String> {
    let first = items[0];
    let same = |t: &SType| t.to_real() == first.to_real();
    if !items.iter().all(same) {
        return Err(format!("the elements of an array expression must have one type, got {first} and others"));
    }
    let int = items.iter().all(|t| t.base == Base::Int);
    let base = if int { Base::Int } else { first.to_real().base };
    Ok(SType::array(base, first.dims + 1))
}

/// The type of `c ? a : b`: the branches' type, ints promoted when the other is real.
pub fn either_of(a: SType, b: SType) -> Result<SType, String> {
    if a.to_real() != b.to_real() {
        return Err(format!("type mismatch: the branches of ?: have types {a} and {b}"));
    }
    Ok(if a == b { a } else { a.to_real() })
}

/// The type of `x'`.
pub fn transpose_of(t: SType) -> Result<SType, String> {
    match (t.base, t.dims) {
        (Base::Vector, 0) => Ok(SType::ROW_VECTOR),
        (Base::RowVector, 0) => Ok(SType::VECTOR),
        (Base::Matrix, 0) => Ok(SType::MATRIX),
        _ => Err(format!("type mismatch: ' transposes a vector, row vector or matrix, got {t}")),
    }
}

impl fmt::Display for SType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let base = match self.base {
            Base::Int => "int",
            Base::Real => "real",
            Base::Vector => "vector",
            Base::RowVector => "row_vector",
            Base::Matrix => "matrix",
        };
        if self.dims == 0 {
            write!(f, "{base}")
        } else {
            write!(f, "array[{}] {base}", ",".repeat(self.dims - 1))
        }
    }
}
