//! Chains spread over several GPU devices and over several processes: the draws are those of
//! one device in one process, bit for bit, for per-chain and cross-chain algorithms alike; a
//! failure or a stop on one process ends the run on all of them.

use crate::common;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use wgmc::{
    Algorithm, BackendRequest, DeviceName, Devices, DrawBlock, DrawSink, Model, ProgressPhase, SampleError, Sampler,
    SamplerConfig, SinkError, Stat, Trace,
};

use common::exchange::Threads;
use common::sampling::{algorithms, config};

/// Every draw and statistic of a trace, as bits.
fn bits(trace: &Trace) -> Vec<u64> {
    let mut out = Vec::new();
    for i in 0..trace.names().len() {
        out.extend(trace.values(i).iter().map(|v| v.to_bits()));
    }
    for s in Stat::ALL {
        out.extend(trace.stat(s).iter().map(|v| v.to_bits()));
    }
    out
}

/// `ranks` threads each run `config` as one process of the run; their results in rank order.
fn run_as_processes(model: &Model, config: &SamplerConfig, ranks: usize) -> Vec<Result<Trace, SampleError>> {
    run_with(ranks, |rank, exchange| {
        Sampler::new(model).config(config.clone()).exchange(exchange).run().map(|t| (rank, t).1)
    })
}

/// Runs `f(rank, exchange)` on `ranks` threads that play the processes of a run.
fn run_with<T: Send>(ranks: usize, f: impl Fn(usize, &dyn wgmc::Exchange) -> T + Sync) -> Vec<T> {
    let threads = Threads::new(ranks);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..ranks)
            .map(|r| {
                let (threads, f) = (&threads, &f);
                s.spawn(move || f(r, &threads.rank(r)))
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a rank panicked")).collect()
    })
}

// Two or three devices on one adapter run slices of the chains side by side: NUTS, HMC and
// ChEES (one step size and trajectory length for all chains, reduced on the host in chain
// order) give the draws of one device.
#[test]
fn several_devices_give_the_draws_of_one() {
    if !common::sampling::gpu_usable() {
        return;
    }
    let data = common::zoo::synthetic_logistic(1_000, 3, 5);
    let model = common::zoo::logistic_regression(&data);
    for algorithm in algorithms() {
        let base = SamplerConfig { backend: BackendRequest::Gpu, ..config(algorithm, 7, 30, 10, 5) };
        let run = |devices| Sampler::new(&model).config(SamplerConfig { devices, ..base.clone() }).run().unwrap();
        let one = run(Devices::Default);
        let two = run(Devices::List(vec![DeviceName::Index(0); 2]));
        let three = run(Devices::List(vec![DeviceName::Index(0); 3]));
        assert!(two.info().backend.starts_with("2 devices:"), "{}", two.info().backend);
        assert!(three.info().backend.contains("for chains 5..7"), "{}", three.info().backend);
        assert_eq!(bits(&one), bits(&two), "{algorithm:?}: one device vs two");
        assert_eq!(bits(&one), bits(&three), "{algorithm:?}: one device vs three");
        assert_eq!(one.info().step_size, three.info().step_size, "{algorithm:?}");
    }
}

// Processes (threads here, MPI ranks in `mpirun`) with a slice of the chains each: every
// process gets every chain's draws, equal to the one-process run, for per-chain and
// cross-chain adaptation, with more processes than chains too.
sampler_test!(processes_give_the_draws_of_one_process, |backend| {
    let model = common::zoo::eight_schools_noncentered();
    for algorithm in algorithms() {
        for (chains, ranks) in [(5, 2), (2, 3)] {
            let config = SamplerConfig { backend, ..config(algorithm, chains, 40, 12, 21) };
            let alone = Sampler::new(&model).config(config.clone()).run().unwrap();
            for (rank, trace) in run_as_processes(&model, &config, ranks).into_iter().enumerate() {
                let trace = trace.unwrap_or_else(|e| panic!("rank {rank}: {e}"));
                assert_eq!(bits(&trace), bits(&alone), "{algorithm:?}, {chains} chains, rank {rank} of {ranks}");
                assert!(trace.info().backend.contains(&format!("(rank {rank} of {ranks})")));
            }
        }
    }
});

/// A sink that fails at its `fail_at`-th block.
struct FailingSink {
    blocks: usize,
    fail_at: usize,
}

impl DrawSink for FailingSink {
    fn block(&mut self, _: &DrawBlock) -> Result<(), SinkError> {
        self.blocks += 1;
        if self.blocks == self.fail_at {
            return Err("disk full".into());
        }
        Ok(())
    }
}

// A process whose sink fails, or that cannot create its engine, ends the run on every process
// with an error naming it; nobody waits for it.
#[test]
fn a_failing_process_ends_the_run_on_all_with_its_rank() {
    let model = common::zoo::eight_schools_noncentered();
    let config = SamplerConfig {
        backend: BackendRequest::Cpu,
        memory_cap_bytes: 1,
        ..config(Algorithm::Nuts { max_depth: 10 }, 4, 20, 10, 3)
    };
    let results = run_with(3, |rank, exchange| {
        let mut sink = FailingSink { blocks: 0, fail_at: if rank == 1 { 4 } else { usize::MAX } };
        Sampler::new(&model).config(config.clone()).exchange(exchange).run_with(&mut sink)
    });
    for (rank, result) in results.into_iter().enumerate() {
        match result {
            Err(SampleError::Rank { rank: 1, message }) => {
                assert_eq!(message, "could not store draws: disk full", "rank {rank}")
            }
            other => panic!("rank {rank}: {other:?}"),
        }
    }
    // Rank 2 asks for GPU devices with the CPU backend: its engine cannot be made.
    let results = run_with(3, |rank, exchange| {
        let devices = if rank == 2 { Devices::List(vec![DeviceName::Index(0)]) } else { Devices::Default };
        Sampler::new(&model).config(SamplerConfig { devices, ..config.clone() }).exchange(exchange).run()
    });
    for (rank, result) in results.into_iter().enumerate() {
        match result {
            Err(SampleError::Rank { rank: 2, message }) => assert!(message.contains("CPU backend"), "{message}"),
            other => panic!("rank {rank}: {:?}", other.map(|_| ())),
        }
    }
}

// A stop raised on one process (its Ctrl-C) stops every process after the same block, each
// with the same count of draws kept.
#[test]
fn a_stop_on_one_process_stops_all_after_the_same_block() {
    let model = common::zoo::eight_schools_noncentered();
    let config = SamplerConfig {
        backend: BackendRequest::Cpu,
        memory_cap_bytes: 1,
        ..config(Algorithm::Nuts { max_depth: 10 }, 4, 20, 30, 3)
    };
    let results = run_with(2, |rank, exchange| {
        let flag = Arc::new(AtomicBool::new(false));
        let raise = Arc::clone(&flag);
        Sampler::new(&model)
            .config(config.clone())
            .exchange(exchange)
            .stop_flag(flag)
            .progress(move |p| {
                if rank == 1 && p.phase == ProgressPhase::Sampling && p.done == 7 {
                    raise.store(true, Ordering::SeqCst);
                }
            })
            .run()
    });
    for (rank, result) in results.into_iter().enumerate() {
        assert!(matches!(result, Err(SampleError::Interrupted { draws: 7 })), "rank {rank}: {:?}", result.map(|_| ()));
    }
}
