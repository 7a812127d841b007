//! User initial values, as CmdStan's `init=` file: constrained parameter values by name,
//! checked against the declared constraints and mapped to the unconstrained points the
//! sampler starts from. Parameters without a value are drawn uniformly on (−R, R) as usual
//! (their coordinates are NaN in the points returned here).

use crate::cpu::CpuModel;
use crate::data::{DataError, DataSet};
use crate::ir::Constraint;
use crate::model::Model;
use crate::output::stan_variables;

/// Relative tolerance of the constraint check: a value is within its constraint when
/// constraining its unconstrained image gives it back to this precision (Stan's
/// `CONSTRAINT_TOLERANCE`).
const TOLERANCE: f64 = 1e-8;

/// Why initial values cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum InitError {
    /// Neither one set of values for every chain nor one per chain.
    #[error("initial values: {given} sets given for {chains} chains (give one for every chain, or one per chain)")]
    Chains { given: usize, chains: usize },
    /// A value of the wrong shape or type (the data reader's message).
    #[error("initial values{}: {source}", chain_text(*chain))]
    Value {
        chain: Option<usize>,
        #[source]
        source: DataError,
    },
    /// A value outside the parameter's declared constraint.
    #[error(
        "initial values{}: parameter '{name}' is outside its declared constraint{} (or on its boundary)",
        chain_text(*chain), decl.as_deref().map_or(String::new(), |d| format!(" {d}"))
    )]
    Constraint { chain: Option<usize>, name: String, decl: Option<String> },
    /// The model's parameter names do not split into variables (should not happen).
    #[error("initial values: {0}")]
    Names(String),
}

fn chain_text(chain: Option<usize>) -> String {
    chain.map_or(String::new(), |c| format!(" for chain {}", c + 1))
}

/// The unconstrained initial points (`chains × dim`, NaN where a parameter has no value) of
/// `sets` of constrained values: one set for every chain, or one per chain. Names that are
/// not parameters are ignored, as CmdStan ignores them (an output's generated quantities,
/// say); a value of the wrong shape or outside its constraint is an error naming it.
pub fn initial_points(model: &Model, chains: usize, sets: &[DataSet]) -> Result<Vec<f64>, InitError> {
    if !(sets.len() == 1 || sets.len() == chains) {
        return Err(InitError::Chains { given: sets.len(), chains });
    }
    let cpu = CpuModel::new(model);
    let per_chain = sets.len() > 1;
    let mut out = Vec::with_capacity(chains * model.dim());
    let mut one = Vec::new();
    for (i, set) in sets.iter().enumerate() {
        one = chain_point(model, &cpu, set, per_chain.then_some(i))?;
        if per_chain {
            out.extend_from_slice(&one);
        }
    }
    if !per_chain {
        for _ in 0..chains {
            out.extend_from_slice(&one);
        }
    }
    Ok(out)
}

/// The unconstrained point of one set of values (NaN for parameters without a value).
fn chain_point(model: &Model, cpu: &CpuModel, set: &DataSet, chain: Option<usize>) -> Result<Vec<f64>, InitError> {
    let program = model.program();
    let mut names = model.output_names();
    names.truncate(program.constrained_len());
    let vars = stan_variables(&names).map_err(InitError::Names)?;
    let mut row = vec![f64::NAN; names.len()];
    let mut given = Vec::new();
    for var in &vars {
        if set.get(&var.name).is_none() {
            continue;
        }
        let values = set.real(&var.name, &var.dims).map_err(|source| InitError::Value { chain, source })?;
        row[var.start..var.start + values.len()].copy_from_slice(&values);
        given.push(var);
    }
    let point = cpu.unconstrain(&row).unwrap_or_else(|_| vec![f64::NAN; model.dim()]);
    // Missing parameters' coordinates (NaN) and a boundary's (±inf) at 0: a value on a
    // boundary then fails the round trip below.
    let finite: Vec<f64> = point.iter().map(|&x| if x.is_finite() { x } else { 0.0 }).collect();
    let back = cpu.constrain(&finite).unwrap_or_else(|_| vec![f64::NAN; names.len()]);
    for var in given {
        let range = var.start..var.start + var.dims.iter().product::<usize>();
        let close = |(a, b): (&f64, &f64)| (a - b).abs() <= TOLERANCE * a.abs().max(1.0);
        if !row[range.clone()].iter().zip(&back[range]).all(close) {
            let decl = program.params.iter().find(|p| program.vars[p.var.0 as usize].name == var.name);
            let decl = decl.and_then(|p| constraint_name(&p.constraint)).map(str::to_string);
            return Err(InitError::Constraint { chain, name: var.name.clone(), decl });
        }
    }
    Ok(point)
}

/// How Stan declares a constraint, without its bounds' expressions.
fn constraint_name(c: &Constraint) -> Option<&'static str> {
    Some(match c {
        Constraint::None => return None,
        Constraint::Lower(_) => "<lower=...>",
        Constraint::Upper(_) => "<upper=...>",
        Constraint::LowerUpper(..) => "<lower=..., upper=...>",
        Constraint::Ordered => "(ordered)",
        Constraint::PositiveOrdered => "(positive_ordered)",
        Constraint::Simplex => "(simplex)",
        Constraint::CholeskyCorr => "(cholesky_factor_corr)",
    })
}
