//! Data values bound to a program's data variables.

use std::collections::HashMap;

use crate::ir::{Elem, Program, VarId, VarKind};

/// The values of a program's data variables, row-major.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BoundData {
    reals: HashMap<VarId, Vec<f64>>,
    ints: HashMap<VarId, Vec<i64>>,
}

/// A data variable without values, or with values of the wrong length or kind.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("data variable '{name}' {problem}")]
pub struct BindError {
    /// The variable.
    pub name: String,
    /// What is wrong.
    pub problem: String,
}

impl BoundData {
    /// No values yet.
    pub fn new() -> BoundData {
        BoundData::default()
    }

    /// Binds real values to a data variable.
    pub fn set_real(&mut self, var: VarId, values: Vec<f64>) {
        self.reals.insert(var, values);
    }

    /// Binds int values to a data variable.
    pub fn set_int(&mut self, var: VarId, values: Vec<i64>) {
        self.ints.insert(var, values);
    }

    /// Real values of a variable.
    pub fn real(&self, var: VarId) -> Option<&[f64]> {
        self.reals.get(&var).map(|v| v.as_slice())
    }

    /// Int values of a variable.
    pub fn int(&self, var: VarId) -> Option<&[i64]> {
        self.ints.get(&var).map(|v| v.as_slice())
    }

    /// Checks that every data variable of `p` has values of its type and length.
    pub fn check(&self, p: &Program) -> Result<(), BindError> {
        for v in p.vars_of(VarKind::Data) {
            let d = p.var(v);
            let len = match d.ty.elem {
                Elem::Real => self.real(v).map(|x| x.len()),
                Elem::Int => self.int(v).map(|x| x.len()),
            };
            let problem = match len {
                None => format!("has no {} values bound", if d.ty.is_real() { "real" } else { "int" }),
                Some(n) if n != d.ty.shape.len() => {
                    format!("has {n} values but its type {} needs {}", d.ty, d.ty.shape.len())
                }
                Some(_) => continue,
            };
            return Err(BindError { name: d.name.clone(), problem });
        }
        for (&v, &(lo, hi)) in &p.int_ranges {
            if let Some(x) = self.int(v).into_iter().flatten().find(|x| !(lo..=hi).contains(*x)) {
                let problem = format!("has the value {x}, outside the range {lo} to {hi} the program was built for");
                return Err(BindError { name: p.var(v).name.clone(), problem });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Type;

    /// An int data variable bound to values outside the range its program was built for (a
    /// tape sized from them) is refused.
    #[test]
    fn int_values_outside_the_programs_range_are_refused() {
        let mut p = Program::new();
        let k = p.add_var("k", Type { elem: Elem::Int, shape: crate::ir::Shape::Vector(3) }, VarKind::Data);
        p.int_ranges.insert(k, (1, 4));
        let mut data = BoundData::new();
        data.set_int(k, vec![1, 4, 2]);
        assert!(data.check(&p).is_ok());
        data.set_int(k, vec![1, 5, 2]);
        let e = data.check(&p).unwrap_err().to_string();
        assert!(e.contains("'k' has the value 5, outside the range 1 to 4"), "{e}");
    }
}
