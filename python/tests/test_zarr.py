"""output=: a Zarr v3 store in ArviZ's layout, written block by block, read back by xarray
and ArviZ equal to the in-memory draws; Ctrl-C leaves a valid store of the finished blocks."""

import numpy as np
import pytest
import xarray as xr

import wgmc

from conftest import EXAMPLE, EXAMPLE_DATA, MATRIX_MODEL
from test_sample import interrupt_when, posterior

RUN = dict(chains=3, warmup=150, draws=120, seed=21, progress=False)


def test_the_store_holds_the_same_draws_as_memory(tmp_path, matrix_data):
    store = tmp_path / "run.zarr"
    from_store = wgmc.sample(MATRIX_MODEL, matrix_data, output=store, log_likelihood="log_lik", **RUN)
    in_memory = wgmc.sample(MATRIX_MODEL, matrix_data, log_likelihood="log_lik", **RUN)
    for group in ("posterior", "sample_stats", "log_likelihood"):
        a, b = getattr(from_store, group), getattr(in_memory, group)
        assert set(a.data_vars) == set(b.data_vars), group
        for name in a.data_vars:
            assert a[name].dims == b[name].dims, (group, name)
            np.testing.assert_array_equal(a[name].values, b[name].values, err_msg=f"{group}/{name}")
    # xarray reads the store on its own, with ArviZ's dims and the run's attributes.
    tree = xr.open_datatree(store, engine="zarr")
    assert tree["posterior"]["m"].dims == ("chain", "draw", "m_dim_0", "m_dim_1")
    assert tree.attrs["inference_library"] == "wgmc" and tree.attrs["seed"] == 21


def test_arviz_summarizes_the_store(tmp_path):
    import arviz as az

    result = wgmc.sample(EXAMPLE, EXAMPLE_DATA, output=tmp_path / "s.zarr", **RUN)
    summary = az.summary(result, var_names=["mu", "tau"])
    memory = az.summary(wgmc.sample(EXAMPLE, EXAMPLE_DATA, **RUN), var_names=["mu", "tau"])
    np.testing.assert_array_equal(summary["mean"].values, memory["mean"].values)


def test_ctrl_c_leaves_a_store_of_the_finished_blocks(tmp_path):
    store = tmp_path / "stopped.zarr"
    settings = dict(RUN, draws=3000, progress=interrupt_when("sampling", 1))
    with pytest.raises(wgmc.Interrupted) as stopped:
        wgmc.sample(EXAMPLE, EXAMPLE_DATA, output=store, **settings)
    kept = stopped.value.draws
    assert 0 < kept < 3000 and str(store) in str(stopped.value)
    tree = xr.open_datatree(store, engine="zarr")
    assert tree["posterior"].sizes["draw"] == kept
    full = posterior(wgmc.sample(EXAMPLE, EXAMPLE_DATA, **dict(RUN, draws=3000)))
    np.testing.assert_array_equal(tree["posterior"]["mu"].values, full["mu"].values[:, :kept])


def test_a_path_that_is_not_a_store_is_refused(tmp_path):
    (tmp_path / "notes.txt").write_text("keep me")
    with pytest.raises(wgmc.OutputError):
        wgmc.sample(EXAMPLE, EXAMPLE_DATA, output=tmp_path, **RUN)
    assert (tmp_path / "notes.txt").read_text() == "keep me"
