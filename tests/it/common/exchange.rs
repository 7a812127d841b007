//! Processes of a run played by threads: an [`Exchange`] over shared memory, for testing runs
//! spread over processes without MPI.

use std::sync::{Condvar, Mutex};
use std::time::Duration;

use wgmc::Exchange;

/// How long a thread waits for the others at a meeting before the test fails (a rank that
/// panicked, or a collective step that one rank skipped).
const PATIENCE: Duration = Duration::from_secs(300);

/// The meeting point of `size` threads.
pub struct Threads {
    size: usize,
    /// Arrivals at the current meeting, and how many meetings have ended.
    meeting: Mutex<(usize, u64)>,
    ended: Condvar,
    slots: Mutex<Vec<Vec<u8>>>,
}

impl Threads {
    pub fn new(size: usize) -> Threads {
        let slots = Mutex::new(vec![Vec::new(); size]);
        Threads { size, meeting: Mutex::new((0, 0)), ended: Condvar::new(), slots }
    }

    /// Waits until every thread has come (a barrier that gives up after [`PATIENCE`]).
    fn meet(&self, rank: usize) {
        let mut m = self.meeting.lock().unwrap();
        let generation = m.1;
        m.0 += 1;
        if m.0 == self.size {
            *m = (0, generation + 1);
            self.ended.notify_all();
            return;
        }
        let (m, timeout) = self.ended.wait_timeout_while(m, PATIENCE, |m| m.1 == generation).unwrap();
        assert!(!timeout.timed_out() || m.1 != generation, "rank {rank}: the other ranks did not come");
    }

    /// Thread `rank`'s side of the exchange.
    pub fn rank(&self, rank: usize) -> ThreadRank<'_> {
        ThreadRank { threads: self, rank }
    }
}

/// One thread's [`Exchange`].
pub struct ThreadRank<'t> {
    threads: &'t Threads,
    rank: usize,
}

impl Exchange for ThreadRank<'_> {
    fn rank(&self) -> usize {
        self.rank
    }

    fn size(&self) -> usize {
        self.threads.size
    }

    fn all_gather(&self, mine: &[f64], counts: &[usize]) -> Result<Vec<f64>, String> {
        assert_eq!(counts[self.rank], mine.len(), "rank {}: count and values disagree", self.rank);
        let bytes = self.all_gather_bytes(&mine.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<_>>())?;
        for (r, b) in bytes.iter().enumerate() {
            assert_eq!(b.len(), 8 * counts[r], "rank {r} gave another count than rank {} expects", self.rank);
        }
        Ok(bytes.iter().flat_map(|b| b.chunks_exact(8).map(|c| f64::from_le_bytes(c.try_into().unwrap()))).collect())
    }

    fn all_gather_bytes(&self, mine: &[u8]) -> Result<Vec<Vec<u8>>, String> {
        self.threads.slots.lock().unwrap()[self.rank] = mine.to_vec();
        self.threads.meet(self.rank);
        let all = self.threads.slots.lock().unwrap().clone();
        // Nobody writes the next round before everyone has read this one.
        self.threads.meet(self.rank);
        Ok(all)
    }
}
