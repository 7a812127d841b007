"""Sampling NumPyro models with wgmc: draws under the model's own site names (deterministic
sites and ``observed_data`` included); posterior means and standard deviations against
NumPyro's own NUTS (|z| < 4 from both runs' MCSE); chain k identical with 4 and 1 024
chains; unsupported primitives named with the user's line. The long runs over the whole zoo
are marked ``zoo``."""

import inspect

import numpy as np
import pytest

jax = pytest.importorskip("jax")
numpyro = pytest.importorskip("numpyro")

import wgmc  # noqa: E402
from jax_zoo import ZOO  # noqa: E402
from posterior import group, largest_z  # noqa: E402

LEAN = ["eight_schools_noncentered", "logistic_regression", "poisson_glm"]


def numpyro_draws(model, args, kwargs, chains, warmup, draws):
    from numpyro.infer import MCMC, NUTS

    with jax.enable_x64(True):
        mcmc = MCMC(NUTS(model), num_warmup=warmup, num_samples=draws, num_chains=chains,
                    chain_method="sequential", progress_bar=False)
        mcmc.run(jax.random.PRNGKey(11), *args, **kwargs)
        return {k: np.asarray(v) for k, v in mcmc.get_samples(group_by_chain=True).items()}


def compare(name, warmup, draws, backend):
    model, args, kwargs = ZOO[name]
    compiled = wgmc.from_numpyro(model, *args, backend=backend, **kwargs)
    result = compiled.sample(chains=4, warmup=warmup, draws=draws, seed=5, progress=False, backend=backend)
    post = group(result, "posterior")
    ref = numpyro_draws(model, args, kwargs, 4, warmup, draws)
    z = largest_z(post, ref, name, "NumPyro")
    print(f"\nzoo {name} ({backend}): largest |z| {z:.2f}")
    return result


@pytest.mark.parametrize("name", LEAN)
def test_posterior_matches_numpyro_nuts(name):
    result = compare(name, 300, 300, "cpu")
    post = group(result, "posterior")
    if name == "eight_schools_noncentered":
        assert set(post.data_vars) == {"mu", "tau", "eta", "theta"}
        assert post["theta"].shape == (4, 300, 8)
        np.testing.assert_allclose(post["theta"], post["mu"] + post["tau"] * post["eta"], rtol=1e-12)
        assert "obs" in group(result, "observed_data")


@pytest.mark.zoo
@pytest.mark.parametrize("name", sorted(ZOO))
def test_zoo_posterior_matches_numpyro_nuts(name):
    compare(name, 1000, 1000, "auto")


def same_chains_at_4_and_1024(name, backend):
    model, args, kwargs = ZOO[name]
    compiled = wgmc.from_numpyro(model, *args, backend=backend, **kwargs)
    few = compiled.sample(chains=4, warmup=40, draws=20, seed=9, progress=False, backend=backend)
    many = compiled.sample(chains=1024, warmup=40, draws=20, seed=9, progress=False, backend=backend)
    a, b = group(few, "posterior"), group(many, "posterior")
    for site in a.data_vars:
        np.testing.assert_array_equal(np.asarray(a[site]), np.asarray(b[site])[:4])


def test_chain_k_is_the_same_with_4_and_1024_chains():
    same_chains_at_4_and_1024("eight_schools_noncentered", "cpu")


@pytest.mark.zoo
@pytest.mark.parametrize("name", sorted(ZOO))
@pytest.mark.parametrize("backend", ["cpu", "gpu"])
def test_zoo_chain_k_is_the_same_with_4_and_1024_chains(name, backend):
    same_chains_at_4_and_1024(name, backend)


def test_unsupported_primitives_name_the_primitive_and_the_line():
    import jax.numpy as jnp

    def with_while(x):
        return jax.lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1] * 2), (0, x[0]))[1]

    line = inspect.getsourcelines(with_while)[1] + 1
    with pytest.raises(wgmc.ModelError, match=rf"'while'.*{__file__}:{line}"):
        wgmc.from_jax(with_while, np.zeros(2))

    def with_scan(x):
        return jax.lax.scan(lambda c, v: (c + v, c), 0.0, x)[0]

    line = inspect.getsourcelines(with_scan)[1] + 1
    with pytest.raises(wgmc.ModelError, match=rf"'scan'.*{__file__}:{line}"):
        wgmc.from_jax(with_scan, jnp.zeros(3))
