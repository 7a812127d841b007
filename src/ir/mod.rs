//! The model IR: typed programs over scalars, vectors, matrices and int arrays.

mod ad_rules;
pub mod check;
mod closed;
mod corr;
mod deriv;
mod display;
mod dist;
mod expr;
mod func;
mod grad;
mod hoist;
mod lower;
mod program;
mod simplex;
mod simplify;
mod tape;
mod typeck;
mod types;
mod validate;

pub use ad_rules::taped as overwritten_vars;
pub use check::{resolve_checks, CheckFailure, CheckSite};
pub use closed::{eval_closed, lpdf_value};
pub use display::{dump, expr as show_expr};
pub use expr::{BinOp, Dist, Expr, Lpdf, Reduction, Truncation, UnOp};
pub use func::Func;
pub use grad::grad;
pub use lower::{lower, unconstrain_program, LowerOptions};
pub use program::{Constraint, Form, ParamDecl, Program, Stmt};
pub use typeck::infer;
pub use types::{Elem, Shape, TempId, Type, VarDecl, VarId, VarKind};
pub use validate::validate;

/// Errors of the IR layer.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum IrError {
    /// The program breaks a typing, shape or scoping rule.
    #[error("invalid IR at {at}: {message}")]
    Invalid {
        /// The offending node (statement path, parameter or variable).
        at: String,
        /// What is wrong.
        message: String,
    },
    /// The gradient pass cannot differentiate this program as written.
    #[error("cannot differentiate: {0}")]
    Gradient(String),
}
