//! The progress line of `wgmc sample` on stderr: a spinner while the model compiles and the
//! chains find their initial points, then a bar per phase (warmup, sampling) with the speed and
//! the time left for the whole run.

use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use wgmc::{Progress, ProgressPhase};

/// The progress line of one run.
pub struct ProgressLine {
    bar: ProgressBar,
    /// Draws per chain, for the time left during warmup.
    draws: usize,
}

impl ProgressLine {
    /// Starts the line in its compile phase: a spinner and the time spent so far.
    pub fn new(draws: usize) -> ProgressLine {
        let bar = ProgressBar::new_spinner();
        bar.set_style(style("{prefix:>8} {spinner} {elapsed}"));
        bar.set_prefix("compile");
        bar.enable_steady_tick(Duration::from_millis(200));
        ProgressLine { bar, draws }
    }

    /// Shows a report: the phase's bar (a phase with no iterations keeps what is shown).
    pub fn show(&self, p: &Progress) {
        if p.total == 0 {
            return;
        }
        let prefix = match p.phase {
            ProgressPhase::Warmup => "warmup",
            ProgressPhase::Sampling => "sampling",
        };
        if self.bar.prefix() != prefix {
            self.bar.set_style(style("{prefix:>8} [{bar:40}] {pos}/{len} {msg}"));
            self.bar.set_prefix(prefix);
            self.bar.reset();
        }
        self.bar.set_length(p.total as u64);
        self.bar.set_position(p.done as u64);
        self.bar.set_message(message(p, self.draws));
    }

    /// Removes the line.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

fn style(template: &str) -> ProgressStyle {
    ProgressStyle::with_template(template)
        .map(|s| s.progress_chars("=> "))
        .unwrap_or_else(|_| ProgressStyle::default_bar())
}

/// `12.5 it/s, ~1m 05s left`: the phase's speed so far and the time left for the run; empty
/// before the phase's first iteration.
fn message(p: &Progress, draws: usize) -> String {
    let secs = p.elapsed.as_secs_f64();
    match time_left(p, draws) {
        Some(left) if secs > 0.0 => format!("{:.1} it/s, ~{} left", p.done as f64 / secs, clock(left)),
        _ => String::new(),
    }
}

/// The time left for the whole run (the rest of warmup and all of sampling during warmup), at
/// the current phase's average speed so far; `None` before the phase's first iteration.
pub fn time_left(p: &Progress, draws: usize) -> Option<Duration> {
    if p.done == 0 {
        return None;
    }
    let left = p.total.saturating_sub(p.done)
        + match p.phase {
            ProgressPhase::Warmup => draws,
            ProgressPhase::Sampling => 0,
        };
    Some(p.elapsed.mul_f64(left as f64 / p.done as f64))
}

/// A duration as `42s`, `3m 05s` or `2h 07m`.
pub fn clock(d: Duration) -> String {
    let s = d.as_secs_f64().round() as u64;
    match s {
        0..60 => format!("{s}s"),
        60..3600 => format!("{}m {:02}s", s / 60, s % 60),
        _ => format!("{}h {:02}m", s / 3600, s % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(phase: ProgressPhase, done: usize, total: usize, secs: u64) -> Progress {
        Progress { phase, done, total, elapsed: Duration::from_secs(secs) }
    }

    /// During warmup the time left covers the draws too, at warmup's speed; none is claimed
    /// before an iteration is done (never a time of zero while nothing is known).
    #[test]
    fn the_time_left_covers_the_whole_run() {
        let warmup = |done, secs| time_left(&report(ProgressPhase::Warmup, done, 1000, secs), 1000);
        assert_eq!(warmup(0, 5), None);
        assert_eq!(warmup(100, 10), Some(Duration::from_secs(190)));
        assert_eq!(warmup(1000, 100), Some(Duration::from_secs(100)));
        let sampling = |done, secs| time_left(&report(ProgressPhase::Sampling, done, 1000, secs), 1000);
        assert_eq!(sampling(0, 1), None);
        assert_eq!(sampling(250, 5), Some(Duration::from_secs(15)));
        assert_eq!(sampling(1000, 20), Some(Duration::ZERO));
    }

    #[test]
    fn messages_give_the_speed_and_the_time_left() {
        assert_eq!(message(&report(ProgressPhase::Warmup, 0, 1000, 3), 1000), "");
        assert_eq!(message(&report(ProgressPhase::Warmup, 100, 1000, 10), 1000), "10.0 it/s, ~3m 10s left");
        assert_eq!(clock(Duration::from_millis(59_400)), "59s");
        assert_eq!(clock(Duration::from_secs(7620)), "2h 07m");
    }
}
