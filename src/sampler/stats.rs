//! The per-draw sampler statistics, in CmdStan's order and with CmdStan's names.

/// One sampler statistic of a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(usize)]
pub enum Stat {
    /// Log density (up to a constant) of the draw, Jacobian included.
    Lp = 0,
    /// Average Metropolis acceptance probability of the transition.
    AcceptStat = 1,
    /// Step size used.
    StepSize = 2,
    /// NUTS tree depth (0 for HMC).
    TreeDepth = 3,
    /// Leapfrog steps taken.
    NLeapfrog = 4,
    /// 1 if the transition diverged.
    Divergent = 5,
    /// Hamiltonian of the draw.
    Energy = 6,
}

impl Stat {
    /// Number of statistics per draw.
    pub const COUNT: usize = 7;
    /// Every statistic, in column order.
    pub const ALL: [Stat; Stat::COUNT] =
        [Stat::Lp, Stat::AcceptStat, Stat::StepSize, Stat::TreeDepth, Stat::NLeapfrog, Stat::Divergent, Stat::Energy];

    /// CmdStan's column name (`lp__`, `accept_stat__`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Stat::Lp => "lp__",
            Stat::AcceptStat => "accept_stat__",
            Stat::StepSize => "stepsize__",
            Stat::TreeDepth => "treedepth__",
            Stat::NLeapfrog => "n_leapfrog__",
            Stat::Divergent => "divergent__",
            Stat::Energy => "energy__",
        }
    }
}
