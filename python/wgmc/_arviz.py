"""Draws as ArviZ data: ``posterior``, ``sample_stats``, and on request ``log_likelihood``,
``posterior_predictive``, ``observed_data``, ``constant_data`` and the ``warmup_`` groups,
with ArviZ's dims (``chain``, ``draw``, ``theta_dim_0`` or the user's ``dims``) and
``coords``. ArviZ 1.x gets an ``xarray.DataTree``; ArviZ 0.x an ``arviz.InferenceData``."""

from datetime import datetime, timezone

import numpy as np
import xarray as xr

from . import _core

# The statistics: their column in the native module's arrays, ArviZ name and dtype.
STATS = [(column, name, np.dtype(dtype)) for column, name, dtype in _core.ARVIZ_STATS]

SAMPLE_DIMS = ("chain", "draw")


def _dim_names(name, ndim, dims):
    """The names of a variable's own dims: the user's ``dims[name]``, then ArviZ's defaults."""
    given = list(dims.get(name, ()))
    if len(given) > ndim:
        raise ValueError(f"dims[{name!r}] names {len(given)} dims, but {name!r} has {ndim}")
    return given + [f"{name}_dim_{i}" for i in range(len(given), ndim)]


def _dataset(arrays, attrs, dims=None, coords=None, sample_dims=SAMPLE_DIMS):
    """A Dataset of ``{name: (sample dims × ...) array}`` with ArviZ's dims and coords;
    ``dims`` (``{name: [dim, ...]}``) names a variable's own dims, ``coords``
    (``{dim: values}``) gives a dim's coordinate values (the default: 0, 1, ...)."""
    dims, coords = dims or {}, coords or {}
    data_vars, used = {}, {}
    for name, a in arrays.items():
        own = _dim_names(name, a.ndim - len(sample_dims), dims)
        for d, n in zip(own, a.shape[len(sample_dims) :]):
            values = np.asarray(coords[d]) if d in coords else np.arange(n)
            if len(values) != n:
                raise ValueError(f"coords[{d!r}] has {len(values)} values, but {name!r} has {n} along {d!r}")
            used[d] = values
        data_vars[name] = (list(sample_dims) + own, a)
    some = next(iter(arrays.values()), None)
    if some is not None:
        for i, d in enumerate(sample_dims):
            used[d] = np.arange(some.shape[i])
    return xr.Dataset(data_vars, coords=used, attrs=attrs)


def name_map(spec, what):
    """``{source variable: name in the group}`` of a ``log_likelihood`` or
    ``posterior_predictive`` argument: a name, a list of names, or a dict from the name in
    the group (an observed data name) to the model's variable."""
    if spec is None:
        return {}
    if isinstance(spec, str):
        return {spec: spec}
    if isinstance(spec, dict):
        out = {}
        for group_name, var in spec.items():
            if not isinstance(group_name, str) or not isinstance(var, str):
                raise ValueError(f"{what} must map names to names, not {group_name!r}: {var!r}")
            out[var] = group_name
        return out
    if isinstance(spec, (list, tuple)) and all(isinstance(n, str) for n in spec):
        return {n: n for n in spec}
    raise ValueError(f"{what} must be a name, a list of names or a dict of names, not {spec!r}")


def groups(names, values, stats, draws, log_likelihood=(), posterior_predictive=(), prefix=""):
    """The groups' arrays: ``{group: {name: array}}`` for the first ``draws`` draws;
    ``log_likelihood`` and ``posterior_predictive`` map model variables to their names in
    those groups (or list them), and their variables leave ``posterior``. ``prefix``:
    ``"warmup_"`` for warmup's groups."""
    ll = log_likelihood if isinstance(log_likelihood, dict) else {n: n for n in log_likelihood}
    pp = posterior_predictive if isinstance(posterior_predictive, dict) else {n: n for n in posterior_predictive}
    posterior, loglik, pred = {}, {}, {}
    for name, shape, first in _core.arviz_variables(names):
        size = int(np.prod(shape)) if shape else 1
        a = values[:, :draws, first : first + size]
        a = a.reshape(a.shape[:2] + tuple(shape))
        if name in ll:
            loglik[ll[name]] = a
        if name in pp:
            pred[pp[name]] = a
        if name not in ll and name not in pp:
            posterior[name] = a
    sample_stats = {arviz: stats[:, :draws, i].astype(dtype) for i, arviz, dtype in STATS}
    out = {f"{prefix}posterior": posterior}
    if pred:
        out[f"{prefix}posterior_predictive"] = pred
    if loglik:
        out[f"{prefix}log_likelihood"] = loglik
    out[f"{prefix}sample_stats"] = sample_stats
    return out


def adaptation_attrs(info, chains):
    """The adapted step size and inverse metric (and a dense or low-rank metric's factors)
    as attributes: flat lists with their shapes, since attributes hold 1-D values."""
    out = {}
    if info.get("step_size"):
        out["adapted_step_size"] = list(info["step_size"])
    for key in ("inv_metric", "dense_inv_metric", "low_rank_factors"):
        flat = list(info.get(key) or ())
        if flat:
            out[key] = flat
            per_chain = len(flat) // chains
            shape = [chains, per_chain]
            if key == "dense_inv_metric":
                side = int(round(per_chain**0.5))
                shape = [chains, side, side]
            out[f"{key}_shape"] = shape
    return out


def base_attrs(version):
    """The attributes ArviZ's converters put on every group."""
    return {
        "created_at": datetime.now(timezone.utc).isoformat(),
        "inference_library": "wgmc",
        "inference_library_version": version,
    }


def arviz_major():
    """ArviZ's major version, or None without ArviZ."""
    try:
        import arviz
    except ImportError:
        return None
    return int(arviz.__version__.split(".")[0])


def to_arviz(group_arrays, group_attrs, root_attrs, kind=None, dims=None, coords=None, extra_attrs=None):
    """A DataTree (ArviZ 1.x, or no ArviZ) or an InferenceData (ArviZ 0.x) of arrays;
    ``kind`` (``"datatree"`` or ``"inferencedata"``) overrides the choice. Groups named
    ``observed_data`` and ``constant_data`` have no chain and draw dims; ``extra_attrs``
    (``{group: attrs}``) adds to a group's attributes."""
    datasets = {}
    for g, arrays in group_arrays.items():
        sample_dims = () if g in ("observed_data", "constant_data") else SAMPLE_DIMS
        attrs = {**group_attrs, **(extra_attrs or {}).get(g, {})}
        datasets[g] = _dataset(arrays, attrs, dims, coords, sample_dims)
    return wrap(datasets, root_attrs, kind)


def wrap(datasets, root_attrs, kind=None):
    """``{group: Dataset}`` as a DataTree or an InferenceData (see ``to_arviz``)."""
    if kind is None:
        major = arviz_major()
        kind = "inferencedata" if major is not None and major < 1 else "datatree"
    if kind == "inferencedata":
        import warnings

        import arviz

        with warnings.catch_warnings():
            # ArviZ 0.x warns of the warmup groups unless asked to keep them.
            warnings.simplefilter("ignore", UserWarning)
            return arviz.InferenceData(attrs=dict(root_attrs), **datasets)
    tree = xr.DataTree.from_dict({f"/{g}": ds for g, ds in datasets.items()})
    tree.attrs.update(root_attrs)
    return tree


def from_store(path, log_likelihood=(), kind=None, posterior_predictive=()):
    """The groups of a Zarr store wgmc wrote, opened lazily; generated quantities named in
    ``log_likelihood`` and ``posterior_predictive`` (lists, or ``{variable: name in the
    group}``) moved to those groups."""
    tree = xr.open_datatree(path, engine="zarr")
    posterior = tree["posterior"].to_dataset()
    ll = log_likelihood if isinstance(log_likelihood, dict) else {n: n for n in log_likelihood}
    pp = posterior_predictive if isinstance(posterior_predictive, dict) else {n: n for n in posterior_predictive}
    datasets = {"posterior": posterior.drop_vars(sorted(set(ll) | set(pp)))}
    if pp:
        datasets["posterior_predictive"] = posterior[list(pp)].rename({k: v for k, v in pp.items() if k != v})
    if ll:
        datasets["log_likelihood"] = posterior[list(ll)].rename({k: v for k, v in ll.items() if k != v})
    datasets["sample_stats"] = tree["sample_stats"].to_dataset()
    return wrap(datasets, tree.attrs, kind)
