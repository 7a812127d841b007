"""PyMC models through ``wgmc.from_pymc``: log density and gradient against PyMC's own JAX
graph (f64, CPU backend, 1e-10 relative) at 20 random points; draws under the model's
variable names; posterior means and standard deviations against PyMC's own NUTS (|z| < 4
from both runs' MCSE): one model in the lean suite, all of them marked ``zoo``."""

import numpy as np
import pytest

jax = pytest.importorskip("jax")
pm = pytest.importorskip("pymc")

import wgmc  # noqa: E402
from posterior import group, largest_z  # noqa: E402

rng = np.random.default_rng(5)
X = rng.normal(size=(80, 3))
YB = (rng.random(80) < 1 / (1 + np.exp(-(X @ np.array([1.0, -1.0, 0.5]))))).astype(int)
XC = rng.normal(size=40)
YC = rng.poisson(np.exp(0.3 + 0.5 * XC))
COUNTY = rng.integers(0, 5, size=60)
YR = rng.normal(size=5)[COUNTY] + 0.3 * rng.normal(size=60)


def normal():
    with pm.Model() as m:
        mu = pm.Normal("mu", 0, 5)
        sigma = pm.HalfNormal("sigma", 2)
        pm.Normal("y", mu, sigma, observed=rng.normal(1, 2, 50))
    return m


def logistic():
    with pm.Model() as m:
        a = pm.Normal("a", 0, 5)
        b = pm.Normal("b", 0, 1, shape=3)
        pm.Bernoulli("y", logit_p=a + pm.math.dot(X, b), observed=YB)
    return m


def poisson():
    with pm.Model() as m:
        a = pm.Normal("a", 0, 2)
        b = pm.Normal("b", 0, 1)
        pm.Poisson("y", pm.math.exp(a + b * XC), observed=YC)
    return m


def negbin():
    with pm.Model() as m:
        a = pm.Normal("a", 0, 2)
        b = pm.Normal("b", 0, 1)
        alpha = pm.Gamma("alpha", 2, 0.5)
        pm.NegativeBinomial("y", mu=pm.math.exp(a + b * XC), alpha=alpha, observed=YC)
    return m


def hierarchical():
    with pm.Model() as m:
        mu = pm.Normal("mu", 0, 5)
        tau = pm.HalfNormal("tau", 1)
        a = pm.Normal("a", mu, tau, shape=5)
        eps = pm.Exponential("eps", 1)
        pm.Normal("y", a[COUNTY], eps, observed=YR)
    return m


def eight_schools():
    y = np.array([28.0, 8, -3, 7, -1, 1, 18, 12])
    s = np.array([15.0, 10, 16, 11, 9, 11, 10, 18])
    with pm.Model() as m:
        mu = pm.Normal("mu", 0, 5)
        tau = pm.HalfCauchy("tau", 5)
        eta = pm.Normal("eta", 0, 1, shape=8)
        theta = pm.Deterministic("theta", mu + tau * eta)
        pm.Normal("obs", theta, s, observed=y)
    return m


def beta_binomial():
    with pm.Model() as m:
        p = pm.Beta("p", 2, 2)
        pm.Binomial("k", n=20, p=p, observed=np.array([3, 7, 9, 12, 5]))
    return m


MODELS = {f.__name__: f for f in (normal, logistic, poisson, negbin, hierarchical, eight_schools, beta_binomial)}


@pytest.mark.parametrize("name", sorted(MODELS))
def test_pymc_log_density_and_gradient_match_pymc(name):
    from jax.flatten_util import ravel_pytree
    from pymc.sampling.jax import get_jaxified_graph

    model = MODELS[name]()
    compiled = wgmc.from_pymc(model, backend="cpu")
    start = [np.asarray(model.initial_point()[v.name], dtype=np.float64) for v in model.value_vars]
    with jax.enable_x64(True):
        f = get_jaxified_graph(inputs=model.value_vars, outputs=[model.logp()])
        flat, unravel = ravel_pytree(start)
        vg = jax.jit(jax.value_and_grad(lambda x: f(*unravel(x))[0]))
        p = np.random.default_rng(2).normal(scale=0.8, size=(20, flat.size))
        ref = [vg(q) for q in p]
    lp, grad = compiled.log_density_gradient(p)
    lp_ref = np.array([float(v) for v, _ in ref])
    grad_ref = np.array([np.asarray(g) for _, g in ref])
    np.testing.assert_allclose(lp, lp_ref, rtol=1e-10, atol=1e-10 * np.abs(lp_ref).max())
    np.testing.assert_allclose(grad, grad_ref, rtol=1e-10, atol=1e-10 * max(1.0, np.abs(grad_ref).max()))


def test_pymc_draws_come_back_under_the_models_names():
    model = eight_schools()
    compiled = wgmc.from_pymc(model, backend="cpu")
    result = compiled.sample(chains=2, warmup=100, draws=50, seed=3, progress=False, backend="cpu")
    post = result["posterior"].to_dataset() if hasattr(result, "children") else result.posterior
    assert {"mu", "tau", "eta", "theta"} <= set(post.data_vars)
    assert np.all(np.asarray(post["tau"]) > 0)
    np.testing.assert_allclose(post["theta"], post["mu"] + post["tau"] * post["eta"], rtol=1e-12)


def compare_with_pymc_nuts(name, warmup, draws, backend):
    model = MODELS[name]()
    result = wgmc.from_pymc(model, backend=backend).sample(
        chains=4, warmup=warmup, draws=draws, seed=5, progress=False, backend=backend
    )
    with model:
        ref = pm.sample(draws=draws, tune=warmup, chains=4, cores=1, random_seed=11, progressbar=False,
                        compute_convergence_checks=False)
    ref_post = group(ref, "posterior")
    z = largest_z(group(result, "posterior"), {k: np.asarray(ref_post[k]) for k in ref_post.data_vars}, name, "PyMC")
    print(f"\npymc zoo {name} ({backend}): largest |z| {z:.2f}")


def test_pymc_posterior_matches_pymc_nuts():
    compare_with_pymc_nuts("beta_binomial", 300, 300, "cpu")


@pytest.mark.zoo
@pytest.mark.parametrize("name", sorted(MODELS))
def test_pymc_zoo_posterior_matches_pymc_nuts(name):
    compare_with_pymc_nuts(name, 1000, 1000, "auto")
