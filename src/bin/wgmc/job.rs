//! The job a `wgmc` process belongs to: alone, or (built with the `mpi` feature and started by
//! `mpirun`/`srun`) one rank of an MPI job. Ranks run their share of the chains, agree on what
//! must be common (the seed, whether every rank is ready), prefix their messages with their
//! rank, and leave printing the summary to rank 0.

#[cfg(feature = "mpi")]
use wgmc::MpiExchange;
use wgmc::{Devices, Exchange, GpuContext, ADAPTER_ENV};

/// Environment variables that MPI launchers set in every rank (Open MPI, MPICH/Hydra, PMIx,
/// Slurm's PMI).
#[cfg(feature = "mpi")]
const LAUNCHER_ENV: [&str; 4] = ["OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "PMI_RANK"];

/// Environment variables that give a rank's index among the ranks on its machine.
const LOCAL_RANK_ENV: [&str; 4] = ["OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID", "SLURM_LOCALID", "PMI_LOCAL_RANK"];

/// This process's place in its job.
pub struct Job {
    #[cfg(feature = "mpi")]
    ranks: Option<(mpi::environment::Universe, MpiExchange)>,
}

impl Job {
    /// Joins the MPI job this process was started in, if any (and if built with `mpi`).
    pub fn join() -> Job {
        #[cfg(feature = "mpi")]
        {
            let launched = LAUNCHER_ENV.iter().any(|v| std::env::var_os(v).is_some());
            let ranks = launched.then(mpi::initialize).flatten().map(|u| {
                let world = u.world();
                (u, MpiExchange::new(world))
            });
            Job { ranks }
        }
        #[cfg(not(feature = "mpi"))]
        Job {}
    }

    /// The exchange with the other ranks, when there are any.
    pub fn exchange(&self) -> Option<&dyn Exchange> {
        #[cfg(feature = "mpi")]
        if let Some((_, x)) = &self.ranks {
            if x.size() > 1 {
                return Some(x);
            }
        }
        None
    }

    pub fn rank(&self) -> usize {
        self.exchange().map_or(0, |x| x.rank())
    }

    /// Whether this process prints what the job prints once (the summary, the run's errors).
    pub fn is_leader(&self) -> bool {
        self.rank() == 0
    }

    /// `wgmc`, or `wgmc[rank R]` in a job of several ranks: the prefix of stderr messages.
    pub fn prefix(&self) -> String {
        match self.exchange() {
            Some(x) => format!("wgmc[rank {}]", x.rank()),
            None => "wgmc".to_string(),
        }
    }

    /// Gathers every rank's outcome of a step: Ok if all succeeded, else the failures, one
    /// line per rank ("rank R: message"). Alone: the outcome itself.
    pub fn agree(&self, outcome: Result<(), String>) -> Result<(), String> {
        let Some(x) = self.exchange() else { return outcome };
        let mine = outcome.err().map_or_else(Vec::new, String::into_bytes);
        let all = x.all_gather_bytes(&mine)?;
        let failures: Vec<String> = all
            .iter()
            .enumerate()
            .filter(|(_, m)| !m.is_empty())
            .map(|(r, m)| format!("rank {r}: {}", String::from_utf8_lossy(m)))
            .collect();
        if failures.is_empty() {
            Ok(())
        } else {
            Err(failures.join("\n"))
        }
    }

    /// Rank 0's value of `seed` on every rank (a seed taken from the clock differs by rank).
    pub fn common_seed(&self, seed: u64) -> Result<u64, String> {
        let Some(x) = self.exchange() else { return Ok(seed) };
        let all = x.all_gather_bytes(&seed.to_le_bytes())?;
        let first: [u8; 8] = all[0].as_slice().try_into().map_err(|_| "rank 0 sent no seed".to_string())?;
        Ok(u64::from_le_bytes(first))
    }

    /// The devices of this rank: as asked, except that with the default, no `WGMC_ADAPTER` and
    /// several GPUs in the machine, the ranks of one machine take its GPUs in turn.
    pub fn devices(&self, asked: Devices) -> Devices {
        if self.exchange().is_none() || asked != Devices::Default || std::env::var_os(ADAPTER_ENV).is_some() {
            return asked;
        }
        let local = LOCAL_RANK_ENV.iter().find_map(|v| std::env::var(v).ok()?.parse::<usize>().ok());
        match (local, GpuContext::machine_adapters()) {
            (Some(local), Ok(gpus)) if gpus.len() > 1 => {
                Devices::List(vec![wgmc::DeviceName::Index(gpus[local % gpus.len()])])
            }
            _ => asked,
        }
    }

    /// Ends every rank now with exit status `code` (an error on this rank that the others
    /// cannot know of). Alone: returns, and the caller exits as usual.
    pub fn abort_others(&self, code: i32) {
        #[cfg(feature = "mpi")]
        if let Some((_, x)) = &self.ranks {
            if x.size() > 1 {
                x.abort(code);
            }
        }
        let _ = code;
    }
}
