"""Draws as ArviZ data: ``posterior`` and ``sample_stats`` (optionally ``log_likelihood``)
with named dims (``chain``, ``draw``, ``theta_dim_0``, ...). ArviZ 1.x gets an
``xarray.DataTree``; ArviZ 0.x an ``arviz.InferenceData``."""

from datetime import datetime, timezone

import numpy as np
import xarray as xr

from . import _core

# The statistics: their column in the native module's arrays, ArviZ name and dtype.
STATS = [(column, name, np.dtype(dtype)) for column, name, dtype in _core.ARVIZ_STATS]


def _dataset(arrays, attrs):
    """A Dataset of ``{name: (chains × draws × ...) array}`` with ArviZ's dims and coords."""
    data_vars, coords = {}, {}
    for name, a in arrays.items():
        dims = ["chain", "draw"] + [f"{name}_dim_{i}" for i in range(a.ndim - 2)]
        for d, n in zip(dims[2:], a.shape[2:]):
            coords[d] = np.arange(n)
        data_vars[name] = (dims, a)
    some = next(iter(arrays.values()), None)
    if some is not None:
        coords["chain"] = np.arange(some.shape[0])
        coords["draw"] = np.arange(some.shape[1])
    return xr.Dataset(data_vars, coords=coords, attrs=attrs)


def groups(names, values, stats, draws, log_likelihood=()):
    """The groups' arrays: ``{group: {name: array}}`` for the first ``draws`` draws."""
    posterior, loglik = {}, {}
    for name, shape, first in _core.arviz_variables(names):
        size = int(np.prod(shape)) if shape else 1
        a = values[:, :draws, first : first + size]
        a = a.reshape(a.shape[:2] + tuple(shape))
        (loglik if name in log_likelihood else posterior)[name] = a
    sample_stats = {arviz: stats[:, :draws, i].astype(dtype) for i, arviz, dtype in STATS}
    out = {"posterior": posterior, "sample_stats": sample_stats}
    if loglik:
        out["log_likelihood"] = loglik
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


def to_arviz(group_arrays, group_attrs, root_attrs, kind=None):
    """A DataTree (ArviZ 1.x, or no ArviZ) or an InferenceData (ArviZ 0.x) of arrays;
    ``kind`` (``"datatree"`` or ``"inferencedata"``) overrides the choice."""
    datasets = {g: _dataset(arrays, dict(group_attrs)) for g, arrays in group_arrays.items()}
    return wrap(datasets, root_attrs, kind)


def wrap(datasets, root_attrs, kind=None):
    """``{group: Dataset}`` as a DataTree or an InferenceData (see ``to_arviz``)."""
    if kind is None:
        major = arviz_major()
        kind = "inferencedata" if major is not None and major < 1 else "datatree"
    if kind == "inferencedata":
        import arviz

        return arviz.InferenceData(attrs=dict(root_attrs), **datasets)
    tree = xr.DataTree.from_dict({f"/{g}": ds for g, ds in datasets.items()})
    tree.attrs.update(root_attrs)
    return tree


def from_store(path, log_likelihood=(), kind=None):
    """The groups of a Zarr store wgmc wrote, opened lazily, generated quantities named in
    ``log_likelihood`` moved to a ``log_likelihood`` group."""
    tree = xr.open_datatree(path, engine="zarr")
    posterior = tree["posterior"].to_dataset()
    datasets = {"posterior": posterior.drop_vars(list(log_likelihood)), "sample_stats": tree["sample_stats"].to_dataset()}
    if log_likelihood:
        datasets["log_likelihood"] = posterior[list(log_likelihood)]
    return wrap(datasets, tree.attrs, kind)
