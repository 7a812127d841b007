//! A tiny test-only wgpu harness: one device, and one compute dispatch that evaluates a WGSL
//! expression of three f32 arguments per lane.
//!
//! Use it from a test with `use crate::common::harness;`.
//!
//! GPU policy ([`gpu_or_skip`]): when no adapter can be had, a test fails if the environment
//! variable `WGMC_REQUIRE_GPU=1` is set, and otherwise says it skips (`common::say_skipped`).
//! `WGMC_ADAPTER` (a case-insensitive part of the adapter's name) picks the adapter.
#![allow(dead_code)]

use wgpu::util::DeviceExt;

pub use wgmc::{gpu_required, ADAPTER_ENV, REQUIRE_GPU_ENV};

/// Lanes per workgroup of the evaluation kernel.
const WORKGROUP_SIZE: usize = 64;

/// A device and its queue.
pub struct Gpu {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    pub info: wgpu::AdapterInfo,
}

/// The GPU, or `None` after a skip notice when there is none and `WGMC_REQUIRE_GPU=1` is not set.
///
/// # Panics
/// When no GPU can be had and `WGMC_REQUIRE_GPU=1` is set.
pub fn gpu_or_skip(test: &str) -> Option<Gpu> {
    match Gpu::new() {
        Ok(gpu) => Some(gpu),
        Err(e) if gpu_required() => panic!("{test}: {REQUIRE_GPU_ENV}=1 but no GPU is usable: {e}"),
        Err(e) => {
            super::say_skipped(&format!("no GPU adapter ({e}); set {REQUIRE_GPU_ENV}=1 to make this a failure"));
            None
        }
    }
}

fn rank(t: wgpu::DeviceType) -> u8 {
    match t {
        wgpu::DeviceType::DiscreteGpu => 0,
        wgpu::DeviceType::IntegratedGpu => 1,
        wgpu::DeviceType::VirtualGpu => 2,
        wgpu::DeviceType::Other => 3,
        wgpu::DeviceType::Cpu => 4,
    }
}

impl Gpu {
    /// A device on the adapter named by `WGMC_ADAPTER`, else the best one (discrete first, software last).
    pub fn new() -> Result<Gpu, String> {
        let desc = wgpu::InstanceDescriptor {
            backends: wgpu::Backends::all(),
            ..wgpu::InstanceDescriptor::new_without_display_handle()
        };
        let instance = wgpu::Instance::new(desc);
        let mut adapters = pollster::block_on(instance.enumerate_adapters(wgpu::Backends::all()));
        if adapters.is_empty() {
            return Err("no adapter found on any backend".into());
        }
        adapters.sort_by_key(|a| rank(a.get_info().device_type));
        let adapter = match std::env::var(ADAPTER_ENV) {
            Ok(want) if !want.trim().is_empty() => {
                let want = want.trim().to_lowercase();
                let names: Vec<String> = adapters.iter().map(|a| a.get_info().name).collect();
                adapters
                    .into_iter()
                    .find(|a| a.get_info().name.to_lowercase().contains(&want))
                    .ok_or_else(|| format!("{ADAPTER_ENV}={want} matches none of {names:?}"))?
            }
            _ => adapters.remove(0),
        };
        let info = adapter.get_info();
        let desc = wgpu::DeviceDescriptor {
            label: Some("wgmc test harness"),
            required_features: wgpu::Features::empty(),
            required_limits: wgpu::Limits::default(),
            experimental_features: wgpu::ExperimentalFeatures::default(),
            memory_hints: wgpu::MemoryHints::Performance,
            trace: wgpu::Trace::default(),
        };
        let (device, queue) = pollster::block_on(adapter.request_device(&desc))
            .map_err(|e| format!("request_device on {}: {e}", info.name))?;
        Ok(Gpu { device, queue, info })
    }

    /// A one-line description of the adapter.
    pub fn describe(&self) -> String {
        format!(
            "{} ({:?}, {:?}, driver {} {})",
            self.info.name, self.info.device_type, self.info.backend, self.info.driver, self.info.driver_info
        )
    }

    /// Evaluates `expr` once per input lane and returns the f32 results.
    ///
    /// The shader is `prefix` (e.g. the math prelude) followed by a kernel in which `a`, `b`, `c`
    /// are the lane's three f32 arguments and the lane's output is the f32 expression `expr`,
    /// e.g. `wg_log_sum_exp(a, b)`. Shader compilation errors come back as `Err`.
    pub fn eval_lanes(&self, prefix: &str, expr: &str, inputs: &[[f32; 3]]) -> Result<Vec<f32>, String> {
        if inputs.is_empty() {
            return Ok(Vec::new());
        }
        let source = format!(
            "{prefix}\n\
             @group(0) @binding(0) var<storage, read> harness_in: array<f32>;\n\
             @group(0) @binding(1) var<storage, read_write> harness_out: array<f32>;\n\
             @compute @workgroup_size({WORKGROUP_SIZE})\n\
             fn harness_main(@builtin(global_invocation_id) gid: vec3<u32>) {{\n\
             \x20   let i = gid.x;\n\
             \x20   if (i >= arrayLength(&harness_out)) {{ return; }}\n\
             \x20   let a = harness_in[3u * i];\n\
             \x20   let b = harness_in[3u * i + 1u];\n\
             \x20   let c = harness_in[3u * i + 2u];\n\
             \x20   harness_out[i] = {expr};\n\
             }}\n"
        );
        let device = &self.device;
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("harness"),
            source: wgpu::ShaderSource::Wgsl(source.into()),
        });
        let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: Some("harness"),
            layout: None,
            module: &module,
            entry_point: Some("harness_main"),
            compilation_options: wgpu::PipelineCompilationOptions::default(),
            cache: None,
        });
        if let Some(err) = pollster::block_on(scope.pop()) {
            return Err(format!("shader for `{expr}` failed: {err}"));
        }

        let flat: Vec<f32> = inputs.iter().flatten().copied().collect();
        let out_bytes = (inputs.len() * std::mem::size_of::<f32>()) as u64;
        let input = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("harness in"),
            contents: bytemuck::cast_slice(&flat),
            usage: wgpu::BufferUsages::STORAGE,
        });
        let output = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("harness out"),
            size: out_bytes,
            usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
            mapped_at_creation: false,
        });
        let readback = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("harness readback"),
            size: out_bytes,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("harness"),
            layout: &pipeline.get_bind_group_layout(0),
            entries: &[
                wgpu::BindGroupEntry { binding: 0, resource: input.as_entire_binding() },
                wgpu::BindGroupEntry { binding: 1, resource: output.as_entire_binding() },
            ],
        });
        let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("harness") });
        {
            let mut pass = encoder
                .begin_compute_pass(&wgpu::ComputePassDescriptor { label: Some("harness"), timestamp_writes: None });
            pass.set_pipeline(&pipeline);
            pass.set_bind_group(0, &bind_group, &[]);
            pass.dispatch_workgroups(inputs.len().div_ceil(WORKGROUP_SIZE) as u32, 1, 1);
        }
        encoder.copy_buffer_to_buffer(&output, 0, &readback, 0, out_bytes);
        self.queue.submit([encoder.finish()]);

        let (tx, rx) = std::sync::mpsc::channel();
        readback.map_async(wgpu::MapMode::Read, .., move |r| {
            let _ = tx.send(r);
        });
        device.poll(wgpu::PollType::wait_indefinitely()).map_err(|e| format!("poll: {e}"))?;
        rx.recv().map_err(|e| format!("map callback dropped: {e}"))?.map_err(|e| format!("map_async: {e}"))?;
        let result = {
            let view = readback.get_mapped_range(..).map_err(|e| format!("get_mapped_range: {e:?}"))?;
            bytemuck::cast_slice::<u8, f32>(&view).to_vec()
        };
        readback.unmap();
        Ok(result)
    }
}
