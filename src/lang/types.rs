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
