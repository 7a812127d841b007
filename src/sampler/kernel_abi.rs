//! The sampler kernel's interface with the host, in one place: the uniform `SamplerParams` and
//! the per-lane `Lane` as `#[repr(C)]` `Pod` types mirroring the structs of
//! `shaders/sampler.wgsl` (the tests below compare their layouts with the ones naga computes),
//! the binding numbers, and the constants both sides use (modes, phases, random-number
//! purposes, strides), emitted as a WGSL `const` block that goes before the template, so the
//! shader never keeps a copy of its own.

use std::fmt::Write;

use bytemuck::{Pod, Zeroable};

use super::stats::Stat;
use super::transition::{MAX_DELTA_H, TREE_MERGE_INDEX};
use crate::rng::purpose;

/// The uniform of every sampler dispatch (`SamplerParams` in `shaders/sampler.wgsl`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Pod, Zeroable)]
pub(crate) struct SamplerParams {
    /// Lanes (chains) of the group.
    pub n: u32,
    /// The group's first chain among all (the random streams' chain number).
    pub chain_offset: u32,
    /// The seed's low and high 32 bits (the Philox key).
    pub key_lo: u32,
    pub key_hi: u32,
    /// The first iteration of the block (warmup included), and the block's iterations.
    pub first_iteration: u32,
    pub n_iter: u32,
    /// Changes with every block: a lane whose `Lane::block` differs starts the block afresh.
    pub block_id: u32,
    /// One of [`Mode`].
    pub mode: u32,
    pub max_depth: u32,
    /// Leapfrog steps per lane before the dispatch ends.
    pub max_leapfrogs: u32,
    /// Loop iterations a lane may run before the driver's loop limit (`u32::MAX`: no limit).
    pub trip_budget: u32,
    /// Always 2: the guard loop's trip count, unknown to the compiler so it stays a loop.
    pub guard_trips: u32,
    /// Always 1.0: read from the uniform so compilers cannot fold compensated sums away.
    pub one: f32,
    /// 1: write the trajectory's end and acceptance to `proposals` (HMC, a block's last
    /// iteration).
    pub want_proposals: u32,
    /// MAMS: the partial velocity refresh's noise ν between steps (0: none).
    pub mams_noise: f32,
    pub pad1: u32,
}

impl SamplerParams {
    /// The parameters of a block of `n_iter` iterations from `first_iteration` in `mode`, with
    /// the fixed fields (`guard_trips`, `one`) set, no proposals asked for and no partial
    /// refresh.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        lanes: usize,
        first_chain: usize,
        key: [u32; 2],
        first_iteration: u32,
        n_iter: usize,
        block_id: u32,
        mode: Mode,
        max_depth: u32,
    ) -> SamplerParams {
        SamplerParams {
            n: lanes as u32,
            chain_offset: first_chain as u32,
            key_lo: key[0],
            key_hi: key[1],
            first_iteration,
            n_iter: n_iter as u32,
            block_id,
            mode: mode as u32,
            max_depth,
            max_leapfrogs: u32::MAX,
            trip_budget: u32::MAX,
            guard_trips: 2,
            one: 1.0,
            want_proposals: 0,
            mams_noise: 0.0,
            pad1: 0,
        }
    }
}

/// The per-lane state of the kernel's state machine (`Lane` in `shaders/sampler.wgsl`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Pod, Zeroable)]
pub(crate) struct Lane {
    /// The `block_id` of the block the lane is in (`u32::MAX`: none yet).
    pub block: u32,
    /// One of the `PHASE_*` constants ([`Phase`]).
    pub phase: u32,
    pub iter: u32,
    pub depth: u32,
    pub leaf: u32,
    pub forward: u32,
    pub n_leapfrog: u32,
    pub divergent: u32,
    pub steps: u32,
    pub trips_per_leaf: u32,
    /// The log density at the chain's state.
    pub logp: f32,
    pub k_sample: f32,
    pub h0: f32,
    pub lsw: f32,
    pub lsw_sub: f32,
    pub sum_metro: f32,
    pub logp_f: f32,
    pub logp_b: f32,
    pub logp_u: f32,
    pub k_u: f32,
    /// Split layout: 1 while the partial kernel has the plate of a drifted step to add up.
    pub pending: u32,
    /// MAMS: the kinetic energy change of the trajectory so far.
    pub dk: f32,
    /// MAMS: the second half of the last step's velocity update, not yet applied (the next
    /// step applies it together with its own first half): |σ∘g| at the trajectory's end
    /// (negative: none pending), the cosine of the velocity with σ∘g, and 1 / |u|.
    pub turn_norm: f32,
    pub turn_ue: f32,
    pub turn_inv_u: f32,
}

impl Lane {
    /// A lane in no block yet, done, at a state of log density `logp`.
    pub fn idle(logp: f32) -> Lane {
        Lane { block: u32::MAX, phase: Phase::Done as u32, logp, ..Lane::zeroed() }
    }
}

/// What a dispatch runs (`SamplerParams::mode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u32)]
pub(crate) enum Mode {
    Nuts = 0,
    Hmc = 1,
    HmcJitter = 2,
    /// The log density and gradient at each chain's position.
    Eval = 3,
    /// MAMS: `steps` isokinetic steps per iteration, the same for every lane.
    Mams = 4,
}

/// Where a lane's state machine is (`Lane::phase`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u32)]
pub(crate) enum Phase {
    /// About to start an iteration.
    Begin = 0,
    /// Inside a trajectory.
    Step = 1,
    /// The block's iterations are done.
    Done = 2,
}

/// The kernel's bindings (group 0), in order: storage buffers up to [`binding::PARAMS`], the
/// uniform, then the split layout's `partials`.
pub(crate) mod binding {
    pub const DATA_F: u32 = 0;
    pub const DATA_I: u32 = 1;
    /// The same buffer as `DATA_F`, read four elements at a time.
    pub const DATA_F4: u32 = 2;
    pub const SCRATCH: u32 = 3;
    pub const STATUS: u32 = 4;
    pub const WORK: u32 = 5;
    pub const LANES: u32 = 6;
    pub const TUNING: u32 = 7;
    pub const DRAWS: u32 = 8;
    pub const STEPS: u32 = 9;
    pub const PROPOSALS: u32 = 10;
    pub const PARAMS: u32 = 11;
    /// The split layout's partial sums (declared by the generated code).
    pub const PARTIALS: u32 = 12;
}

/// Whether each storage binding before the uniform is read-only.
pub(crate) const READ_ONLY: [bool; binding::PARAMS as usize] =
    [true, true, true, false, false, false, false, true, false, true, false];

/// Vectors of `DIM` in a lane's `work` before the per-level checkpoints.
pub(crate) const WORK_FIXED: usize = 15;
/// Vectors of `DIM` per NUTS level in `work`.
pub(crate) const WORK_PER_LEVEL: usize = 3;

/// Vectors of `DIM` after the NUTS levels in `work` where it also holds the working vectors
/// (`shaders/vectors_storage.wgsl`).
pub(crate) const WORK_VECTORS: usize = 5;

/// Words of a lane's `work` for trees of `levels` levels over `dim` parameters (`vectors`: with
/// the working vectors).
pub(crate) fn work_stride(levels: usize, dim: usize, vectors: bool) -> usize {
    (WORK_FIXED + WORK_PER_LEVEL * levels + if vectors { WORK_VECTORS } else { 0 }) * dim
}

/// The WGSL `const` block the sampler template goes after: every constant it shares with the
/// host, from the definitions here and in `rng.rs`, `stats.rs` and `transition.rs`.
pub(crate) fn wgsl_constants(levels: usize) -> String {
    let mut u32s: Vec<(&str, u32)> = vec![("LEVELS", levels as u32)];
    u32s.extend([
        ("MODE_NUTS", Mode::Nuts as u32),
        ("MODE_HMC", Mode::Hmc as u32),
        ("MODE_HMC_JITTER", Mode::HmcJitter as u32),
        ("MODE_EVAL", Mode::Eval as u32),
        ("MODE_MAMS", Mode::Mams as u32),
        ("PHASE_BEGIN", Phase::Begin as u32),
        ("PHASE_STEP", Phase::Step as u32),
        ("PHASE_DONE", Phase::Done as u32),
        ("RNG_MOMENTUM", purpose::MOMENTUM),
        ("RNG_ACCEPT", purpose::ACCEPT),
        ("RNG_JITTER", purpose::JITTER),
        ("RNG_DIRECTION", purpose::DIRECTION),
        ("RNG_INIT", purpose::INIT),
        ("RNG_REFRESH", purpose::REFRESH),
        ("N_STATS", Stat::COUNT as u32),
        ("TREE_MERGE_INDEX", TREE_MERGE_INDEX),
        ("WORK_FIXED", WORK_FIXED as u32),
        ("WORK_PER_LEVEL", WORK_PER_LEVEL as u32),
        ("BINDING_DATA_F", binding::DATA_F),
        ("BINDING_DATA_I", binding::DATA_I),
        ("BINDING_DATA_F4", binding::DATA_F4),
        ("BINDING_SCRATCH", binding::SCRATCH),
        ("BINDING_STATUS", binding::STATUS),
        ("BINDING_WORK", binding::WORK),
        ("BINDING_LANES", binding::LANES),
        ("BINDING_TUNING", binding::TUNING),
        ("BINDING_DRAWS", binding::DRAWS),
        ("BINDING_STEPS", binding::STEPS),
        ("BINDING_PROPOSALS", binding::PROPOSALS),
        ("BINDING_PARAMS", binding::PARAMS),
    ]);
    let mut out = String::from("// Constants shared with the host (src/sampler/kernel_abi.rs).\n");
    for (name, value) in u32s {
        let _ = writeln!(out, "const {name}: u32 = {value}u;");
    }
    let max_delta_h = MAX_DELTA_H as f32;
    let _ = writeln!(out, "const MAX_DELTA_H: f32 = {max_delta_h:?};");
    out
}

#[cfg(test)]
mod tests {
    use std::mem::{offset_of, size_of};

    use super::{Lane, SamplerParams};
    use crate::codegen::{KernelShape, Role};
    use crate::data::DataSet;

    /// `[(field, byte offset)]` of a Rust struct, in declaration order.
    macro_rules! fields {
        ($t:ty; $($f:ident),* $(,)?) => {
            vec![$((stringify!($f).to_string(), offset_of!($t, $f) as u32)),*]
        };
    }

    /// The sampler module of a one-parameter model in naga's IR.
    fn sampler_ir() -> naga::Module {
        let source = "parameters { real x; } model { x ~ normal(0, 1); }";
        sampler_ir_of(source, &DataSet::new(), KernelShape::LANES)
    }

    fn sampler_ir_of(source: &str, data: &DataSet, shape: KernelShape) -> naga::Module {
        let stan = crate::lang::compile_stan(source, "abi.stan", data).expect("compiles");
        let (wgsl, _) = super::super::sampler_module_with(stan.model(), 4, shape).expect("codegen");
        naga::front::wgsl::parse_str(&wgsl).unwrap_or_else(|e| panic!("{}", e.emit_to_string(&wgsl)))
    }

    /// The binding of the global `name`.
    fn bound_at(module: &naga::Module, name: &str) -> (u32, u32) {
        let (_, var) = module.global_variables.iter().find(|(_, v)| v.name.as_deref() == Some(name)).expect(name);
        var.binding.as_ref().map(|b| (b.group, b.binding)).expect("bound")
    }

    /// `[(member, offset)]` and the size of the WGSL struct `name`.
    fn wgsl_struct(module: &naga::Module, name: &str) -> (Vec<(String, u32)>, u32) {
        let ty = module.types.iter().find(|(_, t)| t.name.as_deref() == Some(name)).expect("struct declared").1;
        let naga::TypeInner::Struct { members, span } = &ty.inner else { panic!("{name} is not a struct") };
        (members.iter().map(|m| (m.name.clone().expect("named member"), m.offset)).collect(), *span)
    }

    #[test]
    fn sampler_params_mirror_the_wgsl_struct() {
        let rust = fields!(SamplerParams; n, chain_offset, key_lo, key_hi, first_iteration, n_iter, block_id,
            mode, max_depth, max_leapfrogs, trip_budget, guard_trips, one, want_proposals, mams_noise, pad1);
        let (wgsl, size) = wgsl_struct(&sampler_ir(), "SamplerParams");
        assert_eq!(wgsl, rust);
        assert_eq!(size as usize, size_of::<SamplerParams>());
    }

    #[test]
    fn lane_mirrors_the_wgsl_struct() {
        let rust = fields!(Lane; block, phase, iter, depth, leaf, forward, n_leapfrog, divergent, steps,
            trips_per_leaf, logp, k_sample, h0, lsw, lsw_sub, sum_metro, logp_f, logp_b, logp_u, k_u, pending, dk,
            turn_norm, turn_ue, turn_inv_u);
        let (wgsl, size) = wgsl_struct(&sampler_ir(), "Lane");
        assert_eq!(wgsl, rust);
        assert_eq!(size as usize, size_of::<Lane>());
    }

    /// Every global of the kernel sits at the binding the host binds its buffer to, with the
    /// access the host's layout declares.
    #[test]
    fn bindings_match_the_host() {
        use super::binding as b;
        let module = sampler_ir();
        let expect = [
            ("data_f", b::DATA_F),
            ("data_i", b::DATA_I),
            ("data_f4", b::DATA_F4),
            ("scratch", b::SCRATCH),
            ("status", b::STATUS),
            ("work", b::WORK),
            ("lanes", b::LANES),
            ("tuning", b::TUNING),
            ("draws", b::DRAWS),
            ("steps_table", b::STEPS),
            ("proposals", b::PROPOSALS),
            ("sp", b::PARAMS),
        ];
        for (name, binding) in expect {
            assert_eq!(bound_at(&module, name), (0, binding), "{name}");
            let (_, var) = module.global_variables.iter().find(|(_, v)| v.name.as_deref() == Some(name)).expect(name);
            if let naga::AddressSpace::Storage { access } = var.space {
                let read_only = !access.contains(naga::StorageAccess::STORE);
                assert_eq!(read_only, super::READ_ONLY[binding as usize], "{name}");
            }
        }
    }

    /// The split layout's kernels declare `partials` (in generated code) where the host binds it.
    #[test]
    fn partials_binding_matches_the_host() {
        let source = "data { int N; vector[N] y; } parameters { real mu; } \
                      model { for (n in 1:N) target += log_mix(0.5, normal_lpdf(y[n] | mu, 1), normal_lpdf(y[n] | -mu, 1)); }";
        // A plate takes at least 256 rows.
        let y: Vec<String> = (0..256).map(|i| format!("{}", f64::from(i) / 64.0)).collect();
        let json = format!(r#"{{"N": 256, "y": [{}]}}"#, y.join(", "));
        let data = DataSet::from_json_str(&json).expect("json");
        let shape = KernelShape::split(4, 16).expect("shape");
        for role in [Role::Partial, Role::Combine] {
            let module = sampler_ir_of(source, &data, shape.with_role(role));
            assert_eq!(bound_at(&module, "partials"), (0, super::binding::PARTIALS), "{role:?}");
        }
    }
}
