//! A probe of what a loop-indexed private array costs a kernel, as scalars against `vec4`s.
//!
//! `cargo bench --bench private_arrays` compiles kernels that do the same arithmetic on three
//! arrays of 100 floats per lane (a leapfrog-like pass and a pass with a sum of squares, 200
//! times over, 1 024 lanes in workgroups of 8), each indexed by a loop counter: private
//! `array<f32, 100>`, private `array<vec4<f32>, 25>`, and, as controls, workgroup and storage
//! arrays laid out `i · lanes + lane`. On a driver that turns every loop-indexed private access
//! into a per-lane gather (llvmpipe), the vec4 form does a quarter of the accesses; on a
//! hardware GPU private arrays are register or cached local-memory traffic. It prints the
//! adapter and, for each kernel, the median of five timed dispatches (after one untimed, which
//! includes the driver's compile) over two interleaved rounds. The benchmarks README quotes
//! the figures (section on coordinate loops).

use std::time::Instant;

use anyhow::{anyhow, Context, Result};

const LANES: u32 = 1024;
const WG_SIZE: u32 = 8;
const DIM: u32 = 100;
/// The kernel's arrays; in storage, bound after the output (binding 0) in this order.
const ARRAYS: [&str; 3] = ["aq", "ap", "ag"];

/// Where the probe's arrays live and how wide their elements are.
#[derive(Clone, Copy)]
enum Form {
    Private,
    PrivateVec4,
    Workgroup,
    Storage,
}

impl Form {
    const ALL: [Form; 4] = [Form::Private, Form::PrivateVec4, Form::Workgroup, Form::Storage];

    fn name(self) -> &'static str {
        match self {
            Form::Private => "private array<f32>",
            Form::PrivateVec4 => "private array<vec4<f32>>",
            Form::Workgroup => "workgroup array<f32>",
            Form::Storage => "storage array<f32>",
        }
    }
}

/// The probe kernel for `form`.
fn kernel(form: Form) -> String {
    let vec4 = matches!(form, Form::PrivateVec4);
    let (ty, n, init) = if vec4 {
        ("vec4<f32>", DIM / 4, "vec4<f32>(f32(i + gid)) + vec4<f32>(0.0, 1.0, 2.0, 3.0)")
    } else {
        ("f32", DIM, "f32(i + gid)")
    };
    let declare = |binding: usize, name: &str| match form {
        Form::Private | Form::PrivateVec4 => format!("var<private> {name}: array<{ty}, N>;"),
        Form::Workgroup => format!("var<workgroup> {name}: array<f32, N * WG>;"),
        Form::Storage => format!("@group(0) @binding({binding}) var<storage, read_write> {name}: array<f32>;"),
    };
    let decl: Vec<String> = (1..).zip(ARRAYS).map(|(binding, name)| declare(binding, name)).collect();
    let decl = decl.join("\n");
    let at = match form {
        Form::Private | Form::PrivateVec4 => "i",
        Form::Workgroup => "i * WG + lid",
        Form::Storage => "i * LANES + gid",
    };
    let square = if vec4 { format!("dot(ap[{at}], ap[{at}])") } else { format!("ap[{at}] * ap[{at}]") };
    format!(
        "const N: u32 = {n}u;
const WG: u32 = {WG_SIZE}u;
const LANES: u32 = {LANES}u;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
{decl}
@compute @workgroup_size({WG_SIZE})
fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(local_invocation_index) lid: u32) {{
    let gid = g.x;
    for (var i = 0u; i < N; i++) {{
        aq[{at}] = 0.001 * ({init});
        ap[{at}] = aq[{at}] - aq[{at}];
        ag[{at}] = -aq[{at}];
    }}
    var s = 0.0;
    for (var k = 0u; k < 200u; k++) {{
        for (var i = 0u; i < N; i++) {{
            ap[{at}] = ap[{at}] + 0.01 * ag[{at}];
            aq[{at}] = aq[{at}] + 0.01 * ap[{at}];
        }}
        for (var i = 0u; i < N; i++) {{
            ag[{at}] = -aq[{at}];
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

fn probe(device: &wgpu::Device, form: Form) -> Probe {
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: None,
        source: wgpu::ShaderSource::Wgsl(kernel(form).into()),
    });
    let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: None,
        layout: None,
        module: &module,
        entry_point: Some("main"),
        compilation_options: Default::default(),
        cache: None,
    });
    let buffer = |floats: u32| {
        device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size: u64::from(floats) * 4,
            usage: wgpu::BufferUsages::STORAGE,
            mapped_at_creation: false,
        })
    };
    let arrays = if matches!(form, Form::Storage) { ARRAYS.len() } else { 0 };
    let buffers: Vec<wgpu::Buffer> =
        std::iter::once(buffer(LANES)).chain((0..arrays).map(|_| buffer(LANES * DIM))).collect();
    let entries: Vec<wgpu::BindGroupEntry> = (0u32..)
        .zip(&buffers)
        .map(|(binding, b)| wgpu::BindGroupEntry { binding, resource: b.as_entire_binding() })
        .collect();
    let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &pipeline.get_bind_group_layout(0),
        entries: &entries,
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
    let probes: Vec<(Form, Probe)> = Form::ALL.iter().map(|&f| (f, probe(&device, f))).collect();
    for round in 1..=2 {
        for (form, p) in &probes {
            dispatch(&device, &queue, p)?;
            let mut times = (0..5).map(|_| dispatch(&device, &queue, p)).collect::<Result<Vec<_>>>()?;
            times.sort_by(f64::total_cmp);
            println!("round {round}: {}: median {:.1} ms", form.name(), times[2] * 1e3);
        }
    }
    Ok(())
}
