//! MAMS with the partial (Langevin) velocity refresh between steps
//! (`SamplerConfig::mams_partial_refresh`): exact posteriors on both backends, GPU transitions
//! against the f64 reference, layout independence, reproducibility, the settings it refuses,
//! the command line, and, with the option off, the very draws MAMS gave before the option
//! existed.

use crate::common;
use crate::sampler_posteriors::{check_std_normal_100, normal_normal, poisson_gamma_checks, CHAINS, DRAWS, WARMUP};
use crate::samplers::{assert_transitions_agree, transition_models};

use wgmc::{
    compile_stan, Algorithm, BackendRequest, DataSet, Layout, Model, SampleError, Sampler, SamplerConfig, Stat, Trace,
};

use common::sampling::{chain_bits, config, sample};

/// MAMS with a partial refresh of factor `factor` on `backend`, at the posterior tests' sizes.
fn refreshed(model: &Model, backend: BackendRequest, seed: u64, factor: f64) -> Trace {
    let cfg =
        SamplerConfig { mams_partial_refresh: Some(factor), ..config(Algorithm::Mams, CHAINS, WARMUP, DRAWS, seed) };
    let trace = sample(model, backend, cfg);
    let min_ess = trace.summary().iter().map(|s| s.ess_bulk).fold(f64::INFINITY, f64::min);
    eprintln!("MAMS, refresh {factor}: {} divergences, min ESS bulk {min_ess:.0}", trace.divergences());
    trace
}

// The 100-dimensional standard normal, the velocity decorrelating over one trajectory length.
sampler_test!(std_normal_100, |backend| {
    check_std_normal_100(&refreshed(&common::zoo::std_normal(100), backend, 111, 1.0));
});

// Ten Poisson–gamma conjugate rates, with a strong refresh (over half a trajectory length).
sampler_test!(poisson_gamma_conjugate, |backend| {
    poisson_gamma_checks()(&refreshed(&common::zoo::poisson_gamma(), backend, 112, 0.5));
});

// One dimension (normal–normal conjugate): the velocity is ±1, and a refresh may reverse it.
sampler_test!(normal_normal_conjugate, |backend| {
    let (model, check) = normal_normal();
    check(&refreshed(&model, backend, 113, 0.5));
});

// The GPU's MAMS transitions with the refresh follow the f64 reference (which the refresh
// changes: the comparison would catch a kernel that skipped it).
#[test]
fn gpu_transitions_follow_the_f64_reference() {
    if !common::sampling::gpu_usable() {
        return;
    }
    for (name, model, step) in &transition_models() {
        assert_transitions_agree(name, model, Algorithm::Mams, *step, Some(0.5));
    }
}

// GPU: with the refresh on, neither the kernel layout (one lane per chain, rows:4, split:2)
// nor how chains are grouped, how many steps a dispatch takes (one: the refreshed velocity is
// kept between dispatches) or the blocks draws leave the device in change a draw.
#[test]
fn gpu_draws_do_not_depend_on_the_layout_or_dispatches() {
    if !common::sampling::gpu_usable() {
        return;
    }
    let data = common::zoo::synthetic_logistic(2_000, 4, 3);
    let model = common::zoo::logistic_regression(&data);
    let base = SamplerConfig {
        backend: BackendRequest::Gpu,
        layout: Layout::Lanes,
        mams_partial_refresh: Some(1.0),
        ..config(Algorithm::Mams, 7, 30, 10, 9)
    };
    let run = |cfg: SamplerConfig| Sampler::new(&model).config(cfg).run().unwrap();
    let plain = run(base.clone());
    let off = run(SamplerConfig { mams_partial_refresh: None, ..base.clone() });
    assert_ne!(chain_bits(&plain, 0), chain_bits(&off, 0), "the refresh changes the draws");
    let one_step = Some(1);
    for (cfg, layout) in [
        SamplerConfig {
            gpu_chains_per_group: Some(3),
            gpu_leapfrogs_per_dispatch: one_step,
            memory_cap_bytes: 1,
            ..base.clone()
        },
        SamplerConfig { layout: Layout::Rows(Some(4)), gpu_leapfrogs_per_dispatch: one_step, ..base.clone() },
        SamplerConfig {
            layout: Layout::Split { groups: Some(2), lanes: None },
            gpu_leapfrogs_per_dispatch: one_step,
            ..base.clone()
        },
    ]
    .into_iter()
    .zip(["lanes", "rows:4", "split:2x4"])
    {
        let other = run(cfg.clone());
        assert_eq!(other.info().layout, layout);
        for c in 0..7 {
            assert_eq!(chain_bits(&plain, c), chain_bits(&other, c), "{:?}, chain {c}", cfg.layout);
        }
    }
}

// The reference transition with the refresh differs from the one without (a trajectory of
// several steps), so the comparison above tests the refresh.
#[test]
fn the_refresh_changes_the_reference_transition() {
    let model = common::zoo::eight_schools_noncentered();
    let cpu = wgmc::CpuModel::new(&model);
    let unit = vec![1.0; model.dim()];
    let q = wgmc::reference::initial_point(21, 0, model.dim(), 0);
    let tuning = (0.25, (model.dim() as f64).sqrt());
    let plain = wgmc::reference::transition(&cpu, Algorithm::Mams, &q, tuning, &unit, 21, 0, 0);
    let refreshed = wgmc::reference::transition_mams_refresh(&cpu, &q, tuning, 0.5, &unit, 21, 0, 0);
    assert!(plain.1[Stat::NLeapfrog as usize] > 1.0, "one step has no refresh: {:?}", plain.1);
    assert_ne!(plain.0, refreshed.0);
}

// The same seed reproduces exactly; another seed, or the refresh off, does not.
sampler_test!(same_seed_reproduces_exactly, |backend| {
    let model = common::zoo::eight_schools_noncentered();
    let run = |seed, refresh| {
        sample(
            &model,
            backend,
            SamplerConfig { mams_partial_refresh: refresh, ..config(Algorithm::Mams, 16, 60, 20, seed) },
        )
    };
    let (a, b, other, off) = (run(3, Some(1.0)), run(3, Some(1.0)), run(4, Some(1.0)), run(3, None));
    for c in 0..16 {
        assert_eq!(chain_bits(&a, c), chain_bits(&b, c), "chain {c}");
    }
    assert_ne!(chain_bits(&a, 0), chain_bits(&other, 0));
    assert_ne!(chain_bits(&a, 0), chain_bits(&off, 0));
});

// With the option off, MAMS on the CPU gives the draws it gave before the option existed:
// `wgmc sample tests/fixtures/benchmarks/eight_schools_noncentered.stan --data …json
// --algorithm mams --chains 8 --warmup 60 --draws 20 --seed 3 --backend cpu` (the f64
// reference; the GPU's f32 draws depend on the adapter), last draw of chains 1 and 8.
#[test]
fn option_off_keeps_the_draws() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/benchmarks");
    let source = std::fs::read_to_string(dir.join("eight_schools_noncentered.stan")).unwrap();
    let data = DataSet::from_json_file(dir.join("eight_schools_noncentered.json")).unwrap();
    let stan = compile_stan(&source, "eight_schools_noncentered.stan", &data).unwrap();
    let trace = sample(stan.model(), BackendRequest::Cpu, config(Algorithm::Mams, 8, 60, 20, 3));
    let last = |c: usize| {
        let at = c * 20 + 19;
        [trace.stat(Stat::Lp)[at], trace.values(0)[at], trace.values(1)[at]]
    };
    assert_eq!(last(0), [-7.191409780685957, 3.4126473175065466, 5.378303624959838]);
    assert_eq!(last(7), [-8.45297399989552, 13.69057634280168, 1.3324898474708635]);
}

// Settings it refuses: a factor that is not positive and finite, or any with another algorithm.
#[test]
fn bad_factors_are_settings_errors() {
    let model = common::zoo::std_normal(2);
    let mams = SamplerConfig { algorithm: Algorithm::Mams, backend: BackendRequest::Cpu, ..SamplerConfig::default() };
    let nuts = SamplerConfig { backend: BackendRequest::Cpu, ..SamplerConfig::default() };
    for (base, factor) in [(&mams, 0.0), (&mams, -1.0), (&mams, f64::NAN), (&mams, f64::INFINITY), (&nuts, 1.0)] {
        let cfg = SamplerConfig { mams_partial_refresh: Some(factor), ..base.clone() };
        match Sampler::new(&model).config(cfg).run() {
            Err(SampleError::Settings(m)) => assert!(m.contains("mams_partial_refresh"), "{m}"),
            other => panic!("factor {factor} with {:?}: {other:?}", base.algorithm),
        }
    }
    let ok = SamplerConfig { mams_partial_refresh: Some(2.0), ..mams };
    assert!(ok.validate(&model).is_ok());
}

// The command line's `--mams-partial-refresh F`: recorded in the CSV header of a MAMS run,
// refused with another algorithm.
#[cfg(feature = "cli")]
#[test]
fn cli_takes_the_factor() {
    use common::cli::{text, wgmc};
    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let (model, data) = (examples.join("eight_schools.stan"), examples.join("eight_schools.json"));
    let out = std::env::temp_dir().join(format!("wgmc-mams-refresh-{}", std::process::id()));
    let run = |algorithm: &str| {
        let args = ["sample", model.to_str().unwrap(), "--data", data.to_str().unwrap(), "--backend", "cpu"];
        let more = ["--chains", "2", "--warmup", "30", "--draws", "10", "--seed", "5", "--algorithm", algorithm];
        wgmc(&[&args[..], &more, &["--mams-partial-refresh", "2", "--output", out.to_str().unwrap()]].concat())
    };
    let ok = run("mams");
    assert!(ok.status.success(), "{}", text(&ok.stderr));
    let chain = std::fs::read_to_string(out.join("chain_1.csv")).unwrap();
    assert!(chain.contains("#             partial_refresh = 2\n"), "{chain}");
    let refused = run("nuts");
    assert!(!refused.status.success());
    assert!(text(&refused.stderr).contains("mams_partial_refresh"), "{}", text(&refused.stderr));
    let _ = std::fs::remove_dir_all(&out);
}
