//! `parallel_map`: independent jobs (one per parameter, per draw) spread over every core.

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

#[cfg(test)]
mod tests {
    #[test]
    fn results_keep_the_order_of_the_indices() {
        for n in [0, 1, 2, 7, 1000] {
            assert_eq!(super::parallel_map(n, |i| i * i), (0..n).map(|i| i * i).collect::<Vec<_>>());
        }
    }
}
