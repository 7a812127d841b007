//! Independent jobs (one per chain, per parameter, per piece of draws) on every core, through
//! rayon's global pool: its threads live as long as the process and steal jobs from one
//! another, so a call spawns no thread and a slow job does not hold up the others' share.
//! Results are in index order and do not depend on which thread ran a job; a panic in a job
//! goes on in the caller. `RAYON_NUM_THREADS` sets the pool's size (default: every core).

use std::panic::{catch_unwind, AssertUnwindSafe};

use rayon::prelude::*;

/// `f(0..n)` on every core, in order.
pub(crate) fn parallel_map<T: Send>(n: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let f = &f;
    (0..n).into_par_iter().map(f).collect()
}

/// `f(scratch, 0..n)` on every core, in order; each thread makes its `scratch` with `init`
/// (once for a run of jobs, not once per job).
pub(crate) fn parallel_map_with<T: Send, S>(
    n: usize,
    init: impl Fn() -> S + Sync,
    f: impl Fn(&mut S, usize) -> T + Sync,
) -> Vec<T> {
    let (init, f) = (&init, &f);
    (0..n).into_par_iter().map_init(init, |s, i| f(s, i)).collect()
}

/// [`parallel_map_with`] of fallible jobs: every result, or the first error in index order;
/// a job that panics (its message printed by the panic hook) makes the whole `Err(panicked)`.
pub(crate) fn parallel_try_map_with<T: Send, S>(
    n: usize,
    init: impl Fn() -> S + Sync,
    f: impl Fn(&mut S, usize) -> Result<T, String> + Sync,
    panicked: &str,
) -> Result<Vec<T>, String> {
    let results = catch_unwind(AssertUnwindSafe(|| parallel_map_with(n, init, f)));
    results.unwrap_or_else(|_| vec![Err(panicked.to_string())]).into_iter().collect()
}

/// `f(i, &mut items[i])` for every item on every core; the results in the items' order.
pub(crate) fn parallel_map_mut<T: Send, U: Send>(items: &mut [T], f: impl Fn(usize, &mut T) -> U + Sync) -> Vec<U> {
    let f = &f;
    items.par_iter_mut().enumerate().map(|(i, item)| f(i, item)).collect()
}

/// `f` on every item, on every core.
pub(crate) fn parallel_for_each<T: Send>(items: Vec<T>, f: impl Fn(T) + Sync) {
    let f = &f;
    items.into_par_iter().for_each(f);
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn results_keep_the_order_of_the_indices() {
        for n in [0, 1, 2, 7, 1000] {
            assert_eq!(super::parallel_map(n, |i| i * i), (0..n).map(|i| i * i).collect::<Vec<_>>());
            let with = super::parallel_map_with(n, Vec::<usize>::new, |seen, i| {
                seen.push(i);
                i + 1
            });
            assert_eq!(with, (1..=n).collect::<Vec<_>>());
        }
    }

    #[test]
    fn every_item_is_handed_over_once() {
        for n in [0, 1, 2, 7, 1000] {
            let mut seen = vec![0u32; n];
            super::parallel_for_each(seen.iter_mut().collect(), |s| *s += 1);
            assert!(seen.iter().all(|&s| s == 1), "{n}");
            let indices = super::parallel_map_mut(&mut seen, |i, s| {
                *s += 1;
                i
            });
            assert_eq!(indices, (0..n).collect::<Vec<_>>());
            assert!(seen.iter().all(|&s| s == 2), "{n}");
        }
    }

    #[test]
    fn scratch_is_made_once_per_run_of_jobs_not_per_job() {
        let made = AtomicUsize::new(0);
        let init = || made.fetch_add(1, Ordering::Relaxed);
        assert_eq!(super::parallel_map_with(10_000, init, |_, i| i).len(), 10_000);
        assert!(made.load(Ordering::Relaxed) < 10_000, "{}", made.load(Ordering::Relaxed));
    }

    #[test]
    fn the_first_error_in_index_order_is_returned() {
        let odd = |_: &mut (), i: usize| if i % 2 == 1 { Err(format!("job {i}")) } else { Ok(i) };
        assert_eq!(super::parallel_try_map_with(1000, || (), odd, "panicked"), Err("job 1".to_string()));
        let even = |_: &mut (), i: usize| Ok::<_, String>(2 * i);
        assert_eq!(super::parallel_try_map_with(3, || (), even, "panicked"), Ok(vec![0, 2, 4]));
    }

    #[test]
    fn a_panic_in_a_job_is_an_error_of_the_fallible_map() {
        let job = |_: &mut (), i: usize| if i == 500 { panic!("job {i} panics") } else { Ok(i) };
        assert_eq!(super::parallel_try_map_with(1000, || (), job, "a job panicked"), Err("a job panicked".to_string()));
    }

    #[test]
    fn a_panic_in_a_job_reaches_the_caller() {
        let result = std::panic::catch_unwind(|| super::parallel_map(1000, |i| assert_ne!(i, 500, "job 500 panics")));
        let payload = result.expect_err("the panic propagates");
        let message = payload.downcast_ref::<String>().map(String::as_str).unwrap_or_default();
        assert!(message.contains("job 500 panics"), "{message}");
        let result = std::panic::catch_unwind(|| super::parallel_for_each((0..1000).collect(), |i| assert_ne!(i, 7)));
        assert!(result.is_err());
    }
}
