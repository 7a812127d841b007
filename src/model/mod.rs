//! Models: a validated IR program with its data, lowered and differentiated once.

mod builder;
mod data;
mod interchange;
mod ops;

pub use builder::{lpdf, ModelBuilder};
pub use data::{BindError, BoundData};
pub use interchange::model_from_interchange;

use crate::ir::{self, Constraint, Form, IrError, Program, Shape, VarKind};
use crate::Error;

/// Why a program and its data do not make a [`Model`].
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ModelError {
    /// An invalid program, or one the gradient pass cannot differentiate.
    #[error(transparent)]
    Ir(#[from] IrError),
    /// Data values that do not fit the program's data variables.
    #[error(transparent)]
    Bind(#[from] BindError),
}

impl From<ModelError> for Error {
    fn from(e: ModelError) -> Error {
        match e {
            ModelError::Ir(e) => Error::Ir(e),
            ModelError::Bind(e) => Error::Bind(e),
        }
    }
}

/// A model ready to evaluate: the model-form program, its data, and the derived programs.
#[derive(Debug, Clone)]
pub struct Model {
    program: Program,
    data: BoundData,
    checked: Program,
    scalar: Program,
    gradient: Program,
    unconstrain: Program,
    /// Why the model runs on the f64 CPU backend only, if it does.
    f64_only: Option<String>,
}

impl Model {
    /// Validates `program`, checks `data` against it, then lowers it (with the log-Jacobian of
    /// the constraints) and builds its gradient program.
    pub fn new(program: Program, data: BoundData) -> Result<Model, ModelError> {
        ir::validate(&program)?;
        data.check(&program)?;
        let checked = ir::lower(&program, ir::LowerOptions { jacobian: true, keep_checks: true })?;
        let scalar = ir::resolve_checks(&checked);
        let gradient = ir::grad(&scalar)?;
        let unconstrain = ir::unconstrain_program(&program)?;
        Ok(Model { program, data, checked, scalar, gradient, unconstrain, f64_only: None })
    }

    /// The model, marked as running on the f64 CPU backend only, for `reason`: the GPU
    /// backend refuses it ([`GpuError::NeedsF64`](crate::GpuError::NeedsF64)) and
    /// [`BackendRequest::Auto`](crate::BackendRequest::Auto) picks the CPU with a warning.
    pub fn f64_only(mut self, reason: impl Into<String>) -> Model {
        self.f64_only = Some(reason.into());
        self
    }

    /// Why the model runs on the f64 CPU backend only, if it does (see [`Model::f64_only`]).
    pub fn f64_reason(&self) -> Option<&str> {
        self.f64_only.as_deref()
    }

    /// Number of unconstrained parameters.
    pub fn dim(&self) -> usize {
        self.program.dim()
    }

    /// The model-form program.
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// The scalar-form log-density program with the densities' argument checks as
    /// statements: the program the checks on data run on (see [`crate::ir::check`]).
    pub fn checked_program(&self) -> &Program {
        &self.checked
    }

    /// The scalar-form log-density program (the sampling form: checks resolved).
    pub fn scalar_program(&self) -> &Program {
        &self.scalar
    }

    /// The gradient program.
    pub fn gradient_program(&self) -> &Program {
        &self.gradient
    }

    /// The program mapping constrained parameter values to unconstrained ones.
    pub fn unconstrain_program(&self) -> &Program {
        &self.unconstrain
    }

    /// The bound data.
    pub fn data(&self) -> &BoundData {
        &self.data
    }

    /// Names of the constrained parameter elements, then the transformed parameters', in
    /// Stan's style (`beta[1]`, `X[1,2]`): the layout of [`CpuModel::constrain`](crate::CpuModel::constrain).
    pub fn output_names(&self) -> Vec<String> {
        let mut vars: Vec<_> = self.program.params.iter().map(|p| p.var).collect();
        vars.extend(self.program.vars_of(VarKind::Transformed));
        let mut names = Vec::new();
        for v in vars {
            let d = self.program.var(v);
            match d.ty.shape {
                Shape::Scalar => names.push(d.name.clone()),
                Shape::Vector(n) => names.extend((1..=n).map(|i| format!("{}[{i}]", d.name))),
                Shape::Matrix(r, c) => {
                    for i in 1..=r {
                        names.extend((1..=c).map(|j| format!("{}[{i},{j}]", d.name)));
                    }
                }
            }
        }
        names
    }

    /// Whether any parameter is constrained.
    pub fn is_constrained(&self) -> bool {
        self.program.params.iter().any(|p| p.constraint != Constraint::None)
    }

    /// The form of the stored model program (always [`Form::Model`]).
    pub fn form(&self) -> Form {
        self.program.form
    }
}
