//! Why a Stan program rejects a point, in the program's own terms. The IR reports a failed
//! evaluation by variable and 0-based position, without the source; the host interpreter
//! runs the transformed parameters and model blocks from the source at the same point and
//! meets the same failure at its statement: an index out of range (1-based), a transformed
//! parameter outside its bounds (the element named), a distribution's argument check, a
//! `reject`. [`StanModel::explain`] adds that, with the source line, to a failed
//! initialisation's error.

use super::diag::ErrorKind;
use super::interp::{self, NanBound};
use super::value::{Data, Value};
use super::StanModel;
use crate::cpu::{CpuModel, EvalError};
use crate::sampler::SampleError;

impl StanModel {
    /// The first failure the host meets running the transformed parameters and model blocks at
    /// the unconstrained `point` (each transformed parameter's bounds checked after its
    /// block), rendered against the source; `None` where it meets none, or where the program
    /// uses what the host does not run there (an `_lp` function, say).
    pub fn explain_point(&self, point: &[f64]) -> Option<String> {
        let constrained = CpuModel::new(&self.model).constrain_so_far(point).ok()?;
        let mut env = self.env.clone();
        env.explaining = true;
        let mut at = 0;
        for (name, ty, shape) in &self.outputs[..self.n_params] {
            let n: usize = shape.iter().product();
            let v = Value { ty: *ty, shape: shape.clone(), data: Data::Real(constrained.get(at..at + n)?.to_vec()) };
            env.set(name, v);
            at += n;
        }
        let run = interp::exec_checked(&self.tparams, &mut env, NanBound::Breaks)
            .and_then(|()| interp::exec(&self.model_block, &mut env));
        match run {
            Err(d) if d.kind == ErrorKind::Runtime => Some(self.render(&d).to_string()),
            _ => None,
        }
    }

    /// `e` with the reason the host finds: for a failed initialisation, at its last candidate;
    /// for an index out of range (which stops a run), at the origin of the unconstrained
    /// space, where an index from the data fails alike (a reason that is not an index error
    /// is not that error's, and is left out). Any other error as it is.
    pub fn explain(&self, e: SampleError) -> SampleError {
        match e {
            SampleError::Init { chain, tries, check, point, reason: None } => {
                let reason = self.explain_point(&point).map(Box::new);
                SampleError::Init { chain, tries, check, point, reason }
            }
            SampleError::Eval(EvalError::IndexOutOfRange { .. })
            | SampleError::Evaluation { source: EvalError::IndexOutOfRange { .. }, .. } => {
                match self.explain_point(&vec![0.0; self.model.dim()]) {
                    Some(reason) if reason.contains("index") => SampleError::Located { error: Box::new(e), reason },
                    _ => e,
                }
            }
            other => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::compile_stan;
    use crate::data::DataSet;

    fn explained(source: &str, data: &str, point: &[f64]) -> Option<String> {
        let data = DataSet::from_json_str(data).unwrap();
        compile_stan(source, "m.stan", &data).unwrap().explain_point(point)
    }

    #[test]
    fn a_transformed_parameter_outside_its_bound_is_named_with_its_line() {
        let src = "parameters { real mu; }\ntransformed parameters {\n  vector<lower=0>[2] s = [1, -1 - mu^2]';\n}\nmodel { mu ~ normal(0, 1); }\n";
        let why = explained(src, "{}", &[0.5]).unwrap();
        assert!(why.contains("s[2] is -1.25, but must be greater than or equal to 0"), "{why}");
        assert!(why.contains("m.stan:3:"), "{why}");
    }

    #[test]
    fn a_failed_argument_check_and_an_index_error_are_located() {
        let src = "parameters { real mu; }\nmodel {\n  real s = -exp(mu);\n  mu ~ normal(0, s);\n}\n";
        let why = explained(src, "{}", &[0.0]).unwrap();
        assert!(why.contains("sigma is -1, but must be positive") && why.contains("m.stan:4:"), "{why}");
        let src = "data { int N; vector[N] y; array[N] int idx; }\nparameters { real mu; }\n\
                   model {\n  for (n in 1:N) y[idx[n]] ~ normal(mu, 1);\n}\n";
        let why = explained(src, r#"{"N": 3, "y": [1, 2, 3], "idx": [1, 2, 4]}"#, &[0.0]).unwrap();
        assert!(why.contains("index 4") && why.contains("m.stan:4:"), "{why}");
        let fine = explained(src, r#"{"N": 3, "y": [1, 2, 3], "idx": [1, 2, 3]}"#, &[0.0]);
        assert_eq!(fine, None);
    }
}
