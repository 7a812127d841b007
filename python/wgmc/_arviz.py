"""Draws as ArviZ data: ``posterior`` and ``sample_stats`` (optionally ``log_likelihood``)
with named dims (``chain``, ``draw``, ``theta_dim_0``, ...). ArviZ 1.x gets an
``xarray.DataTree``; ArviZ 0.x an ``arviz.InferenceData``."""

import re
from datetime import datetime, timezone

import numpy as np
import xarray as xr

# The native module's statistics, in its order, with ArviZ's names and dtypes.
STATS = [
    ("lp__", "lp", np.float64),
    ("accept_stat__", "acceptance_rate", np.float64),
    ("stepsize__", "step_size", np.float64),
    ("treedepth__", "tree_depth", np.int64),
    ("n_leapfrog__", "n_steps", np.int64),
    ("divergent__", "diverging", bool),
    ("energy__", "energy", np.float64),
]

_ELEMENT = re.compile(r"^([^\[\]]+)(?:\[([0-9,]+)\])?$")


def variables(names):
    """``[(name, shape, first_column)]`` of element names like ``beta[1]``, ``m[1,2]`` (each
    variable's elements contiguous and row-major, indices 1-based)."""
    out = []
    for column, element in enumerate(names):
        m = _ELEMENT.match(element)
        if m is None:
            raise ValueError(f"not a Stan element name: {element!r}")
        name, index = m.group(1), m.group(2)
        index = tuple(int(i) for i in index.split(",")) if index else ()
        if not out or out[-1][0] != name:
            out.append([name, index, column])
        else:
            out[-1][1] = tuple(max(a, b) for a, b in zip(out[-1][1], index))
    return [(name, shape, first) for name, shape, first in out]


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
    for name, shape, first in variables(names):
        size = int(np.prod(shape)) if shape else 1
        a = values[:, :draws, first : first + size]
        a = a.reshape(a.shape[:2] + tuple(shape))
        (loglik if name in log_likelihood else posterior)[name] = a
    missing = set(log_likelihood) - set(loglik)
    if missing:
        raise ValueError(f"log_likelihood names {sorted(missing)}, which are not generated quantities of the model")
    sample_stats = {arviz: stats[:, :draws, i].astype(dtype) for i, (_, arviz, dtype) in enumerate(STATS)}
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
    missing = set(log_likelihood) - set(posterior.data_vars)
    if missing:
        raise ValueError(f"log_likelihood names {sorted(missing)}, which are not generated quantities of the model")
    datasets = {"posterior": posterior.drop_vars(list(log_likelihood)), "sample_stats": tree["sample_stats"].to_dataset()}
    if log_likelihood:
        datasets["log_likelihood"] = posterior[list(log_likelihood)]
    return wrap(datasets, tree.attrs, kind)
