//! The GPU context: instance, adapter, device and queue, created once, with a pipeline cache.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use super::GpuError;
use crate::codegen::{with_uniform_table, MAX_ROW_LANES, UNIFORM_TABLE_BYTES};

/// What the adapter is, for reports and benchmark headers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdapterSummary {
    /// The adapter's name, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
    pub name: String,
    /// Discrete, integrated, virtual, CPU or other.
    pub device_type: String,
    /// Vulkan, Metal or DX12.
    pub backend: String,
}

impl AdapterSummary {
    /// Whether this is a software rasteriser running on the CPU (see
    /// [`GpuContext::is_software`]).
    pub fn is_software(&self) -> bool {
        self.device_type.to_lowercase().contains("cpu")
    }

    /// See [`GpuContext::lane_workgroup`].
    pub fn lane_workgroup(&self) -> u32 {
        if self.is_software() {
            self.simd_lanes().next_power_of_two().min(MAX_ROW_LANES)
        } else {
            HARDWARE_LANE_WORKGROUP
        }
    }

    /// See [`GpuContext::simd_lanes`].
    pub fn simd_lanes(&self) -> u32 {
        simd_lanes(&self.name)
    }
}

impl std::fmt::Display for AdapterSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}, {})", self.name, self.device_type, self.backend)
    }
}

/// A compiled compute pipeline and its bind group layout.
#[derive(Debug)]
pub struct Pipeline {
    pub(crate) pipeline: wgpu::ComputePipeline,
    pub(crate) bind_layout: wgpu::BindGroupLayout,
    /// Whether the kernel reads the immediate table of `shaders/uniform_table.wgsl`.
    uniform_table: bool,
    /// Time spent compiling it.
    pub compile_time: Duration,
}

/// What `shaders/uniform_table.wgsl` reads: 0, 1, …, 31.
const UNIFORM_ROWS: [u32; (UNIFORM_TABLE_BYTES / 4) as usize] = {
    let mut rows = [0u32; (UNIFORM_TABLE_BYTES / 4) as usize];
    let mut k = 0;
    while k < rows.len() {
        rows[k] = k as u32;
        k += 1;
    }
    rows
};

impl Pipeline {
    /// Sets this pipeline, its bind group and, where the kernel reads it, its immediate table
    /// on `pass`.
    pub(crate) fn set_on(&self, pass: &mut wgpu::ComputePass<'_>, bind: &wgpu::BindGroup) {
        pass.set_pipeline(&self.pipeline);
        pass.set_bind_group(0, bind, &[]);
        if self.uniform_table {
            pass.set_immediates(0, bytemuck::cast_slice(&UNIFORM_ROWS));
        }
    }
}

/// One GPU device shared by every model: create it once with [`GpuContext::shared`].
#[derive(Debug)]
pub struct GpuContext {
    pub(crate) device: wgpu::Device,
    pub(crate) queue: wgpu::Queue,
    pub(crate) limits: wgpu::Limits,
    adapter: AdapterSummary,
    /// Whether kernels get `shaders/uniform_table.wgsl` in place of the portable identity.
    uniform_table: bool,
    pipelines: Mutex<HashMap<u64, Arc<Pipeline>>>,
    loop_limit: OnceLock<Result<Option<u32>, GpuError>>,
}

/// Loop iterations the loop-limit probe asks of one invocation: far more than any driver limit
/// seen (65 535), and a few milliseconds of work where there is none.
const LOOP_PROBE_TRIPS: u32 = 1 << 22;

/// Counts the iterations a loop of `n` (from the uniform) really runs in one invocation.
const LOOP_PROBE_WGSL: &str = "
@group(0) @binding(0) var<storage, read_write> trips_out: array<u32>;
@group(0) @binding(1) var<uniform> n: vec4<u32>;
@compute @workgroup_size(1)
fn probe_loops() {
    var trips = 0u;
    for (var i = 0u; i < n.x; i++) {
        trips += 1u;
    }
    trips_out[0] = trips;
}
";

/// The environment variable that picks an adapter by a case-insensitive part of its name.
pub const ADAPTER_ENV: &str = "WGMC_ADAPTER";

fn rank(t: wgpu::DeviceType) -> u8 {
    match t {
        wgpu::DeviceType::DiscreteGpu => 0,
        wgpu::DeviceType::IntegratedGpu => 1,
        wgpu::DeviceType::VirtualGpu => 2,
        wgpu::DeviceType::Other => 3,
        wgpu::DeviceType::Cpu => 4,
    }
}

/// Every adapter of the primary backends (Vulkan, Metal, DX12), best first.
fn sorted_adapters() -> Result<Vec<wgpu::Adapter>, GpuError> {
    let desc = wgpu::InstanceDescriptor {
        backends: wgpu::Backends::PRIMARY,
        ..wgpu::InstanceDescriptor::new_without_display_handle_from_env()
    };
    let instance = wgpu::Instance::new(desc);
    let mut adapters = pollster::block_on(instance.enumerate_adapters(wgpu::Backends::PRIMARY));
    if adapters.is_empty() {
        return Err(GpuError::NoAdapter("no Vulkan, Metal or DX12 adapter was found".into()));
    }
    adapters.sort_by_key(|a| rank(a.get_info().device_type));
    Ok(adapters)
}

/// The first of `adapters` whose name contains `want` (case-insensitive); `label` says what
/// asked for it in the error.
fn take_named(adapters: Vec<wgpu::Adapter>, want: &str, label: &str) -> Result<wgpu::Adapter, GpuError> {
    let names: Vec<String> = adapters.iter().map(|a| a.get_info().name).collect();
    let found = adapters.into_iter().find(|a| a.get_info().name.to_lowercase().contains(&want.to_lowercase()));
    found.ok_or_else(|| GpuError::NoAdapter(format!("{label} matches none of {names:?}")))
}

fn summary(info: &wgpu::AdapterInfo) -> AdapterSummary {
    AdapterSummary {
        name: info.name.clone(),
        device_type: format!("{:?}", info.device_type),
        backend: format!("{:?}", info.backend),
    }
}

impl GpuContext {
    /// The process-wide context, created on first use (the same error is returned to every
    /// caller if no device can be had).
    pub fn shared() -> Result<Arc<GpuContext>, GpuError> {
        static SHARED: OnceLock<Result<Arc<GpuContext>, GpuError>> = OnceLock::new();
        SHARED.get_or_init(|| GpuContext::new().map(Arc::new)).clone()
    }

    /// A new context on the best adapter: the one named by `WGMC_ADAPTER` if set, else a
    /// discrete GPU before an integrated, virtual or software one.
    pub fn new() -> Result<GpuContext, GpuError> {
        let mut adapters = sorted_adapters()?;
        let adapter = match std::env::var(ADAPTER_ENV) {
            Ok(want) if !want.is_empty() => take_named(adapters, &want, &format!("{ADAPTER_ENV}={want}"))?,
            _ => adapters.remove(0),
        };
        GpuContext::on(adapter)
    }

    /// The machine's adapters in the order of [`GpuContext::new`]'s preference (discrete GPUs
    /// first); indices into this list name adapters for [`GpuContext::on_adapter`].
    pub fn adapters() -> Result<Vec<AdapterSummary>, GpuError> {
        Ok(sorted_adapters()?.iter().map(|a| summary(&a.get_info())).collect())
    }

    /// The indices (into [`GpuContext::adapters`]) of the machine's GPUs, each once: every
    /// hardware adapter, one per PCI device where the driver reports its bus (a GPU that two
    /// backends list counts once); the first software adapter where there is no hardware one.
    pub fn machine_adapters() -> Result<Vec<usize>, GpuError> {
        let infos: Vec<wgpu::AdapterInfo> = sorted_adapters()?.iter().map(|a| a.get_info()).collect();
        let mut seen = std::collections::HashSet::new();
        let hardware: Vec<usize> = (0..infos.len())
            .filter(|&i| infos[i].device_type != wgpu::DeviceType::Cpu)
            .filter(|&i| infos[i].device_pci_bus_id.is_empty() || seen.insert(infos[i].device_pci_bus_id.clone()))
            .collect();
        Ok(if hardware.is_empty() { vec![0] } else { hardware })
    }

    /// A new context (its own device and queue) on adapter `index` of [`GpuContext::adapters`].
    /// Two contexts on one adapter are two devices: their work runs side by side.
    pub fn on_adapter(index: usize) -> Result<GpuContext, GpuError> {
        let mut adapters = sorted_adapters()?;
        if index >= adapters.len() {
            let names: Vec<String> = adapters.iter().map(|a| a.get_info().name).collect();
            return Err(GpuError::NoAdapter(format!("there is no adapter {index}; the adapters are {names:?}")));
        }
        GpuContext::on(adapters.swap_remove(index))
    }

    /// A new context on the first adapter whose name contains `part` (case-insensitive).
    pub fn on_named_adapter(part: &str) -> Result<GpuContext, GpuError> {
        GpuContext::on(take_named(sorted_adapters()?, part, &format!("the device name {part:?}"))?)
    }

    fn on(adapter: wgpu::Adapter) -> Result<GpuContext, GpuError> {
        let info = adapter.get_info();
        let limits = adapter.limits();
        // A workaround for llvmpipe (see `set_uniform_table`): on by default on software adapters.
        let software = info.device_type == wgpu::DeviceType::Cpu;
        let uniform_table = software
            && adapter.features().contains(wgpu::Features::IMMEDIATES)
            && limits.max_immediate_size >= UNIFORM_TABLE_BYTES;
        let features = if uniform_table { wgpu::Features::IMMEDIATES } else { wgpu::Features::empty() };
        let desc = wgpu::DeviceDescriptor {
            label: Some("wgmc"),
            required_features: features,
            required_limits: limits.clone(),
            experimental_features: wgpu::ExperimentalFeatures::default(),
            memory_hints: wgpu::MemoryHints::Performance,
            trace: wgpu::Trace::default(),
        };
        let (device, queue) = pollster::block_on(adapter.request_device(&desc)).map_err(GpuError::RequestDevice)?;
        let adapter = summary(&info);
        Ok(GpuContext {
            device,
            queue,
            limits,
            adapter,
            uniform_table,
            pipelines: Mutex::new(HashMap::new()),
            loop_limit: OnceLock::new(),
        })
    }

    /// The adapter in use.
    pub fn adapter(&self) -> &AdapterSummary {
        &self.adapter
    }

    /// Whether the adapter is a software rasteriser running on the CPU (llvmpipe), which runs
    /// each workgroup on one thread, one SIMD group of lanes after the other.
    pub fn is_software(&self) -> bool {
        self.adapter.is_software()
    }

    /// Lanes of a workgroup whose every lane is a chain (or point) of its own: the SIMD width
    /// on a software adapter, which runs each workgroup on one thread (in workgroups of 64, up
    /// to 64 chains ran on one core), [`HARDWARE_LANE_WORKGROUP`] on a GPU.
    pub fn lane_workgroup(&self) -> u32 {
        self.adapter.lane_workgroup()
    }

    /// Invocations per SIMD group of a software rasteriser, from names like "llvmpipe (LLVM
    /// 15.0.6, 256 bits)"; 16 (512 bits) when the name does not say.
    pub fn simd_lanes(&self) -> u32 {
        self.adapter.simd_lanes()
    }

    /// Whether kernels compiled from now on rebuild shared loop counters from an immediate
    /// table (`shaders/uniform_table.wgsl`), which lets llvmpipe load data once per SIMD group.
    /// On by default on a software adapter that takes a 128-byte immediate block (a driver
    /// quirk: a GPU's compiler sees uniform counters itself); turning it off gives the portable
    /// kernels, with the same results (tests compare the two).
    pub fn set_uniform_table(&mut self, on: bool) -> Result<(), GpuError> {
        if on && !self.device.features().contains(wgpu::Features::IMMEDIATES) {
            return Err(GpuError::NoImmediates);
        }
        self.uniform_table = on;
        Ok(())
    }

    /// Whether kernels compiled now use the immediate table (see [`Self::set_uniform_table`]).
    pub fn uniform_table(&self) -> bool {
        self.uniform_table
    }

    /// The most loop iterations one invocation may run before the driver stops its loops, or
    /// `None` when it does not stop them. Older llvmpipe builds (Mesa 22) end every loop of a SIMD
    /// group once 65 535 iterations have run in all; newer ones and hardware drivers have no such
    /// limit. Measured once per context by a probe kernel asked for 4 194 304 iterations.
    pub fn loop_limit(&self) -> Result<Option<u32>, GpuError> {
        self.loop_limit.get_or_init(|| self.probe_loop_limit()).clone()
    }

    fn probe_loop_limit(&self) -> Result<Option<u32>, GpuError> {
        // Only llvmpipe builds ever had the limit: a hardware driver runs no probe.
        if !self.is_software() {
            return Ok(None);
        }
        let out = self.run_compute(LOOP_PROBE_WGSL, "probe_loops", &[], &[1], &[LOOP_PROBE_TRIPS], 1)?;
        let trips = out[0][0];
        Ok((trips < LOOP_PROBE_TRIPS).then_some(trips))
    }

    /// Largest storage buffer binding, in bytes.
    pub fn max_binding_bytes(&self) -> u64 {
        self.limits.max_storage_buffer_binding_size.min(self.limits.max_buffer_size)
    }

    /// Largest number of workgroups in one dispatch dimension.
    pub fn max_workgroups(&self) -> u32 {
        self.limits.max_compute_workgroups_per_dimension
    }

    /// The compiled pipeline of a WGSL module's entry point whose bindings are `bindings`
    /// (storage buffers, read-only or not, then one uniform buffer), compiled once per text.
    pub fn pipeline(&self, wgsl: &str, entry: &str, storage_read_only: &[bool]) -> Result<Arc<Pipeline>, GpuError> {
        self.pipeline_with(wgsl, entry, storage_read_only, &[])
    }

    /// [`GpuContext::pipeline`] with more storage buffers bound after the uniform buffer
    /// (`after_uniform`: read-only or not).
    pub(crate) fn pipeline_with(
        &self,
        wgsl: &str,
        entry: &str,
        storage_read_only: &[bool],
        after_uniform: &[bool],
    ) -> Result<Arc<Pipeline>, GpuError> {
        let replaced = if self.uniform_table { with_uniform_table(wgsl) } else { None };
        let table = replaced.is_some();
        let wgsl = replaced.as_deref().unwrap_or(wgsl);
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (wgsl, entry, storage_read_only, after_uniform).hash(&mut hasher);
        let key = hasher.finish();
        if let Some(p) = self.pipelines.lock().expect("pipeline cache lock").get(&key) {
            return Ok(p.clone());
        }
        let p = Arc::new(self.compile(wgsl, entry, storage_read_only, after_uniform, table)?);
        self.pipelines.lock().expect("pipeline cache lock").insert(key, p.clone());
        Ok(p)
    }

    fn compile(
        &self,
        wgsl: &str,
        entry: &str,
        storage_read_only: &[bool],
        after_uniform: &[bool],
        table: bool,
    ) -> Result<Pipeline, GpuError> {
        let start = Instant::now();
        let mut entries: Vec<wgpu::BindGroupLayoutEntry> = storage_read_only
            .iter()
            .enumerate()
            .map(|(i, &read_only)| layout_entry(i as u32, wgpu::BufferBindingType::Storage { read_only }))
            .collect();
        entries.push(layout_entry(storage_read_only.len() as u32, wgpu::BufferBindingType::Uniform));
        for (i, &read_only) in after_uniform.iter().enumerate() {
            let binding = (storage_read_only.len() + 1 + i) as u32;
            entries.push(layout_entry(binding, wgpu::BufferBindingType::Storage { read_only }));
        }
        let scope = self.device.push_error_scope(wgpu::ErrorFilter::Validation);
        let bind_layout = self
            .device
            .create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor { label: Some(entry), entries: &entries });
        let layout = self.device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some(entry),
            bind_group_layouts: &[Some(&bind_layout)],
            immediate_size: if table { UNIFORM_TABLE_BYTES } else { 0 },
        });
        // Bounds checks stay on (index data could be out of range); the loop-bounding counter
        // wgpu adds to every loop is off: every loop of our kernels is bounded by construction
        // (constant or uniform trip counts, and the sampler's loop ends after a bounded number
        // of leapfrog steps), and the counter costs time in every iteration.
        let checks = wgpu::ShaderRuntimeChecks { force_loop_bounding: false, ..wgpu::ShaderRuntimeChecks::checked() };
        let desc = wgpu::ShaderModuleDescriptor { label: Some(entry), source: wgpu::ShaderSource::Wgsl(wgsl.into()) };
        // SAFETY: the only check turned off is loop bounding, and the kernels' loops terminate
        // (see above); bounds checks are kept.
        let module = unsafe { self.device.create_shader_module_trusted(desc, checks) };
        let pipeline = self.device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: Some(entry),
            layout: Some(&layout),
            module: &module,
            entry_point: Some(entry),
            compilation_options: wgpu::PipelineCompilationOptions::default(),
            cache: None,
        });
        if let Some(err) = pollster::block_on(scope.pop()) {
            return Err(GpuError::Shader(Arc::new(err)));
        }
        Ok(Pipeline { pipeline, bind_layout, uniform_table: table, compile_time: start.elapsed() })
    }
}

fn layout_entry(binding: u32, ty: wgpu::BufferBindingType) -> wgpu::BindGroupLayoutEntry {
    wgpu::BindGroupLayoutEntry {
        binding,
        visibility: wgpu::ShaderStages::COMPUTE,
        ty: wgpu::BindingType::Buffer { ty, has_dynamic_offset: false, min_binding_size: None },
        count: None,
    }
}

/// Lanes of a hardware GPU's workgroup of one-lane chains: two warps or one wavefront.
const HARDWARE_LANE_WORKGROUP: u32 = 64;

/// See [`GpuContext::simd_lanes`].
fn simd_lanes(adapter_name: &str) -> u32 {
    let bits = adapter_name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .collect::<Vec<_>>()
        .windows(2)
        .find(|w| w[1] == "bits")
        .and_then(|w| w[0].parse::<u32>().ok());
    bits.map_or(16, |b| (b / 32).max(1))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::{GpuContext, GpuError};

    #[test]
    fn simd_width_from_adapter_name() {
        assert_eq!(super::simd_lanes("llvmpipe (LLVM 15.0.6, 256 bits)"), 8);
        assert_eq!(super::simd_lanes("llvmpipe (LLVM 19.1.1, 512 bits)"), 16);
        assert_eq!(super::simd_lanes("llvmpipe"), 16);
    }

    /// A shader the device rejects is reported with wgpu's error as the source, not as text.
    #[test]
    fn a_rejected_shader_keeps_wgpus_error() {
        let ctx = match GpuContext::shared() {
            Ok(ctx) => ctx,
            Err(e) if !crate::gpu_required() => {
                eprintln!("\n!!! SKIPPING a_rejected_shader_keeps_wgpus_error: {e} !!!\n");
                return;
            }
            Err(e) => panic!("WGMC_REQUIRE_GPU is set but no GPU is usable: {e}"),
        };
        let wgsl = "@compute @workgroup_size(1) fn broken() { let x: u32 = 1.5; }";
        let err = ctx.pipeline(wgsl, "broken", &[]).expect_err("the shader is ill-typed");
        let GpuError::Shader(_) = &err else { panic!("{err:?}") };
        let source = std::error::Error::source(&err).expect("wgpu's error");
        let wgpu_error = source.downcast_ref::<Arc<wgpu::Error>>().expect("wgpu's error");
        assert!(matches!(**wgpu_error, wgpu::Error::Validation { .. }), "{wgpu_error:?}");
        let message = crate::error_chain(&err);
        assert!(
            message.starts_with("the GPU rejected the generated shader: ") && message.contains("broken"),
            "{message}"
        );
    }
}
