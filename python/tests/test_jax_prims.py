"""Primitives and compositions of the JAX translator beyond the model zoo: ``cond`` and
``switch`` on the parameters, ``clamp``, trigonometric and rounding primitives, the
``logaddexp``/softplus compositions written as one call, and f64 rounding tolerances. Each
against ``jax.value_and_grad`` in f64 on the CPU backend (1e-10 relative) and against the
CPU reference on the GPU (the tolerance of tests/test_jax_density.py)."""

import json

import numpy as np
import pytest

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")

import wgmc  # noqa: E402
from wgmc._jax_translate import translate  # noqa: E402

GPU_REL = 1e-4


def check(f, dim, n=40, seed=2, scale=1.0):
    """``f``'s translation at ``n`` random points: CPU against JAX, GPU against the CPU."""
    pts = np.random.default_rng(seed).normal(scale=scale, size=(n, dim))
    cpu = wgmc.from_jax(f, np.zeros(dim), backend="cpu")
    lp, grad = cpu.log_density_gradient(pts)
    with jax.enable_x64(True):
        vg = jax.vmap(jax.value_and_grad(f))(jnp.asarray(pts))
    np.testing.assert_allclose(lp, np.asarray(vg[0]), rtol=1e-10, atol=1e-10)
    np.testing.assert_allclose(grad, np.asarray(vg[1]), rtol=1e-10, atol=1e-10)
    gpu = wgmc.from_jax(f, np.zeros(dim), backend="gpu")
    lg, gg = gpu.log_density_gradient(pts)
    assert np.max(np.abs(lg - lp)) <= GPU_REL * np.max(np.abs(lp))
    assert np.max(np.abs(gg - grad)) <= GPU_REL * np.max(np.abs(grad))


def program_of(f, dim):
    with jax.enable_x64(True):
        closed = jax.make_jaxpr(f)(jnp.zeros(dim))
        return json.dumps(translate(closed, dim, False)[0]["body"])


def test_cond_and_switch_on_the_parameters():
    def f(x):
        a = jax.lax.cond(x[0] > 0, lambda v: -0.5 * jnp.sum(v**2), lambda v: jnp.log(2.0) - jnp.sum(jnp.abs(v)), x)
        k = (x[1] > 0).astype(jnp.int32) + (x[1] > 1).astype(jnp.int32)
        b = jax.lax.switch(k, [lambda v: v * 2, lambda v: jnp.sin(v), lambda v: v**3], x[2:])
        return a + jnp.sum(b) - 0.1 * jnp.sum(x**2)

    check(f, 5, n=60)
    assert program_of(f, 5).count('["if"') >= 3


def test_clamp_trigonometric_and_rounding_primitives():
    def f(x):
        t = jnp.sin(x[0]) * jnp.cos(x[1]) + jnp.arctan2(x[2], 1.5) + jnp.tanh(x[3]) + jnp.arcsinh(x[4])
        u = jnp.cosh(0.3 * x[0]) + jnp.sinh(0.2 * x[1]) + jnp.arctan(x[2]) + jnp.cbrt(x[3] + 4.0)
        r = jnp.clip(x[4], -0.5, 0.5) ** 2 + jax.lax.round(3.0 * x[0]) * x[1] + jnp.floor(x[2]) * x[3]
        return t + u + r + jax.scipy.special.erfinv(jnp.tanh(x[1]) * 0.9)

    check(f, 5)


def test_logaddexp_and_softplus_are_one_call():
    y = np.random.default_rng(4).integers(0, 2, size=300).astype(float)

    def f(x):
        logits = x[0] + x[1] * np.linspace(-3, 3, 300)
        softplus = jnp.clip(logits, 0) + jnp.log1p(jnp.exp(-jnp.abs(logits)))
        return jnp.sum(y * logits - softplus) + jnp.logaddexp(x[0], 2 * x[1]) - jnp.sum(x**2)

    check(f, 2)
    body = program_of(f, 2)
    assert '"log1p_exp"' in body and '"log_sum_exp"' in body
    assert '"log1p"' not in body, "the compositions are written as one call each"


def test_f64_rounding_tolerances_scale_to_the_arithmetic():
    """NumPyro's check of a Cholesky factor of a correlation matrix (each row's norm within
    30 f64 epsilons of 1) holds in f32 too: the tolerance is ``f64_tolerance``."""

    def f(x):
        v = jnp.stack([jnp.cos(x[0]), jnp.sin(x[0])])
        ok = jnp.abs(jnp.sqrt(jnp.sum(v**2)) - 1.0) <= 30 * np.finfo(np.float64).eps
        return jnp.where(ok, -0.5 * jnp.sum(x**2), -jnp.inf)

    assert '"f64_tolerance"' in program_of(f, 1)
    check(f, 1)
