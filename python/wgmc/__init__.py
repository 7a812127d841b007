"""wgmc: GPU MCMC for Stan programs, on any GPU vendor (Vulkan, Metal, DX12), with an f64
CPU reference path. ``wgmc.sample`` returns ArviZ data; ``wgmc.compile`` gives a model's
batched log density and gradient for samplers of your own."""

import os
import secrets
import warnings

import numpy as np

from . import _arviz, _core
from ._data import arrays as _data_arrays
from ._data import stan_json
from ._errors import DataError, Interrupted, ModelError, OutputError, SamplingError, SettingsError, WgmcError
from ._progress import ProgressBars

__version__ = _core.__version__
__all__ = [
    "sample",
    "compile",
    "CompiledModel",
    "WgmcError",
    "ModelError",
    "DataError",
    "SettingsError",
    "SamplingError",
    "OutputError",
    "Interrupted",
    "from_jax",
    "from_numpyro",
    "from_pymc",
]

_ALGORITHMS = ("nuts", "hmc", "chees", "mams")
_BACKENDS = ("auto", "gpu", "cpu")
_METRICS = ("diag", "dense", "low_rank")


def _source(model):
    """``(code, file_name)`` of Stan code or of a path to a ``.stan`` file."""
    if isinstance(model, os.PathLike) or (isinstance(model, str) and model.endswith(".stan") and "{" not in model):
        path = os.fspath(model)
        try:
            with open(path, encoding="utf-8") as f:
                return f.read(), path
        except OSError as e:
            raise ModelError(f"cannot read model file '{path}': {e.strerror or e}") from None
    if not isinstance(model, str):
        raise ModelError(f"model must be Stan code, a path to a .stan file or a compiled model, not a {type(model).__name__}")
    return model, "<string>"


def _whole(name, value, least):
    """``value`` as an int of at least ``least``, or a SettingsError."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < least:
        raise SettingsError(f"{name} must be a whole number of at least {least}, not {value!r}")
    return int(value)


def _radius(value):
    """``value`` as a float of at least 0, finite, or a SettingsError."""
    if isinstance(value, bool) or not isinstance(value, (int, float, np.integer, np.floating)) or not 0 <= value < float("inf"):
        raise SettingsError(f"init_radius must be a finite number of at least 0, not {value!r}")
    return float(value)


def _number_or_none(name, value):
    """``value`` as a float, or None, or a SettingsError (the sampler checks its range)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float, np.integer, np.floating)):
        raise SettingsError(f"{name} must be a number or None, not {value!r}")
    return float(value)


def _choice(name, value, allowed):
    if value not in allowed:
        raise SettingsError(f"{name} must be one of {', '.join(map(repr, allowed))}, not {value!r}")
    return value


def _rebuild(code, file_name, data_json, backend):
    """A compiled model from what pickling kept: its source, data and settings."""
    return CompiledModel(_core.compile(code, file_name, data_json, backend), (code, file_name, data_json, backend))


class CompiledModel:
    """A Stan program compiled with its data. ``dim`` unconstrained parameters; points are
    NumPy arrays of shape ``(n, dim)`` (or ``(dim,)`` for one point). It pickles as its
    source, data and backend (compiled again on unpickling), so it can go to other processes
    (``multiprocessing``, ``joblib``, Dask)."""

    def __init__(self, native, spec=None):
        self._native = native
        self._spec = spec

    def __reduce__(self):
        if self._spec is None:
            raise TypeError("this compiled model does not know its source, so it cannot be pickled")
        return (_rebuild, self._spec)

    @property
    def data(self):
        """The model's data as NumPy arrays, ``{name: array}``."""
        return _data_arrays(self._spec[2] if self._spec else None)

    @property
    def dim(self):
        """Number of unconstrained parameters."""
        return self._native.dim

    @property
    def parameter_names(self):
        """Element names of the constrained parameters (``beta[1]``, ``m[1,2]``)."""
        return list(self._native.parameter_names)

    @property
    def output_names(self):
        """Element names of the parameters then the transformed parameters."""
        return list(self._native.output_names)

    @property
    def generated_names(self):
        """Element names of the generated quantities."""
        return list(self._native.generated_names)

    @property
    def backend(self):
        """What evaluates the log density (compiles the GPU kernel on first use)."""
        return self._native.backend

    def _points(self, points, width, what):
        a = np.asarray(points, dtype=np.float64)
        if a.ndim not in (1, 2) or a.shape[-1] != width:
            raise ValueError(f"{what} must have shape ({width},) or (n, {width}), not {a.shape}")
        return a.ndim == 1, np.ascontiguousarray(a.reshape(-1, width))

    def log_density_gradient(self, points):
        """Log densities and gradients (log-Jacobian included) at unconstrained points: a
        float and a ``(dim,)`` array for one point, ``(n,)`` and ``(n, dim)`` for many. The GPU
        evaluates in f32, the CPU in f64."""
        one, a = self._points(points, self.dim, "points")
        logp, grad = self._native.log_density_gradient(a)
        return (float(logp[0]), grad[0]) if one else (logp, grad)

    def constrain(self, points):
        """Constrained parameters and transformed parameters (columns ``output_names``) at
        unconstrained points."""
        one, a = self._points(points, self.dim, "points")
        out = self._native.constrain(a)
        return out[0] if one else out

    def unconstrain(self, values):
        """Unconstrained points of constrained parameter values: rows with columns
        ``parameter_names``, or a dict ``{name: value}`` of every parameter for one point."""
        if isinstance(values, dict):
            values = self._flatten(values)
        one, a = self._points(values, len(self.parameter_names), "values")
        out = self._native.unconstrain(a)
        return out[0] if one else out

    def _flatten(self, values):
        row = []
        for name, shape, _ in _core.stan_variables(self.parameter_names):
            if name not in values:
                raise ValueError(f"no value for parameter {name!r}")
            v = np.asarray(values[name], dtype=np.float64)
            if v.shape != tuple(shape):
                raise ValueError(f"parameter {name!r} has shape {tuple(shape)}, got {v.shape}")
            row.extend(v.ravel())
        extra = set(values) - {n for n, _, _ in _core.stan_variables(self.parameter_names)}
        if extra:
            raise ValueError(f"not parameters of the model: {sorted(extra)}")
        return np.array(row)


def compile(model, data=None, *, backend="auto"):
    """Compiles ``model`` (Stan code or a path to a ``.stan`` file) with ``data`` (a dict or a
    path to Stan JSON). ``backend``: ``"auto"`` (the GPU when there is one), ``"gpu"`` or
    ``"cpu"`` for ``log_density_gradient``. Data are checked as a run checks them (shapes,
    declared constraints, the densities' checks on data alone): bad data raise ``DataError``."""
    code, file_name = _source(model)
    _choice("backend", backend, _BACKENDS)
    data_json = stan_json(data)
    return CompiledModel(_core.compile(code, file_name, data_json, backend), (code, file_name, data_json, backend))


def _inits(inits, chains):
    """``(Stan JSON texts or None, radius or None)`` of the ``inits`` argument: one dict (or a
    path to Stan JSON) for every chain, a list of one per chain, or a number (a radius, as
    ``init_radius``)."""
    if inits is None:
        return None, None
    if isinstance(inits, (int, float, np.integer, np.floating)) and not isinstance(inits, bool):
        return None, _radius(inits)
    if isinstance(inits, (dict, str, os.PathLike)):
        return [stan_json(inits)], None
    if isinstance(inits, (list, tuple)):
        if len(inits) != chains:
            raise SettingsError(f"inits: {len(inits)} sets of initial values given for {chains} chains")
        return [stan_json(one) for one in inits], None
    raise SettingsError(f"inits must be a dict, a list of dicts (one per chain), a path or a number, not {type(inits).__name__}")


def _names(value, what):
    """A list of names from a name, a list of names, or None."""
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple)) and all(isinstance(n, str) for n in value):
        return list(value)
    raise ValueError(f"{what} must be a name or a list of names, not {value!r}")


def _data_groups(data, observed_data, constant_data, ll, pp):
    """The ``observed_data`` and ``constant_data`` groups' arrays. Observed data: the names
    given, or else the names in the group of ``log_likelihood`` and ``posterior_predictive``
    dicts that are data; constant data: the names given, or every other data item with
    ``constant_data=True``."""
    if observed_data is None:
        observed = [n for n in dict.fromkeys([*ll.values(), *pp.values()]) if n in data]
    else:
        observed = _names(observed_data, "observed_data")
    rest = [n for n in data if n not in observed]
    constant = rest if constant_data is True else _names(constant_data or None, "constant_data")
    missing = sorted(set(observed + constant) - set(data))
    if missing:
        raise ValueError(f"observed_data or constant_data name {missing}, which are not in the data")
    out = {}
    if observed:
        out["observed_data"] = {n: data[n] for n in observed}
    if constant:
        out["constant_data"] = {n: data[n] for n in constant}
    return out


def _warn(native, names, run, done, backend):
    """The command line's warnings about the draws, as UserWarnings."""
    if done < 4:
        return
    values, stats = run["values"][:, :done], run["stats"][:, :done]
    for text in _core.run_warnings(names, np.ascontiguousarray(values), np.ascontiguousarray(stats), backend):
        warnings.warn(f"wgmc: {text}", UserWarning, stacklevel=3)


def sample(
    model,
    data=None,
    *,
    chains=4,
    warmup=1000,
    draws=1000,
    seed=None,
    algorithm="nuts",
    backend="auto",
    target_accept=None,
    init_radius=2.0,
    inits=None,
    max_depth=10,
    steps=10,
    layout="auto",
    metric="diag",
    mams_partial_refresh=None,
    progress=True,
    log_likelihood=None,
    posterior_predictive=None,
    observed_data=None,
    constant_data=None,
    coords=None,
    dims=None,
    save_warmup=False,
    output=None,
):
    """Samples ``model`` (Stan code, a path to a ``.stan`` file, or a ``CompiledModel``) with
    ``data`` (a dict of Python/NumPy values or a path to Stan JSON) and returns ArviZ data:
    ``posterior`` and ``sample_stats`` (with each draw's ``step_size``, and the adapted step
    size and inverse metric as attributes), an ``xarray.DataTree`` with ArviZ 1.x, an
    ``InferenceData`` with ArviZ 0.x. The same seed gives the same draws as ``wgmc sample
    --seed``; ``seed=None`` draws one and records it in the attributes.

    ``log_likelihood``: generated quantities for the ``log_likelihood`` group (a name, a list,
    or a dict from observed data name to variable, as ArviZ's converters take it).
    ``posterior_predictive``: likewise for the ``posterior_predictive`` group (e.g.
    ``["y_rep"]``, or ``{"y": "y_rep"}`` to name it as the data it predicts). Both leave the
    posterior. ``observed_data``: data names for the ``observed_data`` group (default: the
    data names those dicts map from); ``constant_data``: data names for ``constant_data``
    (``True``: every other data item). ``coords`` (``{dim: values}``) and ``dims``
    (``{variable: [dim, ...]}``) name dims as ArviZ does (default ``theta_dim_0``).
    ``save_warmup``: also the ``warmup_posterior`` and ``warmup_sample_stats`` groups.

    ``output``: a path for a Zarr v3 store (ArviZ's layout, written block by block; needs the
    ``zarr`` package) from which the result is then read lazily, so no draw is held in memory
    (without the data groups, warmup and warnings). ``progress``: a bar per phase
    (``True``), none (``False``), or a callable ``f(phase, done, total)``. Ctrl-C raises
    ``wgmc.Interrupted`` (a ``KeyboardInterrupt``) whose ``result`` holds the finished draws.
    ``init_radius``: initial points are uniform on (-R, R) in every unconstrained coordinate
    (Stan's ``init=R``; 0 starts every chain at the origin). ``inits``: initial values as
    CmdStan's ``init=`` file takes them, constrained values by parameter name: one dict (or
    Stan JSON file) for every chain or a list of one per chain; values outside a declared
    constraint raise ``SettingsError``, parameters without one are drawn as ``init_radius``
    says (a number is a radius). ``metric``: ``"diag"`` (Stan's ``diag_e``), ``"dense"``
    (``dense_e``) or ``"low_rank"`` (nutpie's low-rank correction of the gradient-based
    diagonal). ``mams_partial_refresh``: with ``algorithm="mams"``, a partial (Langevin)
    velocity refresh between the steps of each trajectory, the velocity decorrelating over
    this factor times the trajectory length (a positive number; ``None``: no partial
    refresh).

    After a run, the command line's warnings (divergences, R-hat, ESS, non-finite draws,
    chains left behind in warmup) are raised as ``UserWarning``s with its text."""
    if isinstance(model, CompiledModel):
        if data is not None:
            raise DataError("a compiled model has its data: give data to wgmc.compile, not to sample")
        compiled = model
    else:
        compiled = compile(model, data, backend=backend)
    native = compiled._native
    chains = _whole("chains", chains, 1)
    warmup = _whole("warmup", warmup, 0)
    draws = _whole("draws", draws, 1)
    max_depth = _whole("max_depth", max_depth, 1)
    steps = _whole("steps", steps, 1)
    init_radius = _radius(init_radius)
    init_texts, radius = _inits(inits, chains)
    if radius is not None:
        init_radius = radius
    mams_partial_refresh = _number_or_none("mams_partial_refresh", mams_partial_refresh)
    seed = secrets.randbits(32) if seed is None else _whole("seed", seed, 0)
    if seed >= 2**64:
        raise SettingsError(f"seed must be below 2**64, not {seed}")
    _choice("algorithm", algorithm, _ALGORITHMS)
    _choice("backend", backend, _BACKENDS)
    _choice("metric", metric, _METRICS)
    ll = _arviz.name_map(log_likelihood, "log_likelihood")
    pp = _arviz.name_map(posterior_predictive, "posterior_predictive")
    names = list(native.output_names) + list(native.generated_names)
    known = {name for name, _, _ in _core.stan_variables(names)}
    for what, chosen in (("log_likelihood", ll), ("posterior_predictive", pp)):
        missing = set(chosen) - known
        if missing:
            raise ValueError(f"{what} names {sorted(missing)}, which are not generated quantities of the model")
    data_groups = _data_groups(compiled.data, observed_data, constant_data, ll, pp)
    if output is not None:
        try:
            import zarr  # noqa: F401  (reading the store back needs it)
        except ImportError:
            raise OutputError("output= writes a Zarr store, and reading it needs the zarr package: pip install zarr") from None
        output = os.fspath(output)
    bars = progress if callable(progress) else ProgressBars(chains) if progress else None
    try:
        request = {
            "chains": chains,
            "warmup": warmup,
            "draws": draws,
            "seed": seed,
            "algorithm": algorithm,
            "backend": backend,
            "target_accept": target_accept,
            "init_radius": init_radius,
            "max_depth": max_depth,
            "steps": steps,
            "layout": str(layout),
            "metric": metric,
            "mams_partial_refresh": mams_partial_refresh,
            "inits": init_texts,
            "save_warmup": bool(save_warmup),
        }
        run = _core.sample(
            native,
            request,
            progress=bars,
            output=output,
            data_file=os.fspath(data) if isinstance(data, (str, os.PathLike)) else None,
        )
    finally:
        if isinstance(bars, ProgressBars):
            bars.close()
    settings = {
        "num_chains": chains,
        "num_warmup": warmup,
        "num_draws": draws,
        "tuning_steps": warmup,
        "seed": seed,
        "algorithm": algorithm,
        "max_depth": max_depth,
        "steps": steps,
        "metric": metric,
        "target_accept": target_accept if target_accept is not None else "default",
        "init_radius": init_radius,
        "inits": "user" if init_texts else "random",
        "save_warmup": int(bool(save_warmup)),
        "mams_partial_refresh": mams_partial_refresh if mams_partial_refresh is not None else "none",
        "requested_backend": backend,
        "model_file": native.file_name,
    }
    info = run.get("info") or {}
    for key in ("backend", "layout", "compile_time", "warmup_time", "sampling_time"):
        if key in info:
            settings[key] = info[key]
    # Chains far below the others at warmup's end (0-based, as the `chain` coordinate).
    stragglers = info.get("warmup_stragglers") or []
    settings["warmup_stragglers"] = ",".join(str(c) for c in stragglers) or "none"
    if stragglers:
        warnings.warn(
            f"wgmc: after warmup, chain(s) {settings['warmup_stragglers']} had a log density far below the other "
            "chains': stuck in a minor mode or still far from the bulk; their draws are in the result",
            stacklevel=2,
        )
    # Each phase's wall time split (device, readback, widen, adapt, sink, other), flattened
    # because ArviZ attributes hold plain values: `warmup_time_device`, ...
    for phase in ("warmup", "sampling"):
        for part, seconds in (info.get(f"{phase}_split") or {}).items():
            settings[f"{phase}_time_{part}"] = seconds
    done = run["draws_done"]
    if done == 0:
        result = None
    elif output is not None:
        result = _arviz.from_store(output, ll, posterior_predictive=pp)
    else:
        attrs = {**_arviz.base_attrs(__version__), **settings}
        arrays = _arviz.groups(names, run["values"], run["stats"], done, ll, pp)
        arrays.update(data_groups)
        if "warmup_values" in run:
            warm = _arviz.groups(names, run["warmup_values"], run["warmup_stats"], run["warmup_done"], ll, pp, "warmup_")
            arrays.update({g: a for g, a in warm.items() if run["warmup_done"] > 0})
        extra = {"sample_stats": _arviz.adaptation_attrs(info, chains)}
        result = _arviz.to_arviz(arrays, attrs, attrs, dims=dims, coords=coords, extra_attrs=extra)
        if not run["interrupted"]:
            _warn(native, names, run, done, info.get("backend", ""))
    if run["interrupted"]:
        where = f"{done} draws per chain are in the exception's result" if done else "stopped during warmup: no draws"
        if output is not None and done:
            where += f" and in the store {output}"
        raise Interrupted(f"wgmc: interrupted: {where}", result=result, draws=done)
    return result


from ._jax import from_jax  # noqa: E402  (JAX, NumPyro and PyMC stay optional: imported on use)
from ._numpyro import from_numpyro  # noqa: E402
from ._pymc import from_pymc  # noqa: E402
