// The split layout's first kernel, one of two per leapfrog step: GROUPS workgroups of
// ROW_LANES lanes per chain (with one lane, a workgroup holds WG_SIZE chains). Each workgroup adds up its share of the chain's data plate at the
// position the combining kernel (shaders/sampler_combine.wgsl) drifted to, and its lead lane
// writes the sums to `partials`; a chain with no step pending skips its rows. The generated
// `logp_grad` ends with the plate. Appended to shaders/sampler.wgsl.

@compute @workgroup_size(WG_SIZE)
fn sampler_main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(workgroup_id) wid: vec3<u32>,
    @builtin(local_invocation_index) li: u32,
) {
    begin_invocation((wid.x / GROUPS) * (WG_SIZE / ROW_LANES) + li / ROW_LANES, li % ROW_LANES, li);
    wg_group = wid.x % GROUPS;
    wg_active = wg_chain < sp.n && lanes[wg_chain].pending != 0u;
    if (wg_active) {
        let q = wv(wg_chain, W_POS);
        for (var i = 0u; i < wg_dim; i++) {
            q_st(i, work_ld(q + i));
        }
    }
    _ = logp_grad(gid.x);
    check_loop_budget();
}
