"""Shape primitives of the jaxpr translator: each maps an output index to an input index, so
no array is copied (``broadcast_in_dim``, ``reshape``, ``squeeze``, ``split``, ``slice``,
``transpose``, ``gather``, ``dynamic_slice``), or picks an input by index
(``concatenate``, ``pad``)."""

from ._jax_ir import Arr, TranslationError, bin, flat, iadd, imul, is_const_int, unflat
from ._jax_prims import rule, select


def view(x, shape, index_of, em):
    """``x`` seen through ``index_of(out_idx) -> x_idx``."""
    return Arr(shape, x.kind, elem=lambda idx, pre: em.elem(x, index_of(idx), pre))


@rule("broadcast_in_dim")
def broadcast_in_dim(em, eqn, x, *dyn):
    shape, dims = eqn.params["shape"], eqn.params["broadcast_dimensions"]
    if dyn:
        raise TranslationError("dynamic shapes are not supported")

    def index_of(idx):
        return [idx[d] if x.shape[k] != 1 else ["i", 0] for k, d in enumerate(dims)]

    return [view(x, shape, index_of, em)]


def drop_unit_dims(shape):
    return [n for n in shape if n != 1]


@rule("reshape")
def reshape(em, eqn, x, *dyn):
    shape = tuple(eqn.params["new_sizes"])
    if eqn.params.get("dimensions") is not None:
        raise TranslationError("reshape with a dimension order is not supported")
    if drop_unit_dims(shape) == drop_unit_dims(x.shape):
        keep_out = [d for d, n in enumerate(shape) if n != 1]
        keep_in = [d for d, n in enumerate(x.shape) if n != 1]

        def index_of(idx):
            out = [["i", 0]] * len(x.shape)
            for di, do in zip(keep_in, keep_out):
                out[di] = idx[do]
            return out

        return [view(x, shape, index_of, em)]
    return [view(x, shape, lambda idx: unflat(flat(idx, shape), x.shape), em)]


@rule("squeeze")
def squeeze(em, eqn, x):
    dims = [d % len(x.shape) for d in eqn.params["dimensions"]]
    keep = [d for d in range(len(x.shape)) if d not in dims]

    def index_of(idx):
        out = [["i", 0]] * len(x.shape)
        for k, d in enumerate(keep):
            out[d] = idx[k]
        return out

    return [view(x, [x.shape[d] for d in keep], index_of, em)]


@rule("expand_dims")
def expand_dims(em, eqn, x):
    dims = eqn.params["dimensions"]
    shape = list(x.shape)
    for d in sorted(dims):
        shape.insert(d, 1)
    keep = [d for d in range(len(shape)) if d not in dims]
    return [view(x, shape, lambda idx: [idx[d] for d in keep], em)]


def shifted(x, shape, axis, offset, em):
    def index_of(idx):
        out = list(idx)
        out[axis] = iadd(idx[axis], ["i", offset])
        return out

    return view(x, shape, index_of, em)


@rule("split")
def split(em, eqn, x):
    axis, outs, at = eqn.params["axis"], [], 0
    for n in eqn.params["sizes"]:
        shape = list(x.shape)
        shape[axis] = n
        outs.append(shifted(x, shape, axis, at, em))
        at += n
    return outs


@rule("slice")
def slice_(em, eqn, x):
    start, limit = eqn.params["start_indices"], eqn.params["limit_indices"]
    steps = eqn.params.get("strides") or [1] * len(start)
    shape = [-(-(hi - lo) // st) for lo, hi, st in zip(start, limit, steps)]
    return [view(x, shape, lambda idx: [iadd(imul(i, st), ["i", lo]) for i, lo, st in zip(idx, start, steps)], em)]


@rule("transpose")
def transpose(em, eqn, x):
    perm = eqn.params["permutation"]
    shape = [x.shape[p] for p in perm]

    def index_of(idx):
        out = [None] * len(perm)
        for k, p in enumerate(perm):
            out[p] = idx[k]
        return out

    return [view(x, shape, index_of, em)]


@rule("dynamic_slice")
def dynamic_slice(em, eqn, x, *starts):
    shape = eqn.params["slice_sizes"]

    def elem(idx, pre):
        return em.elem(x, [iadd(i, em.elem(s, [], pre)) for i, s in zip(idx, starts)], pre)

    return [Arr(shape, x.kind, elem=elem)]


@rule("gather")
def gather(em, eqn, x, indices):
    dn = eqn.params["dimension_numbers"]
    if getattr(dn, "operand_batching_dims", ()) or getattr(dn, "start_indices_batching_dims", ()):
        raise TranslationError("gather with batching dimensions is not supported")
    offset_dims, collapsed, start_map = dn.offset_dims, dn.collapsed_slice_dims, dn.start_index_map
    sizes = eqn.params["slice_sizes"]
    batch_shape = indices.shape[:-1]
    offset_shape = [sizes[d] for d in range(len(x.shape)) if d not in collapsed]
    rank = len(batch_shape) + len(offset_shape)
    shape, b_it, o_it = [], iter(batch_shape), iter(offset_shape)
    for d in range(rank):
        shape.append(next(o_it) if d in offset_dims else next(b_it))
    window_dims = [d for d in range(len(x.shape)) if d not in collapsed]

    def elem(idx, pre):
        batch = [i for d, i in enumerate(idx) if d not in offset_dims]
        offs = [i for d, i in enumerate(idx) if d in offset_dims]
        xi = [["i", 0]] * len(x.shape)
        for k, d in enumerate(start_map):
            xi[d] = em.elem(indices, batch + [["i", k]], pre)
        for d, o in zip(window_dims, offs):
            xi[d] = iadd(xi[d], o)
        return em.elem(x, xi, pre)

    return [Arr(shape, x.kind, elem=elem)]


def piecewise(em, shape, kind, axis, pieces):
    """An array along ``axis`` made of ``pieces``: ``(lo, hi, arr_or_None, offset)`` — rows
    lo..hi of the result are ``arr`` at row ``i - offset`` (or a constant when ``arr`` is a
    known scalar)."""

    def elem(idx, pre):
        i = idx[axis]
        for lo, hi, a, off in pieces:
            if is_const_int(i) and lo <= i[1] < hi:
                sub = list(idx)
                sub[axis] = ["i", i[1] - off]
                return em.elem(a, sub if a.shape else [], pre)
        if is_const_int(i):
            raise TranslationError("index outside the array")
        # A run-time index: a chain of selections, one per piece boundary.
        result = None
        for lo, hi, a, off in reversed(pieces):
            sub = list(idx)
            sub[axis] = iadd(i, ["i", -off])
            piece = Arr((), a.kind, elem=lambda _i, p, a=a, sub=sub: em.elem(a, sub if a.shape else [], p))
            if result is None:
                result = piece
                continue
            cond = Arr((), "bool", elem=lambda _i, p, hi=hi: bin("<", i, ["i", hi]))
            rest = result
            result = Arr((), kind, elem=lambda _i, p, c=cond, r=rest, pc=piece: select(em, c, [r, pc], [], p, kind))
        return em.elem(result, [], pre)

    return Arr(shape, kind, elem=elem)


@rule("concatenate")
def concatenate(em, eqn, *xs):
    axis = eqn.params["dimension"]
    kind = "real" if any(x.kind == "real" for x in xs) else xs[0].kind
    pieces, at = [], 0
    for x in xs:
        pieces.append((at, at + x.shape[axis], x, at))
        at += x.shape[axis]
    shape = list(xs[0].shape)
    shape[axis] = at
    return [piecewise(em, shape, kind, axis, pieces)]


@rule("pad")
def pad(em, eqn, x, value):
    config = eqn.params["padding_config"]
    moved = [(d, lo, hi) for d, (lo, hi, interior) in enumerate(config) if lo or hi or interior]
    if any(c[2] for c in config) or len(moved) > 1 or any(lo < 0 or hi < 0 for _, lo, hi in moved):
        raise TranslationError("pad other than one non-negative edge padding is not supported")
    if not moved:
        return [x]
    d, lo, hi = moved[0]
    n = x.shape[d]
    shape = list(x.shape)
    shape[d] = lo + n + hi
    pieces = [p for p in [(0, lo, value, 0), (lo, lo + n, x, lo), (lo + n, lo + n + hi, value, 0)] if p[1] > p[0]]
    kind = "real" if "real" in (x.kind, value.kind) else x.kind
    return [piecewise(em, shape, kind, d, pieces)]


@rule("iota")
def iota(em, eqn):
    raise TranslationError("iota should have been evaluated at translation time")




@rule("stack")
def stack(em, eqn, *xs):
    axis = eqn.params["axis"]
    kind = "real" if any(x.kind == "real" for x in xs) else xs[0].kind
    shape = list(xs[0].shape)
    shape.insert(axis, len(xs))
    unit = shape[:axis] + [1] + shape[axis + 1 :]
    keep = [d for d in range(len(shape)) if d != axis]
    views = [view(x, unit, lambda idx: [idx[d] for d in keep], em) for x in xs]
    return [piecewise(em, shape, kind, axis, [(k, k + 1, v, k) for k, v in enumerate(views)])]
