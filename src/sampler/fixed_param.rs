//! Models without parameters run as CmdStan's `fixed_param` sampler: no warmup and no
//! transitions; every draw of every chain is the empty point, with `lp__` and the other
//! statistics 0, and the sink evaluates the generated quantities at each draw (simulation from
//! data).

use std::time::Instant;

use super::run::ProgressPhase;
use super::stats::Stat;
use super::trace::{DrawBlock, DrawSink, RunInfo};
use super::{SampleError, SamplerConfig};

/// Draws per block handed to the sink.
const BLOCK_DRAWS: usize = 1000;

/// Runs `config.draws` draws of `config.chains` chains of a model without parameters.
pub(super) fn run(
    config: &SamplerConfig,
    sink: &mut dyn DrawSink,
    report: &mut dyn FnMut(ProgressPhase, usize, usize, Instant),
    stop_asked: &dyn Fn() -> bool,
) -> Result<RunInfo, SampleError> {
    let mut info = RunInfo {
        backend: "fixed_param (the model has no parameters)".to_string(),
        layout: "none".to_string(),
        ..RunInfo::default()
    };
    sink.warmup_done(&info).map_err(SampleError::Sink)?;
    let start = Instant::now();
    report(ProgressPhase::Sampling, 0, config.draws, start);
    let mut first = 0;
    while first < config.draws {
        let n = BLOCK_DRAWS.min(config.draws - first);
        let stats = vec![0.0; n * config.chains * Stat::COUNT];
        let block = DrawBlock {
            first_draw: first,
            n_draws: n,
            chains: config.chains,
            dim: 0,
            unconstrained: &[],
            stats: &stats,
        };
        sink.block(&block).map_err(SampleError::Sink)?;
        first += n;
        report(ProgressPhase::Sampling, first, config.draws, start);
        if first < config.draws && stop_asked() {
            return Err(SampleError::Interrupted { draws: first });
        }
    }
    info.sampling_time = start.elapsed();
    Ok(info)
}
