//! The suite file: models, default chain counts, algorithms, backends, warmup, draws and seed.

use std::fmt;
use std::path::{Component, Path, PathBuf};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::sampler::{Algorithm, Layout, Metric};
use crate::BackendRequest;

use super::BenchError;

/// A transition algorithm, by the name the suite file and the command line use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BenchAlgorithm {
    /// NUTS, max tree depth 10.
    Nuts,
    /// ChEES-HMC.
    Chees,
    /// Static HMC, 10 leapfrog steps, jittered.
    Hmc,
    /// Metropolis-adjusted microcanonical HMC.
    Mams,
}

impl BenchAlgorithm {
    /// The sampler's algorithm.
    pub fn algorithm(self) -> Algorithm {
        match self {
            BenchAlgorithm::Nuts => Algorithm::Nuts { max_depth: 10 },
            BenchAlgorithm::Chees => Algorithm::Chees,
            BenchAlgorithm::Hmc => Algorithm::Hmc { steps: 10, jitter: true },
            BenchAlgorithm::Mams => Algorithm::Mams,
        }
    }

    /// The lowercase name.
    pub fn name(self) -> &'static str {
        match self {
            BenchAlgorithm::Nuts => "nuts",
            BenchAlgorithm::Chees => "chees",
            BenchAlgorithm::Hmc => "hmc",
            BenchAlgorithm::Mams => "mams",
        }
    }
}

impl fmt::Display for BenchAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for BenchAlgorithm {
    type Err = BenchError;
    fn from_str(s: &str) -> Result<Self, BenchError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "nuts" => Ok(BenchAlgorithm::Nuts),
            "chees" => Ok(BenchAlgorithm::Chees),
            "hmc" => Ok(BenchAlgorithm::Hmc),
            "mams" => Ok(BenchAlgorithm::Mams),
            _ => Err(BenchError::UnknownName {
                what: "algorithm",
                value: s.to_string(),
                expected: "nuts, chees, hmc, mams",
            }),
        }
    }
}

/// A backend, by the name the suite file and the command line use (no `auto`: a benchmark
/// says what it measures).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BenchBackend {
    /// The GPU (an error row when there is no adapter).
    Gpu,
    /// The f64 CPU reference.
    Cpu,
}

impl BenchBackend {
    /// The sampler's backend request.
    pub fn request(self) -> BackendRequest {
        match self {
            BenchBackend::Gpu => BackendRequest::Gpu,
            BenchBackend::Cpu => BackendRequest::Cpu,
        }
    }

    /// The lowercase name.
    pub fn name(self) -> &'static str {
        match self {
            BenchBackend::Gpu => "gpu",
            BenchBackend::Cpu => "cpu",
        }
    }
}

impl fmt::Display for BenchBackend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for BenchBackend {
    type Err = BenchError;
    fn from_str(s: &str) -> Result<Self, BenchError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "gpu" => Ok(BenchBackend::Gpu),
            "cpu" => Ok(BenchBackend::Cpu),
            _ => Err(BenchError::UnknownName { what: "backend", value: s.to_string(), expected: "gpu, cpu" }),
        }
    }
}

/// One model of a suite. Paths are relative to the suite file's directory (absolute once
/// loaded with [`Suite::from_file`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelSpec {
    /// Unique name, used by `--models` and in reports.
    pub name: String,
    /// The Stan program.
    pub stan: PathBuf,
    /// Stan JSON data (none for a model without data).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<PathBuf>,
    /// The command that generates a data file that is not committed (shown when it is missing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generate: Option<String>,
    /// Chain counts for this model instead of the suite's (the command line still overrides).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chains: Option<Vec<usize>>,
    /// Backends for this model instead of the suite's (the command line still overrides).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backends: Option<Vec<BenchBackend>>,
    /// Warmup iterations for this model instead of the suite's (the command line still overrides).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warmup: Option<usize>,
    /// Draws per chain for this model instead of the suite's (the command line still overrides).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws: Option<usize>,
    /// A remark for readers of the suite file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

fn default_seed() -> u64 {
    1
}

/// A benchmark suite: models and the default settings of their runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Suite {
    /// The models, in run order.
    pub models: Vec<ModelSpec>,
    /// Chain counts run for every model.
    pub chains: Vec<usize>,
    /// Algorithms run for every model.
    pub algorithms: Vec<BenchAlgorithm>,
    /// Backends run for every model.
    pub backends: Vec<BenchBackend>,
    /// Warmup iterations per chain.
    pub warmup: usize,
    /// Draws kept per chain.
    pub draws: usize,
    /// The seed of every run.
    #[serde(default = "default_seed")]
    pub seed: u64,
    /// GPU kernel layouts run for every model (`auto`, `lanes`, `rows`, `rows:N`; default
    /// `auto`); the CPU backend runs once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layouts: Option<Vec<String>>,
    /// A remark for readers of the suite file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// Overrides of a suite's settings (the command line's flags); `None` keeps the suite's.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Selection {
    /// Only these models (by name), in this order.
    pub models: Option<Vec<String>>,
    pub backends: Option<Vec<BenchBackend>>,
    pub chains: Option<Vec<usize>>,
    pub algorithms: Option<Vec<BenchAlgorithm>>,
    pub warmup: Option<usize>,
    pub draws: Option<usize>,
    pub seed: Option<u64>,
    pub layouts: Option<Vec<Layout>>,
    /// The metric of every case (default: diagonal).
    pub metric: Option<Metric>,
    /// MAMS cases: the partial velocity refresh's factor
    /// ([`SamplerConfig::mams_partial_refresh`](crate::SamplerConfig::mams_partial_refresh);
    /// default: none). Other algorithms' cases ignore it.
    pub mams_partial_refresh: Option<f64>,
    /// MAMS cases: the trajectory length as a fraction of the autocorrelation time
    /// ([`AdaptOptions::mams_length_factor`](crate::AdaptOptions::mams_length_factor); default:
    /// the library's). Other algorithms' cases ignore it.
    pub mams_length_factor: Option<f64>,
}

/// One run of a suite: a model (index into [`Suite::models`]) on one backend with one chain
/// count and algorithm.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Case {
    /// Index of the model in the suite.
    #[serde(skip)]
    pub model_index: usize,
    pub model: String,
    pub backend: BenchBackend,
    pub algorithm: BenchAlgorithm,
    pub chains: usize,
    pub warmup: usize,
    pub draws: usize,
    pub seed: u64,
    /// The GPU kernel layout asked for (`auto` on the CPU backend, where it means nothing).
    #[serde(serialize_with = "as_text")]
    pub layout: Layout,
    /// The inverse metric: `diag`, `dense` or `low-rank`.
    #[serde(serialize_with = "metric_name")]
    pub metric: Metric,
    /// MAMS: the partial velocity refresh's factor, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mams_partial_refresh: Option<f64>,
    /// MAMS: the trajectory length factor, if not the library's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mams_length_factor: Option<f64>,
}

impl Case {
    /// The algorithm as the reports name it: `mams+refresh:F` with a partial refresh,
    /// `mams+length:F` with a trajectory length factor.
    pub fn algorithm_label(&self) -> String {
        let mut label = self.algorithm.to_string();
        if let Some(f) = self.mams_partial_refresh {
            label += &format!("+refresh:{f}");
        }
        if let Some(f) = self.mams_length_factor {
            label += &format!("+length:{f}");
        }
        label
    }
}

fn as_text<S: serde::Serializer>(layout: &Layout, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&layout.to_string())
}

fn metric_name<S: serde::Serializer>(metric: &Metric, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(metric.name())
}

impl Suite {
    /// The GPU layouts the suite runs by default.
    fn default_layouts(&self) -> Result<Vec<Layout>, BenchError> {
        match &self.layouts {
            None => Ok(vec![Layout::Auto]),
            Some(names) if names.is_empty() => Err(BenchError::InvalidSuite("the suite lists no layouts".into())),
            Some(names) => names.iter().map(|n| n.parse().map_err(BenchError::InvalidSuite)).collect(),
        }
    }

    /// Reads a suite file; model paths become relative to its directory.
    pub fn from_file(path: impl AsRef<Path>) -> Result<Suite, BenchError> {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path).map_err(|error| BenchError::Io { path: path.to_path_buf(), error })?;
        let base = path.parent().unwrap_or_else(|| Path::new("."));
        let mut suite: Suite =
            serde_json::from_str(&text).map_err(|error| BenchError::SuiteJson { path: path.to_path_buf(), error })?;
        suite.resolve(base);
        suite.validate()?;
        Ok(suite)
    }

    /// Parses a suite from JSON text; relative model paths are taken relative to `base_dir`.
    pub fn from_json_str(text: &str, base_dir: impl AsRef<Path>) -> Result<Suite, BenchError> {
        let mut suite: Suite = serde_json::from_str(text)
            .map_err(|error| BenchError::SuiteJson { path: PathBuf::from("<string>"), error })?;
        suite.resolve(base_dir.as_ref());
        suite.validate()?;
        Ok(suite)
    }

    fn resolve(&mut self, base: &Path) {
        for m in &mut self.models {
            m.stan = normalize(&base.join(&m.stan));
            m.data = m.data.as_ref().map(|d| normalize(&base.join(d)));
        }
    }

    fn validate(&self) -> Result<(), BenchError> {
        let bad = |m: String| Err(BenchError::InvalidSuite(m));
        if self.models.is_empty() {
            return bad("the suite lists no models".into());
        }
        for (i, m) in self.models.iter().enumerate() {
            if m.name.trim().is_empty() {
                return bad(format!("model {} has an empty name", i + 1));
            }
            if self.models[..i].iter().any(|o| o.name == m.name) {
                return bad(format!("model name '{}' appears twice", m.name));
            }
            if let Some(c) = &m.chains {
                check_chains(c, &format!("model '{}'", m.name))?;
            }
            if m.backends.as_ref().is_some_and(Vec::is_empty) {
                return bad(format!("model '{}' has an empty list of backends", m.name));
            }
            if m.draws == Some(0) {
                return bad(format!("model '{}' needs at least one draw", m.name));
            }
        }
        check_chains(&self.chains, "the suite")?;
        self.default_layouts()?;
        check_settings(&self.algorithms, &self.backends, self.draws)
    }

    /// The model named `name`.
    pub fn model(&self, name: &str) -> Option<&ModelSpec> {
        self.models.iter().find(|m| m.name == name)
    }

    /// Every case the suite runs under `selection`: models in order, then backends, chain
    /// counts and algorithms. Settings resolve as: the selection, else the model's own, else
    /// the suite's.
    pub fn cases(&self, selection: &Selection) -> Result<Vec<Case>, BenchError> {
        let indices: Vec<usize> = match &selection.models {
            None => (0..self.models.len()).collect(),
            Some(names) => names
                .iter()
                .map(|n| {
                    self.models.iter().position(|m| m.name == *n).ok_or_else(|| {
                        let known: Vec<&str> = self.models.iter().map(|m| m.name.as_str()).collect();
                        BenchError::InvalidSuite(format!("no model '{n}' in the suite (it has: {})", known.join(", ")))
                    })
                })
                .collect::<Result<_, _>>()?,
        };
        if indices.is_empty() {
            return Err(BenchError::InvalidSuite("no models selected".into()));
        }
        if let Some(c) = &selection.chains {
            check_chains(c, "the selection")?;
        }
        let algorithms = selection.algorithms.as_ref().unwrap_or(&self.algorithms);
        let draws = selection.draws.unwrap_or(self.draws);
        check_settings(algorithms, selection.backends.as_deref().unwrap_or(&self.backends), draws)?;
        let layouts = match &selection.layouts {
            Some(l) if l.is_empty() => return Err(BenchError::InvalidSuite("no layouts selected".into())),
            Some(l) => l.clone(),
            None => self.default_layouts()?,
        };
        let mut cases = Vec::new();
        for i in indices {
            let m = &self.models[i];
            let backends = selection.backends.as_ref().or(m.backends.as_ref()).unwrap_or(&self.backends);
            let chains = selection.chains.as_ref().or(m.chains.as_ref()).unwrap_or(&self.chains);
            for &backend in backends {
                let layouts = if backend == BenchBackend::Gpu { &layouts[..] } else { &[Layout::Auto][..] };
                for &chains in chains {
                    for &layout in layouts {
                        for &algorithm in algorithms {
                            cases.push(Case {
                                model_index: i,
                                model: m.name.clone(),
                                backend,
                                algorithm,
                                chains,
                                warmup: selection.warmup.or(m.warmup).unwrap_or(self.warmup),
                                draws: selection.draws.or(m.draws).unwrap_or(self.draws),
                                seed: selection.seed.unwrap_or(self.seed),
                                layout,
                                metric: selection.metric.unwrap_or_default(),
                                mams_partial_refresh: selection
                                    .mams_partial_refresh
                                    .filter(|_| algorithm == BenchAlgorithm::Mams),
                                mams_length_factor: selection
                                    .mams_length_factor
                                    .filter(|_| algorithm == BenchAlgorithm::Mams),
                            });
                        }
                    }
                }
            }
        }
        Ok(cases)
    }
}

/// `a/b/../c` as `a/c`, without touching the file system (for readable messages).
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir if matches!(out.components().next_back(), Some(Component::Normal(_))) => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    if out.as_os_str().is_empty() {
        out.push(".");
    }
    out
}

fn check_chains(chains: &[usize], whose: &str) -> Result<(), BenchError> {
    if chains.is_empty() || chains.contains(&0) {
        return Err(BenchError::InvalidSuite(format!("{whose} needs chain counts of at least 1, got {chains:?}")));
    }
    Ok(())
}

fn check_settings(algorithms: &[BenchAlgorithm], backends: &[BenchBackend], draws: usize) -> Result<(), BenchError> {
    if algorithms.is_empty() {
        return Err(BenchError::InvalidSuite("no algorithms selected".into()));
    }
    if backends.is_empty() {
        return Err(BenchError::InvalidSuite("no backends selected".into()));
    }
    if draws == 0 {
        return Err(BenchError::InvalidSuite("at least one draw per chain is needed".into()));
    }
    Ok(())
}
