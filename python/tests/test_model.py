"""wgmc.compile: the batched log density and gradient against an independent NumPy formula
(CPU, f64) and the GPU against the CPU reference, and the constraining transforms."""

import numpy as np
import pytest

import wgmc

from conftest import EXAMPLE, EXAMPLE_DATA

# A normal model whose log density has a closed form on the unconstrained scale u = log(sigma)
# (`~` drops constant terms, as in Stan; the log-Jacobian of sigma = exp(u) is u).
NORMAL = """
data { int N; vector[N] y; }
parameters { real mu; real<lower=0> sigma; }
model { mu ~ normal(0, 10); sigma ~ lognormal(0, 1); y ~ normal(mu, sigma); }
"""
Y = np.array([0.3, -1.2, 2.5, 0.9, 1.1])

# GPU (f32) against the CPU reference (f64): the largest error of the log density and of the
# gradient over the batch, relative to the largest magnitude in it (f32 keeps about 7
# significant digits; sums over 8 schools lose at most a few more bits).
GPU_REL = 1e-4


def closed_form(points):
    mu, u = points[:, 0], points[:, 1]
    sigma = np.exp(u)
    r = (Y[None, :] - mu[:, None]) / sigma[:, None]
    # normal(0, 10) prior on mu; lognormal(0, 1) at sigma (-u - u^2/2) plus the Jacobian u;
    # the likelihood's -log(sigma) per point.
    logp = -0.5 * (mu / 10) ** 2 - 0.5 * u**2 + np.sum(-0.5 * r**2 - u[:, None], axis=1)
    d_mu = -mu / 100 + np.sum(r / sigma[:, None], axis=1)
    d_u = -u + np.sum(r**2 - 1, axis=1)
    return logp, np.stack([d_mu, d_u], axis=1)


def test_cpu_log_density_gradient_matches_the_closed_form():
    model = wgmc.compile(NORMAL, {"N": 5, "y": Y}, backend="cpu")
    assert model.dim == 2 and model.parameter_names == ["mu", "sigma"]
    points = np.random.default_rng(4).normal(size=(50, 2))
    logp, grad = model.log_density_gradient(points)
    want_logp, want_grad = closed_form(points)
    np.testing.assert_allclose(logp, want_logp, rtol=1e-12, atol=1e-10)
    np.testing.assert_allclose(grad, want_grad, rtol=1e-10, atol=1e-10)
    one_logp, one_grad = model.log_density_gradient(points[3])
    assert one_logp == logp[3] and np.array_equal(one_grad, grad[3])


def test_gpu_batch_matches_the_cpu_reference():
    cpu = wgmc.compile(EXAMPLE, EXAMPLE_DATA, backend="cpu")
    gpu = wgmc.compile(EXAMPLE, EXAMPLE_DATA, backend="gpu")
    assert "GPU" in gpu.backend and "CPU" in cpu.backend
    points = np.random.default_rng(5).uniform(-2, 2, size=(257, cpu.dim))
    (lc, gc), (lg, gg) = cpu.log_density_gradient(points), gpu.log_density_gradient(points)
    assert np.max(np.abs(lg - lc)) <= GPU_REL * np.max(np.abs(lc))
    assert np.max(np.abs(gg - gc)) <= GPU_REL * np.max(np.abs(gc))


def test_constrain_and_unconstrain_are_inverse():
    model = wgmc.compile(EXAMPLE, EXAMPLE_DATA, backend="cpu")
    points = np.random.default_rng(6).normal(size=(7, model.dim))
    values = model.constrain(points)
    assert values.shape == (7, len(model.output_names))
    names = model.output_names
    tau = values[:, names.index("tau")]
    np.testing.assert_allclose(tau, np.exp(points[:, 9]), rtol=1e-14)
    # theta = theta_trans * tau + mu, a transformed parameter.
    theta1 = values[:, names.index("theta[1]")]
    np.testing.assert_allclose(theta1, points[:, 0] * tau + points[:, 8], rtol=1e-12)
    back = model.unconstrain(values[:, : len(model.parameter_names)])
    np.testing.assert_allclose(back, points, rtol=1e-12, atol=1e-12)
    as_dict = {"theta_trans": values[0, :8], "mu": values[0, 8], "tau": values[0, 9]}
    np.testing.assert_allclose(model.unconstrain(as_dict), points[0], rtol=1e-12, atol=1e-12)


def test_bad_points_are_value_errors():
    model = wgmc.compile(EXAMPLE, EXAMPLE_DATA, backend="cpu")
    with pytest.raises(ValueError, match="shape"):
        model.log_density_gradient(np.zeros((3, 4)))
    with pytest.raises(ValueError, match="constraints"):
        model.unconstrain(np.r_[np.zeros(9), -1.0])
    with pytest.raises(ValueError, match="no value for parameter 'tau'"):
        model.unconstrain({"theta_trans": np.zeros(8), "mu": 0.0})
    with pytest.raises(ValueError, match="shape"):
        model.unconstrain({"theta_trans": np.zeros(7), "mu": 0.0, "tau": 1.0})
