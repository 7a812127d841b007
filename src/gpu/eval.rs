//! Batched log density and gradient on the GPU: one lane per point, or in the rows layout
//! several lanes per point sharing its data rows, split into as many dispatches as the
//! device's limits require.

use std::sync::{Arc, Mutex};

use wgpu::util::DeviceExt;

use crate::codegen::{eval_module_with, KernelLayout, KernelShape};
use crate::model::Model;

use super::compute::read_words;
use super::context::{GpuContext, Pipeline};
use super::GpuError;

/// The storage bindings of shaders/eval.wgsl in order, and whether each is read-only; the
/// uniform [`EvalParams`] follows them (the tests below check both against the shader).
const BINDINGS: [(&str, bool); 8] = [
    ("data_f", true),
    ("data_i", true),
    // The same buffer as data_f, read four elements at a time.
    ("data_f4", true),
    ("points", true),
    ("out_logp", false),
    ("out_grad", false),
    ("scratch", false),
    ("status", false),
];
const STORAGE_READ_ONLY: [bool; 8] = {
    let mut read_only = [false; 8];
    let mut i = 0;
    while i < BINDINGS.len() {
        read_only[i] = BINDINGS[i].1;
        i += 1;
    }
    read_only
};

/// The uniform of an evaluation dispatch (`EvalParams` in shaders/eval.wgsl).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
struct EvalParams {
    /// Points in the dispatch.
    n: u32,
    /// Always 1.0: read from the uniform so compilers cannot fold compensated sums away.
    one: f32,
    /// Always 2: the guard loop's trip count, unknown to the compiler so it stays a loop.
    guard_trips: u32,
    pad: u32,
}

impl EvalParams {
    fn new(points: usize) -> EvalParams {
        EvalParams { n: points as u32, one: 1.0, guard_trips: 2, pad: 0 }
    }
}

/// Buffers sized for one dispatch of up to `lanes` points, reused between calls.
#[derive(Debug)]
struct Buffers {
    lanes: usize,
    points: wgpu::Buffer,
    logp: wgpu::Buffer,
    grad: wgpu::Buffer,
    scratch: wgpu::Buffer,
    readback: wgpu::Buffer,
    status: wgpu::Buffer,
    uniform: wgpu::Buffer,
}

/// A model compiled for the GPU: its kernel, packed data and dispatch plan.
#[derive(Debug)]
pub struct GpuModel {
    ctx: Arc<GpuContext>,
    pipeline: Arc<Pipeline>,
    layout: KernelLayout,
    shape: KernelShape,
    data_f: wgpu::Buffer,
    data_i: wgpu::Buffer,
    max_lanes: usize,
    buffers: Mutex<Option<Buffers>>,
    wgsl: String,
}

impl GpuModel {
    /// Generates and compiles the model's gradient kernel (one lane per point) and uploads its
    /// data.
    pub fn new(ctx: Arc<GpuContext>, model: &Model) -> Result<GpuModel, GpuError> {
        let shape = KernelShape::LANES.with_lane_workgroup(ctx.lane_workgroup()).map_err(GpuError::Codegen)?;
        GpuModel::with_shape(ctx, model, shape)
    }

    /// [`GpuModel::new`] with the kernel shape `shape` (the rows layout spreads each point's
    /// data rows over `shape.row_lanes()` lanes; the results are the same).
    pub fn with_shape(ctx: Arc<GpuContext>, model: &Model, shape: KernelShape) -> Result<GpuModel, GpuError> {
        GpuError::refuse_f64_only(model)?;
        let program = model.gradient_program();
        let (wgsl, layout) = eval_module_with(program, shape).map_err(GpuError::Codegen)?;
        let pipeline = ctx.pipeline(&wgsl, "eval_main", &STORAGE_READ_ONLY)?;
        let (reals, ints) = layout.pack_data(program, model.data());
        let binding = ctx.max_binding_bytes();
        if (reals.len() as u64) * 4 > binding || (ints.len() as u64) * 4 > binding {
            return Err(GpuError::TooLarge(format!(
                "the data ({} reals, {} ints) exceed one binding of {binding} bytes",
                reals.len(),
                ints.len()
            )));
        }
        let init = |label, contents: &[u8]| {
            ctx.device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some(label),
                contents,
                usage: wgpu::BufferUsages::STORAGE,
            })
        };
        let data_f = init("data_f", bytemuck::cast_slice(&reals));
        let data_i = init("data_i", bytemuck::cast_slice(&ints));
        let rows = shape.row_lanes() as usize;
        let per_lane = 4 * (layout.dim.max(layout.scratch_per_lane * rows).max(1) as u64);
        let by_binding = (binding / per_lane) as usize;
        let by_dispatch = ctx.max_workgroups() as usize * shape.chains_per_workgroup() as usize;
        let max_lanes = by_binding.min(by_dispatch).clamp(1, 1 << 20);
        Ok(GpuModel { ctx, pipeline, layout, shape, data_f, data_i, max_lanes, buffers: Mutex::new(None), wgsl })
    }

    /// The kernel's shape.
    pub fn shape(&self) -> KernelShape {
        self.shape
    }

    /// Number of unconstrained parameters.
    pub fn dim(&self) -> usize {
        self.layout.dim
    }

    /// The complete WGSL module of the kernel.
    pub fn wgsl(&self) -> &str {
        &self.wgsl
    }

    /// The context the model runs on.
    pub fn context(&self) -> &Arc<GpuContext> {
        &self.ctx
    }

    /// Time the kernel took to compile (zero when it came from the cache).
    pub fn compile_time(&self) -> std::time::Duration {
        self.pipeline.compile_time
    }

    /// Most points one dispatch takes (larger batches are split).
    pub fn max_lanes_per_dispatch(&self) -> usize {
        self.max_lanes
    }

    /// Lowers the number of points per dispatch (to bound memory, or to test the splitting);
    /// values above the device's own limit are ignored.
    pub fn limit_lanes_per_dispatch(&mut self, lanes: usize) {
        self.max_lanes = self.max_lanes.min(lanes.max(1));
    }

    /// Log densities and gradients (f32 on the device, returned as f64) of `logp.len()`
    /// points laid out one after another in `points`.
    pub fn batch_log_density_gradient(
        &self,
        points: &[f64],
        logp: &mut [f64],
        grads: &mut [f64],
    ) -> Result<(), GpuError> {
        let (n, d) = (logp.len(), self.layout.dim);
        if points.len() != n * d || grads.len() != n * d {
            return Err(GpuError::Shape(format!(
                "{n} points of {d} values need {} inputs and gradients, got {} and {}",
                n * d,
                points.len(),
                grads.len()
            )));
        }
        let mut start = 0;
        while start < n {
            let count = self.max_lanes.min(n - start);
            let (lp, g) = (&mut logp[start..start + count], &mut grads[start * d..(start + count) * d]);
            self.dispatch(&points[start * d..(start + count) * d], lp, g)?;
            start += count;
        }
        Ok(())
    }

    fn buffers(&self, lanes: usize) -> Buffers {
        let device = &self.ctx.device;
        let d = self.layout.dim.max(1) as u64;
        let lanes64 = lanes as u64;
        let make = |label, size: u64, usage| {
            device.create_buffer(&wgpu::BufferDescriptor {
                label: Some(label),
                size: size.max(4),
                usage,
                mapped_at_creation: false,
            })
        };
        let storage = wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::COPY_SRC;
        Buffers {
            lanes,
            points: make("points", 4 * lanes64 * d, storage),
            logp: make("out_logp", 4 * lanes64, storage),
            grad: make("out_grad", 4 * lanes64 * d, storage),
            scratch: make(
                "scratch",
                4 * lanes64 * u64::from(self.shape.row_lanes()) * self.layout.scratch_per_lane as u64,
                wgpu::BufferUsages::STORAGE,
            ),
            readback: make(
                "readback",
                4 * (lanes64 * (d + 1) + 1),
                wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            ),
            status: make("status", 4, storage),
            uniform: make(
                "eval_params",
                std::mem::size_of::<EvalParams>() as u64,
                wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            ),
        }
    }

    fn dispatch(&self, points: &[f64], logp: &mut [f64], grads: &mut [f64]) -> Result<(), GpuError> {
        let n = logp.len();
        let d = self.layout.dim;
        let mut guard = self.buffers.lock().expect("buffer lock");
        if guard.as_ref().is_none_or(|b| b.lanes < n) {
            *guard = Some(self.buffers(n.max(64)));
        }
        let b = guard.as_ref().expect("just made");
        let (device, queue) = (&self.ctx.device, &self.ctx.queue);
        let input: Vec<f32> = points.iter().map(|&x| x as f32).collect();
        if !input.is_empty() {
            queue.write_buffer(&b.points, 0, bytemuck::cast_slice(&input));
        }
        queue.write_buffer(&b.uniform, 0, bytemuck::bytes_of(&EvalParams::new(n)));
        queue.write_buffer(&b.status, 0, bytemuck::cast_slice(&[0u32]));
        // In the order of `BINDINGS`, then the uniform.
        let buffers =
            [&self.data_f, &self.data_i, &self.data_f, &b.points, &b.logp, &b.grad, &b.scratch, &b.status, &b.uniform];
        let entries: Vec<wgpu::BindGroupEntry> = buffers
            .iter()
            .enumerate()
            .map(|(i, buf)| wgpu::BindGroupEntry { binding: i as u32, resource: buf.as_entire_binding() })
            .collect();
        let bind = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("eval"),
            layout: &self.pipeline.bind_layout,
            entries: &entries,
        });
        let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("eval") });
        {
            let mut pass = encoder
                .begin_compute_pass(&wgpu::ComputePassDescriptor { label: Some("eval"), timestamp_writes: None });
            self.pipeline.set_on(&mut pass, &bind);
            let per_group = u64::from(self.shape.chains_per_workgroup());
            pass.dispatch_workgroups((n as u64).div_ceil(per_group) as u32, 1, 1);
        }
        let logp_bytes = 4 * n as u64;
        encoder.copy_buffer_to_buffer(&b.logp, 0, &b.readback, 0, logp_bytes);
        if d > 0 {
            encoder.copy_buffer_to_buffer(&b.grad, 0, &b.readback, logp_bytes, 4 * (n * d) as u64);
        }
        let status_at = 4 * (n * (d + 1)) as u64;
        encoder.copy_buffer_to_buffer(&b.status, 0, &b.readback, status_at, 4);
        queue.submit([encoder.finish()]);
        let values = read_back(device, &b.readback, status_at + 4)?;
        if values[n * (d + 1)].to_bits() != 0 {
            return Err(GpuError::LoopLimit(self.ctx.adapter().name.clone()));
        }
        logp.iter_mut().zip(&values[..n]).for_each(|(o, v)| *o = f64::from(*v));
        grads.iter_mut().zip(&values[n..]).for_each(|(o, v)| *o = f64::from(*v));
        Ok(())
    }
}

/// Maps `size` bytes of a readback buffer and copies them out as f32.
pub(crate) fn read_back(device: &wgpu::Device, buffer: &wgpu::Buffer, size: u64) -> Result<Vec<f32>, GpuError> {
    Ok(read_words(device, buffer, size)?.into_iter().map(f32::from_bits).collect())
}

#[cfg(test)]
mod tests {
    use std::mem::{offset_of, size_of};

    use super::{EvalParams, BINDINGS};

    /// The evaluation module of a one-parameter model in naga's IR.
    fn eval_ir() -> naga::Module {
        let source = "parameters { real x; } model { x ~ normal(0, 1); }";
        let stan = crate::lang::compile_stan(source, "abi.stan", &crate::data::DataSet::new()).expect("compiles");
        let (wgsl, _) = crate::codegen::eval_module(stan.model().gradient_program()).expect("codegen");
        naga::front::wgsl::parse_str(&wgsl).unwrap_or_else(|e| panic!("{}", e.emit_to_string(&wgsl)))
    }

    #[test]
    fn eval_params_mirror_the_wgsl_struct() {
        let module = eval_ir();
        let ty = module.types.iter().find(|(_, t)| t.name.as_deref() == Some("EvalParams")).expect("declared").1;
        let naga::TypeInner::Struct { members, span } = &ty.inner else { panic!("EvalParams is not a struct") };
        let wgsl: Vec<(&str, u32)> = members.iter().map(|m| (m.name.as_deref().expect("named"), m.offset)).collect();
        let rust = [
            ("n", offset_of!(EvalParams, n)),
            ("one", offset_of!(EvalParams, one)),
            ("guard_trips", offset_of!(EvalParams, guard_trips)),
            ("pad", offset_of!(EvalParams, pad)),
        ];
        assert_eq!(wgsl, rust.map(|(n, o)| (n, o as u32)));
        assert_eq!(*span as usize, size_of::<EvalParams>());
    }

    /// Each buffer the host binds sits at the shader's binding of that name, with its access,
    /// and the uniform follows them.
    #[test]
    fn bindings_match_the_shader() {
        let module = eval_ir();
        let named = |name: &str| {
            let (_, var) = module.global_variables.iter().find(|(_, v)| v.name.as_deref() == Some(name)).expect(name);
            var.clone()
        };
        for (at, (name, read_only)) in BINDINGS.into_iter().enumerate() {
            let var = named(name);
            assert_eq!(var.binding.map(|b| (b.group, b.binding)), Some((0, at as u32)), "{name}");
            let naga::AddressSpace::Storage { access } = var.space else { panic!("{name} is not storage") };
            assert_eq!(!access.contains(naga::StorageAccess::STORE), read_only, "{name}");
        }
        let uniform = named("eval_params");
        assert_eq!(uniform.binding.map(|b| (b.group, b.binding)), Some((0, BINDINGS.len() as u32)));
        assert_eq!(uniform.space, naga::AddressSpace::Uniform);
    }
}
