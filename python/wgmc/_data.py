"""Data for a Stan program: a dict of Python and NumPy values, or a path to a Stan JSON file,
turned into Stan JSON text (the command line's parser then applies Stan JSON's rules)."""

import json
import math
import numbers
import os

import numpy as np

from ._errors import DataError


def _real(x):
    """A float, or Stan JSON's string for a non-finite one."""
    x = float(x)
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "Inf" if x > 0 else "-Inf"
    return x


def _value(name, v):
    """The JSON value of data item ``name``."""
    if isinstance(v, (bool, np.bool_)):
        return int(v)
    if isinstance(v, numbers.Integral):
        return int(v)
    if isinstance(v, numbers.Real):
        return _real(v)
    if isinstance(v, (list, tuple)):
        return [_value(name, x) for x in v]
    if isinstance(v, (str, bytes, dict)) or v is None:
        raise DataError(f"data[{name!r}]: a {type(v).__name__} is not a Stan value (give numbers or arrays of numbers)")
    a = np.asarray(v)
    if a.dtype == object:
        raise DataError(f"data[{name!r}]: cannot read a {type(v).__name__} as numbers")
    if a.dtype.kind == "b":
        return a.astype(np.int64).tolist()
    if a.dtype.kind in "iu":
        return a.tolist()
    if a.dtype.kind == "f":
        return _reals(a)
    raise DataError(f"data[{name!r}]: arrays of dtype {a.dtype} are not Stan values (give ints or reals)")


def _reals(a):
    """A float array as nested lists, non-finite values as Stan JSON's strings."""
    if a.ndim == 0:
        return _real(a)
    return [_reals(x) for x in a]


def stan_json(data):
    """Stan JSON text for ``data`` (None, a dict, or a path to a Stan JSON file)."""
    if data is None:
        return None
    if isinstance(data, (str, os.PathLike)):
        try:
            with open(data, encoding="utf-8") as f:
                return f.read()
        except OSError as e:
            raise DataError(f"cannot read data file '{os.fspath(data)}': {e.strerror or e}") from None
    if not isinstance(data, dict):
        raise DataError(f"data must be a dict or a path to a Stan JSON file, not a {type(data).__name__}")
    out = {}
    for name, v in data.items():
        if not isinstance(name, str):
            raise DataError(f"data names must be strings, got {name!r}")
        out[name] = _value(name, v)
    return json.dumps(out, allow_nan=False)


_NON_FINITE = {"NaN": math.nan, "Inf": math.inf, "+Inf": math.inf, "Infinity": math.inf, "-Inf": -math.inf, "-Infinity": -math.inf}


def _number(x):
    """A JSON number, or Stan JSON's string for a non-finite one, as a Python number."""
    if isinstance(x, list):
        return [_number(v) for v in x]
    if isinstance(x, str):
        return _NON_FINITE.get(x, math.nan)
    return x


def arrays(text):
    """``{name: NumPy array}`` of Stan JSON text (an empty dict for None), for the
    ``observed_data`` and ``constant_data`` groups."""
    if text is None:
        return {}
    out = {}
    for name, v in json.loads(text).items():
        if isinstance(v, (dict, bool)) or v is None:
            continue
        a = np.asarray(_number(v))
        if a.dtype.kind in "iuf":
            out[name] = a
    return out
