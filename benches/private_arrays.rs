//! A probe of what a loop-indexed private array costs a kernel, as scalars against `vec4`s.
//!
//! `cargo bench --bench private_arrays` compiles two kernels that do the same arithmetic on
//! three private arrays of 100 floats per lane (a leapfrog-like pass and a pass with a sum of
//! squares, 200 times over, 1 024 lanes in workgroups of 8): one indexes `array<f32, 100>` by
//! a loop counter, the other `array<vec4<f32>, 25>`. On a driver that turns every
//! loop-indexed access into a per-lane gather (llvmpipe), the second does a quarter of the
//! accesses; on a hardware GPU both are register or cached local-memory traffic. It prints the
//! adapter and, for each kernel, the median of five timed dispatches (after one untimed, which
//! includes the driver's compile) over two interleaved rounds. The benchmarks README quotes
//! the figures (section on coordinate loops).

use std::time::Instant;

use anyhow::{anyhow, Context, Result};

const LANES: u32 = 1024;
const WG_SIZE: u32 = 8;
const DIM: u32 = 100;

/// The probe kernel with `width` floats per array element (1 or 4).
fn kernel(width: u32) -> String {
    let (ty, init, square) = if width == 4 {
        ("vec4<f32>", "vec4<f32>(f32(i + gid)) + vec4<f32>(0.0, 1.0, 2.0, 3.0)", "dot(ap[i], ap[i])")
    } else {
        ("f32", "f32(i + gid)", "ap[i] * ap[i]")
    };
    let n = DIM / width;
    format!(
        "const N: u32 = {n}u;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
var<private> aq: array<{ty}, N>;
var<private> ap: array<{ty}, N>;
var<private> ag: array<{ty}, N>;
@compute @workgroup_size({WG_SIZE})
fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
    let gid = g.x;
    for (var i = 0u; i < N; i++) {{
        aq[i] = 0.001 * ({init});
        ap[i] = aq[i] - aq[i];
        ag[i] = -aq[i];
    }}
    var s = 0.0;
    for (var k = 0u; k < 200u; k++) {{
        for (var i = 0u; i < N; i++) {{
            ap[i] = ap[i] + 0.01 * ag[i];
            aq[i] = aq[i] + 0.01 * ap[i];
        }}
        for (var i = 0u; i < N; i++) {{
            ag[i] = -aq[i];
            s += {square};
        }}
    }}
    out[gid] = s;
}}"
    )
}

/// A compiled probe kernel and its binding.
struct Probe {
    pipeline: wgpu::ComputePipeline,
    bind_group: wgpu::BindGroup,
}

fn probe(device: &wgpu::Device, width: u32) -> Probe {
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: None,
        source: wgpu::ShaderSource::Wgsl(kernel(width).into()),
    });
    let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: None,
        layout: None,
        module: &module,
        entry_point: Some("main"),
        compilation_options: Default::default(),
        cache: None,
    });
    let out = device.create_buffer(&wgpu::BufferDescriptor {
        label: None,
        size: u64::from(LANES) * 4,
        usage: wgpu::BufferUsages::STORAGE,
        mapped_at_creation: false,
    });
    let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &pipeline.get_bind_group_layout(0),
        entries: &[wgpu::BindGroupEntry { binding: 0, resource: out.as_entire_binding() }],
    });
    Probe { pipeline, bind_group }
}

/// Seconds one dispatch of `p` takes, submission to completion.
fn dispatch(device: &wgpu::Device, queue: &wgpu::Queue, p: &Probe) -> Result<f64> {
    let start = Instant::now();
    let mut encoder = device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(&p.pipeline);
        pass.set_bind_group(0, &p.bind_group, &[]);
        pass.dispatch_workgroups(LANES / WG_SIZE, 1, 1);
    }
    queue.submit([encoder.finish()]);
    device.poll(wgpu::PollType::wait_indefinitely()).context("waiting for the dispatch")?;
    Ok(start.elapsed().as_secs_f64())
}

fn main() -> Result<()> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::PRIMARY,
        ..wgpu::InstanceDescriptor::new_without_display_handle_from_env()
    });
    let adapter = pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions::default()))
        .map_err(|e| anyhow!("no GPU adapter (Vulkan, Metal or DX12) for the probe: {e}"))?;
    println!("adapter: {}", adapter.get_info().name);
    let (device, queue) =
        pollster::block_on(adapter.request_device(&Default::default())).context("opening the device")?;
    let probes = [("f32", probe(&device, 1)), ("vec4<f32>", probe(&device, 4))];
    for round in 1..=2 {
        for (name, p) in &probes {
            dispatch(&device, &queue, p)?;
            let mut times = (0..5).map(|_| dispatch(&device, &queue, p)).collect::<Result<Vec<_>>>()?;
            times.sort_by(f64::total_cmp);
            println!("round {round}: array<{name}>: median {:.1} ms", times[2] * 1e3);
        }
    }
    Ok(())
}
