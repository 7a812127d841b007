//! `parallel_map` and `parallel_for_each`: independent jobs (one per parameter, per piece of
//! draws) spread over every core.

/// `f(0..n)` on every available core, in order: contiguous runs of indices, one per thread.
pub(crate) fn parallel_map<T: Send>(n: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get()).min(n.max(1));
    let per = n.div_ceil(threads).max(1);
    let f = &f;
    std::thread::scope(|scope| {
        let jobs: Vec<_> = (0..n)
            .step_by(per)
            .map(|lo| scope.spawn(move || (lo..(lo + per).min(n)).map(f).collect::<Vec<T>>()))
            .collect();
        jobs.into_iter().flat_map(|j| j.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    })
}

/// `f` on every item, on every available core: contiguous runs of items, one per thread (on
/// the calling thread when one item or one core).
pub(crate) fn parallel_for_each<T: Send>(items: Vec<T>, f: impl Fn(T) + Sync) {
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get()).min(items.len());
    if threads <= 1 {
        items.into_iter().for_each(f);
        return;
    }
    let per = items.len().div_ceil(threads);
    let (f, mut items) = (&f, items.into_iter());
    std::thread::scope(|scope| loop {
        let run: Vec<T> = items.by_ref().take(per).collect();
        if run.is_empty() {
            break;
        }
        scope.spawn(move || run.into_iter().for_each(f));
    });
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_keep_the_order_of_the_indices() {
        for n in [0, 1, 2, 7, 1000] {
            assert_eq!(super::parallel_map(n, |i| i * i), (0..n).map(|i| i * i).collect::<Vec<_>>());
        }
    }

    #[test]
    fn every_item_is_handed_over_once() {
        for n in [0, 1, 2, 7, 1000] {
            let mut seen = vec![0u32; n];
            super::parallel_for_each(seen.iter_mut().collect(), |s| *s += 1);
            assert!(seen.iter().all(|&s| s == 1), "{n}");
        }
    }
}
