"""``wgmc.from_numpyro``: a NumPyro model's potential energy (NumPyro's own unconstrained
log density, Jacobians included) translated into wgmc's IR; draws come back through NumPyro's
``postprocess_fn`` under the model's sample and deterministic site names."""

import numpy as np

from ._errors import ModelError
from ._jax import JaxModel, _jax, compile_jaxpr, file_of


def observed_sites(model, args, kwargs):
    """``{name: value}`` of the model's observed sites."""
    import jax
    from numpyro import handlers

    tr = handlers.trace(handlers.seed(model, jax.random.PRNGKey(0))).get_trace(*args, **kwargs)
    return {k: np.asarray(s["value"]) for k, s in tr.items() if s["type"] == "sample" and s.get("is_observed")}


def from_numpyro(model, *args, backend="auto", rng_seed=0, **kwargs):
    """The NumPyro ``model`` called with ``*args, **kwargs`` (its data), compiled for wgmc:
    ``sample`` gives its sample and deterministic sites, constrained, with ``observed_data``."""
    jax = _jax()
    try:
        from numpyro.infer.util import initialize_model, unconstrain_fn
    except ImportError:
        raise ModelError("NumPyro models need the numpyro package: pip install 'wgmc[numpyro]'") from None
    from jax.flatten_util import ravel_pytree

    with jax.enable_x64(True):
        info = initialize_model(
            jax.random.PRNGKey(rng_seed), model, model_args=args, model_kwargs=kwargs, dynamic_args=False
        )
        z = info.param_info.z
        flat, unravel = ravel_pytree(z)
        closed = jax.make_jaxpr(lambda f: info.potential_fn(unravel(f)))(flat)
        observed = observed_sites(model, args, kwargs)
    native = compile_jaxpr(closed, flat.size, True, file_of(model), backend)
    postprocess = info.postprocess_fn

    def constrain(a):
        with jax.enable_x64(True):
            if a.ndim == 1:
                return {k: np.asarray(v) for k, v in postprocess(unravel(a)).items()}
            out = jax.vmap(lambda f: postprocess(unravel(f)))(a)
            return {k: np.asarray(v) for k, v in out.items()}

    def unconstrain(values):
        with jax.enable_x64(True):
            sites = {k: values[k] for k in z}
            u = unconstrain_fn(model, args, kwargs, sites)
            return np.asarray(ravel_pytree(u)[0])

    return JaxModel(native, constrain, unconstrain, observed)
