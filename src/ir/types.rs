//! Types, shapes and variable declarations of the IR.

use std::fmt;

/// Identifies a variable in a [`Program`](super::Program)'s table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// Identifies an immutable scalar temporary (`let`) of a scalar-form program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TempId(pub u32);

/// The element type of a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Elem {
    /// A real number (f64 on the CPU, f32 on the GPU).
    Real,
    /// A 64-bit integer on the CPU (i32 on the GPU).
    Int,
}

/// The shape of a value; every size is fixed once data is bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    /// One element.
    Scalar,
    /// `n` elements (a Stan vector or one-dimensional array).
    Vector(usize),
    /// `rows × cols` elements stored row-major.
    Matrix(usize, usize),
}

impl Shape {
    /// Number of elements.
    pub fn len(&self) -> usize {
        match *self {
            Shape::Scalar => 1,
            Shape::Vector(n) => n,
            Shape::Matrix(r, c) => r * c,
        }
    }

    /// Whether the shape holds no element (a zero-length vector or matrix).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Number of indices that select one element.
    pub fn rank(&self) -> usize {
        match self {
            Shape::Scalar => 0,
            Shape::Vector(_) => 1,
            Shape::Matrix(..) => 2,
        }
    }
}

/// The type of a variable or expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Type {
    /// Real or int.
    pub elem: Elem,
    /// Scalar, vector or matrix.
    pub shape: Shape,
}

impl Type {
    /// A real scalar.
    pub const REAL: Type = Type { elem: Elem::Real, shape: Shape::Scalar };
    /// An int scalar.
    pub const INT: Type = Type { elem: Elem::Int, shape: Shape::Scalar };

    /// A real vector of length `n`.
    pub fn vector(n: usize) -> Type {
        Type { elem: Elem::Real, shape: Shape::Vector(n) }
    }

    /// A real matrix.
    pub fn matrix(rows: usize, cols: usize) -> Type {
        Type { elem: Elem::Real, shape: Shape::Matrix(rows, cols) }
    }

    /// An int array of length `n`.
    pub fn int_array(n: usize) -> Type {
        Type { elem: Elem::Int, shape: Shape::Vector(n) }
    }

    /// Whether this is a real or int scalar.
    pub fn is_scalar(&self) -> bool {
        self.shape == Shape::Scalar
    }

    /// Whether elements are real.
    pub fn is_real(&self) -> bool {
        self.elem == Elem::Real
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.elem, self.shape) {
            (Elem::Real, Shape::Scalar) => write!(f, "real"),
            (Elem::Int, Shape::Scalar) => write!(f, "int"),
            (Elem::Real, Shape::Vector(n)) => write!(f, "vector[{n}]"),
            (Elem::Int, Shape::Vector(n)) => write!(f, "int[{n}]"),
            (Elem::Real, Shape::Matrix(r, c)) => write!(f, "matrix[{r}, {c}]"),
            (Elem::Int, Shape::Matrix(r, c)) => write!(f, "int[{r}, {c}]"),
        }
    }
}

/// What a variable is and where its values live.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VarKind {
    /// Read-only data bound before compilation (shared by all chains).
    Data,
    /// A constrained model parameter (computed from the unconstrained input in scalar form).
    Param,
    /// A transformed parameter: stored per chain and reported with the draws.
    Transformed,
    /// A local variable, alive from its `decl` statement to the end of its block.
    Local,
    /// A loop counter (int scalar), bound by its `for` statement.
    Loop,
    /// The unconstrained parameter vector, the input of scalar-form programs.
    Input,
    /// The adjoint of another real variable (gradient programs only).
    Adjoint(VarId),
    /// The gradient with respect to the unconstrained input (gradient programs only).
    Gradient,
}

impl VarKind {
    /// Kinds whose values are stored per chain and written by statements.
    pub fn is_writable(&self) -> bool {
        matches!(self, VarKind::Param | VarKind::Transformed | VarKind::Local | VarKind::Adjoint(_) | VarKind::Gradient)
    }
}

/// One entry of a program's variable table.
#[derive(Debug, Clone, PartialEq)]
pub struct VarDecl {
    /// The source name (unique within a program).
    pub name: String,
    /// Element type and shape.
    pub ty: Type,
    /// Role of the variable.
    pub kind: VarKind,
}
