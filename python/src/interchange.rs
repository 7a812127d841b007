//! `wgmc._core.compile_interchange`: a model translated by the Python layer (from a JAX
//! program) into the model interchange (`wgmc::model_from_interchange`), with its data arrays
//! passed as NumPy arrays, compiled into the same `Model` as a Stan program.

use numpy::PyReadonlyArray1;
use pyo3::prelude::*;
use wgmc::StanModel;

use crate::library_error;
use crate::model::{backend_request, Model};

/// Compiles interchange `program` (JSON) with data arrays `reals` and `ints` (bound by slot),
/// named `file_name` in messages.
#[pyfunction]
#[pyo3(signature = (program, reals, ints, file_name, backend="auto"))]
pub fn compile_interchange(
    py: Python<'_>,
    program: &str,
    reals: Vec<PyReadonlyArray1<'_, f64>>,
    ints: Vec<PyReadonlyArray1<'_, i64>>,
    file_name: &str,
    backend: &str,
) -> PyResult<Model> {
    let backend = backend_request(py, backend)?;
    let copy_r = |a: &PyReadonlyArray1<'_, f64>| a.as_array().iter().copied().collect::<Vec<_>>();
    let copy_i = |a: &PyReadonlyArray1<'_, i64>| a.as_array().iter().copied().collect::<Vec<_>>();
    let (reals, ints): (Vec<_>, Vec<_>) = (reals.iter().map(copy_r).collect(), ints.iter().map(copy_i).collect());
    let model = py.detach(|| wgmc::model_from_interchange(program, reals, ints)).map_err(|e| library_error(py, &e))?;
    Ok(Model::from_stan(StanModel::from_model(model, file_name), file_name, backend))
}
