//! ArviZ's names for a run's draws, shared by the Zarr store and the Python package: Stan
//! variables (name, shape, first column) from element names like `m[1,2]`, with dimensions
//! `<name>_dim_<k>`, and the sample statistics' ArviZ names and types.

use crate::sampler::Stat;

use super::csv_names::split_stan_name;

/// One Stan variable: its name, its shape, and where its elements start among a draw's values.
#[derive(Debug, Clone, PartialEq)]
pub struct Variable {
    pub name: String,
    /// Empty for a scalar.
    pub dims: Vec<usize>,
    pub start: usize,
}

impl Variable {
    /// Elements per draw.
    pub fn elements(&self) -> usize {
        self.dims.iter().product()
    }

    /// The names of its dimensions after `chain` and `draw`: `<name>_dim_0`, ...
    pub fn dim_names(&self) -> Vec<String> {
        (0..self.dims.len()).map(|k| format!("{}_dim_{k}", self.name)).collect()
    }
}

/// The variables of a draw's values from their element names (each variable's elements
/// contiguous and row-major, `m[1,1]`, `m[1,2]`, ...); `Err` names what does not fit.
pub fn stan_variables(names: &[String]) -> Result<Vec<Variable>, String> {
    let split: Vec<(&str, Vec<usize>)> = names.iter().map(|n| split_stan_name(n)).collect();
    let mut vars: Vec<Variable> = Vec::new();
    let mut start = 0;
    while start < split.len() {
        let base = split[start].0;
        let end = (start..split.len()).find(|&i| split[i].0 != base).unwrap_or(split.len());
        let rank = split[start].1.len();
        let dims: Vec<usize> = (0..rank).map(|d| split[start..end].iter().map(|s| s.1[d]).max().unwrap_or(0)).collect();
        let var = Variable { name: base.to_string(), dims, start };
        let row_major = (start..end).all(|i| split[i].1 == unravel(i - start, &var.dims));
        if var.elements() != end - start || !row_major || vars.iter().any(|v| v.name == base) {
            return Err(format!("the elements of `{base}` are not one row-major array"));
        }
        vars.push(var);
        start = end;
    }
    Ok(vars)
}

/// [`stan_variables`], refusing a variable named like a coordinate of ArviZ's layout (`chain`,
/// `draw`, or another variable's `<v>_dim_<k>`).
pub fn variables(names: &[String]) -> Result<Vec<Variable>, String> {
    let vars = stan_variables(names)?;
    if let Some(v) = vars.iter().find(|v| v.name == "chain" || v.name == "draw" || names_dimension(&v.name, names)) {
        return Err(format!("the variable `{}` has the name of a coordinate of the store", v.name));
    }
    Ok(vars)
}

/// Whether `name` is `<v>_dim_<k>` for a variable `v` among `names`.
fn names_dimension(name: &str, names: &[String]) -> bool {
    name.rsplit_once("_dim_").is_some_and(|(v, k)| {
        k.parse::<usize>().is_ok() && names.iter().any(|n| split_stan_name(n).0 == v && n.contains('['))
    })
}

/// The 1-based indices of row-major element `flat` of an array of shape `dims`.
fn unravel(mut flat: usize, dims: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; dims.len()];
    for (d, &n) in dims.iter().enumerate().rev() {
        idx[d] = flat % n.max(1) + 1;
        flat /= n.max(1);
    }
    idx
}

/// How a statistic is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Real,
    /// `-1` where the sampler recorded no value.
    Int,
    Bool,
}

/// The `sample_stats` arrays: the statistic, its ArviZ name and how it is stored.
pub const STATS: [(Stat, &str, Kind); Stat::COUNT] = [
    (Stat::Lp, "lp", Kind::Real),
    (Stat::AcceptStat, "acceptance_rate", Kind::Real),
    (Stat::StepSize, "step_size", Kind::Real),
    (Stat::TreeDepth, "tree_depth", Kind::Int),
    (Stat::NLeapfrog, "n_steps", Kind::Int),
    (Stat::Divergent, "diverging", Kind::Bool),
    (Stat::Energy, "energy", Kind::Real),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn names(s: &[&str]) -> Vec<String> {
        s.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn variables_take_their_shapes_from_the_names() {
        let vars = variables(&names(&["a", "m[1,1]", "m[1,2]", "m[2,1]", "m[2,2]", "b[1]"])).unwrap();
        let shapes: Vec<(&str, Vec<usize>, usize)> =
            vars.iter().map(|v| (v.name.as_str(), v.dims.clone(), v.start)).collect();
        assert_eq!(shapes, [("a", vec![], 0), ("m", vec![2, 2], 1), ("b", vec![1], 5)]);
        assert_eq!(vars[1].dim_names(), ["m_dim_0", "m_dim_1"]);
    }

    #[test]
    fn names_that_do_not_fit_are_refused() {
        assert!(variables(&names(&["m[1,2]", "m[1,1]"])).unwrap_err().contains("row-major"));
        assert!(variables(&names(&["a", "b", "a"])).unwrap_err().contains("row-major"));
        assert!(variables(&names(&["draw"])).unwrap_err().contains("coordinate"));
        assert!(variables(&names(&["x[1]", "x_dim_0"])).unwrap_err().contains("coordinate"));
    }
}
