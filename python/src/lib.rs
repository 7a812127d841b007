//! The native module of the `wgmc` Python package (`wgmc._core`): compiles Stan programs,
//! samples them with the GIL released, and hands draws back as NumPy arrays. The Python
//! layer (`wgmc/`) turns them into ArviZ data; errors are raised as the exception classes of
//! `wgmc._errors`, with the same located messages as the command line.

mod interchange;
mod model;
mod sample;
mod warnings;

use pyo3::prelude::*;

/// The Python exception of class `kind` (a name in `wgmc._errors`) carrying `message`.
pub(crate) fn error(py: Python<'_>, kind: &str, message: impl Into<String>) -> PyErr {
    let message = message.into();
    let made =
        py.import("wgmc._errors").and_then(|m| m.getattr(kind)).and_then(|class| class.call1((message.clone(),)));
    match made {
        Ok(instance) => PyErr::from_value(instance),
        Err(e) => e,
    }
}

/// `e`'s message followed by its sources' ("context: cause"), as the command line prints it.
pub(crate) fn message(e: &dyn std::error::Error) -> String {
    wgmc::error_chain(e)
}

/// The exception class for a library error: bad data, a model that does not compile, or a
/// failed run.
pub(crate) fn library_error(py: Python<'_>, e: &wgmc::Error) -> PyErr {
    use wgmc::Error as E;
    let kind = match e {
        E::Data(_) | E::Bind(_) | E::Lang(wgmc::LangError::Data(_)) => "DataError",
        E::Lang(_) | E::Ir(_) | E::Codegen(_) => "ModelError",
        E::Sample(s) => return sample_error(py, s),
        _ => "SamplingError",
    };
    error(py, kind, message(e))
}

/// The exception class for a failed run.
pub(crate) fn sample_error(py: Python<'_>, e: &wgmc::SampleError) -> PyErr {
    use wgmc::SampleError as S;
    let kind = match e {
        S::Settings(_) => "SettingsError",
        S::Data(_) => "DataError",
        S::Codegen(_) => "ModelError",
        _ => "SamplingError",
    };
    error(py, kind, message(e))
}

/// `[(name, dims, first column)]` of Stan element names (`m[1,2]`), each variable's elements
/// contiguous and row-major; a ValueError names what does not fit.
#[pyfunction]
fn stan_variables(names: Vec<String>) -> PyResult<Vec<(String, Vec<usize>, usize)>> {
    let vars = wgmc::stan_variables(&names).map_err(pyo3::exceptions::PyValueError::new_err)?;
    Ok(vars.into_iter().map(|v| (v.name, v.dims, v.start)).collect())
}

/// [`stan_variables`] for ArviZ's layout: names of its coordinates are refused too.
#[pyfunction]
fn arviz_variables(names: Vec<String>) -> PyResult<Vec<(String, Vec<usize>, usize)>> {
    let vars = wgmc::arviz_variables(&names).map_err(pyo3::exceptions::PyValueError::new_err)?;
    Ok(vars.into_iter().map(|v| (v.name, v.dims, v.start)).collect())
}

/// How a statistic is stored, as the Python layer names its dtype.
fn kind_name(kind: wgmc::StatKind) -> &'static str {
    match kind {
        wgmc::StatKind::Real => "float64",
        wgmc::StatKind::Int => "int64",
        wgmc::StatKind::Bool => "bool",
    }
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<model::Model>()?;
    m.add_function(wrap_pyfunction!(model::compile, m)?)?;
    m.add_function(wrap_pyfunction!(interchange::compile_interchange, m)?)?;
    m.add_function(wrap_pyfunction!(sample::sample, m)?)?;
    m.add_function(wrap_pyfunction!(stan_variables, m)?)?;
    m.add_function(wrap_pyfunction!(arviz_variables, m)?)?;
    m.add_function(wrap_pyfunction!(warnings::run_warnings, m)?)?;
    let stats: Vec<_> =
        wgmc::ARVIZ_STATS.iter().map(|(stat, name, kind)| (*stat as usize, *name, kind_name(*kind))).collect();
    m.add("ARVIZ_STATS", stats)?;
    Ok(())
}
