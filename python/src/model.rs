//! `wgmc._core.Model`: a compiled Stan program with batched log density and gradient
//! evaluation (CPU or GPU) and the constraining transforms, for users with their own sampler.

use std::sync::{Arc, Mutex, OnceLock};

use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray2, PyUntypedArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use wgmc::{compile_stan, BackendRequest, CpuModel, DataSet, Evaluator, StanModel};

use crate::{error, library_error};

/// A compiled Stan program and its data.
#[pyclass(frozen, module = "wgmc._core")]
pub struct Model {
    pub(crate) stan: StanModel,
    /// The file name messages use (`<string>` for code given as text).
    #[pyo3(get)]
    pub(crate) file_name: String,
    backend: BackendRequest,
    evaluator: Mutex<Option<Arc<Evaluator>>>,
    cpu: OnceLock<CpuModel>,
}

/// The backend named `name`: `auto`, `gpu` or `cpu`.
pub(crate) fn backend_request(py: Python<'_>, name: &str) -> PyResult<BackendRequest> {
    match name {
        "auto" => Ok(BackendRequest::Auto),
        "gpu" => Ok(BackendRequest::Gpu),
        "cpu" => Ok(BackendRequest::Cpu),
        other => Err(error(py, "SettingsError", format!("backend must be 'auto', 'gpu' or 'cpu', not {other:?}"))),
    }
}

/// Compiles Stan `code` (named `file_name` in messages) against Stan JSON `data_json`.
#[pyfunction]
#[pyo3(signature = (code, file_name, data_json=None, backend="auto"))]
pub fn compile(py: Python<'_>, code: &str, file_name: &str, data_json: Option<&str>, backend: &str) -> PyResult<Model> {
    let backend = backend_request(py, backend)?;
    let data = match data_json {
        Some(text) => DataSet::from_json_str(text).map_err(|e| error(py, "DataError", crate::message(&e)))?,
        None => DataSet::new(),
    };
    let stan =
        py.detach(|| compile_stan(code, file_name, &data)).map_err(|e| library_error(py, &wgmc::Error::Lang(e)))?;
    // The densities' checks on data alone, as a run makes them before its first draw.
    wgmc::check_data(stan.model()).map_err(|e| match e {
        wgmc::EvalError::Check(failure) => error(py, "DataError", crate::message(&wgmc::SampleError::Data(failure))),
        other => library_error(py, &wgmc::Error::Sample(stan.explain(wgmc::SampleError::Eval(other)))),
    })?;
    Ok(Model { stan, file_name: file_name.to_string(), backend, evaluator: Mutex::new(None), cpu: OnceLock::new() })
}

impl Model {
    /// A compiled model of another front end's `stan` model.
    pub(crate) fn from_stan(stan: StanModel, file_name: &str, backend: BackendRequest) -> Model {
        Model { stan, file_name: file_name.to_string(), backend, evaluator: Mutex::new(None), cpu: OnceLock::new() }
    }

    fn cpu(&self) -> &CpuModel {
        self.cpu.get_or_init(|| CpuModel::new(self.stan.model()))
    }

    /// The evaluator of the model's backend, compiled on first use.
    fn evaluator(&self, py: Python<'_>) -> PyResult<Arc<Evaluator>> {
        let mut slot =
            self.evaluator.lock().map_err(|_| PyValueError::new_err("the model's evaluator was poisoned"))?;
        if let Some(e) = slot.as_ref() {
            return Ok(Arc::clone(e));
        }
        let made = py.detach(|| Evaluator::new(self.stan.model(), self.backend)).map_err(|e| library_error(py, &e))?;
        let made = Arc::new(made);
        *slot = Some(Arc::clone(&made));
        Ok(made)
    }

    fn constrained_len(&self) -> usize {
        self.stan.model().program().constrained_len()
    }
}

/// Log densities (`n`) and gradients (`n × dim`).
type LogDensityGradient<'py> = (Bound<'py, PyArray1<f64>>, Bound<'py, PyArray2<f64>>);

/// The rows of a 2-D array with `width` columns, row-major, as one vector.
fn rows(points: &PyReadonlyArray2<'_, f64>, width: usize, what: &str) -> PyResult<(usize, Vec<f64>)> {
    let shape = points.shape();
    if shape[1] != width {
        return Err(PyValueError::new_err(format!(
            "{what} must have {width} columns, got an array of shape {shape:?}"
        )));
    }
    Ok((shape[0], points.as_array().iter().copied().collect()))
}

#[pymethods]
impl Model {
    /// Number of unconstrained parameters.
    #[getter]
    fn dim(&self) -> usize {
        self.stan.model().dim()
    }

    /// Element names of the constrained parameters (`beta[1]`, `m[1,2]`), in declaration order.
    #[getter]
    fn parameter_names(&self) -> Vec<String> {
        let mut names = self.stan.output_names();
        names.truncate(self.constrained_len());
        names
    }

    /// Element names of parameters then transformed parameters.
    #[getter]
    fn output_names(&self) -> Vec<String> {
        self.stan.output_names()
    }

    /// Element names of the generated quantities.
    #[getter]
    fn generated_names(&self) -> Vec<String> {
        self.stan.generated_names().to_vec()
    }

    /// What evaluates `log_density_gradient` (compiles the backend on first use).
    #[getter]
    fn backend(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.evaluator(py)?.description())
    }

    /// Log densities (`n`) and gradients (`n × dim`) at `n` unconstrained points, the
    /// log-Jacobian of the constraints included; in f32 on the GPU, f64 on the CPU.
    fn log_density_gradient<'py>(
        &self,
        py: Python<'py>,
        points: PyReadonlyArray2<'py, f64>,
    ) -> PyResult<LogDensityGradient<'py>> {
        let dim = self.dim();
        let (n, points) = rows(&points, dim, "points")?;
        let evaluator = self.evaluator(py)?;
        let (mut logp, mut grads) = (vec![0.0; n], vec![0.0; n * dim]);
        py.detach(|| evaluator.batch_log_density_gradient(&points, &mut logp, &mut grads))
            .map_err(|e| library_error(py, &e))?;
        let grads = PyArray1::from_vec(py, grads).reshape([n, dim])?;
        Ok((PyArray1::from_vec(py, logp), grads))
    }

    /// Constrained parameters then transformed parameters (`n × len(output_names)`) at `n`
    /// unconstrained points (f64, on the CPU).
    fn constrain<'py>(
        &self,
        py: Python<'py>,
        points: PyReadonlyArray2<'py, f64>,
    ) -> PyResult<Bound<'py, PyArray2<f64>>> {
        let (n, points) = rows(&points, self.dim(), "points")?;
        let width = self.stan.output_names().len();
        let cpu = self.cpu();
        let mut out = Vec::with_capacity(n * width);
        for p in points.chunks(self.dim().max(1)).take(n) {
            out.extend(cpu.constrain(p).map_err(|e| library_error(py, &e.into()))?);
        }
        PyArray1::from_vec(py, out).reshape([n, width])
    }

    /// The unconstrained points (`n × dim`) of `n` rows of constrained parameter values
    /// (`n × len(parameter_names)`); values outside a constraint are an error.
    fn unconstrain<'py>(
        &self,
        py: Python<'py>,
        values: PyReadonlyArray2<'py, f64>,
    ) -> PyResult<Bound<'py, PyArray2<f64>>> {
        let width = self.constrained_len();
        let (n, values) = rows(&values, width, "values")?;
        let cpu = self.cpu();
        let mut out = Vec::with_capacity(n * self.dim());
        for (i, v) in values.chunks(width.max(1)).take(n).enumerate() {
            let point = cpu.unconstrain(v).map_err(|e| library_error(py, &e.into()))?;
            if point.iter().any(|x| !x.is_finite()) {
                let message =
                    format!("row {i} of values lies outside the parameters' constraints (or on their boundary)");
                return Err(PyValueError::new_err(message));
            }
            out.extend(point);
        }
        PyArray1::from_vec(py, out).reshape([n, self.dim()])
    }
}
