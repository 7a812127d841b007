//! MPI ranks as the processes of a run (cargo feature `mpi`): [`MpiExchange`] is an
//! [`Exchange`] over an MPI communicator, for `mpirun -n N wgmc sample …` and for programs that
//! run the sampler on their own communicator ([`Sampler::exchange`](crate::Sampler::exchange)).

use mpi::collective::CommunicatorCollectives;
use mpi::datatype::PartitionMut;
use mpi::topology::{Communicator, SimpleCommunicator};
use mpi::Count;

use crate::Exchange;

/// The ranks of an MPI communicator.
pub struct MpiExchange {
    comm: SimpleCommunicator,
}

impl MpiExchange {
    /// The ranks of `comm` (usually `universe.world()`).
    pub fn new(comm: SimpleCommunicator) -> MpiExchange {
        MpiExchange { comm }
    }

    /// Ends every rank of the job at once (`MPI_Abort`) with exit status `code`: for an error
    /// on one rank outside the collective steps, which the others would otherwise wait for.
    pub fn abort(&self, code: i32) -> ! {
        self.comm.abort(code)
    }
}

/// MPI's counts and displacements for pieces of these lengths.
fn partition(counts: &[usize]) -> Result<(Vec<Count>, Vec<Count>), String> {
    let too_big = |_| format!("a piece of {counts:?} values is too large for one MPI message");
    let counts: Vec<Count> = counts.iter().map(|&c| Count::try_from(c).map_err(too_big)).collect::<Result<_, _>>()?;
    let mut displs = Vec::with_capacity(counts.len());
    let mut at: Count = 0;
    for &c in &counts {
        displs.push(at);
        at = at.checked_add(c).ok_or_else(|| "the gathered values are too many for one MPI message".to_string())?;
    }
    Ok((counts, displs))
}

impl Exchange for MpiExchange {
    fn rank(&self) -> usize {
        self.comm.rank() as usize
    }

    fn size(&self) -> usize {
        self.comm.size() as usize
    }

    fn all_gather(&self, mine: &[f64], counts: &[usize]) -> Result<Vec<f64>, String> {
        let (counts, displs) = partition(counts)?;
        let mut all = vec![0.0; counts.iter().map(|&c| c as usize).sum()];
        let mut parts = PartitionMut::new(&mut all[..], counts, displs);
        self.comm.all_gather_varcount_into(mine, &mut parts);
        Ok(all)
    }

    fn all_gather_bytes(&self, mine: &[u8]) -> Result<Vec<Vec<u8>>, String> {
        // Every piece carries one byte more than its content: an empty byte slice's address is
        // 1, which Open MPI reads as MPI_IN_PLACE.
        let padded = [mine, &[0u8][..]].concat();
        let len = Count::try_from(padded.len()).map_err(|_| "a status message is too long".to_string())?;
        let mut lens = vec![0 as Count; self.size()];
        self.comm.all_gather_into(&len, &mut lens[..]);
        let sizes: Vec<usize> = lens.iter().map(|&l| l as usize).collect();
        let (counts, displs) = partition(&sizes)?;
        let mut all = vec![0u8; sizes.iter().sum()];
        let mut parts = PartitionMut::new(&mut all[..], counts, displs);
        self.comm.all_gather_varcount_into(&padded[..], &mut parts);
        let mut at = 0;
        Ok(sizes
            .iter()
            .map(|&n| {
                at += n;
                all[at - n..at - 1].to_vec()
            })
            .collect())
    }
}
