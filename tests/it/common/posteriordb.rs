//! The posteriordb suite's helpers: fixtures, a GPU run, and the README's z-tests on means and sds.

use std::time::{Duration, Instant};

use serde_json::Value;
use wgmc::diagnostics::{ess_mean, mcse_mean, summary, Draws};
use wgmc::{compile_stan, Algorithm, BackendRequest, DataSet, Metric, Sampler, SamplerConfig, StanModel, Trace};

use super::zoo::fixture;

/// The 36 posteriors of `tests/fixtures/posteriordb`, ranked there from simplest to hardest.
pub const POSTERIORS: [&str; 36] = [
    "kidiq-kidscore_momiq",
    "kidiq-kidscore_momhs",
    "mesquite-mesquite",
    "kidiq-kidscore_interaction",
    "kidiq_with_mom_work-kidscore_interaction_z",
    "kidiq_with_mom_work-kidscore_interaction_c",
    "mesquite-logmesquite_logvolume",
    "mesquite-logmesquite_logva",
    "mesquite-logmesquite_logvas",
    "mesquite-logmesquite",
    "kidiq_with_mom_work-kidscore_mom_work",
    "nes1972-nes",
    "nes1976-nes",
    "nes1980-nes",
    "nes1984-nes",
    "nes1988-nes",
    "nes1996-nes",
    "nes2000-nes",
    "sblri-blr",
    "sblrc-blr",
    "earnings-logearn_height",
    "earnings-logearn_height_male",
    "earnings-logearn_interaction",
    "earnings-logearn_logheight_male",
    "earnings-earn_height",
    "kilpisjarvi_mod-kilpisjarvi",
    "eight_schools-eight_schools_noncentered",
    "arK-arK",
    "arma-arma11",
    "garch-garch11",
    "eight_schools-eight_schools_centered",
    "low_dim_gauss_mix-low_dim_gauss_mix",
    "bball_drive_event_0-hmm_drive_0",
    "gp_pois_regr-gp_regr",
    "gp_pois_regr-gp_pois_regr",
    "diamonds-diamonds",
];

/// The fixture README's test level: `|estimate − reference| < 4·sqrt(se_engine² + se_ref²)`.
pub const Z_LIMIT: f64 = 4.0;

/// One reference quantity of `reference.json`.
#[derive(Debug, Clone)]
pub struct RefQuantity {
    /// posteriordb's name (`theta[1]`, `m[1,2]`).
    pub name: String,
    /// Mean of the 10 000 reference draws.
    pub mean: f64,
    /// Standard deviation (ddof = 1) of the reference draws.
    pub sd: f64,
    /// posteriordb's MCSE of the mean.
    pub mcse_mean: f64,
    /// The 5 %, 50 % and 95 % quantiles of the reference draws.
    pub quantiles: [(f64, f64); 3],
    /// The smaller of the reference's bulk and tail ESS.
    pub ess: f64,
    /// The Pareto shape k̂ of the reference draws' lower and upper tails, where the fixture
    /// gives it (`tail_khat`).
    pub tail_khat: Option<[f64; 2]>,
}

/// The reference quantities of `posterior`, in the file's order.
pub fn reference(posterior: &str) -> Vec<RefQuantity> {
    let path = fixture(&format!("posteriordb/{posterior}/reference.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let json: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let params = json["parameters"].as_object().unwrap_or_else(|| panic!("{path}: no parameters"));
    let num = |q: &Value, key: &str, name: &str| q[key].as_f64().unwrap_or_else(|| panic!("{path}: {name}.{key}"));
    params
        .iter()
        .map(|(name, q)| RefQuantity {
            name: name.clone(),
            mean: num(q, "mean", name),
            sd: num(q, "sd", name),
            mcse_mean: num(q, "pdb_mcse_mean", name),
            quantiles: [(0.05, num(q, "q5", name)), (0.5, num(q, "q50", name)), (0.95, num(q, "q95", name))],
            ess: num(q, "ess_bulk", name).min(num(q, "ess_tail", name)),
            tail_khat: q["tail_khat"].as_array().map(|k| [0, 1].map(|i| k[i].as_f64().expect("tail_khat: numbers"))),
        })
        .collect()
}

/// `posterior`'s Stan program compiled against its data.
pub fn compile(posterior: &str) -> StanModel {
    let dir = fixture(&format!("posteriordb/{posterior}"));
    let source = std::fs::read_to_string(format!("{dir}/model.stan")).expect("model.stan");
    let data = DataSet::from_json_file(format!("{dir}/data.json")).expect("data.json loads");
    compile_stan(&source, &format!("{posterior}/model.stan"), &data).unwrap_or_else(|e| panic!("{posterior}:\n{e}"))
}

/// posteriordb spells indices `m[1,2]` (sometimes with a space); so do we, without spaces.
fn canonical(name: &str) -> String {
    name.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Run length of one posterior.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    pub chains: usize,
    pub warmup: usize,
    pub draws: usize,
    pub seed: u64,
    /// NUTS target acceptance; `None` is the sampler's default (0.8).
    pub target_accept: Option<f64>,
    /// The metric's form (Stan's `diag_e` or `dense_e`).
    pub metric: Metric,
}

/// The check of one reference quantity.
#[derive(Debug, Clone)]
pub struct Checked {
    pub reference: RefQuantity,
    pub mean: f64,
    pub sd: f64,
    /// (mean − reference mean) / sqrt(MCSE(mean)² + posteriordb's MCSE(mean)²).
    pub z_mean: f64,
    /// (sd − reference sd) / sqrt(MCSE(sd)² + the reference's standard error of sd²).
    pub z_sd: f64,
    pub ess_bulk: f64,
    pub rhat: f64,
}

/// How one posterior went.
#[derive(Debug)]
pub struct Outcome {
    pub posterior: String,
    pub backend: BackendRequest,
    pub settings: Settings,
    pub quantities: Vec<Checked>,
    pub divergences: usize,
    pub transitions: usize,
    /// Leapfrog steps of warmup and sampling (all chains).
    pub leapfrogs: [u64; 2],
    /// Kernel compilation, warmup and sampling, as the sampler measured them.
    pub phases: [Duration; 3],
    /// Compilation of the Stan program and the kernel, warmup, sampling and the checks.
    pub time: Duration,
}

/// The posteriors sampled on the f64 CPU reference instead of the GPU, with the reason.
///
/// gp_pois_regr adds a jitter of 1e-10 to the diagonal of an 11×11 squared-exponential
/// covariance whose smallest eigenvalues are far below f32's resolution: rounding the exact
/// matrix to f32 alone makes it indefinite for 40% of the prior's (rho, alpha) (measured in
/// f64 on the f32-rounded matrix), so no f32 Cholesky factor exists there and the GPU run
/// diverges on most transitions (measured: 58%, R-hat 4.6). A jitter of 1e-6 makes every
/// prior draw factorable in f32; the model as posteriordb writes it needs f64.
pub const CPU_ONLY: [(&str, &str); 1] =
    [("gp_pois_regr-gp_pois_regr", "its 1e-10 covariance jitter is below f32 resolution: f64 only")];

/// The backend `posterior` is sampled on (see [`CPU_ONLY`]).
pub fn backend(posterior: &str) -> BackendRequest {
    if CPU_ONLY.iter().any(|(p, _)| *p == posterior) {
        BackendRequest::Cpu
    } else {
        BackendRequest::Gpu
    }
}

/// Samples `posterior` with NUTS (tree depth 10) on the GPU (or the CPU, see [`CPU_ONLY`])
/// and checks every reference quantity's mean and sd.
pub fn run(posterior: &str, settings: Settings) -> Outcome {
    let start = Instant::now();
    let stan = compile(posterior);
    let backend = backend(posterior);
    let config = SamplerConfig {
        chains: settings.chains,
        warmup: settings.warmup,
        draws: settings.draws,
        seed: settings.seed,
        algorithm: Algorithm::Nuts { max_depth: 10 },
        backend,
        target_accept: settings.target_accept,
        metric_form: settings.metric,
        ..SamplerConfig::default()
    };
    let trace = Sampler::new(stan.model()).config(config).run().unwrap_or_else(|e| panic!("{posterior}: {e}"));
    let generated = Generated::new(&stan, &trace);
    let quantities = reference(posterior)
        .into_iter()
        .map(|r| {
            let values = quantity(&trace, &generated, &r.name).unwrap_or_else(|| {
                panic!(
                    "{posterior}: reference quantity {} is neither an output ({:?}) nor a generated quantity ({:?})",
                    r.name,
                    trace.names(),
                    stan.generated_names()
                )
            });
            check(r, &values, trace.chains())
        })
        .collect();
    Outcome {
        posterior: posterior.to_string(),
        backend,
        settings,
        quantities,
        divergences: trace.divergences(),
        transitions: trace.chains() * trace.draws_per_chain(),
        leapfrogs: [trace.info().warmup_leapfrogs, trace.info().sampling_leapfrogs],
        phases: [trace.info().compile_time, trace.info().warmup_time, trace.info().sampling_time],
        time: start.elapsed(),
    }
}

/// Generated quantities of every draw, computed on first use.
struct Generated<'a> {
    stan: &'a StanModel,
    trace: &'a Trace,
    /// `values[j][c * draws + k]`, once computed.
    values: std::cell::OnceCell<Vec<Vec<f64>>>,
}

impl<'a> Generated<'a> {
    fn new(stan: &'a StanModel, trace: &'a Trace) -> Self {
        Generated { stan, trace, values: std::cell::OnceCell::new() }
    }

    fn get(&self, j: usize) -> &[f64] {
        let all = self.values.get_or_init(|| {
            let (n, outputs) = (self.trace.chains() * self.trace.draws_per_chain(), self.trace.names().len());
            let mut out = vec![vec![f64::NAN; n]; self.stan.generated_names().len()];
            let mut draw = vec![0.0; outputs];
            for at in 0..n {
                for (i, v) in draw.iter_mut().enumerate() {
                    *v = self.trace.values(i)[at];
                }
                let gq = self.stan.generated(&draw).unwrap_or_else(|e| panic!("generated quantities: {e}"));
                for (column, v) in out.iter_mut().zip(gq) {
                    column[at] = v;
                }
            }
            out
        });
        &all[j]
    }
}

/// The draws (chain-major) of the quantity posteriordb calls `name`: a parameter or transformed
/// parameter from the trace, else a generated quantity computed from the constrained draws.
fn quantity(trace: &Trace, generated: &Generated, name: &str) -> Option<Vec<f64>> {
    if let Some(values) = trace_quantity(trace, name) {
        return Some(values);
    }
    let want = canonical(name);
    let j = generated.stan.generated_names().iter().position(|n| canonical(n) == want)?;
    Some(generated.get(j).to_vec())
}

/// The draws (chain-major) of the parameter or transformed parameter posteriordb calls `name`.
pub fn trace_quantity(trace: &Trace, name: &str) -> Option<Vec<f64>> {
    let want = canonical(name);
    let i = trace.names().iter().position(|n| canonical(n) == want)?;
    Some(trace.values(i).to_vec())
}

/// The README's z-tests of one quantity's mean and sd.
///
/// Standard errors: the mean's is MCSE(mean) = sd/√ESS_mean on our side and posteriordb's
/// `pdb_mcse_mean` on the reference side, as the README prescribes. For the sd the README
/// asks for "similar tests": the sd of n_eff effectively independent draws has standard error
/// sqrt((m4 − m2²)/n_eff) / (2·sd) (delta method, m2 and m4 the central moments). On our side
/// n_eff is the ESS of the squared deviations; on the reference side it is the reference's ESS
/// of the mean, (sd/pdb_mcse_mean)² (about 10 000: the draws are thinned by 10), with the
/// moments estimated from our draws (the reference draws are not in the fixture).
pub fn check(reference: RefQuantity, values: &[f64], chains: usize) -> Checked {
    let draws = Draws::new(values, chains, values.len() / chains).expect("chains × draws");
    let s = summary(&draws);
    let n = values.len() as f64;
    let dev2: Vec<f64> = values.iter().map(|v| (v - s.mean).powi(2)).collect();
    let m2 = dev2.iter().sum::<f64>() / n;
    let m4 = dev2.iter().map(|d| d * d).sum::<f64>() / n;
    let var_of_var = (m4 - m2 * m2).max(0.0);
    let ess_dev2 = ess_mean(&Draws::new(&dev2, chains, values.len() / chains).expect("shape"));
    let se_sd = (var_of_var / ess_dev2).sqrt() / (2.0 * s.sd);
    let n_ref = (reference.sd / reference.mcse_mean).powi(2);
    let se_sd_ref = (var_of_var / n_ref).sqrt() / (2.0 * s.sd);
    let se_mean = mcse_mean(&draws);
    let z_mean = (s.mean - reference.mean) / se_mean.hypot(reference.mcse_mean);
    let z_sd = (s.sd - reference.sd) / se_sd.hypot(se_sd_ref);
    Checked { mean: s.mean, sd: s.sd, z_mean, z_sd, ess_bulk: s.ess_bulk, rhat: s.rhat, reference }
}

impl Checked {
    /// Whether both z-scores are finite and within [`Z_LIMIT`].
    pub fn passes(&self) -> bool {
        self.z_mean.abs() < Z_LIMIT && self.z_sd.abs() < Z_LIMIT
    }

    /// A line describing the quantity.
    pub fn describe(&self) -> String {
        format!(
            "{}: mean {:.5} (ref {:.5}, z = {:.2}), sd {:.5} (ref {:.5}, z = {:.2}), ESS bulk {:.0}, R-hat {:.3}",
            self.reference.name,
            self.mean,
            self.reference.mean,
            self.z_mean,
            self.sd,
            self.reference.sd,
            self.z_sd,
            self.ess_bulk,
            self.rhat
        )
    }
}

/// Largest |x| of an iterator; NaN if any is NaN.
fn max_abs(values: impl Iterator<Item = f64>) -> f64 {
    values.fold(0.0, |m: f64, v| if v.is_nan() || m.is_nan() { f64::NAN } else { m.max(v.abs()) })
}

impl Outcome {
    pub fn max_z_mean(&self) -> f64 {
        max_abs(self.quantities.iter().map(|q| q.z_mean))
    }

    pub fn max_z_sd(&self) -> f64 {
        max_abs(self.quantities.iter().map(|q| q.z_sd))
    }

    pub fn min_ess_bulk(&self) -> f64 {
        self.quantities.iter().map(|q| q.ess_bulk).fold(f64::INFINITY, f64::min)
    }

    pub fn max_rhat(&self) -> f64 {
        self.quantities.iter().map(|q| q.rhat).fold(f64::NEG_INFINITY, f64::max)
    }

    /// The quantities that fail a z-test.
    pub fn failures(&self) -> Vec<&Checked> {
        self.quantities.iter().filter(|q| !q.passes()).collect()
    }

    /// The per-posterior line of both versions.
    pub fn line(&self) -> String {
        let s = self.settings;
        format!(
            "{:<45} {:>2} q  max|z| mean {:>5.2} sd {:>5.2}  div {:>4}/{:<6}  min ESS bulk {:>6.0}  max R-hat {:.3}  \
             {:>6.1} s (kernel {:.1}, warmup {:.1}, draws {:.1})  ({} chains × {}+{}, leapfrogs/iteration {:.0}+{:.0}, {}){}",
            self.posterior,
            self.quantities.len(),
            self.max_z_mean(),
            self.max_z_sd(),
            self.divergences,
            self.transitions,
            self.min_ess_bulk(),
            self.max_rhat(),
            self.time.as_secs_f64(),
            self.phases[0].as_secs_f64(),
            self.phases[1].as_secs_f64(),
            self.phases[2].as_secs_f64(),
            s.chains,
            s.warmup,
            s.draws,
            self.leapfrogs[0] as f64 / (s.chains * s.warmup) as f64,
            self.leapfrogs[1] as f64 / self.transitions as f64,
            self.backend_name(),
            if self.failures().is_empty() { "" } else { "  FAIL" }
        )
    }

    /// The backend, and the metric where it is not the diagonal one.
    fn backend_name(&self) -> String {
        let backend = if self.backend == BackendRequest::Cpu { "CPU f64" } else { "GPU f32" };
        match self.settings.metric {
            Metric::Dense => format!("{backend}, dense metric"),
            _ => backend.to_string(),
        }
    }

    /// The row of the full version's Markdown table.
    pub fn table_row(&self) -> String {
        format!(
            "| {} | {} | {} | {:.2} | {:.2} | {} / {} | {:.0} | {:.3} | {:.1} s |",
            self.posterior,
            self.backend_name(),
            self.quantities.len(),
            self.max_z_mean(),
            self.max_z_sd(),
            self.divergences,
            self.transitions,
            self.min_ess_bulk(),
            self.max_rhat(),
            self.time.as_secs_f64()
        )
    }
}

/// The header of the full version's Markdown table.
pub const TABLE_HEADER: &str =
    "| posterior | backend | quantities | max \\|z\\| (mean) | max \\|z\\| (sd) | divergences | \
                                min ESS bulk | max R-hat | time |\n|---|---|---|---|---|---|---|---|---|";
