//! `wgmc._core.run_warnings`: the command line's warnings about a run's draws (divergences,
//! R-hat, ESS, non-finite values), with its text, for the Python layer to raise as
//! `UserWarning`s.

use numpy::{PyReadonlyArray3, PyUntypedArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use wgmc::{cmdstan_name, divergence_warnings, draw_warnings, RunDraws, Stat};

/// The warnings `wgmc sample` prints for these draws: `names` the Stan element names of the
/// columns of `values` (`chains × draws × len(names)`), `stats` (`chains × draws × 7`) the
/// statistics in CmdStan's order, `backend` what ran the chains (for the f32 hint).
#[pyfunction]
pub fn run_warnings(
    py: Python<'_>,
    names: Vec<String>,
    values: PyReadonlyArray3<'_, f64>,
    stats: PyReadonlyArray3<'_, f64>,
    backend: String,
) -> PyResult<Vec<String>> {
    let (shape, stat_shape) = (values.shape().to_vec(), stats.shape().to_vec());
    if shape[2] != names.len() || stat_shape != [shape[0], shape[1], Stat::COUNT] {
        return Err(PyValueError::new_err(format!(
            "values {shape:?} and stats {stat_shape:?} do not fit {} names",
            names.len()
        )));
    }
    let (values, stats) = (values.as_array().to_owned(), stats.as_array().to_owned());
    let (chains, draws) = (shape[0], shape[1]);
    let column = |a: &numpy::ndarray::Array3<f64>, j: usize| -> Vec<f64> {
        (0..chains).flat_map(|c| (0..draws).map(move |d| (c, d))).map(|(c, d)| a[[c, d, j]]).collect()
    };
    let mut columns: Vec<String> = Stat::ALL.iter().map(|s| s.name().to_string()).collect();
    columns.extend(names.iter().map(|n| cmdstan_name(n)));
    let mut cols: Vec<Vec<f64>> = (0..Stat::COUNT).map(|j| column(&stats, j)).collect();
    cols.extend((0..names.len()).map(|j| column(&values, j)));
    let run = RunDraws {
        columns,
        chains,
        draws,
        values: cols,
        backend: Some(backend),
        compile_seconds: None,
        warmup_seconds: None,
        sampling_seconds: None,
        requested_draws: None,
    };
    Ok(py.detach(|| {
        let mut out = divergence_warnings(&run);
        out.extend(draw_warnings(&run, &run.summaries()));
        out
    }))
}
