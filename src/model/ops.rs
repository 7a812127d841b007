//! Arithmetic operators and conversions on IR expressions, for building models in Rust.

use std::ops::{Add, Div, Mul, Neg, Sub};

use crate::ir::{BinOp, Expr, UnOp, VarId};

impl From<f64> for Expr {
    fn from(x: f64) -> Expr {
        Expr::Real(x)
    }
}

impl From<i64> for Expr {
    fn from(i: i64) -> Expr {
        Expr::Int(i)
    }
}

impl From<VarId> for Expr {
    fn from(v: VarId) -> Expr {
        Expr::Var(v)
    }
}

impl From<&Expr> for Expr {
    fn from(e: &Expr) -> Expr {
        e.clone()
    }
}

macro_rules! binary_op {
    ($trait:ident, $method:ident, $op:expr) => {
        impl<T: Into<Expr>> $trait<T> for Expr {
            type Output = Expr;
            fn $method(self, rhs: T) -> Expr {
                Expr::binary($op, self, rhs.into())
            }
        }

        impl<T: Into<Expr>> $trait<T> for &Expr {
            type Output = Expr;
            fn $method(self, rhs: T) -> Expr {
                Expr::binary($op, self.clone(), rhs.into())
            }
        }

        impl $trait<Expr> for f64 {
            type Output = Expr;
            fn $method(self, rhs: Expr) -> Expr {
                Expr::binary($op, Expr::Real(self), rhs)
            }
        }
    };
}

binary_op!(Add, add, BinOp::Add);
binary_op!(Sub, sub, BinOp::Sub);
binary_op!(Mul, mul, BinOp::Mul);
binary_op!(Div, div, BinOp::Div);

impl Neg for Expr {
    type Output = Expr;
    fn neg(self) -> Expr {
        Expr::Unary(UnOp::Neg, Box::new(self))
    }
}

impl Expr {
    /// `self .* rhs`
    pub fn elem_mul(self, rhs: impl Into<Expr>) -> Expr {
        Expr::binary(BinOp::ElemMul, self, rhs.into())
    }

    /// `self ./ rhs`
    pub fn elem_div(self, rhs: impl Into<Expr>) -> Expr {
        Expr::binary(BinOp::ElemDiv, self, rhs.into())
    }

    /// A comparison or logical operator.
    pub fn cmp(self, op: BinOp, rhs: impl Into<Expr>) -> Expr {
        Expr::binary(op, self, rhs.into())
    }
}
