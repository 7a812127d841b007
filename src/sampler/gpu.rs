//! The GPU engine: the sampler kernel (`shaders/sampler.wgsl`, the entry point of its layout
//! and the model's generated gradient) over groups of chains, dispatched until every lane has
//! finished its block. In the rows layout each chain has `row_lanes` lanes: the first runs
//! the chain's state machine, and all share its gradient (`scratch` is per lane, every other
//! buffer per chain).

use std::cell::{Cell, RefCell};
use std::ops::Range;
use std::sync::Arc;
use std::time::{Duration, Instant};

use wgpu::util::DeviceExt;

use crate::codegen::{
    lane_block_for, lane_word_in, plate_rows, plate_sums, with_lane_block, write_function_for, CodegenError,
    KernelLayout, KernelShape, MemoryPolicy, Quirks, Role, LANE_BLOCK, MATH_PRELUDE,
};
use crate::gpu::{read_words_with, GpuContext, GpuError, Pipeline};
use crate::model::Model;
use crate::parallel::parallel_for_each;
use crate::rng::{Philox, RNG_WGSL};

use super::dense::{FactorForm, Factors};
use super::engine::{Block, BlockDraws, Engine, Kernel};
use super::kernel_abi::{self, binding, Lane, Mode, SamplerParams, READ_ONLY};
use super::stats::Stat;
use super::timings::EngineTimings;
use super::SampleError;

/// The sampler kernel template (without its entry point).
pub const SAMPLER_TEMPLATE: &str = include_str!("../../shaders/sampler.wgsl");
/// The sampler's entry point in the lanes layout.
const ENTRY_LANES: &str = include_str!("../../shaders/sampler_lanes.wgsl");
/// The sampler's entry point in the rows layout.
const ENTRY_ROWS: &str = include_str!("../../shaders/sampler_rows.wgsl");
/// The split layout's kernel that adds up a share of the data plate.
const ENTRY_PARTIAL: &str = include_str!("../../shaders/sampler_partial.wgsl");
/// The split layout's kernel that combines the shares and runs the state machine.
const ENTRY_COMBINE: &str = include_str!("../../shaders/sampler_combine.wgsl");
/// The dense metric's gradient wrapper (lanes layout).
const DENSE_GRADIENT: &str = include_str!("../../shaders/sampler_dense.wgsl");
/// The low-rank metric's gradient wrapper (lanes layout).
const LOW_RANK_GRADIENT: &str = include_str!("../../shaders/sampler_low_rank.wgsl");
/// A lane's `work` in the buffer (put before the template).
const WORK_STORAGE: &str = include_str!("../../shaders/work_storage.wgsl");
/// A lane's `work` in private memory, copied in and out once a dispatch (lanes layout).
const WORK_PRIVATE: &str = include_str!("../../shaders/work_private.wgsl");
/// The working vectors (trajectory end, metric) in private arrays.
const VECTORS_PRIVATE: &str = include_str!("../../shaders/vectors_private.wgsl");
/// The working vectors in `work` (the storage policy, lanes layout).
const VECTORS_STORAGE: &str = include_str!("../../shaders/vectors_storage.wgsl");
/// Most words of a lane's `work` that the lanes layout keeps in private memory (32 KiB: NUTS
/// trees of 10 levels over up to 182 parameters). On lavapipe, std_normal_100's 4 500 words
/// run NUTS 19 % faster there than in the buffer.
const PRIVATE_WORK_WORDS: usize = 8192;
/// The lanes entry point's one call of the model's gradient, which a dense or low-rank kernel
/// wraps.
const GRADIENT_CALL: &str = "logp_grad(lane)";
/// Words of the WGSL `Lane` struct.
const LANE_WORDS: usize = std::mem::size_of::<Lane>() / 4;
/// Loop iterations kept back from a driver's loop limit (see [`GpuContext::loop_limit`]) for
/// the guard loop. The limit of Mesa 22's llvmpipe (65 535) belongs to a SIMD group of
/// invocations (8 lanes of 32 bits in "256 bits" builds), and lanes on different paths run one
/// after the other, so each lane gets its share of the rest.
const LOOP_LIMIT_MARGIN: u32 = 5_535;

/// The split layout's `partials` buffer, bound after the uniform ([`binding::PARTIALS`]).
const SPLIT_AFTER_UNIFORM: [bool; 1] = [false];
// The context binds the buffers after the uniform from the uniform's binding on.
const _: () = assert!(binding::PARTIALS == binding::PARAMS + 1 && READ_ONLY.len() == binding::PARAMS as usize);
/// Pairs of split-layout dispatches (one leapfrog step each) per submission: the first
/// submission of a block sends this many, each further one twice as many as the last, up to
/// [`SPLIT_MAX_PAIRS`]; a chain's step count is unknown until its trajectory ends.
const SPLIT_FIRST_PAIRS: usize = 8;
const SPLIT_MAX_PAIRS: usize = 64;
/// Leapfrog steps per lane and dispatch on real GPUs: keeps dispatches short.
const LEAPFROGS_PER_DISPATCH: u32 = 256;

/// How a sampler kernel is built, beyond its model and shape.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KernelOptions {
    /// Room for NUTS trees of `levels` levels (0 for HMC, ChEES and MAMS only).
    pub levels: usize,
    /// A dense or low-rank metric's factors (lanes layout only): the entry point calls the
    /// gradient through the factor's wrapper.
    pub factor: Option<FactorForm>,
    /// Where a lane's per-coordinate arrays live.
    pub policy: MemoryPolicy,
    /// The driver's workarounds.
    pub quirks: Quirks,
    /// Loop iterations a lane may run per dispatch (`u32::MAX`: no limit): bounds whether the
    /// NUTS tree fits private memory, whose copies count.
    pub trip_budget: u32,
    /// Lanes whose per-lane rows interleave (`codegen::LANE_BLOCK`, fewer for a group of fewer
    /// lanes: `codegen::lane_block_for`).
    pub lane_block: usize,
}

impl KernelOptions {
    /// The kernel for a software adapter (lavapipe's private memory and rolled loops), with
    /// room for NUTS trees of `levels` levels.
    pub fn software(levels: usize) -> KernelOptions {
        KernelOptions {
            levels,
            factor: None,
            policy: MemoryPolicy::Private,
            quirks: Quirks::for_adapter(true, false, usize::MAX, false),
            trip_budget: u32::MAX,
            lane_block: LANE_BLOCK,
        }
    }

    /// The kernel for a hardware GPU: lane-interleaved storage, and of the quirks only rolled
    /// loops (see `Quirks`).
    pub fn hardware(levels: usize) -> KernelOptions {
        KernelOptions {
            policy: MemoryPolicy::Storage,
            quirks: Quirks::for_adapter(false, false, usize::MAX, false),
            ..KernelOptions::software(levels)
        }
    }
}

/// The complete sampler module of a model in the lanes layout (prelude, random numbers, the
/// kernel template, its entry point and the generated gradient), with room for NUTS trees of
/// `levels` levels (0 for HMC only), as a software adapter runs it.
pub fn sampler_module(model: &Model, levels: usize) -> Result<(String, KernelLayout), CodegenError> {
    sampler_module_with(model, levels, KernelShape::LANES)
}

/// [`sampler_module`] in the kernel shape `shape`.
pub fn sampler_module_with(
    model: &Model,
    levels: usize,
    shape: KernelShape,
) -> Result<(String, KernelLayout), CodegenError> {
    sampler_module_for(model, shape, KernelOptions::software(levels))
}

/// [`sampler_module`] for a dense metric (lanes layout): the entry point calls the gradient
/// through `shaders/sampler_dense.wgsl`, which evaluates the model at x = L y.
pub fn sampler_module_dense(model: &Model, levels: usize) -> Result<(String, KernelLayout), CodegenError> {
    let options = KernelOptions { factor: Some(FactorForm::Dense), ..KernelOptions::software(levels) };
    sampler_module_for(model, KernelShape::LANES, options)
}

/// [`sampler_module`] for a low-rank metric with room for `rank` corrections (lanes layout):
/// the entry point calls the gradient through `shaders/sampler_low_rank.wgsl`, which evaluates
/// the model at x = (I + Σⱼ sⱼ pⱼ qⱼᵀ) y.
pub fn sampler_module_low_rank(
    model: &Model,
    levels: usize,
    rank: usize,
) -> Result<(String, KernelLayout), CodegenError> {
    let options = KernelOptions { factor: Some(FactorForm::LowRank { rank }), ..KernelOptions::software(levels) };
    sampler_module_for(model, KernelShape::LANES, options)
}

/// Whether a kernel keeps its working vectors in `work` (the storage policy in the lanes
/// layout; the rows and split layouts share a chain's position between lanes through private
/// arrays).
fn vectors_in_work(shape: KernelShape, policy: MemoryPolicy) -> bool {
    policy == MemoryPolicy::Storage && shape.role() == Role::Whole && shape.row_lanes() == 1
}

/// The sampler module of `model` in `shape`, built as `options` say: every kernel the engine
/// dispatches comes from here.
pub fn sampler_module_for(
    model: &Model,
    shape: KernelShape,
    options: KernelOptions,
) -> Result<(String, KernelLayout), CodegenError> {
    let KernelOptions { levels, factor, policy, quirks, trip_budget, lane_block } = options;
    let (entry, wrapper) = match (factor, shape.role()) {
        (Some(form), _) => {
            debug_assert_eq!(ENTRY_LANES.matches(GRADIENT_CALL).count(), 1);
            let (call, wrapper) = match form {
                FactorForm::Dense => ("dense_logp_grad(lane)", format!("{DENSE_GRADIENT}\n")),
                FactorForm::LowRank { rank } => {
                    ("low_rank_logp_grad(lane)", format!("const LR_RANK: u32 = {rank}u;\n{LOW_RANK_GRADIENT}\n"))
                }
            };
            (ENTRY_LANES.replace(GRADIENT_CALL, call), wrapper)
        }
        (None, Role::Partial) => (ENTRY_PARTIAL.to_string(), String::new()),
        (None, Role::Combine) => (ENTRY_COMBINE.to_string(), String::new()),
        (None, Role::Whole) if shape.row_lanes() == 1 => (ENTRY_LANES.to_string(), String::new()),
        (None, Role::Whole) => (ENTRY_ROWS.to_string(), String::new()),
    };
    let lanes = shape.role() == Role::Whole && shape.row_lanes() == 1;
    let in_work = vectors_in_work(shape, policy);
    let private_work = policy == MemoryPolicy::Private
        && lanes
        && private_work_fits(kernel_abi::work_stride(levels, model.dim(), false), trip_budget);
    let work = if private_work { WORK_PRIVATE } else { WORK_STORAGE };
    let vectors = if in_work { VECTORS_STORAGE } else { VECTORS_PRIVATE };
    let (generated, layout) = write_function_for(model.gradient_program(), shape, policy)?;
    let constants = format!("{}{}", kernel_abi::wgsl_constants(levels), quirks.wgsl_constants());
    let wgsl = format!(
        "{MATH_PRELUDE}\n{RNG_WGSL}\n{constants}{work}\n{vectors}\n{SAMPLER_TEMPLATE}\n{entry}\n{wrapper}{generated}"
    );
    Ok((with_lane_block(&quirks.apply(&wgsl), lane_block), layout))
}

/// Whether a lane's `work` of `words` words goes in private memory: at most
/// [`PRIVATE_WORK_WORDS`], and copying it in and out takes at most a quarter of the loop
/// iterations a dispatch may run a lane (Mesa 22's llvmpipe limits them).
fn private_work_fits(words: usize, trip_budget: u32) -> bool {
    words <= PRIVATE_WORK_WORDS && (words as u64) * 8 <= u64::from(trip_budget)
}

/// The buffers of one group of chains (as many lanes as one binding holds).
struct Group {
    first_chain: usize,
    lanes: usize,
    bufs: Vec<wgpu::Buffer>,
    draws_capacity: usize,
    /// The mappable buffer reads come back through, kept from one dispatch to the next (and
    /// grown when a read needs more): creating one per dispatch costs an allocation and a
    /// first touch of every page, each time.
    readback: RefCell<Option<wgpu::Buffer>>,
}

/// The index in `Group::bufs` of the buffer at `binding` (the group's buffers start at
/// `scratch`, which only the kernel uses, and run through the uniform and, in the split layout,
/// `partials`).
const fn group_buffer(binding: u32) -> usize {
    (binding - binding::SCRATCH) as usize
}
const B_STATUS: usize = group_buffer(binding::STATUS);
const B_WORK: usize = group_buffer(binding::WORK);
const B_LANES: usize = group_buffer(binding::LANES);
const B_TUNING: usize = group_buffer(binding::TUNING);
const B_DRAWS: usize = group_buffer(binding::DRAWS);
const B_STEPS: usize = group_buffer(binding::STEPS);
const B_PROPOSALS: usize = group_buffer(binding::PROPOSALS);
const B_UNIFORM: usize = group_buffer(binding::PARAMS);

/// Chains on a GPU adapter.
pub(crate) struct GpuEngine {
    ctx: Arc<GpuContext>,
    /// The sampler kernel; in the split layout its combining kernel.
    pipeline: Arc<Pipeline>,
    /// The split layout's partial kernel.
    partial: Option<Arc<Pipeline>>,
    /// Sums of the model's data plate (the split layout's partials per chain and workgroup).
    plate_sums: usize,
    layout: KernelLayout,
    shape: KernelShape,
    levels: usize,
    /// A dense or low-rank metric's kernel: every lane's factor follows the tuning of all
    /// lanes.
    factor: Option<FactorForm>,
    /// Where the kernel keeps a lane's per-coordinate arrays.
    policy: MemoryPolicy,
    /// The driver workarounds the kernel carries.
    quirks: Quirks,
    /// Lanes whose per-lane rows interleave in every buffer.
    lane_block: usize,
    key: [u32; 2],
    /// The run's id of this engine's first chain (chain ids key the random streams).
    first_chain: usize,
    /// data_f, data_i, and data_f again (bound as `data_f4`).
    data: [wgpu::Buffer; 3],
    groups: Vec<Group>,
    block_id: u32,
    trip_budget: u32,
    max_leapfrogs: u32,
    compile_time: Duration,
    /// The step sizes, metric and generation of the dense or low-rank factors last uploaded
    /// (uploads are skipped while they stay the same).
    uploaded: (Vec<f64>, Vec<f64>, Option<u64>),
    /// Running account of the engine's time (a `Cell`: dispatches take `&self`).
    timings: Cell<EngineTimings>,
    /// The block [`Engine::start_block`] submitted (its dispatch and first iteration), until
    /// [`Engine::finish_block`] collects it.
    pending: Option<(Dispatch, u32)>,
}

fn storage() -> wgpu::BufferUsages {
    wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::COPY_SRC
}

impl GpuEngine {
    /// Compiles the sampler kernel of `model` in the shape `shape`, with room for NUTS trees of
    /// `levels` levels and (with `factor`) a dense or low-rank metric's factors, its arrays where
    /// `policy` says (default: the adapter's), for the chains `chains` of a run (their ids key
    /// the random streams).
    pub fn new(
        ctx: Arc<GpuContext>,
        model: &Model,
        seed: u64,
        chains: Range<usize>,
        (levels, factor, policy): (usize, Option<FactorForm>, Option<MemoryPolicy>),
        chains_per_group: Option<usize>,
        shape: KernelShape,
    ) -> Result<GpuEngine, SampleError> {
        GpuError::refuse_f64_only(model)?;
        if factor.is_some() && shape.row_lanes() != 1 {
            return Err(SampleError::Settings(format!("a dense metric runs in the lanes layout, not {shape}")));
        }
        let program = model.gradient_program();
        let loop_limit = ctx.loop_limit()?;
        let trip_budget = match loop_limit {
            Some(limit) => limit.saturating_sub(LOOP_LIMIT_MARGIN) / ctx.simd_lanes(),
            None => u32::MAX,
        };
        let plate = plate_rows(program).is_some();
        let quirks = Quirks::for_adapter(ctx.is_software(), loop_limit.is_some(), model.dim(), plate);
        let policy = policy.unwrap_or(MemoryPolicy::for_adapter(ctx.is_software(), model.dim()));
        let lane_block = lane_block_for(chains.len().min(chains_per_group.unwrap_or(usize::MAX)));
        let options = KernelOptions { levels, factor, policy, quirks, trip_budget, lane_block };
        let compile = |shape: KernelShape, after: &[bool]| -> Result<_, SampleError> {
            let module = sampler_module_for(model, shape, options);
            let (wgsl, layout) = module.map_err(GpuError::Codegen)?;
            Ok((ctx.pipeline_with(&wgsl, "sampler_main", &READ_ONLY, after)?, layout))
        };
        let (pipeline, layout, partial) = if shape.groups() > 1 {
            let (combine, layout) = compile(shape.with_role(Role::Combine), &SPLIT_AFTER_UNIFORM)?;
            let (partial, _) = compile(shape.with_role(Role::Partial), &SPLIT_AFTER_UNIFORM)?;
            (combine, layout, Some(partial))
        } else {
            let (pipeline, layout) = compile(shape, &[])?;
            (pipeline, layout, None)
        };
        let (reals, ints) = layout.pack_data(program, model.data());
        let binding = ctx.max_binding_bytes();
        if (reals.len().max(ints.len()) as u64) * 4 > binding {
            return Err(GpuError::TooLarge(format!("the data exceed one binding of {binding} bytes")).into());
        }
        let init = |label, contents: &[u8]| {
            ctx.device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some(label),
                contents,
                usage: wgpu::BufferUsages::STORAGE,
            })
        };
        let data_f = init("data_f", bytemuck::cast_slice(&reals));
        let data = [data_f.clone(), init("data_i", bytemuck::cast_slice(&ints)), data_f];
        let software = ctx.is_software();
        let mut engine = GpuEngine {
            ctx,
            pipeline,
            partial,
            plate_sums: plate_sums(program).unwrap_or(0),
            layout,
            shape,
            levels,
            factor,
            policy,
            quirks,
            lane_block,
            key: Philox::new(seed).key(),
            first_chain: chains.start,
            data,
            groups: Vec::new(),
            block_id: 0,
            trip_budget,
            uploaded: (Vec::new(), Vec::new(), None),
            compile_time: Duration::ZERO,
            timings: Cell::new(EngineTimings::default()),
            pending: None,
            max_leapfrogs: if software { u32::MAX } else { LEAPFROGS_PER_DISPATCH },
        };
        engine.make_groups(chains.len(), chains_per_group.unwrap_or(usize::MAX))?;
        // Drivers may compile the pipeline only when a lane first runs (llvmpipe does, and takes
        // seconds): evaluate one lane now so that compile time is reported as such.
        let start = std::time::Instant::now();
        let mut params = engine.params(&engine.groups[0], 0, 1, Mode::Eval, 0);
        params.n = 1;
        engine.dispatch_and_read(0, params, &[], |_| ())?;
        engine.compile_time = engine.pipeline.compile_time + start.elapsed();
        engine.timings.set(EngineTimings::default());
        Ok(engine)
    }

    /// Most leapfrog steps per lane and dispatch (at least one).
    pub fn set_leapfrogs_per_dispatch(&mut self, n: u32) {
        self.max_leapfrogs = n.max(1);
    }

    /// Time the kernel took to compile, the driver's first-dispatch compilation included (near
    /// zero when cached).
    pub fn compile_time(&self) -> Duration {
        self.compile_time
    }

    fn dim(&self) -> usize {
        self.layout.dim
    }

    /// Words of `tuning` per lane: the step size, the diagonal, and a dense or low-rank
    /// metric's factor.
    fn tune_words(&self) -> u64 {
        let d = self.dim();
        (d + 1 + self.factor.map_or(0, |form| form.words(d))) as u64
    }

    /// Lanes a buffer of `lanes` interleaved rows makes room for: whole blocks.
    fn padded(&self, lanes: usize) -> usize {
        lanes.next_multiple_of(self.lane_block)
    }

    /// The index of word `k` of lane `lane`'s row of `stride` words.
    fn word(&self, lane: usize, stride: usize, k: usize) -> usize {
        lane_word_in(self.lane_block, lane, stride, k)
    }

    fn work_stride(&self) -> usize {
        kernel_abi::work_stride(self.levels, self.dim(), vectors_in_work(self.shape, self.policy))
    }

    fn draw_stride(&self) -> usize {
        self.dim() + Stat::COUNT
    }

    /// The kernel that runs the data plates' rows: the partial kernel in the split layout, else
    /// the only one. Its workgroups decide how many lanes a dispatch runs.
    fn rows_kernel(&self) -> KernelShape {
        if self.partial.is_some() {
            self.shape.with_role(Role::Partial)
        } else {
            self.shape
        }
    }

    /// Lanes per chain (of all its workgroups).
    fn rows(&self) -> usize {
        self.shape.plate_lanes() as usize
    }

    fn make_groups(&mut self, chains: usize, at_most: usize) -> Result<(), SampleError> {
        let per_lane_words = self
            .work_stride()
            .max(self.layout.scratch_per_lane * self.rows())
            .max(LANE_WORDS)
            .max(self.tune_words() as usize);
        let by_binding = (self.ctx.max_binding_bytes() / (4 * per_lane_words as u64)) as usize;
        let per_workgroup = self.rows_kernel().chains_per_workgroup() as usize;
        let by_dispatch = self.ctx.max_workgroups() as usize / self.shape.groups() as usize * per_workgroup;
        let per_group = by_binding.min(by_dispatch).min(at_most).clamp(1, 1 << 20);
        // Whole workgroups and blocks of interleaved rows, which the buffers are padded to.
        let whole = per_workgroup.max(self.lane_block);
        let per_group = if per_group >= whole { per_group - per_group % whole } else { per_group };
        let mut first = 0;
        while first < chains {
            let lanes = per_group.min(chains - first);
            let bufs = self.group_buffers(lanes, 1)?;
            self.groups.push(Group {
                first_chain: first,
                lanes,
                bufs,
                draws_capacity: 1,
                readback: RefCell::new(None),
            });
            first += lanes;
        }
        Ok(())
    }

    fn group_buffers(&self, lanes: usize, draws_iters: usize) -> Result<Vec<wgpu::Buffer>, GpuError> {
        let d = self.dim() as u64;
        let n = lanes as u64;
        // Scratch for every lane a dispatch runs: the last workgroup's lanes past the chains
        // evaluate too (and must not share a chain's scratch). Every per-lane buffer holds
        // whole blocks of lane-interleaved rows.
        let per_workgroup = u64::from(self.rows_kernel().chains_per_workgroup());
        let copies = self.padded(lanes.next_multiple_of(per_workgroup as usize) * self.rows()) as u64;
        let padded = self.padded(lanes) as u64;
        // Checked before any is created: wgpu's validation error would end the process.
        let words = [
            ("scratch", copies * self.layout.scratch_per_lane as u64),
            ("work", padded * self.work_stride() as u64),
            ("tuning", padded * self.tune_words()),
            ("draws", draws_iters as u64 * padded * self.draw_stride() as u64),
            ("proposals", padded * (2 * d + 1)),
        ];
        let holds = format!("{lanes} chain(s) of a model of {d} parameters");
        crate::gpu::check_bindings(&self.ctx, &holds, &words.map(|(name, w)| (name, 4 * w)))?;
        let make = |label: &str, words: u64, usage| {
            self.ctx.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some(label),
                size: 4 * words.max(4),
                usage,
                mapped_at_creation: false,
            })
        };
        // In binding order, from `scratch` (see `group_buffer`).
        let mut bufs = vec![
            make("scratch", copies * self.layout.scratch_per_lane as u64, storage()),
            make("status", 2, storage()),
            make("work", padded * self.work_stride() as u64, storage()),
            make("lanes", n * LANE_WORDS as u64, storage()),
            make("tuning", padded * self.tune_words(), storage()),
            make("draws", draws_iters as u64 * padded * self.draw_stride() as u64, storage()),
            make("steps", 1, storage()),
            make("proposals", padded * (2 * d + 1), storage()),
            make(
                "sampler_params",
                (std::mem::size_of::<SamplerParams>() / 4) as u64,
                wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            ),
        ];
        if self.partial.is_some() {
            let sums = self.plate_sums.max(1) as u64;
            bufs.push(make("partials", n * u64::from(self.shape.groups()) * sums, storage()));
        }
        Ok(bufs)
    }

    /// Iterations of draws one dispatch sequence may hold for a group (one binding).
    fn max_iters(&self, lanes: usize) -> usize {
        let per_iter = 4 * (self.padded(lanes) * self.draw_stride()) as u64;
        ((self.ctx.max_binding_bytes() / per_iter.max(1)) as usize).max(1)
    }

    fn params(&self, g: &Group, first_iteration: u32, n_iter: usize, mode: Mode, max_depth: u32) -> SamplerParams {
        SamplerParams {
            max_leapfrogs: self.max_leapfrogs,
            trip_budget: self.trip_budget,
            ..SamplerParams::new(
                g.lanes,
                self.first_chain + g.first_chain,
                self.key,
                first_iteration,
                n_iter,
                self.block_id,
                mode,
                max_depth,
            )
        }
    }

    /// Dispatches the kernel over group `gi` until no lane reports unfinished work, then hands
    /// `f` the first `words` f32 of each buffer `reads[j] = (buffer, words)` of the group,
    /// straight from the mapped readback.
    ///
    /// Where one dispatch is expected to finish (no driver loop limit, no leapfrog cap per
    /// dispatch, or an evaluation), the copies ride in the dispatch's own submission, so that a
    /// block costs one round trip to the device, not two; otherwise they follow the last
    /// dispatch. (`tests/it/samplers.rs` runs both ways and requires the same draws.)
    fn dispatch_and_read<T>(
        &self,
        gi: usize,
        params: SamplerParams,
        reads: &[(usize, usize)],
        f: impl FnOnce(&[&[f32]]) -> T,
    ) -> Result<T, SampleError> {
        let mut d = self.begin(gi, params, reads);
        self.submit_round(&mut d);
        self.complete(d, f)
    }

    /// Everything a dispatch sequence over group `gi` needs, its parameters written: bind
    /// groups, the readback buffer and its layout, and whether copies ride with the dispatch.
    fn begin(&self, gi: usize, params: SamplerParams, reads: &[(usize, usize)]) -> Dispatch {
        let g = &self.groups[gi];
        let evaluation = params.mode == Mode::Eval as u32;
        self.ctx.queue.write_buffer(&g.bufs[B_UNIFORM], 0, bytemuck::bytes_of(&params));
        let (offsets, total) = readback_layout(reads);
        let partial = self.partial.as_ref().map(|p| self.bind_group_of(p, g));
        let speculate =
            evaluation || (partial.is_none() && self.trip_budget == u32::MAX && self.max_leapfrogs == u32::MAX);
        let main_shape = if partial.is_some() { self.shape.with_role(Role::Combine) } else { self.shape };
        Dispatch {
            gi,
            evaluation,
            speculate,
            bind: self.bind_group(g),
            partial,
            readback: self.readback_buffer(g, 4 * total as u64),
            reads: reads.to_vec(),
            offsets,
            total,
            pairs: SPLIT_FIRST_PAIRS,
            main_workgroups: g.lanes.div_ceil(main_shape.chains_per_workgroup() as usize),
            partial_workgroups: g.lanes.div_ceil(self.rows_kernel().chains_per_workgroup() as usize)
                * self.shape.groups() as usize,
        }
    }

    /// Encodes the copies of `d`'s reads into its readback buffer.
    fn copy_reads(&self, d: &Dispatch, encoder: &mut wgpu::CommandEncoder) {
        let g = &self.groups[d.gi];
        for (&(b, words), &at) in d.reads.iter().zip(&d.offsets) {
            encoder.copy_buffer_to_buffer(&g.bufs[b], 0, &d.readback, 4 * at as u64, 4 * words as u64);
        }
    }

    /// Submits one round of `d`: the dispatch (in the split layout, pairs of them), the copy of
    /// the status and, where `d` speculates, the copies of its reads. Does not wait.
    fn submit_round(&self, d: &mut Dispatch) {
        let g = &self.groups[d.gi];
        let queue = &self.ctx.queue;
        queue.write_buffer(&g.bufs[B_STATUS], 0, bytemuck::cast_slice(&[0u32, 0]));
        let mut encoder =
            self.ctx.device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("sampler") });
        let main = |encoder: &mut wgpu::CommandEncoder| {
            encode_dispatch(encoder, &self.pipeline, &d.bind, d.main_workgroups);
        };
        match (&self.partial, &d.partial) {
            (Some(p), Some(p_bind)) => {
                // Evaluating: the position, its partial sums, the gradient.
                let rounds = if d.evaluation { 1 } else { d.pairs };
                for _ in 0..rounds {
                    // Each combining dispatch counts its unfinished chains afresh.
                    encoder.clear_buffer(&g.bufs[B_STATUS], 4, Some(4));
                    main(&mut encoder);
                    encode_dispatch(&mut encoder, p, p_bind, d.partial_workgroups);
                }
                if d.evaluation {
                    main(&mut encoder);
                }
                d.pairs = (2 * d.pairs).min(SPLIT_MAX_PAIRS);
            }
            _ => main(&mut encoder),
        }
        encoder.copy_buffer_to_buffer(&g.bufs[B_STATUS], 0, &d.readback, 0, 8);
        if d.speculate {
            self.copy_reads(d, &mut encoder);
        }
        let submitted = Instant::now();
        queue.submit([encoder.finish()]);
        self.account(|t| t.device += submitted.elapsed());
    }

    /// Waits for the last round of `d` and reads its status: whether every lane has finished
    /// (an evaluation always has); a lane stopped by the driver's loop limit is an error.
    fn round_finished(&self, d: &Dispatch) -> Result<bool, SampleError> {
        let waiting = Instant::now();
        let status = read_words_with(&self.ctx.device, &d.readback, 8, |w| [w[0], w[1]])?;
        self.account(|t| t.device += waiting.elapsed());
        if status[0] != 0 {
            return Err(GpuError::LoopLimit(self.ctx.adapter().name.clone()).into());
        }
        Ok(status[1] == 0 || d.evaluation)
    }

    /// Finishes `d` (submitted once): further rounds until every lane has finished, then `f`
    /// on its reads, straight from the mapped readback.
    fn complete<T>(&self, mut d: Dispatch, f: impl FnOnce(&[&[f32]]) -> T) -> Result<T, SampleError> {
        while !self.round_finished(&d)? {
            self.submit_round(&mut d);
        }
        let start = Instant::now();
        if !d.speculate {
            let mut encoder =
                self.ctx.device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("readback") });
            self.copy_reads(&d, &mut encoder);
            self.ctx.queue.submit([encoder.finish()]);
        }
        // Speculative copies finished with the dispatch whose status was just read, so mapping
        // them waits for no further device work.
        let mut widen = Duration::ZERO;
        let out = read_words_with(&self.ctx.device, &d.readback, 4 * d.total as u64, |w| {
            let widening = Instant::now();
            let out = f(&split_readback(w, &d.reads, &d.offsets));
            widen = widening.elapsed();
            out
        })?;
        self.account(|t| {
            t.readback += start.elapsed().saturating_sub(widen);
            t.widen += widen;
        });
        Ok(out)
    }

    /// Uploads the block's step sizes and metric to every group, unless they are those last
    /// uploaded, and a dense or low-rank metric's factors unless they are of the generation
    /// last uploaded.
    fn upload_tuning(&mut self, block: &Block) {
        if self.uploaded.0 != block.step_size || self.uploaded.1 != block.inv_metric {
            self.uploaded.0 = block.step_size.to_vec();
            self.uploaded.1 = block.inv_metric.to_vec();
            (0..self.groups.len()).for_each(|gi| self.write_tuning(gi, block));
        }
        if let Some(factors) = block.dense.filter(|f| self.uploaded.2 != Some(f.generation)) {
            self.uploaded.2 = Some(factors.generation);
            (0..self.groups.len()).for_each(|gi| self.write_factors(gi, factors));
        }
    }

    /// Writes the parameters of `piece` of `block` and submits its first round.
    fn start_piece(&mut self, block: &Block, kernel: &KernelRun, piece: Piece) -> Dispatch {
        let Piece { gi, k0, n } = piece;
        let (d, lanes) = (self.dim(), self.groups[gi].lanes);
        self.ensure_draws(gi, n);
        if !kernel.steps.is_empty() {
            self.write_steps(gi, &kernel.steps[k0..k0 + n]);
        }
        self.block_id = self.block_id.wrapping_add(1);
        let first_iteration = block.first_iteration + k0 as u32;
        let mut params = self.params(&self.groups[gi], first_iteration, n, kernel.mode, kernel.max_depth);
        params.want_proposals = u32::from(kernel.want_proposals && k0 + n == block.n_iter);
        params.mams_noise = kernel.noise as f32;
        let mut reads = vec![(B_DRAWS, n * self.padded(lanes) * self.draw_stride())];
        if params.want_proposals != 0 {
            reads.push((B_PROPOSALS, self.padded(lanes) * (2 * d + 1)));
        }
        let mut dispatch = self.begin(gi, params, &reads);
        self.submit_round(&mut dispatch);
        dispatch
    }

    /// Completes `piece`'s dispatch `d` and widens its draws (and proposals) into `out`.
    fn collect_piece(&self, d: Dispatch, piece: Piece, out: &mut BlockOut) -> Result<(), SampleError> {
        let Piece { gi, k0, n } = piece;
        let (first, lanes, dim) = (self.groups[gi].first_chain, self.groups[gi].lanes, self.dim());
        let chains = out.chains;
        let q = &mut out.draws.q[k0 * chains * dim..(k0 + n) * chains * dim];
        let stats = &mut out.draws.stats[k0 * chains * Stat::COUNT..(k0 + n) * chains * Stat::COUNT];
        let proposals = &mut out.proposals;
        self.complete(d, |raw| {
            widen_draws(raw[0], GroupSlot { first, lanes, chains, dim, block: self.lane_block }, q, stats);
            if let Some(raw) = raw.get(1) {
                let stride = 2 * dim + 1;
                for l in 0..lanes {
                    let (c, word) = (first + l, |k: usize| f64::from(raw[self.word(l, stride, k)]));
                    for i in 0..dim {
                        proposals.0[c * dim + i] = word(i);
                        proposals.1[c * dim + i] = word(dim + i);
                    }
                    proposals.2[c] = word(2 * dim);
                }
            }
        })
    }

    /// Adds to the engine's running account of its time.
    fn account(&self, add: impl FnOnce(&mut EngineTimings)) {
        let mut t = self.timings.get();
        add(&mut t);
        self.timings.set(t);
    }

    /// The group's readback buffer, at least `bytes` long.
    fn readback_buffer(&self, g: &Group, bytes: u64) -> wgpu::Buffer {
        let mut kept = g.readback.borrow_mut();
        match &*kept {
            Some(b) if b.size() >= bytes => b.clone(),
            _ => {
                let b = self.ctx.device.create_buffer(&wgpu::BufferDescriptor {
                    label: Some("sampler readback"),
                    size: bytes,
                    usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                    mapped_at_creation: false,
                });
                *kept = Some(b.clone());
                b
            }
        }
    }

    /// The bind group of the data and of group `g`'s buffers.
    fn bind_group(&self, g: &Group) -> wgpu::BindGroup {
        self.bind_group_of(&self.pipeline, g)
    }

    /// The bind group of the data and of group `g`'s buffers for `pipeline`.
    fn bind_group_of(&self, pipeline: &Pipeline, g: &Group) -> wgpu::BindGroup {
        let entries: Vec<wgpu::BindGroupEntry> = (self.data.iter().chain(g.bufs.iter()))
            .enumerate()
            .map(|(i, b)| wgpu::BindGroupEntry { binding: i as u32, resource: b.as_entire_binding() })
            .collect();
        self.ctx.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("sampler"),
            layout: &pipeline.bind_layout,
            entries: &entries,
        })
    }

    /// Writes every chain's state of group `gi`: position and gradient into `work`, and a fresh
    /// `Lane` holding the log density.
    fn write_state(&self, gi: usize, q: &[f64], logp: &[f64], grad: &[f64]) {
        let g = &self.groups[gi];
        let (d, stride) = (self.dim(), self.work_stride());
        let mut work = vec![0f32; self.padded(g.lanes) * stride];
        let mut lanes = Vec::with_capacity(g.lanes);
        for l in 0..g.lanes {
            let c = g.first_chain + l;
            for i in 0..d {
                work[self.word(l, stride, i)] = q[c * d + i] as f32;
                work[self.word(l, stride, d + i)] = grad[c * d + i] as f32;
            }
            lanes.push(Lane::idle(logp[c] as f32));
        }
        let queue = &self.ctx.queue;
        queue.write_buffer(&g.bufs[B_WORK], 0, bytemuck::cast_slice(&work));
        queue.write_buffer(&g.bufs[B_LANES], 0, bytemuck::cast_slice(&lanes));
    }

    fn ensure_draws(&mut self, gi: usize, iters: usize) {
        if self.groups[gi].draws_capacity >= iters {
            return;
        }
        let words = iters * self.padded(self.groups[gi].lanes) * self.draw_stride();
        self.groups[gi].bufs[B_DRAWS] = self.ctx.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("draws"),
            size: 4 * words as u64,
            usage: storage(),
            mapped_at_creation: false,
        });
        self.groups[gi].draws_capacity = iters;
    }

    /// Writes the step sizes and diagonals of group `gi`'s lanes, at the start of `tuning`.
    fn write_tuning(&self, gi: usize, block: &Block) {
        let g = &self.groups[gi];
        let d = self.dim();
        let mut t = vec![0f32; self.padded(g.lanes) * (d + 1)];
        for l in 0..g.lanes {
            let c = g.first_chain + l;
            t[self.word(l, d + 1, 0)] = block.step_size[c] as f32;
            for i in 0..d {
                t[self.word(l, d + 1, 1 + i)] = block.inv_metric[c * d + i] as f32;
            }
        }
        self.ctx.queue.write_buffer(&g.bufs[B_TUNING], 0, bytemuck::cast_slice(&t));
    }

    /// Writes the dense or low-rank factors of group `gi`'s lanes after their step sizes and
    /// diagonals in `tuning`.
    fn write_factors(&self, gi: usize, factors: Factors) {
        let (g, d) = (&self.groups[gi], self.dim());
        let mine = factors.chains(g.first_chain..g.first_chain + g.lanes);
        // Lane-interleaved, as the factor's wrapper reads it (factor_word, low_rank_word).
        let words = factors.form.words(d);
        let mut t = vec![0f32; words * self.padded(g.lanes)];
        for (l, chain) in mine.values.chunks_exact(words.max(1)).enumerate() {
            chain.iter().enumerate().for_each(|(w, &v)| t[self.word(l, words, w)] = v as f32);
        }
        let offset = (4 * self.padded(g.lanes) * (d + 1)) as u64;
        self.ctx.queue.write_buffer(&g.bufs[B_TUNING], offset, bytemuck::cast_slice(&t));
    }

    fn write_steps(&mut self, gi: usize, steps: &[u32]) {
        let size = 4 * steps.len().max(4) as u64;
        if self.groups[gi].bufs[B_STEPS].size() < size {
            self.groups[gi].bufs[B_STEPS] = self.ctx.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("steps"),
                size,
                usage: storage(),
                mapped_at_creation: false,
            });
        }
        if !steps.is_empty() {
            self.ctx.queue.write_buffer(&self.groups[gi].bufs[B_STEPS], 0, bytemuck::cast_slice(steps));
        }
    }
}

/// How a block's kernel runs: its mode, NUTS's depth, the steps per iteration (HMC, MAMS),
/// MAMS's partial-refresh noise, and whether the last proposals come back (HMC: ChEES
/// adaptation).
struct KernelRun<'a> {
    mode: Mode,
    max_depth: u32,
    steps: &'a [u32],
    noise: f64,
    want_proposals: bool,
}

impl<'a> KernelRun<'a> {
    /// The run of `block`'s kernel, in a kernel with room for trees of `levels` levels (and a
    /// dense or low-rank metric's factors of `factor`).
    fn of(block: &Block<'a>, levels: usize, factor: Option<FactorForm>) -> Result<KernelRun<'a>, SampleError> {
        if block.dense.map(|f| f.form) != factor {
            return Err(SampleError::Settings(format!(
                "the kernel runs the metric factor {factor:?}; the block has {:?}",
                block.dense.map(|f| f.form)
            )));
        }
        let (mode, max_depth, steps, noise): (Mode, u32, &[u32], f64) = match block.kernel {
            Kernel::Nuts { max_depth } => {
                if max_depth as usize > levels {
                    return Err(SampleError::Settings(format!(
                        "the kernel holds trees of depth {levels}, not {max_depth}"
                    )));
                }
                (Mode::Nuts, max_depth, &[], 0.0)
            }
            Kernel::Hmc { steps, jitter } => (if jitter { Mode::HmcJitter } else { Mode::Hmc }, 0, steps, 0.0),
            Kernel::Mams { steps, noise } => (Mode::Mams, 0, steps, noise),
        };
        let want_proposals = matches!(block.kernel, Kernel::Hmc { .. });
        Ok(KernelRun { mode, max_depth, steps, noise, want_proposals })
    }
}

/// Iterations `k0..k0 + n` of a block for group `gi`: what one dispatch sequence runs.
#[derive(Clone, Copy)]
struct Piece {
    gi: usize,
    k0: usize,
    n: usize,
}

/// A block's results as its pieces arrive.
struct BlockOut {
    chains: usize,
    want_proposals: bool,
    draws: BlockDraws,
    proposals: (Vec<f64>, Vec<f64>, Vec<f64>),
}

impl BlockOut {
    /// Room for `block`'s draws of `chains` chains of `dim` parameters.
    fn new(block: &Block, chains: usize, dim: usize) -> BlockOut {
        let draws = BlockDraws {
            q: vec![0.0; block.n_iter * chains * dim],
            stats: vec![0.0; block.n_iter * chains * Stat::COUNT],
            proposals: None,
        };
        let want_proposals = matches!(block.kernel, Kernel::Hmc { .. });
        BlockOut {
            chains,
            want_proposals,
            draws,
            proposals: (vec![0.0; chains * dim], vec![0.0; chains * dim], vec![0.0; chains]),
        }
    }

    /// The block's draws, with the last proposals where the kernel gives them.
    fn finish(self) -> BlockDraws {
        BlockDraws { proposals: self.want_proposals.then_some(self.proposals), ..self.draws }
    }
}

/// A dispatch sequence over one group in progress (see [`GpuEngine::begin`]).
struct Dispatch {
    gi: usize,
    evaluation: bool,
    /// Whether the reads' copies ride in each round's submission.
    speculate: bool,
    bind: wgpu::BindGroup,
    /// The split layout's partial kernel's bind group.
    partial: Option<wgpu::BindGroup>,
    readback: wgpu::Buffer,
    /// `(buffer, words)` to read, at `offsets` in the readback of `total` words.
    reads: Vec<(usize, usize)>,
    offsets: Vec<usize>,
    total: usize,
    /// Split layout: pairs of dispatches in the next round.
    pairs: usize,
    main_workgroups: usize,
    partial_workgroups: usize,
}

/// One dispatch of `workgroups` workgroups of `pipeline`, in a compute pass of its own.
fn encode_dispatch(encoder: &mut wgpu::CommandEncoder, pipeline: &Pipeline, bind: &wgpu::BindGroup, workgroups: usize) {
    let mut pass =
        encoder.begin_compute_pass(&wgpu::ComputePassDescriptor { label: Some("sampler"), timestamp_writes: None });
    pipeline.set_on(&mut pass, bind);
    pass.dispatch_workgroups(workgroups as u32, 1, 1);
}

/// Word offsets of the reads `(buffer, words)` in a readback that starts with the status pair
/// (each 8-byte aligned, as mapping requires), and its length in words.
fn readback_layout(reads: &[(usize, usize)]) -> (Vec<usize>, usize) {
    let mut offsets = Vec::with_capacity(reads.len());
    let mut total = 2;
    for &(_, words) in reads {
        offsets.push(total);
        total += words.next_multiple_of(2);
    }
    (offsets, total)
}

/// The f32 words of each read `(buffer, words)` in a readback laid out at `offsets`.
fn split_readback<'a>(w: &'a [u32], reads: &[(usize, usize)], offsets: &[usize]) -> Vec<&'a [f32]> {
    reads.iter().zip(offsets).map(|(&(_, n), &at)| bytemuck::cast_slice(&w[at..at + n])).collect()
}

/// Where a group's lanes sit among all chains, and the unconstrained dimension.
#[derive(Clone, Copy)]
struct GroupSlot {
    first: usize,
    lanes: usize,
    chains: usize,
    dim: usize,
    /// Lanes whose rows interleave.
    block: usize,
}

/// Converts a group's f32 draw rows (iteration-major; within an iteration `lanes` rows of
/// position then statistics, lane-interleaved: see `codegen::lane_word`) into its chains'
/// places in the f64 positions `q` and statistics `stats` of the same iterations (all chains
/// per iteration), on every core: a block of a wide model is hundreds of megabytes, and one
/// core takes a large share of the sampling time to convert it. The work goes out in pieces
/// of about 256 KiB of f32, so a small read stays on the calling thread.
fn widen_draws(raw: &[f32], slot: GroupSlot, q: &mut [f64], stats: &mut [f64]) {
    let GroupSlot { first, lanes, chains, dim, block } = slot;
    let stride = dim + Stat::COUNT;
    // Pieces of at most `rows` draws, within one iteration.
    let rows = ((1 << 16) / stride).clamp(1, lanes.max(1));
    let mut pieces = Vec::new();
    let per_iteration = raw.chunks_exact(lanes.next_multiple_of(block) * stride).zip(q.chunks_exact_mut(chains * dim));
    for ((raw, q), stats) in per_iteration.zip(stats.chunks_exact_mut(chains * Stat::COUNT)) {
        let q = &mut q[first * dim..(first + lanes) * dim];
        let stats = &mut stats[first * Stat::COUNT..(first + lanes) * Stat::COUNT];
        let parts = q.chunks_mut(rows * dim).zip(stats.chunks_mut(rows * Stat::COUNT)).enumerate();
        pieces.extend(parts.map(|(k, (q, s))| (raw, k * rows, q, s)));
    }
    let convert = |(raw, l0, q, stats): (&[f32], usize, &mut [f64], &mut [f64])| {
        for (j, (q, s)) in q.chunks_exact_mut(dim.max(1)).zip(stats.chunks_exact_mut(Stat::COUNT)).enumerate() {
            let word = |k: usize| f64::from(raw[lane_word_in(block, l0 + j, stride, k)]);
            q.iter_mut().take(dim).enumerate().for_each(|(i, o)| *o = word(i));
            s.iter_mut().enumerate().for_each(|(i, o)| *o = word(dim + i));
        }
    };
    parallel_for_each(pieces, convert);
}

impl Engine for GpuEngine {
    fn evaluate(&mut self, q: &[f64]) -> Result<(Vec<f64>, Vec<f64>), SampleError> {
        let d = self.dim();
        let chains: usize = self.groups.iter().map(|g| g.lanes).sum();
        let (mut logp, mut grad) = (vec![0.0; chains], vec![0.0; chains * d]);
        let zeros = vec![0.0; chains.max(1) * d.max(1)];
        for gi in 0..self.groups.len() {
            self.write_state(gi, q, &vec![0.0; chains], &zeros);
            self.ensure_draws(gi, 1);
            let params = self.params(&self.groups[gi], 0, 1, Mode::Eval, 0);
            let (first, lanes, stride) = (self.groups[gi].first_chain, self.groups[gi].lanes, self.draw_stride());
            self.dispatch_and_read(gi, params, &[(B_DRAWS, self.padded(lanes) * stride)], |raw| {
                for l in 0..lanes {
                    let (c, word) = (first + l, |k: usize| f64::from(raw[0][self.word(l, stride, k)]));
                    grad[c * d..(c + 1) * d].iter_mut().enumerate().for_each(|(i, o)| *o = word(i));
                    logp[c] = word(d);
                }
            })?;
        }
        Ok((logp, grad))
    }

    fn set_state(&mut self, q: &[f64], logp: &[f64], grad: &[f64]) -> Result<(), SampleError> {
        for gi in 0..self.groups.len() {
            self.write_state(gi, q, logp, grad);
        }
        Ok(())
    }

    fn run_block(&mut self, block: &Block) -> Result<BlockDraws, SampleError> {
        let kernel = KernelRun::of(block, self.levels, self.factor)?;
        self.upload_tuning(block);
        let mut out = BlockOut::new(block, self.groups.iter().map(|g| g.lanes).sum(), self.dim());
        for gi in 0..self.groups.len() {
            let max_iters = self.max_iters(self.groups[gi].lanes);
            let mut k0 = 0;
            while k0 < block.n_iter {
                let piece = Piece { gi, k0, n: max_iters.min(block.n_iter - k0) };
                let d = self.start_piece(block, &kernel, piece);
                self.collect_piece(d, piece, &mut out)?;
                k0 += piece.n;
            }
        }
        Ok(out.finish())
    }

    /// With one group and a block that one dispatch sequence holds, submits it and returns at
    /// once; [`Engine::finish_block`] collects it.
    fn start_block(&mut self, block: &Block) -> Result<bool, SampleError> {
        if self.groups.len() != 1 || block.n_iter > self.max_iters(self.groups[0].lanes) {
            return Ok(false);
        }
        let kernel = KernelRun::of(block, self.levels, self.factor)?;
        self.upload_tuning(block);
        let d = self.start_piece(block, &kernel, Piece { gi: 0, k0: 0, n: block.n_iter });
        self.pending = Some((d, block.first_iteration));
        Ok(true)
    }

    fn finish_block(&mut self, block: &Block, started: bool) -> Result<BlockDraws, SampleError> {
        if !started {
            return self.run_block(block);
        }
        match self.pending.take() {
            Some((d, first)) if first == block.first_iteration => {
                let mut out = BlockOut::new(block, self.groups[0].lanes, self.dim());
                self.collect_piece(d, Piece { gi: 0, k0: 0, n: block.n_iter }, &mut out)?;
                Ok(out.finish())
            }
            _ => Err(SampleError::Settings("a block was collected that was not started".to_string())),
        }
    }

    fn description(&self) -> String {
        format!("GPU {} (f32)", self.ctx.adapter())
    }

    fn layout(&self) -> String {
        self.shape.to_string()
    }

    fn memory(&self) -> String {
        format!("{} (quirks: {})", self.policy, self.quirks.label())
    }

    fn timings(&self) -> EngineTimings {
        self.timings.get()
    }
}

#[cfg(test)]
mod tests {
    use super::{widen_draws, GroupSlot, Stat};
    use crate::codegen::{lane_word_in, LANE_BLOCK};

    /// A group of 20 000 lanes (chains 5..20 005 of 20 010) over two iterations: several pieces
    /// per iteration, converted on every core, each draw in its chain's place.
    #[test]
    fn widened_draws_land_in_their_chains_places() {
        let (first, lanes, chains, dim, iterations) = (5, 20_000usize, 20_010, 1, 2);
        let stride = dim + Stat::COUNT;
        let value = |k: usize, l: usize, j: usize| (k * 1_000_000 + l * 10 + j) as f32;
        let block = LANE_BLOCK;
        let padded = lanes.next_multiple_of(block);
        let mut raw = vec![f32::NAN; iterations * padded * stride];
        for k in 0..iterations {
            for l in 0..lanes {
                for j in 0..stride {
                    raw[k * padded * stride + lane_word_in(block, l, stride, j)] = value(k, l, j);
                }
            }
        }
        let mut q = vec![-1.0; iterations * chains * dim];
        let mut stats = vec![-1.0; iterations * chains * Stat::COUNT];
        widen_draws(&raw, GroupSlot { first, lanes, chains, dim, block }, &mut q, &mut stats);
        for k in 0..iterations {
            for c in 0..chains {
                let at = k * chains + c;
                let lane = c.checked_sub(first).filter(|&l| l < lanes);
                let expect = |j: usize| lane.map_or(-1.0, |l| f64::from(value(k, l, j)));
                assert_eq!(q[at], expect(0), "iteration {k}, chain {c}");
                for s in 0..Stat::COUNT {
                    assert_eq!(stats[at * Stat::COUNT + s], expect(dim + s), "iteration {k}, chain {c}, stat {s}");
                }
            }
        }
    }
}
