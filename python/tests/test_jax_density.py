"""The JAX front end's log density and gradient against JAX's own (``jax.value_and_grad`` in
f64) at 20 random unconstrained points per model of the NumPyro zoo, on the f64 CPU backend
(1e-10 relative); and the masked likelihood equal to dropping the masked rows."""

import numpy as np
import pytest

jax = pytest.importorskip("jax")
pytest.importorskip("numpyro")

import wgmc  # noqa: E402
from jax_zoo import MASKED_DROPPED, ZOO  # noqa: E402


def reference(model, args, kwargs):
    """``(dim, f)``: f(points) gives NumPyro's log densities and gradients, in f64."""
    from jax.flatten_util import ravel_pytree
    from numpyro.infer.util import initialize_model

    with jax.enable_x64(True):
        info = initialize_model(jax.random.PRNGKey(0), model, model_args=args, model_kwargs=kwargs, dynamic_args=False)
        flat, unravel = ravel_pytree(info.param_info.z)
        vg = jax.jit(jax.value_and_grad(lambda f: -info.potential_fn(unravel(f))))

    def f(points):
        with jax.enable_x64(True):
            out = [vg(np.asarray(p)) for p in points]
        return np.array([float(v) for v, _ in out]), np.array([np.asarray(g) for _, g in out])

    return flat.size, f


def points(dim, n=20, seed=1):
    return np.random.default_rng(seed).normal(scale=0.8, size=(n, dim))


@pytest.mark.parametrize("name", sorted(ZOO))
def test_log_density_and_gradient_match_jax(name):
    model, args, kwargs = ZOO[name]
    compiled = wgmc.from_numpyro(model, *args, backend="cpu", **kwargs)
    dim, ref = reference(model, args, kwargs)
    assert compiled.dim == dim
    p = points(dim)
    lp, grad = compiled.log_density_gradient(p)
    lp_ref, grad_ref = ref(p)
    assert np.all(np.isfinite(lp_ref)), name
    np.testing.assert_allclose(lp, lp_ref, rtol=1e-10, atol=1e-10 * np.abs(lp_ref).max())
    np.testing.assert_allclose(grad, grad_ref, rtol=1e-10, atol=1e-10 * max(1.0, np.abs(grad_ref).max()))


def test_masked_likelihood_equals_dropping_the_masked_rows():
    model, args, kwargs = ZOO["masked"]
    masked = wgmc.from_numpyro(model, *args, backend="cpu", **kwargs)
    dropped = wgmc.from_numpyro(MASKED_DROPPED[0], *MASKED_DROPPED[1], backend="cpu")
    p = points(masked.dim)
    lp_m, g_m = masked.log_density_gradient(p)
    lp_d, g_d = dropped.log_density_gradient(p)
    np.testing.assert_allclose(lp_m, lp_d, rtol=1e-13)
    np.testing.assert_allclose(g_m, g_d, rtol=1e-13, atol=1e-13)


def test_from_jax_takes_a_pytree_position_and_closes_over_data():
    import jax.numpy as jnp

    y = np.random.default_rng(3).normal(1.0, 2.0, size=500)

    def logdensity(pos):
        sigma = jnp.exp(pos["log_sigma"])
        return jnp.sum(-0.5 * ((y - pos["mu"]) / sigma) ** 2 - jnp.log(sigma)) + pos["log_sigma"] - pos["mu"] ** 2 / 50

    compiled = wgmc.from_jax(logdensity, {"mu": 0.0, "log_sigma": 0.0}, backend="cpu")
    assert compiled.dim == 2
    p = points(2)
    lp, grad = compiled.log_density_gradient(p)
    with jax.enable_x64(True):
        vg = jax.value_and_grad(lambda f: logdensity({"log_sigma": f[0], "mu": f[1]}))
        ref = [vg(jnp.asarray(q)) for q in p]
    np.testing.assert_allclose(lp, [float(v) for v, _ in ref], rtol=1e-10)
    np.testing.assert_allclose(grad, [np.asarray(g) for _, g in ref], rtol=1e-10, atol=1e-10)
    assert set(compiled.constrain(p[0])) == {"mu", "log_sigma"}


# GPU (f32) against the CPU reference (f64), as for Stan programs (tests/test_model.py): the
# largest error over the batch relative to the largest magnitude in it.
GPU_REL = 1e-4


@pytest.mark.parametrize("name", sorted(ZOO))
def test_gpu_matches_the_cpu_reference(name):
    model, args, kwargs = ZOO[name]
    cpu = wgmc.from_numpyro(model, *args, backend="cpu", **kwargs)
    gpu = wgmc.from_numpyro(model, *args, backend="gpu", **kwargs)
    assert "GPU" in gpu.backend
    p = points(cpu.dim)
    (lc, gc), (lg, gg) = cpu.log_density_gradient(p), gpu.log_density_gradient(p)
    assert np.max(np.abs(lg - lc)) <= GPU_REL * np.max(np.abs(lc))
    assert np.max(np.abs(gg - gc)) <= GPU_REL * np.max(np.abs(gc))


def test_each_row_reads_its_covariates_once():
    """The translator keeps one value per row: the linear predictor of a Bernoulli(logits)
    likelihood is computed once, not again in each branch of NumPyro's support checks (which
    made the 500 000-row regression three times slower than its Stan program); and the rows
    form a data plate."""
    import json

    from jax.flatten_util import ravel_pytree
    from numpyro.infer.util import initialize_model

    from wgmc._jax_translate import translate

    n, d = 300, 3
    rng = np.random.default_rng(5)
    X, y = rng.normal(size=(n, d)), rng.integers(0, 2, size=n)
    model = ZOO["logistic_regression"][0]
    with jax.enable_x64(True):
        info = initialize_model(jax.random.PRNGKey(0), model, model_args=(X,), model_kwargs={"y": y}, dynamic_args=False)
        flat, unravel = ravel_pytree(info.param_info.z)
        closed = jax.make_jaxpr(lambda f: info.potential_fn(unravel(f)))(flat)
        program, reals, _ = translate(closed, flat.size, True)
    (x_var,) = [i for i, v in enumerate(program["vars"]) if v["kind"] == "data" and v["shape"] == [n * d]]
    reads = json.dumps(program["body"]).count(json.dumps(["ix", x_var])[:-1] + ",")
    assert reads == d, f"{reads} reads of X in the program, one per covariate expected"
    branches = json.dumps(program["body"]).count('["if"')
    assert branches <= 3, f"{branches} branches per row"
    # The sum over rows adds to target row by row (a data plate, whose forward and reverse
    # passes the gradient fuses), not into an accumulator read after the loop.
    rows = [s for s in program["body"] if s[0] == "for" and s[3] == ["i", n]]
    assert len(rows) == 1 and any(s[0] == "target" for s in rows[0][4]), "the likelihood is not a data plate"
