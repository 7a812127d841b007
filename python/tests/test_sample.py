"""wgmc.sample: data from dicts and files, NumPy dtypes, the returned groups, dims and
attributes, reproducibility, log_likelihood, and Ctrl-C keeping the finished draws."""

import json
import os
import signal

import numpy as np
import pytest
import xarray as xr

import wgmc
from wgmc import _arviz

from conftest import EXAMPLE, EXAMPLE_DATA, MATRIX_MODEL

SMALL = dict(chains=3, warmup=150, draws=120, seed=11, progress=False)


def posterior(result):
    """The posterior Dataset of a DataTree or an InferenceData."""
    return result.posterior if not isinstance(result, xr.DataTree) else result["posterior"].to_dataset()


def test_dict_file_and_code_give_the_same_draws():
    with open(EXAMPLE_DATA) as f:
        data = json.load(f)
    from_files = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL)
    from_text = wgmc.sample(EXAMPLE.read_text(), data, **SMALL)
    from_numpy = wgmc.sample(str(EXAMPLE), {k: np.asarray(v) for k, v in data.items()}, **SMALL)
    for other in (from_text, from_numpy):
        xr.testing.assert_equal(posterior(from_files), posterior(other))
        xr.testing.assert_equal(from_files.sample_stats, other.sample_stats)


def test_numpy_dtypes_and_shapes_read_as_their_lists(matrix_data):
    as_lists = {k: np.asarray(v).tolist() for k, v in matrix_data.items()}
    as_lists["flag"] = [int(b) for b in as_lists["flag"]]
    m1 = wgmc.compile(MATRIX_MODEL, matrix_data, backend="cpu")
    m2 = wgmc.compile(MATRIX_MODEL, as_lists, backend="cpu")
    points = np.random.default_rng(0).normal(size=(5, m1.dim))
    np.testing.assert_array_equal(m1.log_density_gradient(points)[0], m2.log_density_gradient(points)[0])
    # Other integer widths and float32 reals read as the same values.
    narrow = dict(matrix_data, N=np.uint8(6), flag=matrix_data["flag"].astype(np.int16), y=matrix_data["y"].astype(np.float32))
    m3 = wgmc.compile(MATRIX_MODEL, narrow, backend="cpu")
    wide = dict(as_lists, y=matrix_data["y"].astype(np.float32).astype(np.float64).tolist())
    m4 = wgmc.compile(MATRIX_MODEL, wide, backend="cpu")
    np.testing.assert_array_equal(m3.log_density_gradient(points)[0], m4.log_density_gradient(points)[0])


def test_groups_dims_and_attributes(matrix_data):
    result = wgmc.sample(MATRIX_MODEL, matrix_data, log_likelihood="log_lik", **SMALL)
    post = posterior(result)
    assert set(post.data_vars) == {"m", "sigma", "m_sum", "y_rep"}
    assert post["m"].dims == ("chain", "draw", "m_dim_0", "m_dim_1")
    assert post["m"].shape == (3, 120, 2, 3)
    assert post["sigma"].dims == ("chain", "draw")
    np.testing.assert_array_equal(post["chain"], np.arange(3))
    np.testing.assert_array_equal(post["draw"], np.arange(120))
    # Generated quantities are computed from the draws: m_sum is the sum of m.
    np.testing.assert_allclose(post["m_sum"], post["m"].sum(("m_dim_0", "m_dim_1")), rtol=1e-12)
    loglik = result.log_likelihood
    assert loglik["log_lik"].dims == ("chain", "draw", "log_lik_dim_0") and loglik["log_lik"].shape == (3, 120, 6)
    stats = result.sample_stats
    expected = {"lp", "acceptance_rate", "step_size", "tree_depth", "n_steps", "diverging", "energy"}
    assert set(stats.data_vars) == expected
    assert stats["diverging"].dtype == bool and stats["tree_depth"].dtype == np.int64
    assert (stats["n_steps"] >= 1).all() and ((stats["acceptance_rate"] >= 0) & (stats["acceptance_rate"] <= 1)).all()
    for attrs in (post.attrs, stats.attrs):
        assert attrs["inference_library"] == "wgmc" and attrs["inference_library_version"] == wgmc.__version__
        assert attrs["seed"] == 11 and attrs["num_chains"] == 3 and attrs["num_draws"] == 120
        assert attrs["layout"] and attrs["backend"] and attrs["warmup_stragglers"] == "none"
        # Each phase's split adds up to the phase's wall time (Timings' `other` takes the rest).
        for phase in ("warmup", "sampling"):
            parts = [attrs[f"{phase}_time_{p}"] for p in ("device", "readback", "widen", "adapt", "sink", "other")]
            assert all(p >= 0 for p in parts) and parts[0] > 0, parts
            assert abs(sum(parts) - attrs[f"{phase}_time"]) <= 1e-6 + 1e-3 * attrs[f"{phase}_time"], parts
    if os.environ.get("WGMC_REQUIRE_GPU") == "1":
        assert "GPU" in post.attrs["backend"], post.attrs["backend"]


# 120 draws of a 6-point regression give Pareto k warnings; what is tested is that LOO runs.
@pytest.mark.filterwarnings("ignore:Estimated shape parameter of Pareto")
def test_arviz_functions_accept_the_result(matrix_data):
    import arviz as az

    result = wgmc.sample(MATRIX_MODEL, matrix_data, log_likelihood="log_lik", **SMALL)
    summary = az.summary(result)
    assert "sigma" in summary.index and summary.loc["sigma", "mean"] > 0
    loo = az.loo(result)
    assert np.isfinite(loo.elpd_loo if hasattr(loo, "elpd_loo") else loo["elpd_loo"])


def test_datatree_form_has_the_same_groups(matrix_data):
    """ArviZ 1.x gets a DataTree: the same datasets as the InferenceData of ArviZ 0.x."""
    native = wgmc.compile(MATRIX_MODEL, matrix_data)
    values = np.random.default_rng(1).normal(size=(2, 4, len(native.output_names) + len(native.generated_names)))
    stats = np.abs(np.random.default_rng(2).normal(size=(2, 4, 7)))
    arrays = _arviz.groups(native.output_names + native.generated_names, values, stats, 4)
    tree = _arviz.to_arviz(arrays, {"a": 1}, {"root": 2}, kind="datatree")
    assert isinstance(tree, xr.DataTree) and set(tree.children) == {"posterior", "sample_stats"}
    assert tree.attrs["root"] == 2 and tree["posterior"].attrs["a"] == 1
    np.testing.assert_array_equal(tree["posterior"]["sigma"].values, values[:, :, 6])
    assert tree["posterior"]["m"].values[1, 3, 0, 2] == values[1, 3, 2]


def test_same_seed_same_draws_and_other_seed_other_draws():
    a = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL)
    b = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL)
    c = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **dict(SMALL, seed=12))
    xr.testing.assert_equal(posterior(a), posterior(b))
    assert not np.array_equal(posterior(a)["mu"].values, posterior(c)["mu"].values)


def test_a_compiled_model_samples_like_code():
    compiled = wgmc.compile(EXAMPLE, EXAMPLE_DATA)
    xr.testing.assert_equal(
        posterior(wgmc.sample(compiled, **SMALL)), posterior(wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL))
    )


def test_progress_reports_both_phases():
    reports = []
    wgmc.sample(EXAMPLE, EXAMPLE_DATA, **dict(SMALL, progress=lambda *r: reports.append(r)))
    assert reports[0] == ("warmup", 0, 150)
    assert ("warmup", 150, 150) in reports and reports[-1] == ("sampling", 120, 120)


def interrupt_when(phase, at_least):
    """A progress callable that sends this process SIGINT (Ctrl-C) once ``phase`` reaches ``at_least``."""

    def report(p, done, total):
        if p == phase and done >= at_least:
            os.kill(os.getpid(), signal.SIGINT)

    return report


def test_ctrl_c_in_sampling_keeps_the_finished_draws():
    settings = dict(SMALL, draws=2000, progress=interrupt_when("sampling", 1))
    with pytest.raises(wgmc.Interrupted) as stopped:
        wgmc.sample(EXAMPLE, EXAMPLE_DATA, **settings)
    kept = stopped.value.draws
    assert 0 < kept < 2000 and isinstance(stopped.value, KeyboardInterrupt)
    partial = posterior(stopped.value.result)
    assert partial.sizes["draw"] == kept
    # The finished draws are those of an uninterrupted run with the same seed.
    full = posterior(wgmc.sample(EXAMPLE, EXAMPLE_DATA, **dict(SMALL, draws=2000)))
    xr.testing.assert_equal(partial["mu"], full["mu"].isel(draw=slice(0, kept)))


def test_ctrl_c_in_warmup_keeps_nothing():
    with pytest.raises(wgmc.Interrupted) as stopped:
        wgmc.sample(EXAMPLE, EXAMPLE_DATA, **dict(SMALL, progress=interrupt_when("warmup", 5)))
    assert stopped.value.result is None and stopped.value.draws == 0


def test_dense_metric_samples_and_is_recorded():
    dense = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, metric="dense", backend="cpu")
    again = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, metric="dense", backend="cpu")
    diag = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, backend="cpu")
    xr.testing.assert_equal(posterior(dense), posterior(again))
    assert not np.array_equal(posterior(dense)["mu"].values, posterior(diag)["mu"].values)
    assert posterior(dense).attrs["metric"] == "dense" and posterior(diag).attrs["metric"] == "diag"
    with pytest.raises(wgmc.SettingsError, match="metric"):
        wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, metric="full")
    with pytest.raises(wgmc.SettingsError, match="dense"):
        wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, metric="dense", layout="rows:4", backend="cpu")


def test_low_rank_metric_samples_and_is_recorded():
    low_rank = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, metric="low_rank", backend="cpu")
    again = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, metric="low_rank", backend="cpu")
    dense = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, metric="dense", backend="cpu")
    xr.testing.assert_equal(posterior(low_rank), posterior(again))
    assert not np.array_equal(posterior(low_rank)["mu"].values, posterior(dense)["mu"].values)
    assert posterior(low_rank).attrs["metric"] == "low_rank"
    # ChEES and MAMS take it too (one estimate from all chains' draws).
    mams = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, metric="low_rank", algorithm="mams", backend="cpu")
    assert posterior(mams).attrs["metric"] == "low_rank" and posterior(mams).attrs["algorithm"] == "mams"
    with pytest.raises(wgmc.SettingsError, match="low-rank"):
        wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, metric="low_rank", layout="rows:4", backend="cpu")


def test_mams_partial_refresh_samples_and_is_recorded():
    settings = dict(SMALL, algorithm="mams", backend="cpu")
    refreshed = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **settings, mams_partial_refresh=2.0)
    plain = wgmc.sample(EXAMPLE, EXAMPLE_DATA, **settings)
    assert not np.array_equal(posterior(refreshed)["mu"].values, posterior(plain)["mu"].values)
    assert posterior(refreshed).attrs["mams_partial_refresh"] == 2.0
    assert posterior(plain).attrs["mams_partial_refresh"] == "none"
    with pytest.raises(wgmc.SettingsError, match="mams_partial_refresh"):
        wgmc.sample(EXAMPLE, EXAMPLE_DATA, **SMALL, mams_partial_refresh=2.0, backend="cpu")


def test_chains_stuck_in_a_minor_mode_are_named_with_a_warning():
    """10^-6 of the mass at x = -3, the rest at 3, a barrier between: the chains that start
    below x = -0.9 stay at -3 and are named (attribute and warning), as `wgmc sample` does."""
    code = """parameters { real x; }
model { target += log_sum_exp(log(1e-6) + normal_lpdf(x | -3, 0.3), normal_lpdf(x | 3, 0.3)); }"""
    with pytest.warns(UserWarning, match="far below the other chains"):
        result = wgmc.sample(code, chains=32, warmup=100, draws=10, seed=4, backend="cpu", progress=False)
    post = posterior(result)
    stuck = [c for c in range(32) if (post["x"].values[c] < 0).all()]
    assert stuck and post.attrs["warmup_stragglers"] == ",".join(map(str, stuck))
