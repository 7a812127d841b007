//! The Stan-language front end: parse, type-check and lower a Stan program to a [`Model`].
//!
//! Transformed data runs once on the host in f64 and is bound as data; generated quantities
//! run on the host per draw from the constrained parameters and transformed parameters.

mod ast;
mod bounded_tp;
mod builtins;
mod categorical;
mod check;
mod check_fun;
mod corr_tp;
mod data_constraints;
mod desugar;
mod desugar_mat;
mod desugar_seq;
mod diag;
mod dirichlet;
mod explain;
mod flat;
mod host_fns;
mod host_glm;
mod host_mat;
mod host_misc;
mod host_rng;
mod host_seq;
mod inline;
mod interp;
mod lexer;
mod lkj;
mod lower;
mod lower_expr;
mod lower_lit;
mod ode;
mod ode_dopri;
mod ode_lower;
mod operators;
mod parse_expr;
mod parse_fun;
mod parser;
mod print;
mod simplex_tp;
mod special;
mod split;
mod stan_names;
mod types;
mod value;

pub use diag::{ErrorKind, LangError};

use crate::data::DataSet;
use crate::model::Model;
use crate::rng::{purpose, Philox};

use ast::{Decl, Stmt, StmtKind};
use interp::Env;
use types::SType;
use value::Value;

/// The environment generated quantities run in, kept from draw to draw (see
/// [`StanModel::generated_scope`]); `None` when the model has none.
pub struct GeneratedScope(Option<Env>);

/// The draw generated quantities are evaluated for: their `_rng` functions draw from a
/// Philox stream keyed by the run's seed, the chain and the draw (0-based, in the sampling
/// phase), as the samplers' streams are, so a draw's values do not depend on the chain count,
/// the blocks or the threads, and a repeated position (a rejected proposal) gets fresh draws.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DrawKey {
    pub seed: u64,
    pub chain: usize,
    pub draw: usize,
}

/// A compiled Stan program: the model, and what reporting draws needs.
#[derive(Debug, Clone)]
pub struct StanModel {
    model: Model,
    source: String,
    file: String,
    env: Env,
    outputs: Vec<(String, SType, Vec<usize>)>,
    gq: Vec<Stmt>,
    gq_names: Vec<String>,
    /// The leading entries of `outputs` that are parameters.
    n_params: usize,
    /// The transformed parameters and model blocks, for [`StanModel::explain`].
    tparams: Vec<Stmt>,
    model_block: Vec<Stmt>,
}

/// Parses, checks and lowers Stan `source` (named `file_name` in messages) against `data`.
///
/// ```
/// use wgmc::{compile_stan, CpuModel, DataSet};
/// let data = DataSet::from_json_str(r#"{"N": 2, "y": [0.5, -0.2]}"#)?;
/// let src = "data { int N; vector[N] y; } parameters { real mu; } model { y ~ normal(mu, 1); }";
/// let stan = compile_stan(src, "demo.stan", &data)?;
/// let cpu = CpuModel::new(stan.model());
/// assert!(cpu.log_density(&[0.1])?.is_finite());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn compile_stan(source: &str, file_name: &str, data: &DataSet) -> Result<StanModel, LangError> {
    let render = |d: &diag::Diag| LangError::at(d, source, file_name);
    let mut prog = parser::parse(source).map_err(|d| render(&d))?;
    check::check(&mut prog).map_err(|d| render(&d))?;
    let lowered = lower::lower(&prog, data).map_err(|f| match f {
        lower::Fail::At(d) => render(&d),
        lower::Fail::Data(e) => LangError::Data(e),
    })?;
    let mut model = Model::new(lowered.prog, lowered.bound).map_err(LangError::Model)?;
    if let Some(reason) = lowered.f64_only {
        model = model.f64_only(reason);
    }
    let mut stan = StanModel {
        model,
        source: source.to_string(),
        file: file_name.to_string(),
        env: lowered.env.frozen(),
        outputs: lowered.outputs,
        gq: prog.gq,
        gq_names: Vec::new(),
        n_params: prog.params.iter().filter(|s| matches!(s.kind, StmtKind::Decl(_))).count(),
        tparams: prog.tparams,
        model_block: prog.model,
    };
    stan.gq_names = stan.gq_shapes()?.iter().flat_map(|(d, shape)| element_names(&d.name, shape)).collect();
    Ok(stan)
}

/// Parses and type-checks Stan `source` (named `file_name` in messages) without data: the
/// checks stanc makes. Errors of kind [`ErrorKind::Unsupported`] are valid Stan that wgmc does
/// not handle yet; rules that need data (sizes, bounds) are checked by [`compile_stan`].
pub fn check_stan(source: &str, file_name: &str) -> Result<(), LangError> {
    let render = |d: &diag::Diag| LangError::at(d, source, file_name);
    let mut prog = parser::parse(source).map_err(|d| render(&d))?;
    check::check(&mut prog).map_err(|d| render(&d))
}

/// Names of the elements of a value, Stan style: `x`, `x[1]`, `x[1,2]` (row-major).
fn element_names(name: &str, shape: &[usize]) -> Vec<String> {
    let total: usize = shape.iter().product();
    (0..total)
        .map(|mut flat| {
            if shape.is_empty() {
                return name.to_string();
            }
            let mut idx = vec![0; shape.len()];
            for (d, &n) in shape.iter().enumerate().rev() {
                idx[d] = flat % n + 1;
                flat /= n;
            }
            let idx: Vec<String> = idx.iter().map(|i| i.to_string()).collect();
            format!("{name}[{}]", idx.join(","))
        })
        .collect()
}

impl StanModel {
    /// A model built by another front end (no Stan source, no generated quantities), named
    /// `file_name` in messages and run records.
    pub fn from_model(model: Model, file_name: &str) -> StanModel {
        let (source, file, env) = (String::new(), file_name.to_string(), Env::new());
        // One output of every constrained value, so the length check of `generated_in` holds.
        let outputs = vec![(String::new(), types::SType::VECTOR, vec![model.output_names().len()])];
        let (gq, gq_names, tparams, model_block) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        StanModel { model, source, file, env, outputs, gq, gq_names, n_params: 0, tparams, model_block }
    }

    /// The model (log density, gradient, constraints).
    pub fn model(&self) -> &Model {
        &self.model
    }

    /// Names of the constrained outputs: parameters, then transformed parameters.
    pub fn output_names(&self) -> Vec<String> {
        self.model.output_names()
    }

    /// Names of the generated quantities, in the order [`generated`](Self::generated) returns.
    pub fn generated_names(&self) -> &[String] {
        &self.gq_names
    }

    fn render(&self, d: &diag::Diag) -> LangError {
        LangError::at(d, &self.source, &self.file)
    }

    /// Top-level declarations of generated quantities with their shapes (sizes are data).
    fn gq_shapes(&self) -> Result<Vec<(&Decl, Vec<usize>)>, LangError> {
        let mut out = Vec::new();
        for s in &self.gq {
            if let StmtKind::Decl(d) = &s.kind {
                let shape = interp::decl_shape(d, &self.env).map_err(|e| self.render(&e))?;
                out.push((d, shape));
            }
        }
        Ok(out)
    }

    /// Evaluates the generated quantities at one draw, given its constrained values (the
    /// layout of [`output_names`](Self::output_names)); ints are returned as reals. The `_rng`
    /// functions draw as for draw 0 of chain 0 with seed 0 ([`generated_in`](Self::generated_in)
    /// takes the draw).
    pub fn generated(&self, constrained: &[f64]) -> Result<Vec<f64>, LangError> {
        self.generated_in(&mut self.generated_scope(), constrained, DrawKey::default())
    }

    /// Where [`generated_in`](Self::generated_in) evaluates draw after draw: a scope of its
    /// own over the data, which every scope shares (making one copies no data).
    pub fn generated_scope(&self) -> GeneratedScope {
        GeneratedScope(if self.gq.is_empty() { None } else { Some(self.env.clone()) })
    }

    /// [`generated`](Self::generated) in `scope`. Every draw sets the outputs and declares the
    /// generated quantities afresh (a declaration fills its variable with NaN or 0), so
    /// nothing of an earlier draw reaches a later one.
    pub fn generated_in(
        &self,
        scope: &mut GeneratedScope,
        constrained: &[f64],
        key: DrawKey,
    ) -> Result<Vec<f64>, LangError> {
        let want: usize = self.outputs.iter().map(|(_, _, s)| s.iter().product::<usize>()).sum();
        if constrained.len() != want {
            return Err(LangError::ConstrainedLength { expected: want, got: constrained.len() });
        }
        let Some(env) = &mut scope.0 else {
            return Ok(Vec::new());
        };
        let words = Philox::new(key.seed).words(key.chain as u32, key.draw as u32, purpose::GENERATED, 0);
        env.rng.seed(u64::from(words[0]) | u64::from(words[1]) << 32);
        let mut at = 0;
        for (name, ty, shape) in &self.outputs {
            let n: usize = shape.iter().product();
            let v = Value { ty: *ty, shape: shape.clone(), data: value::Data::Real(constrained[at..at + n].to_vec()) };
            env.set(name, v);
            at += n;
        }
        interp::exec(&self.gq, env).map_err(|e| self.render(&e))?;
        let mut out = Vec::new();
        for (d, _) in self.gq_shapes()? {
            let v = env.get(&d.name).ok_or_else(|| LangError::NoValue(d.name.clone()))?;
            interp::check_declared(d, v, env, interp::NanBound::Passes).map_err(|e| self.render(&e))?;
            out.extend(v.reals());
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One scope serves draw after draw: a quantity the second draw leaves unassigned is NaN,
    /// not the first draw's value, and the data stay as they were.
    #[test]
    fn a_generated_scope_carries_nothing_from_one_draw_to_the_next() {
        let source = "data { real c; }\nparameters { real mu; }\nmodel { mu ~ normal(0, 1); }\n\
            generated quantities {\n  real z;\n  if (mu > 0) z = c + mu;\n  real w = c * mu;\n}\n";
        let mut data = DataSet::new();
        data.insert_real("c", vec![], vec![10.0]).unwrap();
        let stan = compile_stan(source, "gq.stan", &data).unwrap();
        let mut scope = stan.generated_scope();
        assert_eq!(stan.generated_in(&mut scope, &[1.0], DrawKey::default()).unwrap(), [11.0, 10.0]);
        let second = stan.generated_in(&mut scope, &[-2.0], DrawKey::default()).unwrap();
        assert!(second[0].is_nan(), "{second:?}");
        assert_eq!(second[1], -20.0);
        assert_eq!(stan.generated(&[-2.0]).unwrap()[1], -20.0);
    }

    /// A bounded generated quantity that a draw leaves unassigned (NaN) is written as NaN; one
    /// outside its bound fails, naming the element. (In data, NaN breaks every bound.)
    #[test]
    fn a_bounded_generated_quantity_may_be_nan_but_not_outside_its_bound() {
        let source = "parameters { real mu; }\nmodel { mu ~ normal(0, 1); }\n\
            generated quantities {\n  vector<lower=0>[2] z;\n  if (mu > 0) { z[1] = mu; z[2] = mu - 1; }\n}\n";
        let stan = compile_stan(source, "gq.stan", &DataSet::new()).unwrap();
        let left_unassigned = stan.generated(&[-1.0]).unwrap();
        assert!(left_unassigned.iter().all(|z| z.is_nan()), "{left_unassigned:?}");
        assert_eq!(stan.generated(&[2.0]).unwrap(), [2.0, 1.0]);
        let e = stan.generated(&[0.5]).unwrap_err().to_string();
        assert!(e.starts_with("runtime error: z[2] is -0.5, but must be greater than or equal to 0\n"), "{e}");
    }
}
