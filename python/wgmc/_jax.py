"""Models written in JAX, NumPyro or PyMC: ``wgmc.from_jax``, ``wgmc.from_numpyro`` and
``wgmc.from_pymc`` translate the model's log density (a jaxpr) into wgmc's IR, and return a
``JaxModel``: a ``CompiledModel`` whose ``sample`` gives the draws under the model's own
names, constrained by the source library's own transforms."""

import json
import os

import numpy as np

from . import _core
from ._errors import ModelError


def _jax():
    try:
        import jax
    except ImportError:
        raise ModelError("JAX models need the jax package: pip install 'wgmc[jax]'") from None
    return jax


def compile_jaxpr(closed, dim, negate, file_name, backend):
    """The native model of ``closed``, a jaxpr of a flat parameter vector of length ``dim``."""
    from ._jax_translate import translate

    with _jax().enable_x64(True):
        program, reals, ints = translate(closed, dim, negate)
    return _core.compile_interchange(json.dumps(program, default=int), reals, ints, file_name, backend)


def file_of(fn):
    code = getattr(fn, "__code__", None) or getattr(getattr(fn, "__call__", None), "__code__", None)
    return os.fspath(code.co_filename) if code is not None else "<jax>"


def _groups(result):
    """``(get, put)`` of the groups of ArviZ data of either ArviZ generation."""
    if hasattr(result, "children"):  # xarray.DataTree (ArviZ 1.x)
        import xarray as xr

        def put(name, ds):
            result[name] = xr.DataTree(ds)

        return (lambda name: result[name].to_dataset()), put

    def put_idata(name, ds):
        if name in result.groups():
            setattr(result, name, ds)
        else:
            result.add_groups({name: ds})

    return (lambda name: getattr(result, name)), put_idata


def _dataset(values, like):
    """A Dataset of ``values`` (``{name: (chain, draw, ...)}``) with the coordinates and
    attributes of the posterior ``like``."""
    import xarray as xr

    data = {}
    for name, v in values.items():
        v = np.asarray(v)
        dims = ("chain", "draw") + tuple(f"{name}_dim_{k}" for k in range(v.ndim - 2))
        data[name] = (dims, v)
    coords = {k: like.coords[k] for k in ("chain", "draw") if k in like.coords}
    return xr.Dataset(data, coords=coords, attrs=dict(like.attrs))


class JaxModel:
    """A model translated from JAX: ``dim`` unconstrained coordinates; ``constrain`` gives the
    model's own values (a dict of its sites for NumPyro and PyMC, the position's structure
    for ``from_jax``); ``sample`` takes ``wgmc.sample``'s settings."""

    def __init__(self, native, constrain_flat, unconstrain_values, observed=None):
        from . import CompiledModel

        self._compiled = CompiledModel(native)
        self._native = native
        self._constrain_flat = constrain_flat
        self._unconstrain_values = unconstrain_values
        self.observed = observed or {}

    dim = property(lambda self: self._native.dim)
    backend = property(lambda self: self._native.backend)
    output_names = property(lambda self: list(self._native.output_names))
    parameter_names = property(lambda self: list(self._native.parameter_names))
    generated_names = property(lambda self: [])

    def log_density_gradient(self, points):
        """Log densities and gradients at unconstrained points (the Jacobians included), as
        ``CompiledModel.log_density_gradient``."""
        return self._compiled.log_density_gradient(points)

    def constrain(self, points):
        """The model's values at unconstrained points: one point ``(dim,)`` or many ``(n, dim)``
        (every value then has a leading axis of length n)."""
        a = np.asarray(points, dtype=np.float64)
        if a.ndim not in (1, 2) or a.shape[-1] != self.dim:
            raise ValueError(f"points must have shape ({self.dim},) or (n, {self.dim}), not {a.shape}")
        return self._constrain_flat(a)

    def unconstrain(self, values):
        """The unconstrained point of the model's values (the structure ``constrain`` gives
        for one point)."""
        return np.asarray(self._unconstrain_values(values), dtype=np.float64)

    def sample(self, **settings):
        """Samples the model (``wgmc.sample``'s settings) and returns ArviZ data whose
        ``posterior`` holds the model's values under its own names."""
        from . import sample

        result = sample(self._compiled, **settings)
        return self.rename(result) if result is not None else None

    def rename(self, result):
        """ArviZ data of ``wgmc.sample`` with the flat ``theta`` replaced by the model's values."""
        get, put = _groups(result)
        post = get("posterior")
        names = list(post.data_vars)
        flat = np.stack([np.asarray(post[n]) for n in names], axis=-1) if len(names) > 1 else np.asarray(post[names[0]])
        flat = flat.reshape(flat.shape[0], flat.shape[1], -1)
        chains, draws = flat.shape[:2]
        values = self._constrain_flat(flat.reshape(chains * draws, -1))
        values = {k: np.asarray(v).reshape((chains, draws) + np.asarray(v).shape[1:]) for k, v in flat_dict(values).items()}
        put("posterior", _dataset(values, post))
        if self.observed:
            import xarray as xr

            obs = {k: (tuple(f"{k}_dim_{i}" for i in range(np.ndim(v))), np.asarray(v)) for k, v in self.observed.items()}
            put("observed_data", xr.Dataset(obs))
        return result


def flat_dict(values, prefix=""):
    """A pytree of arrays as ``{name: array}`` (nested keys joined by ``.``)."""
    if isinstance(values, dict):
        out = {}
        for k, v in values.items():
            out.update(flat_dict(v, f"{prefix}{k}."))
        return out
    if isinstance(values, (list, tuple)):
        out = {}
        for k, v in enumerate(values):
            out.update(flat_dict(v, f"{prefix}{k}."))
        return out
    return {(prefix[:-1] or "x"): values}


def from_jax(logdensity_fn, example_position, *, backend="auto"):
    """The model whose log density (unconstrained, Jacobians included by the caller) is
    ``logdensity_fn(position)``, ``position`` a pytree of arrays shaped like
    ``example_position``. Arrays the function closes over become the model's data."""
    jax = _jax()
    from jax.flatten_util import ravel_pytree

    with jax.enable_x64(True):
        flat, unravel = ravel_pytree(jax.tree_util.tree_map(lambda x: np.asarray(x, dtype=np.float64), example_position))
        closed = jax.make_jaxpr(lambda f: logdensity_fn(unravel(f)))(flat)
    native = compile_jaxpr(closed, flat.size, False, file_of(logdensity_fn), backend)

    def constrain(a):
        with jax.enable_x64(True):
            out = unravel(a) if a.ndim == 1 else jax.vmap(unravel)(a)
            return jax.tree_util.tree_map(np.asarray, out)

    def unconstrain(values):
        with jax.enable_x64(True):
            return ravel_pytree(values)[0]

    return JaxModel(native, constrain, unconstrain)
