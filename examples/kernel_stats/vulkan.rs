//! Compute pipelines straight through Vulkan (`ash`), created with
//! `VK_KHR_pipeline_executable_properties` and `CAPTURE_STATISTICS`, so that the driver's own
//! compiler reports registers, spills, scratch and occupancy. wgpu is not used: its device
//! creation fails on RADV's null device (`RADV_FORCE_FAMILY=navi31`), which compiles for a GPU
//! without having one.

use std::ffi::{c_char, CStr};
use std::time::Instant;

use anyhow::{anyhow, bail, Context, Result};
use ash::vk;

/// One statistic of one executable, as the driver names it.
#[derive(Debug, Clone, PartialEq)]
pub struct Statistic {
    pub name: String,
    pub value: f64,
}

/// One executable of a pipeline (a compute pipeline has one) and its statistics.
#[derive(Debug, Clone)]
pub struct Executable {
    pub name: String,
    /// Lanes of a wave (subgroup) this executable runs in.
    pub subgroup_size: u32,
    pub statistics: Vec<Statistic>,
}

/// A Vulkan device offering `VK_KHR_pipeline_executable_properties`, with what naga needs to
/// write SPIR-V for it.
pub struct StatsDevice {
    _entry: ash::Entry,
    instance: ash::Instance,
    device: ash::Device,
    exec: ash::khr::pipeline_executable_properties::Device,
    /// The device's name, e.g. "AMD Radeon RX 7900 XTX (RADV NAVI31)".
    pub name: String,
    /// Whether the device is a CPU (lavapipe).
    pub is_cpu: bool,
    /// SPIR-V version for naga (1.5 on Vulkan 1.2, 1.6 on 1.3).
    pub spirv_version: (u8, u8),
    /// Whether the device takes the 128 bytes of push constants the engine's immediate table
    /// needs.
    pub immediates: bool,
}

fn text(chars: &[c_char]) -> String {
    // SAFETY: Vulkan's fixed-size name arrays are NUL-terminated within their length.
    let bytes: &[u8] = unsafe { std::slice::from_raw_parts(chars.as_ptr().cast(), chars.len()) };
    CStr::from_bytes_until_nul(bytes).map_or_else(|_| String::new(), |c| c.to_string_lossy().into_owned())
}

impl StatsDevice {
    /// The first physical device offering the extension (CPU devices last), or an error that
    /// names every device seen and says how to get RADV's null device.
    pub fn open() -> Result<StatsDevice> {
        // SAFETY: loading the system's Vulkan loader; its symbols are used through ash.
        let entry = unsafe { ash::Entry::load() }.context("no Vulkan loader (libvulkan.so.1) could be loaded")?;
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_3);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: a plain instance without layers or extensions.
        let instance = unsafe { entry.create_instance(&info, None) }.context("creating a Vulkan instance")?;
        match Self::pick(&instance) {
            Ok((physical, props)) => Self::on(entry, instance, physical, props),
            Err(e) => {
                // SAFETY: nothing was created from the instance.
                unsafe { instance.destroy_instance(None) };
                Err(e)
            }
        }
    }

    fn pick(instance: &ash::Instance) -> Result<(vk::PhysicalDevice, vk::PhysicalDeviceProperties)> {
        // SAFETY: valid instance.
        let devices = unsafe { instance.enumerate_physical_devices() }.context("listing Vulkan devices")?;
        let mut seen = Vec::new();
        let mut offering = Vec::new();
        for pd in devices {
            // SAFETY: `pd` comes from this instance.
            let props = unsafe { instance.get_physical_device_properties(pd) };
            let exts = unsafe { instance.enumerate_device_extension_properties(pd) }.unwrap_or_default();
            let has = exts.iter().any(|e| text(&e.extension_name) == "VK_KHR_pipeline_executable_properties");
            seen.push(format!("{} ({})", text(&props.device_name), if has { "offers it" } else { "lacks it" }));
            if has && props.api_version >= vk::API_VERSION_1_2 {
                offering.push((pd, props));
            }
        }
        offering.sort_by_key(|(_, p)| p.device_type == vk::PhysicalDeviceType::CPU);
        offering.into_iter().next().ok_or_else(|| {
            anyhow!(
                "no Vulkan 1.2 device offers VK_KHR_pipeline_executable_properties (devices: {}); with Mesa's RADV, \
                 set RADV_FORCE_FAMILY=navi31 (or navi21) for its null device",
                if seen.is_empty() { "none".to_string() } else { seen.join(", ") }
            )
        })
    }

    fn on(
        entry: ash::Entry,
        instance: ash::Instance,
        physical: vk::PhysicalDevice,
        props: vk::PhysicalDeviceProperties,
    ) -> Result<StatsDevice> {
        // SAFETY: `physical` comes from `instance`.
        let families = unsafe { instance.get_physical_device_queue_family_properties(physical) };
        let family = families
            .iter()
            .position(|f| f.queue_flags.contains(vk::QueueFlags::COMPUTE))
            .ok_or_else(|| anyhow!("{} has no compute queue", text(&props.device_name)))?;
        let priorities = [1.0f32];
        let queues =
            [vk::DeviceQueueCreateInfo::default().queue_family_index(family as u32).queue_priorities(&priorities)];
        let extensions = [ash::khr::pipeline_executable_properties::NAME.as_ptr()];
        let mut exec_features =
            vk::PhysicalDevicePipelineExecutablePropertiesFeaturesKHR::default().pipeline_executable_info(true);
        let features = vk::PhysicalDeviceFeatures::default().robust_buffer_access(true);
        let info = vk::DeviceCreateInfo::default()
            .queue_create_infos(&queues)
            .enabled_extension_names(&extensions)
            .enabled_features(&features)
            .push_next(&mut exec_features);
        // SAFETY: the extension was found on `physical`; the info outlives the call.
        let device = unsafe { instance.create_device(physical, &info, None) }.context("creating the Vulkan device")?;
        let exec = ash::khr::pipeline_executable_properties::Device::new(&instance, &device);
        let spirv_version = if props.api_version >= vk::API_VERSION_1_3 { (1, 6) } else { (1, 5) };
        Ok(StatsDevice {
            name: text(&props.device_name),
            is_cpu: props.device_type == vk::PhysicalDeviceType::CPU,
            immediates: props.limits.max_push_constants_size >= 128,
            spirv_version,
            _entry: entry,
            instance,
            device,
            exec,
        })
    }

    /// Compiles `spirv`'s entry point `entry` whose bindings are `bindings` (binding number and
    /// whether it is a uniform buffer; the rest are storage buffers) with `push_bytes` of push
    /// constants; returns its executables and the seconds the driver took.
    pub fn compile(
        &self,
        spirv: &[u32],
        entry: &CStr,
        bindings: &[(u32, bool)],
        push_bytes: u32,
    ) -> Result<(Vec<Executable>, f64)> {
        let d = &self.device;
        let layout_bindings: Vec<vk::DescriptorSetLayoutBinding> = bindings
            .iter()
            .map(|&(binding, uniform)| {
                vk::DescriptorSetLayoutBinding::default()
                    .binding(binding)
                    .descriptor_type(if uniform {
                        vk::DescriptorType::UNIFORM_BUFFER
                    } else {
                        vk::DescriptorType::STORAGE_BUFFER
                    })
                    .descriptor_count(1)
                    .stage_flags(vk::ShaderStageFlags::COMPUTE)
            })
            .collect();
        let start = Instant::now();
        // SAFETY: every create call below gets valid infos that outlive it; every object is
        // destroyed before returning, after its last use.
        unsafe {
            let set_layout = d.create_descriptor_set_layout(
                &vk::DescriptorSetLayoutCreateInfo::default().bindings(&layout_bindings),
                None,
            )?;
            let ranges = [vk::PushConstantRange::default().stage_flags(vk::ShaderStageFlags::COMPUTE).size(push_bytes)];
            let set_layouts = [set_layout];
            let mut layout_info = vk::PipelineLayoutCreateInfo::default().set_layouts(&set_layouts);
            if push_bytes > 0 {
                layout_info = layout_info.push_constant_ranges(&ranges);
            }
            let layout = d.create_pipeline_layout(&layout_info, None)?;
            let module = d.create_shader_module(&vk::ShaderModuleCreateInfo::default().code(spirv), None)?;
            let stage = vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::COMPUTE)
                .module(module)
                .name(entry);
            let info = vk::ComputePipelineCreateInfo::default()
                .stage(stage)
                .layout(layout)
                .flags(vk::PipelineCreateFlags::CAPTURE_STATISTICS_KHR);
            let created = d.create_compute_pipelines(vk::PipelineCache::null(), &[info], None);
            let seconds = start.elapsed().as_secs_f64();
            let result = match created {
                Ok(pipelines) => {
                    let read = self.executables(pipelines[0]);
                    d.destroy_pipeline(pipelines[0], None);
                    read
                }
                Err((_, e)) => Err(anyhow!("the driver failed to compile the pipeline: {e}")),
            };
            d.destroy_shader_module(module, None);
            d.destroy_pipeline_layout(layout, None);
            d.destroy_descriptor_set_layout(set_layout, None);
            result.map(|e| (e, seconds))
        }
    }

    /// Every executable of `pipeline` and every statistic of each.
    unsafe fn executables(&self, pipeline: vk::Pipeline) -> Result<Vec<Executable>> {
        let info = vk::PipelineInfoKHR::default().pipeline(pipeline);
        // SAFETY: `pipeline` was created with CAPTURE_STATISTICS on this device.
        let props = unsafe { self.exec.get_pipeline_executable_properties(&info) }?;
        if props.is_empty() {
            bail!("the driver reports no executable for the pipeline");
        }
        let mut out = Vec::with_capacity(props.len());
        for (i, p) in props.iter().enumerate() {
            let exec_info = vk::PipelineExecutableInfoKHR::default().pipeline(pipeline).executable_index(i as u32);
            // SAFETY: index within the executables just listed.
            let stats = unsafe { self.exec.get_pipeline_executable_statistics(&exec_info) }?;
            let statistics = stats.iter().map(|s| Statistic { name: text(&s.name), value: value_of(s) }).collect();
            out.push(Executable { name: text(&p.name), subgroup_size: p.subgroup_size, statistics });
        }
        Ok(out)
    }
}

/// A statistic's value as a number (booleans as 0 or 1).
fn value_of(s: &vk::PipelineExecutableStatisticKHR) -> f64 {
    // SAFETY: `format` says which member of the union the driver wrote.
    unsafe {
        match s.format {
            vk::PipelineExecutableStatisticFormatKHR::BOOL32 => f64::from(s.value.b32),
            vk::PipelineExecutableStatisticFormatKHR::INT64 => s.value.i64 as f64,
            vk::PipelineExecutableStatisticFormatKHR::UINT64 => s.value.u64 as f64,
            _ => s.value.f64,
        }
    }
}

impl Drop for StatsDevice {
    fn drop(&mut self) {
        // SAFETY: every object created from the device was destroyed in `compile`.
        unsafe {
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}
