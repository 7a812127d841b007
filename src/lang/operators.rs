//! Stan's operator functions: `add(a, b)` is `a + b`, `minus(a)` is `-a`, `logical_gt(a, b)`
//! is `a > b`, and so on. The checker rewrites such a call into the operator expression, so
//! it has the operator's typing and lowering.

use super::ast::{BinOp, Expr, ExprKind, UnOp};

/// The binary operator a two-argument operator function names.
fn binary(name: &str) -> Option<BinOp> {
    Some(match name {
        "add" => BinOp::Add,
        "subtract" => BinOp::Sub,
        "multiply" => BinOp::Mul,
        "divide" => BinOp::Div,
        "modulus" => BinOp::Mod,
        "elt_multiply" => BinOp::ElemMul,
        "elt_divide" => BinOp::ElemDiv,
        "logical_eq" => BinOp::Eq,
        "logical_neq" => BinOp::Ne,
        "logical_lt" => BinOp::Lt,
        "logical_lte" => BinOp::Le,
        "logical_gt" => BinOp::Gt,
        "logical_gte" => BinOp::Ge,
        "logical_and" => BinOp::And,
        "logical_or" => BinOp::Or,
        _ => return None,
    })
}

/// The unary operator a one-argument operator function names.
fn unary(name: &str) -> Option<UnOp> {
    Some(match name {
        "minus" => UnOp::Neg,
        "plus" => UnOp::Plus,
        "logical_negation" => UnOp::Not,
        _ => return None,
    })
}

/// The operator expression for a call of an operator function (its arguments moved out of
/// `args`), or `None` for any other call.
pub fn operator_form(name: &str, args: &mut Vec<Expr>) -> Option<ExprKind> {
    match args.len() {
        2 => {
            let op = binary(name)?;
            let mut it = std::mem::take(args).into_iter();
            let (a, b) = (it.next()?, it.next()?);
            Some(ExprKind::Binary(op, Box::new(a), Box::new(b)))
        }
        1 => {
            let op = unary(name)?;
            let a = std::mem::take(args).into_iter().next()?;
            Some(ExprKind::Unary(op, Box::new(a)))
        }
        _ => None,
    }
}
