//! Bounded memory: 100 000 chains × 10 parameters on the GPU under a 32 MiB cap for a block of
//! draws. The draws stream out block by block into running sums; nothing holds them all. CI
//! runs 40 draws per chain (software Vulkan does about 10^6 transitions a second here); set
//! `WGMC_MEMORY_TEST_DRAWS=1000` for the full 100 000 × 1 000 × 10 run (8 GB of f64 draws).
//! The test runs in a process of its own (`common::own_process`): the peak resident memory it
//! bounds is the process's, which other tests would raise.

use crate::common;

use common::own_process;
use wgmc::{Algorithm, BackendRequest, DrawBlock, DrawSink, MetricAdaptation, Sampler, SamplerConfig, SinkError};

const CAP: usize = 32 << 20;

/// Running first and second moments of every coordinate, and the largest block seen.
struct Moments {
    sum: Vec<f64>,
    sum_sq: Vec<f64>,
    n: usize,
    largest_block_bytes: usize,
}

impl DrawSink for Moments {
    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        let bytes = 8 * (block.unconstrained.len() + block.stats.len());
        self.largest_block_bytes = self.largest_block_bytes.max(bytes);
        for x in block.unconstrained.chunks(block.dim) {
            for (i, v) in x.iter().enumerate() {
                self.sum[i] += v;
                self.sum_sq[i] += v * v;
            }
            self.n += 1;
        }
        Ok(())
    }
}

/// Peak resident memory of this process in bytes (Linux), if known.
fn peak_rss() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    Some(line.split_whitespace().nth(1)?.parse::<usize>().ok()? * 1024)
}

#[test]
fn hundred_thousand_chains_stream_under_a_memory_cap() {
    let name = own_process::name(module_path!(), "hundred_thousand_chains_stream_under_a_memory_cap");
    if !own_process::is_child(&name) {
        own_process::run(&name, &[]);
        return;
    }
    if !common::sampling::gpu_usable() {
        return;
    }
    let draws = std::env::var("WGMC_MEMORY_TEST_DRAWS").ok().and_then(|v| v.parse().ok()).unwrap_or(40);
    let (chains, dim) = (100_000, 10);
    let model = common::zoo::std_normal(dim);
    let config = SamplerConfig {
        algorithm: Algorithm::Hmc { steps: 1, jitter: false },
        chains,
        warmup: 0,
        draws,
        seed: 8,
        backend: BackendRequest::Gpu,
        metric: Some(MetricAdaptation::Unit),
        initial_step_size: 0.9,
        memory_cap_bytes: CAP,
        ..SamplerConfig::default()
    };
    let mut sink = Moments { sum: vec![0.0; dim], sum_sq: vec![0.0; dim], n: 0, largest_block_bytes: 0 };
    let start = std::time::Instant::now();
    Sampler::new(&model).config(config).run_with(&mut sink).expect("the run completes");
    assert_eq!(sink.n, chains * draws);
    assert!(sink.largest_block_bytes <= CAP, "a block of {} bytes", sink.largest_block_bytes);
    // The 100 000 chains start spread over (−2, 2) (variance 4/3) and one-step HMC moves them
    // towards the standard normal: every coordinate's overall mean is near 0 and its second
    // moment near 1 (loose: this test is about memory; correctness is tested elsewhere).
    for i in 0..dim {
        let mean = sink.sum[i] / sink.n as f64;
        let second = sink.sum_sq[i] / sink.n as f64;
        assert!(mean.abs() < 0.02 && (second - 1.0).abs() < 0.25, "coordinate {i}: mean {mean}, E[x^2] {second}");
    }
    let rss = peak_rss();
    eprintln!(
        "100k chains x {draws} draws x 10: {:.1?}, largest block {} MiB, peak RSS {:?} MiB",
        start.elapsed(),
        sink.largest_block_bytes >> 20,
        rss.map(|r| r >> 20)
    );
    if let Some(rss) = rss {
        assert!(rss < 1 << 30, "peak resident memory {} MiB", rss >> 20);
    }
}

/// Counts the draws of every chain and keeps the largest block.
struct Counts {
    per_chain: Vec<usize>,
    finite: bool,
    largest_block_bytes: usize,
}

impl DrawSink for Counts {
    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        self.largest_block_bytes = self.largest_block_bytes.max(8 * (block.unconstrained.len() + block.stats.len()));
        for k in 0..block.n_draws {
            for c in 0..block.chains {
                let (x, _) = block.draw(k, c);
                self.per_chain[c] += 1;
                self.finite &= x.iter().all(|v| v.is_finite());
            }
        }
        Ok(())
    }
}

// Chains at GPU scale: 262 144 chains of eight schools (NUTS, with warmup) run in one kernel
// layout of one lane per chain, every chain's draws streamed out under a 64 MiB cap. (The CLI
// runs 65 536: cli::chains_at_gpu_scale.)
#[test]
fn eight_schools_at_gpu_scale() {
    let name = own_process::name(module_path!(), "eight_schools_at_gpu_scale");
    if !own_process::is_child(&name) {
        own_process::run(&name, &[]);
        return;
    }
    if !common::sampling::gpu_usable() {
        return;
    }
    let chains = 262_144;
    // One draw of every chain is 34 MiB of f64 draws and statistics: blocks of one draw.
    let cap = 64 << 20;
    let model = common::zoo::eight_schools_noncentered();
    let config = SamplerConfig {
        chains,
        warmup: 6,
        draws: 4,
        seed: 3,
        backend: BackendRequest::Gpu,
        memory_cap_bytes: cap,
        ..SamplerConfig::default()
    };
    let mut sink = Counts { per_chain: vec![0; chains], finite: true, largest_block_bytes: 0 };
    let start = std::time::Instant::now();
    let info = Sampler::new(&model).config(config).run_with(&mut sink).expect("the run completes");
    assert!(sink.per_chain.iter().all(|&n| n == 4), "every chain gives its 4 draws");
    assert!(sink.finite);
    assert!(sink.largest_block_bytes <= cap, "a block of {} bytes", sink.largest_block_bytes);
    assert_eq!(info.layout, "lanes", "eight schools has no data plate worth sharing");
    eprintln!(
        "262 144 chains of eight schools: {:.1?}, peak RSS {:?} MiB",
        start.elapsed(),
        peak_rss().map(|r| r >> 20)
    );
}
