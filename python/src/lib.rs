//! The native module of the `wgmc` Python package (`wgmc._core`): compiles Stan programs,
//! samples them with the GIL released, and hands draws back as NumPy arrays. The Python
//! layer (`wgmc/`) turns them into ArviZ data; errors are raised as the exception classes of
//! `wgmc._errors`, with the same located messages as the command line.

mod model;
mod sample;

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
    error(py, kind, e.to_string())
}

/// The exception class for a failed run.
pub(crate) fn sample_error(py: Python<'_>, e: &wgmc::SampleError) -> PyErr {
    use wgmc::SampleError as S;
    let kind = match e {
        S::Settings(_) => "SettingsError",
        S::Data(_) => "DataError",
        S::Model(inner) => return library_error(py, inner),
        _ => "SamplingError",
    };
    error(py, kind, e.to_string())
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<model::Model>()?;
    m.add_function(wrap_pyfunction!(model::compile, m)?)?;
    m.add_function(wrap_pyfunction!(sample::sample, m)?)?;
    m.add("STATS", wgmc::Stat::ALL.iter().map(|s| s.name()).collect::<Vec<_>>())?;
    Ok(())
}
