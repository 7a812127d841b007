//! Where a run's time goes: the split of a phase's wall time between waiting on the engine,
//! copying results out, widening them to f64, adaptation, the sink, and the rest.

use std::ops::AddAssign;
use std::time::{Duration, Instant};

/// The time an engine itself accounts for, summed over its calls (blocks, evaluations).
///
/// The three parts do not overlap. On a GPU, waiting for a result buffer to be mapped includes
/// the kernel's run: the two cannot be told apart from the host, so `device` is the host's
/// time in the submission and in the wait until the results can be read (kernel time, the
/// device's own copies, and the driver's map), and `readback` only the host side of reading
/// them out. Device work that runs while the host does something else (a block started with
/// [`Engine::start_block`](super::engine::Engine::start_block) while the previous one goes
/// to the sink) is not in `device`: only the wait that remains is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct EngineTimings {
    /// Waiting on the engine's gradient work: GPU, the submissions and the waits for mapped
    /// results; CPU, the chains' transitions on every core.
    pub device: Duration,
    /// GPU: the results' copy into their own mappable buffer when it follows the dispatches
    /// (not riding in the last dispatch's submission), its map, and the unmap; zero on the CPU.
    pub readback: Duration,
    /// Converting and unpacking results: GPU, f32 → f64 into the chains' places (read straight
    /// from the mapped buffer, so the reads of mapped memory count here); CPU, gathering the
    /// chains' iterations into the block's arrays.
    pub widen: Duration,
}

impl EngineTimings {
    /// The three parts together.
    pub fn total(&self) -> Duration {
        self.device + self.readback + self.widen
    }

    /// What accrued since `earlier`, a snapshot of the same running total.
    pub fn since(&self, earlier: &EngineTimings) -> EngineTimings {
        EngineTimings {
            device: self.device.saturating_sub(earlier.device),
            readback: self.readback.saturating_sub(earlier.readback),
            widen: self.widen.saturating_sub(earlier.widen),
        }
    }
}

impl AddAssign for EngineTimings {
    fn add_assign(&mut self, other: EngineTimings) {
        self.device += other.device;
        self.readback += other.readback;
        self.widen += other.widen;
    }
}

/// One phase's (warmup's or sampling's) wall time, split. The parts do not overlap and add
/// up to the phase's wall time: `other` is what the rest leave of it.
///
/// `device`, `readback` and `widen` are the engine's own accounts (see their fields); with
/// several GPUs side by side they are those of the device whose part of each call took
/// longest. `adapt` and `sink` are timed by the run loop around its calls.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Timings {
    /// Waiting on the engine's gradient work. GPU: the submissions and the waits until their
    /// results are mapped, so the kernel's run, the device's copies and the driver's map count
    /// together (they cannot be separated from the host); in sampling, the part of a block's
    /// run that the previous block's sink work hid is not here (it was not waited for). CPU:
    /// the chains' transitions. Initial points' evaluations, step-size searches and warmup's
    /// gradient evaluations count here too.
    pub device: Duration,
    /// GPU: copying results into a mappable buffer after the dispatches, mapping and unmapping
    /// it (host side only); zero on the CPU.
    pub readback: Duration,
    /// Converting results to the run's f64 arrays (f32 → f64 on the GPU, reading the mapped
    /// memory) and unpacking them into each chain's place.
    pub widen: Duration,
    /// Host-side adaptation between warmup iterations (step sizes, metric, trajectory length,
    /// stuck chains); zero in sampling.
    pub adapt: Duration,
    /// Handing draws to the sink (constraining, writing CSV or Zarr); zero in warmup (the
    /// sink's report of warmup's end falls between the phases).
    pub sink: Duration,
    /// The rest: uploads of tuning and state, buffer and bind-group creation, progress
    /// reports, exchanges with other processes, initial points.
    pub other: Duration,
}

impl Timings {
    /// The parts that the engine and the run loop timed, `other` left as it was.
    pub fn timed(&self) -> Duration {
        self.device + self.readback + self.widen + self.adapt + self.sink
    }

    /// Adds an engine's account of the phase.
    pub(crate) fn add_engine(&mut self, engine: EngineTimings) {
        self.device += engine.device;
        self.readback += engine.readback;
        self.widen += engine.widen;
    }

    /// Sets `other` to what the timed parts leave of `wall` (zero if they exceed it, which
    /// timer resolution alone could cause).
    pub(crate) fn close(&mut self, wall: Duration) {
        self.other = wall.saturating_sub(self.timed());
    }

    /// The parts as `(name, seconds)`, in field order.
    pub fn parts(&self) -> [(&'static str, f64); 6] {
        [
            ("device", self.device.as_secs_f64()),
            ("readback", self.readback.as_secs_f64()),
            ("widen", self.widen.as_secs_f64()),
            ("adapt", self.adapt.as_secs_f64()),
            ("sink", self.sink.as_secs_f64()),
            ("other", self.other.as_secs_f64()),
        ]
    }
}

/// Runs `f`, adding its wall time to `into`.
pub(crate) fn timed<T>(into: &mut Duration, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = f();
    *into += start.elapsed();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_is_what_the_timed_parts_leave() {
        let ms = Duration::from_millis;
        let mut t = Timings { adapt: ms(2), sink: ms(3), ..Timings::default() };
        t.add_engine(EngineTimings { device: ms(10), readback: ms(1), widen: ms(4) });
        t.close(ms(25));
        assert_eq!((t.device, t.readback, t.widen, t.other), (ms(10), ms(1), ms(4), ms(5)));
        assert_eq!(t.timed() + t.other, ms(25));
        t.close(ms(5));
        assert_eq!(t.other, Duration::ZERO, "never negative");
    }

    #[test]
    fn since_is_the_difference_of_running_totals() {
        let ms = Duration::from_millis;
        let a = EngineTimings { device: ms(5), readback: ms(1), widen: ms(2) };
        let mut b = a;
        b += EngineTimings { device: ms(3), readback: ms(0), widen: ms(1) };
        assert_eq!(b.since(&a), EngineTimings { device: ms(3), readback: ms(0), widen: ms(1) });
        assert_eq!(b.since(&a).total(), ms(4));
    }
}
