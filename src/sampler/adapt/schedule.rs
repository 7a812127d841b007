//! Stan's windowed warmup schedule: fast buffers for the step size, doubling slow windows for
//! the metric.

/// Stan's windowed warmup schedule (init_buffer=75, term_buffer=50, base window=25, windows doubling, last window stretched to the term buffer; Stan's rules for short warmups where 15%/75%/10% is used when warmup < init+term+base).
///
/// Rules (Stan's `windowed_adaptation::set_window_params`, `adaptation_window`, `end_adaptation_window`,
/// `compute_next_window`), with `N = num_warmup` and 0-based iterations `i`:
///
/// * `N < 20`: no metric adaptation at all (no window, no window end).
/// * `init + base + term > N`: `init = floor(0.15 N)`, `term = floor(0.10 N)` (f64 product truncated, as
///   Stan's `unsigned = 0.15 * N`), `base = N - init - term`: one window.
/// * Draw `i` feeds the metric estimator iff `init <= i < N - term`.
/// * The first window ends after `init + base - 1`. At each end `e` the window size doubles and the next end is
///   `e + size`; if the window after that one (`next + 2 size`) would reach `N - term`, the next window is
///   stretched to end after `N - term - 1`, which is the last end.
///
/// For `N = 1000`: ends after 99, 149, 249, 449, 949 (windows 25, 50, 100, 200, 500).
///
/// Deviation: in Stan's source the short-warmup branch returns without calling `restart()`, so the stale
/// next-window index from the constructor (`0 + 0 - 1`, unsigned, i.e. `UINT_MAX`) is kept and the single
/// window never closes. We implement the evident intent (as if `restart()` were called): for `N = 100` the
/// window covers iterations 15..=89 and ends after 89.
#[derive(Clone, Debug)]
pub struct WarmupSchedule {
    num_warmup: usize,
    init_buffer: usize,
    term_buffer: usize,
    adapt: bool,
    ends: Vec<usize>,
}

impl WarmupSchedule {
    /// The schedule with CmdStan's defaults (75 / 25 / 50).
    #[cfg(test)]
    pub fn new(num_warmup: usize) -> Self {
        let o = super::AdaptOptions::default();
        Self::with_buffers(num_warmup, o.init_buffer, o.term_buffer, o.window)
    }

    /// The schedule for explicit buffers and base window, with Stan's rules for short warmups.
    pub fn with_buffers(num_warmup: usize, init_buffer: usize, term_buffer: usize, base_window: usize) -> Self {
        if num_warmup < 20 {
            return WarmupSchedule { num_warmup, init_buffer: 0, term_buffer: 0, adapt: false, ends: Vec::new() };
        }
        let (init, term, base) = if init_buffer.saturating_add(base_window).saturating_add(term_buffer) > num_warmup {
            // Truncation of the f64 product, as in Stan's `unsigned int = 0.15 * num_warmup`.
            let init = (0.15 * num_warmup as f64) as usize;
            let term = (0.10 * num_warmup as f64) as usize;
            (init, term, num_warmup - init - term)
        } else {
            (init_buffer, term_buffer, base_window)
        };
        let ends = Self::window_ends_for(num_warmup, init, term, base);
        WarmupSchedule { num_warmup, init_buffer: init, term_buffer: term, adapt: true, ends }
    }

    /// Replays Stan's `end_adaptation_window` / `compute_next_window` without iterating over every draw.
    fn window_ends_for(n: usize, init: usize, term: usize, base: usize) -> Vec<usize> {
        let mut ends = Vec::new();
        // Here init + base + term <= n, n >= 20, so n - term >= 1.
        let Some(slow_end) = n.checked_sub(term) else { return ends };
        if base == 0 || slow_end == 0 {
            // Stan with window = 0 would end a "window" after init - 1 with no draws; we skip metric updates.
            return ends;
        }
        let last = slow_end - 1; // Stan's `num_warmup_ - adapt_term_buffer_ - 1`
        let mut size = base;
        let mut next = init.saturating_add(base) - 1;
        // An end at `next` happens only if the counter reaches it (counter < n).
        while next < n && next <= last {
            ends.push(next);
            if next == last {
                break;
            }
            size = size.saturating_mul(2);
            next = next.saturating_add(size);
            if next != last && next.saturating_add(size.saturating_mul(2)) >= slow_end {
                next = last;
            }
        }
        ends
    }

    /// Whether iteration `i` (0-based within warmup) adds its draw to the metric estimator.
    pub fn in_metric_window(&self, i: usize) -> bool {
        self.adapt && i >= self.init_buffer && i < self.num_warmup.saturating_sub(self.term_buffer)
    }

    /// Whether the metric window ends after iteration `i` (then: update the metric, restart dual averaging).
    pub fn window_ends_after(&self, i: usize) -> bool {
        self.ends.binary_search(&i).is_ok()
    }

    /// The first iteration of the terminal buffer (after the last metric window), if the
    /// schedule adapts the metric at all.
    pub fn term_start(&self) -> Option<usize> {
        self.adapt.then(|| self.num_warmup - self.term_buffer)
    }

    /// All window ends, increasing (0-based iterations after which the metric is updated).
    #[allow(dead_code)] // optional accessor for diagnostics
    pub fn window_ends(&self) -> &[usize] {
        &self.ends
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ends(s: &WarmupSchedule, n: usize) -> Vec<usize> {
        (0..n).filter(|&i| s.window_ends_after(i)).collect()
    }

    fn window(s: &WarmupSchedule, n: usize) -> Option<(usize, usize)> {
        let v: Vec<usize> = (0..n).filter(|&i| s.in_metric_window(i)).collect();
        let (first, last) = (*v.first()?, *v.last()?);
        assert_eq!(v.len(), last - first + 1, "metric window not contiguous");
        Some((first, last))
    }

    /// A literal replay of Stan's windowed_adaptation counter logic (with `restart()` in the short branch),
    /// iteration by iteration, to cross-check the closed-form schedule.
    fn stan_replay(n: usize, init: usize, term: usize, base: usize) -> (Vec<usize>, Vec<usize>) {
        if n < 20 {
            return (vec![], vec![]);
        }
        let (init, term, base) = if init + base + term > n {
            let i = (0.15 * n as f64) as usize;
            let t = (0.10 * n as f64) as usize;
            (i, t, n - i - t)
        } else {
            (init, term, base)
        };
        let (mut size, mut next) = (base as i64, init as i64 + base as i64 - 1);
        let last = n as i64 - term as i64 - 1;
        let (mut win, mut ends) = (vec![], vec![]);
        for counter in 0..n as i64 {
            if counter >= init as i64 && counter < n as i64 - term as i64 {
                win.push(counter as usize);
            }
            if counter == next {
                ends.push(counter as usize);
                if next != last {
                    size *= 2;
                    next = counter + size;
                    if next != last && next + 2 * size >= n as i64 - term as i64 {
                        next = last;
                    }
                }
            }
        }
        (win, ends)
    }

    #[test]
    fn schedule_1000_matches_stan() {
        let s = WarmupSchedule::new(1000);
        assert_eq!(ends(&s, 1000), vec![99, 149, 249, 449, 949]);
        assert_eq!(s.window_ends(), &[99, 149, 249, 449, 949]);
        assert_eq!(window(&s, 1000), Some((75, 949)));
        assert!(!s.in_metric_window(74) && s.in_metric_window(75) && s.in_metric_window(949));
        assert!(!s.in_metric_window(950) && !s.in_metric_window(999) && !s.in_metric_window(1000));
    }

    #[test]
    fn schedule_other_lengths() {
        // 2000: AdvancedHMC prints Stan's windows as 1-based boundaries (75, 100, 150, 250, 450, 850, 1950).
        assert_eq!(WarmupSchedule::new(2000).window_ends(), &[99, 149, 249, 449, 849, 1949]);
        assert_eq!(WarmupSchedule::new(150).window_ends(), &[99]);
        assert_eq!(WarmupSchedule::new(200).window_ends(), &[99, 149]);
        // 300 (slow phase 75..=249): after 99 the next end is 149 (the one after, 149 + 100 = 249, stays below
        // 250, so no stretch); after 149 the next end is 149 + 100 = 249, the last.
        assert_eq!(WarmupSchedule::new(300).window_ends(), &[99, 149, 249]);
    }

    #[test]
    fn schedule_short_warmups() {
        // 100 < 150: 15% / 75% / 10% -> init 15, window 75, term 10; one window ending after 89.
        let s = WarmupSchedule::new(100);
        assert_eq!(ends(&s, 100), vec![89]);
        assert_eq!(window(&s, 100), Some((15, 89)));
        // 20: init 3, term 2, window 15.
        let s = WarmupSchedule::new(20);
        assert_eq!(ends(&s, 20), vec![17]);
        assert_eq!(window(&s, 20), Some((3, 17)));
        // 19 and below: Stan does no metric adaptation.
        for n in [0, 1, 5, 19] {
            let s = WarmupSchedule::new(n);
            assert!(ends(&s, n + 5).is_empty());
            assert_eq!(window(&s, n + 5), None);
        }
    }

    #[test]
    fn schedule_matches_literal_replay() {
        for n in 0..=2600 {
            let s = WarmupSchedule::new(n);
            let (win, e) = stan_replay(n, 75, 50, 25);
            assert_eq!(ends(&s, n), e, "ends, n = {n}");
            let got: Vec<usize> = (0..n).filter(|&i| s.in_metric_window(i)).collect();
            assert_eq!(got, win, "window, n = {n}");
            // Every end is inside the metric window, and the last one closes it.
            if let Some(&l) = e.last() {
                assert!(s.in_metric_window(l) && !s.in_metric_window(l + 1), "n = {n}");
            }
        }
        for (n, i, t, b) in [(500, 10, 10, 10), (1000, 0, 0, 5), (60, 5, 5, 5), (1000, 100, 100, 0)] {
            let s = WarmupSchedule::with_buffers(n, i, t, b);
            let (win, e) = stan_replay(n, i, t, b);
            let got: Vec<usize> = (0..n).filter(|&k| s.in_metric_window(k)).collect();
            assert_eq!(got, win, "window {n} {i} {t} {b}");
            if b > 0 {
                assert_eq!(ends(&s, n), e, "ends {n} {i} {t} {b}");
            }
        }
    }

    #[test]
    fn schedule_huge_does_not_panic() {
        let s = WarmupSchedule::new(usize::MAX);
        assert!(s.in_metric_window(usize::MAX - 51));
        assert!(!s.in_metric_window(usize::MAX));
        assert!(s.window_ends_after(usize::MAX - 51));
        assert!(!s.window_ends().is_empty());
        let s = WarmupSchedule::with_buffers(usize::MAX, usize::MAX, usize::MAX, usize::MAX);
        let _ = (s.in_metric_window(0), s.window_ends_after(0));
    }
}
