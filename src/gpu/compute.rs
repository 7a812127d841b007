//! A plain compute dispatch on the shared context: u32 buffers in, u32 buffers out (kernel tests).

use std::sync::Arc;

use wgpu::util::DeviceExt;

use super::context::GpuContext;
use super::{GpuError, MapFailure};

impl GpuContext {
    /// Runs `entry` of the WGSL module `wgsl` over `workgroups` workgroups (x dimension) and
    /// returns the output buffers.
    ///
    /// Bindings of group 0: `inputs[i]` is a read-only `array<u32>` storage buffer at binding `i`;
    /// `outputs[j]` u32 words of read-write storage, zero-filled, at binding `inputs.len() + j`;
    /// then a uniform buffer holding `params` (zero-padded to a multiple of 16 bytes, at least 16),
    /// which the shader may leave undeclared. f32 data travel as bits (`f32::to_bits`). The
    /// pipeline is compiled once per text, as for models.
    pub fn run_compute(
        &self,
        wgsl: &str,
        entry: &str,
        inputs: &[&[u32]],
        outputs: &[usize],
        params: &[u32],
        workgroups: u32,
    ) -> Result<Vec<Vec<u32>>, GpuError> {
        if workgroups > self.max_workgroups() {
            return Err(GpuError::TooLarge(format!(
                "{workgroups} workgroups (the device allows {})",
                self.max_workgroups()
            )));
        }
        let largest = inputs.iter().map(|w| w.len()).chain(outputs.iter().copied()).max().unwrap_or(0) as u64;
        if 4 * largest > self.max_binding_bytes() {
            return Err(GpuError::TooLarge(format!(
                "a buffer of {largest} words (one binding holds {} bytes)",
                self.max_binding_bytes()
            )));
        }
        let read_only: Vec<bool> = inputs.iter().map(|_| true).chain(outputs.iter().map(|_| false)).collect();
        let pipeline = self.pipeline(wgsl, entry, &read_only)?;
        let device = &self.device;
        let storage = wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC;
        let pad = |words: &[u32], min: usize| {
            let mut v = words.to_vec();
            v.resize(v.len().max(min), 0);
            v
        };
        let init = |label, words: &[u32], usage| {
            device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some(label),
                contents: bytemuck::cast_slice(words),
                usage,
            })
        };
        let mut buffers: Vec<wgpu::Buffer> =
            inputs.iter().map(|w| init("compute in", &pad(w, 1), wgpu::BufferUsages::STORAGE)).collect();
        buffers.extend(outputs.iter().map(|&n| init("compute out", &vec![0; n.max(1)], storage)));
        let mut uniform = pad(params, 4);
        uniform.resize(uniform.len().div_ceil(4) * 4, 0);
        buffers.push(init("compute params", &uniform, wgpu::BufferUsages::UNIFORM));
        let entries: Vec<wgpu::BindGroupEntry> = buffers
            .iter()
            .enumerate()
            .map(|(i, b)| wgpu::BindGroupEntry { binding: i as u32, resource: b.as_entire_binding() })
            .collect();
        let bind = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some(entry),
            layout: &pipeline.bind_layout,
            entries: &entries,
        });
        let total: usize = outputs.iter().map(|&n| n.max(1)).sum();
        let readback = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("compute readback"),
            size: 4 * total as u64,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some(entry) });
        {
            let mut pass =
                encoder.begin_compute_pass(&wgpu::ComputePassDescriptor { label: Some(entry), timestamp_writes: None });
            pipeline.set_on(&mut pass, &bind);
            pass.dispatch_workgroups(workgroups, 1, 1);
        }
        let mut at = 0;
        for (buffer, &n) in buffers[inputs.len()..].iter().zip(outputs) {
            encoder.copy_buffer_to_buffer(buffer, 0, &readback, at, 4 * n.max(1) as u64);
            at += 4 * n.max(1) as u64;
        }
        self.queue.submit([encoder.finish()]);
        let words = read_words(device, &readback, at)?;
        let mut start = 0;
        Ok(outputs
            .iter()
            .map(|&n| {
                let out = words[start..start + n].to_vec();
                start += n.max(1);
                out
            })
            .collect())
    }
}

/// Maps `size` bytes of a readback buffer and copies them out as u32 (bits untouched).
pub(crate) fn read_words(device: &wgpu::Device, buffer: &wgpu::Buffer, size: u64) -> Result<Vec<u32>, GpuError> {
    read_words_with(device, buffer, size, <[u32]>::to_vec)
}

/// Maps `size` bytes of a readback buffer and hands them to `f` as u32 words, in place: large
/// readbacks (stored draws) are converted straight from the mapping, with no copy between.
pub(crate) fn read_words_with<T>(
    device: &wgpu::Device,
    buffer: &wgpu::Buffer,
    size: u64,
    f: impl FnOnce(&[u32]) -> T,
) -> Result<T, GpuError> {
    let slice = buffer.slice(..size);
    let (tx, rx) = std::sync::mpsc::channel();
    slice.map_async(wgpu::MapMode::Read, move |r| {
        let _ = tx.send(r);
    });
    device.poll(wgpu::PollType::wait_indefinitely()).map_err(|e| GpuError::Poll(Arc::new(e)))?;
    let mapped = rx.recv().map_err(MapFailure::from)?;
    mapped.map_err(MapFailure::from)?;
    let view = slice.get_mapped_range().map_err(MapFailure::from)?;
    let out = f(bytemuck::cast_slice::<u8, u32>(&view));
    drop(view);
    buffer.unmap();
    Ok(out)
}
