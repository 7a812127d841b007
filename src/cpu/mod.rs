//! The f64 CPU reference backend: evaluates log density and gradient for batches of points.

mod compile;
mod interp;

use std::collections::HashSet;

use rayon::prelude::*;

use crate::ir::{CheckFailure, Program, VarKind};
use crate::model::Model;

use compile::{compile, Addr, Compiled, Home};
use interp::{run, Checks, DataStore, State};

/// A runtime error of the interpreter (a model error, not a numerical one: non-finite values
/// are results, never errors).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum EvalError {
    /// An index outside its dimension.
    #[error("index {index} is out of range for dimension {position} of '{var}' (size {size}; indices are 0-based in the IR)")]
    IndexOutOfRange {
        /// The variable.
        var: String,
        /// Which index (1 for the first).
        position: usize,
        /// The offending value.
        index: i64,
        /// The dimension's size.
        size: usize,
    },
    /// An element assigned twice in one evaluation, which the gradient pass does not allow.
    #[error("element {element} of '{var}' is assigned twice; assign each element once (use += to accumulate)")]
    Reassigned {
        /// The variable.
        var: String,
        /// The flat element index.
        element: usize,
    },
    /// Integer division or modulus by zero.
    #[error("integer division by zero")]
    IntDivisionByZero,
    /// An int operation whose result does not fit in 64 bits (the front end's evaluation of
    /// data gives the same error).
    #[error("integer overflow in {x} {op} {y}")]
    IntOverflow {
        /// The left operand (0 for a negation).
        x: i64,
        /// The operator.
        op: &'static str,
        /// The right operand.
        y: i64,
    },
    /// A density's argument failed Stan's check: on data alone (before sampling), or at the
    /// point a diagnosis evaluated.
    #[error("{0}")]
    Check(CheckFailure),
    /// A point of the wrong length.
    #[error("expected {expected} values per point, got {got}")]
    Dimension {
        /// Values the model needs.
        expected: usize,
        /// Values given.
        got: usize,
    },
}

impl EvalError {
    /// Whether Stan counts this as a domain error, which rejects the point (a log density of
    /// −inf) instead of stopping the run: a density's failed argument check, an integer
    /// division by zero. Any other error is a bug in the model (an index out of range, an
    /// element assigned twice) or in the caller (a point of the wrong length).
    pub fn is_domain_error(&self) -> bool {
        matches!(self, EvalError::Check(_) | EvalError::IntDivisionByZero)
    }
}

/// One compiled program with its data laid out and variable names for messages.
#[derive(Debug)]
struct Runner {
    compiled: Compiled,
    data: DataStore,
    names: Vec<String>,
    input: usize,
}

impl Runner {
    fn new(p: &Program, model: &Model) -> Runner {
        let compiled = compile(p);
        let mut data = DataStore { reals: vec![0.0; compiled.data_reals], ints: vec![0; compiled.data_ints] };
        let mut read = HashSet::new();
        p.body.iter().for_each(|s| s.visit(&mut |s| s.exprs().iter().for_each(|e| read.extend(e.reads()))));
        for v in p.vars_of(VarKind::Data).into_iter().filter(|v| read.contains(v)) {
            match compiled.homes[&v] {
                Home::DataReal(at) => {
                    let values = model.data().real(v).expect("data checked by Model::new");
                    data.reals[at..at + values.len()].copy_from_slice(values);
                }
                Home::DataInt(at) => {
                    let values = model.data().int(v).expect("data checked by Model::new");
                    data.ints[at..at + values.len()].copy_from_slice(values);
                }
                _ => unreachable!("data lives in data storage"),
            }
        }
        let input = p.input().map(|v| compiled.homes[&v]);
        let Some(Home::Real(input)) = input else { unreachable!("scalar-form programs have an input") };
        let names = p.vars.iter().map(|v| v.name.clone()).collect();
        Runner { compiled, data, names, input }
    }

    fn home(&self, p: &Program, kind: VarKind) -> Option<usize> {
        let v = p.vars_of(kind).first().copied()?;
        match self.compiled.homes[&v] {
            Home::Real(at) => Some(at),
            _ => None,
        }
    }

    fn run(&self, point: &[f64], state: &mut State) -> Result<(), EvalError> {
        self.run_checking(point, state, Checks::Data)
    }

    fn run_checking(&self, point: &[f64], state: &mut State, checks: Checks) -> Result<(), EvalError> {
        state.reset();
        state.reals[self.input..self.input + point.len()].copy_from_slice(point);
        let names = |a: &Addr| self.names[a.var.0 as usize].clone();
        run(&self.compiled, &self.data, state, &names, checks)
    }
}

/// The CPU reference backend of one model: log density, gradient, and the constraint
/// transforms, in f64.
#[derive(Debug)]
pub struct CpuModel {
    dim: usize,
    /// Number of constrained parameter elements (the length [`CpuModel::unconstrain`] takes).
    constrained_len: usize,
    logp: Runner,
    grad: Runner,
    grad_at: usize,
    unconstrain: Runner,
    unconstrain_out: usize,
    outputs: Vec<(usize, usize)>,
}

impl CpuModel {
    /// Compiles the model's programs for the interpreter. The densities' argument checks on
    /// data are not part of them: [`check_data`] runs those (samplers and [`Evaluator`] call it).
    ///
    /// [`Evaluator`]: crate::Evaluator
    pub fn new(model: &Model) -> CpuModel {
        let logp = Runner::new(model.scalar_program(), model);
        let grad = Runner::new(model.gradient_program(), model);
        let grad_at = grad.home(model.gradient_program(), VarKind::Gradient).expect("gradient programs have one");
        let unconstrain = Runner::new(model.unconstrain_program(), model);
        let unconstrain_out = unconstrain.home(model.unconstrain_program(), VarKind::Transformed).expect("output");
        let scalar = model.scalar_program();
        let mut vars: Vec<_> = scalar.params.iter().map(|p| p.var).collect();
        vars.extend(model.program().vars_of(VarKind::Transformed));
        let outputs = vars
            .into_iter()
            .map(|v| match logp.compiled.homes[&v] {
                Home::Real(at) => (at, scalar.var(v).ty.shape.len()),
                _ => unreachable!("parameters are real"),
            })
            .collect();
        let constrained_len = model.program().constrained_len();
        CpuModel { dim: model.dim(), constrained_len, logp, grad, grad_at, unconstrain, unconstrain_out, outputs }
    }

    /// Number of unconstrained parameters.
    pub fn dim(&self) -> usize {
        self.dim
    }

    fn check(&self, point: &[f64]) -> Result<(), EvalError> {
        if point.len() != self.dim {
            return Err(EvalError::Dimension { expected: self.dim, got: point.len() });
        }
        Ok(())
    }

    /// Log density (with the log-Jacobian) at an unconstrained point.
    pub fn log_density(&self, point: &[f64]) -> Result<f64, EvalError> {
        self.check(point)?;
        let mut state = State::new(&self.logp.compiled);
        self.logp.run(point, &mut state)?;
        Ok(state.target)
    }

    /// Log density and its gradient with respect to the unconstrained point.
    pub fn log_density_gradient(&self, point: &[f64], grad: &mut [f64]) -> Result<f64, EvalError> {
        self.check(point)?;
        let mut state = State::new(&self.grad.compiled);
        self.grad_into(point, grad, &mut state)
    }

    fn grad_into(&self, point: &[f64], grad: &mut [f64], state: &mut State) -> Result<f64, EvalError> {
        self.grad.run(point, state)?;
        grad.copy_from_slice(&state.reals[self.grad_at..self.grad_at + self.dim]);
        Ok(state.target)
    }

    /// Log densities and gradients of many points (`points.len() = n · dim`), in parallel.
    pub fn batch_log_density_gradient(
        &self,
        points: &[f64],
        logp: &mut [f64],
        grads: &mut [f64],
    ) -> Result<(), EvalError> {
        let d = self.dim.max(1);
        let n = logp.len();
        if points.len() != n * self.dim || grads.len() != n * self.dim {
            return Err(EvalError::Dimension { expected: n * self.dim, got: points.len().min(grads.len()) });
        }
        let results: Vec<Result<(), EvalError>> = logp
            .par_iter_mut()
            .zip(grads.par_chunks_mut(d))
            .zip(points.par_chunks(d))
            .map_init(
                || State::new(&self.grad.compiled),
                |state, ((lp, g), point)| {
                    *lp = self.grad_into(point, g, state)?;
                    Ok(())
                },
            )
            .collect();
        results.into_iter().collect()
    }

    /// Constrained parameter values, then transformed parameters, at an unconstrained point
    /// (the layout of [`Model::output_names`]).
    pub fn constrain(&self, point: &[f64]) -> Result<Vec<f64>, EvalError> {
        let (values, run) = self.run_outputs(point)?;
        run.map(|()| values)
    }

    /// [`constrain`](Self::constrain)'s values as far as the log density program computes
    /// them before it fails, if it does: the parameters come first, so they are all there
    /// where the model fails later (at an index from the data, say).
    pub fn constrain_so_far(&self, point: &[f64]) -> Result<Vec<f64>, EvalError> {
        self.run_outputs(point).map(|(values, _)| values)
    }

    /// The output values after running the log density program at `point`, and how the run
    /// ended.
    fn run_outputs(&self, point: &[f64]) -> Result<(Vec<f64>, Result<(), EvalError>), EvalError> {
        self.check(point)?;
        let mut state = State::new(&self.logp.compiled);
        let run = self.logp.run(point, &mut state).map(|_| ());
        Ok((self.outputs.iter().flat_map(|&(at, len)| state.reals[at..at + len].to_vec()).collect(), run))
    }

    /// The unconstrained point of constrained parameter values (in declaration order).
    pub fn unconstrain(&self, constrained: &[f64]) -> Result<Vec<f64>, EvalError> {
        if constrained.len() != self.constrained_len {
            return Err(EvalError::Dimension { expected: self.constrained_len, got: constrained.len() });
        }
        let mut state = State::new(&self.unconstrain.compiled);
        self.unconstrain.run(constrained, &mut state)?;
        Ok(state.reals[self.unconstrain_out..self.unconstrain_out + self.dim].to_vec())
    }
}

/// Evaluates the log density once at the origin of the unconstrained space: an error that is
/// not a domain error there (an index out of range) is returned. Stan's indexes are integers,
/// from the data and loop counters, so an index that fails anywhere fails there too, unless a
/// branch on the parameters hides it.
pub fn check_structure(model: &Model) -> Result<(), EvalError> {
    let runner = Runner::new(model.scalar_program(), model);
    let mut state = State::new(&runner.compiled);
    match runner.run(&vec![0.0; model.dim()], &mut state) {
        Err(e) if !e.is_domain_error() => Err(e),
        _ => Ok(()),
    }
}

/// Runs the densities' argument checks on data alone (Stan's checks that no parameter
/// affects) once: the first failure is an [`EvalError::Check`] naming the distribution, the
/// argument and the value. Every sampling run calls it before the first draw, on either
/// backend; the sampling programs leave these checks out.
pub fn check_data(model: &Model) -> Result<(), EvalError> {
    let checks = crate::ir::check::data_checks(model.checked_program());
    let runner = Runner::new(&checks, model);
    let mut state = State::new(&runner.compiled);
    runner.run_checking(&vec![0.0; model.dim()], &mut state, Checks::Data)
}

/// The first argument check that fails at an unconstrained point, if any: why a point's log
/// density is −inf, for the message when no initial point is found.
pub fn failed_check(model: &Model, point: &[f64]) -> Option<CheckFailure> {
    if point.len() != model.dim() {
        return None;
    }
    let checked = Runner::new(model.checked_program(), model);
    let mut state = State::new(&checked.compiled);
    match checked.run_checking(point, &mut state, Checks::All) {
        Err(EvalError::Check(failure)) => Some(failure),
        _ => None,
    }
}
