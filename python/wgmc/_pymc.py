"""``wgmc.from_pymc``: a PyMC model's log density (``model.logp()`` over its value
variables, transforms' Jacobians included) through PyMC's JAX backend into wgmc's IR; draws
come back through the value variables' transforms under the model's variable names."""

import numpy as np

from ._errors import ModelError
from ._jax import JaxModel, _jax, compile_jaxpr


def from_pymc(model=None, *, backend="auto"):
    """The PyMC ``model`` (the model of the current context when None) compiled for wgmc."""
    jax = _jax()
    try:
        import pymc as pm
        from pymc.sampling.jax import get_jaxified_graph
    except ImportError:
        raise ModelError("PyMC models need the pymc package: pip install 'wgmc[pymc]'") from None
    from jax.flatten_util import ravel_pytree

    model = pm.modelcontext(model)
    values = model.value_vars
    ip = model.initial_point()
    start = [np.asarray(ip[v.name], dtype=np.float64) for v in values]
    with jax.enable_x64(True):
        logp_fn = get_jaxified_graph(inputs=values, outputs=[model.logp()])
        flat, unravel = ravel_pytree(start)
        closed = jax.make_jaxpr(lambda f: logp_fn(*unravel(f))[0])(flat)
    native = compile_jaxpr(closed, flat.size, False, "<pymc model>", backend)
    outputs = model.unobserved_value_vars
    names = [v.name for v in outputs]
    with jax.enable_x64(True):
        values_fn = get_jaxified_graph(inputs=values, outputs=outputs)

    def constrain(a):
        with jax.enable_x64(True):
            f = lambda row: dict(zip(names, values_fn(*unravel(row))))  # noqa: E731
            out = f(a) if a.ndim == 1 else jax.vmap(f)(a)
            return {k: np.asarray(v) for k, v in out.items()}

    def unconstrain(given):
        point = {v.name: given[v.name] for v in values if v.name in given}
        return np.concatenate([np.ravel(point[v.name]) for v in values])

    observed = {rv.name: np.asarray(model.rvs_to_values[rv].data) for rv in model.observed_RVs
                if hasattr(model.rvs_to_values[rv], "data")}
    return JaxModel(native, constrain, unconstrain, observed)
