"""What a Bayesian workflow needs after ``wgmc.sample``: the observed and constant data, the
posterior predictive and several log likelihoods, coords and dims, warmup draws and the
adaptation's results, with ArviZ's LOO, model comparison, predictive checks and summaries
(ArviZ 0.x: this machine's Python is below 3.12, which ArviZ 1.x needs); the command line's
warnings; data checked at compile time; pickled models in other processes; initial values."""

import multiprocessing
import pickle
import warnings

import numpy as np
import pytest
import xarray as xr

import wgmc

SCHOOLS = ["Choate", "Deerfield", "Phillips Andover", "Phillips Exeter", "Hotchkiss", "Lawrenceville", "St. Paul's", "Mt. Hermon"]
DATA = {"J": 8, "y": [28.0, 8.0, -3.0, 7.0, -1.0, 1.0, 18.0, 12.0], "sigma": [15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0]}

NON_CENTRED = """
data { int<lower=0> J; vector[J] y; vector<lower=0>[J] sigma; }
parameters { real mu; real<lower=0> tau; vector[J] theta_raw; }
transformed parameters { vector[J] theta = mu + tau * theta_raw; }
model { mu ~ normal(0, 5); tau ~ normal(0, 5); theta_raw ~ std_normal(); y ~ normal(theta, sigma); }
generated quantities {
  vector[J] log_lik;
  vector[J] log_lik_mu;
  vector[J] y_rep;
  for (j in 1:J) {
    log_lik[j] = normal_lpdf(y[j] | theta[j], sigma[j]);
    log_lik_mu[j] = normal_lpdf(y[j] | mu, sqrt(square(sigma[j]) + square(tau)));
    y_rep[j] = normal_rng(theta[j], sigma[j]);
  }
}
"""

CENTRED = """
data { int<lower=0> J; vector[J] y; vector<lower=0>[J] sigma; }
parameters { real mu; real<lower=0> tau; vector[J] theta; }
model { mu ~ normal(0, 5); tau ~ cauchy(0, 5); theta ~ normal(mu, tau); y ~ normal(theta, sigma); }
"""

RUN = dict(chains=4, warmup=300, draws=300, seed=5, backend="cpu", progress=False)
DIMS = {"theta": ["school"], "theta_raw": ["school"], "y": ["school"], "sigma": ["school"], "y_rep": ["school"]}


def group(result, name):
    """A group's Dataset of an InferenceData or a DataTree."""
    return result[name].to_dataset() if isinstance(result, xr.DataTree) else getattr(result, name)


def groups(result):
    return set(result.children) if isinstance(result, xr.DataTree) else set(result.groups())


@pytest.fixture(scope="module")
def schools():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        return wgmc.sample(
            NON_CENTRED,
            DATA,
            log_likelihood={"y": "log_lik"},
            posterior_predictive={"y": "y_rep"},
            constant_data=True,
            coords={"school": SCHOOLS},
            dims=DIMS,
            save_warmup=True,
            **RUN,
        )


def test_the_result_has_every_group_a_workflow_needs(schools):
    assert groups(schools) == {
        "posterior",
        "posterior_predictive",
        "log_likelihood",
        "sample_stats",
        "observed_data",
        "constant_data",
        "warmup_posterior",
        "warmup_posterior_predictive",
        "warmup_log_likelihood",
        "warmup_sample_stats",
    }
    post = group(schools, "posterior")
    assert set(post.data_vars) == {"mu", "tau", "theta_raw", "theta", "log_lik_mu"}
    assert post["theta"].dims == ("chain", "draw", "school") and list(post["school"].values) == SCHOOLS
    observed = group(schools, "observed_data")
    assert set(observed.data_vars) == {"y"} and observed["y"].dims == ("school",)
    np.testing.assert_array_equal(observed["y"].values, DATA["y"])
    constant = group(schools, "constant_data")
    assert set(constant.data_vars) == {"J", "sigma"} and int(constant["J"]) == 8
    pred = group(schools, "posterior_predictive")
    assert pred["y"].dims == ("chain", "draw", "school") and pred["y"].shape == (4, 300, 8)
    # y_rep ~ normal(theta, sigma): its spread about theta is sigma.
    spread = (pred["y"] - post["theta"]).std(("chain", "draw")).values
    np.testing.assert_allclose(spread, DATA["sigma"], rtol=0.15)
    loglik = group(schools, "log_likelihood")
    assert set(loglik.data_vars) == {"y"} and loglik["y"].dims == ("chain", "draw", "school")


def test_step_sizes_and_the_adapted_metric_are_recorded(schools):
    stats = group(schools, "sample_stats")
    step = stats["step_size"].values
    adapted = np.array(stats.attrs["adapted_step_size"])
    assert adapted.shape == (4,) and (adapted > 0).all()
    # Every sampling draw of a chain uses the adapted step size.
    np.testing.assert_array_equal(step, np.repeat(adapted[:, None], 300, axis=1))
    dim = 2 + 8
    assert stats.attrs["inv_metric_shape"] == [4, dim] and len(stats.attrs["inv_metric"]) == 4 * dim
    assert all(v > 0 for v in stats.attrs["inv_metric"])
    warm = group(schools, "warmup_sample_stats")
    assert warm["step_size"].shape == (4, 300) and len(np.unique(warm["step_size"].values[0])) > 10
    assert group(schools, "warmup_posterior")["theta"].dims == ("chain", "draw", "school")


def test_summary_loo_compare_and_ppc_take_the_result(schools):
    import arviz as az
    import matplotlib

    matplotlib.use("Agg")
    summary = az.summary(schools, var_names=["theta"])
    assert "theta[Choate]" in summary.index and len(summary) == 8
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # Pareto k warnings of 8 points
        loo = az.loo(schools)
        assert np.isfinite(loo["elpd_loo"]) and loo["n_data_points"] == 8
        # The same draws with the pooled log likelihood (theta integrated out): another model.
        pooled = wgmc.sample(NON_CENTRED, DATA, log_likelihood={"y": "log_lik_mu"}, **RUN)
        table = az.compare({"hierarchical": schools, "pooled": pooled})
    assert set(table.index) == {"hierarchical", "pooled"}
    axes = az.plot_ppc(schools, num_pp_samples=20)
    assert axes is not None


def test_a_log_likelihood_per_observed_name_and_lists():
    result = wgmc.sample(NON_CENTRED, DATA, log_likelihood=["log_lik", "log_lik_mu"], posterior_predictive="y_rep", **RUN)
    assert set(group(result, "log_likelihood").data_vars) == {"log_lik", "log_lik_mu"}
    assert set(group(result, "posterior_predictive").data_vars) == {"y_rep"}
    assert "observed_data" not in groups(result) and "warmup_posterior" not in groups(result)
    with pytest.raises(ValueError, match="not generated quantities"):
        wgmc.sample(NON_CENTRED, DATA, posterior_predictive={"y": "nope"}, **RUN)
    with pytest.raises(ValueError, match="coords"):
        wgmc.sample(NON_CENTRED, DATA, coords={"school": SCHOOLS[:3]}, dims=DIMS, **RUN)


def test_a_run_with_divergences_warns_as_the_command_line():
    with pytest.warns(UserWarning) as caught:
        wgmc.sample(CENTRED, DATA, chains=4, warmup=300, draws=500, seed=2, backend="cpu", progress=False)
    texts = [str(w.message) for w in caught]
    assert any(t.startswith("wgmc: warning: ") and "of the draws diverged" in t for t in texts), texts
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message="wgmc")
        wgmc.sample("parameters { real x; } model { x ~ normal(0, 1); }", **dict(RUN, draws=1000))


def test_compile_checks_the_data():
    code = "data { real s; } parameters { real x; } model { x ~ normal(0, s); }"
    with pytest.raises(wgmc.DataError, match="normal"):
        wgmc.compile(code, {"s": -1.0})
    with pytest.raises(wgmc.DataError):
        wgmc.compile(NON_CENTRED, dict(DATA, sigma=[-1.0] * 8))
    assert wgmc.compile(code, {"s": 1.0}).dim == 1


def _logp(model):
    return model.log_density_gradient(np.zeros(model.dim))[0]


def _draws(model, seed):
    result = wgmc.sample(model, chains=2, warmup=100, draws=50, seed=seed, backend="cpu", progress=False)
    return float(group(result, "posterior")["mu"].mean())


def test_compiled_models_pickle_and_run_in_other_processes():
    model = wgmc.compile(NON_CENTRED, DATA, backend="cpu")
    again = pickle.loads(pickle.dumps(model))
    assert again.parameter_names == model.parameter_names and _logp(again) == _logp(model)
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        assert pool.map(_logp, [model, model]) == [_logp(model)] * 2
    from joblib import Parallel, delayed

    models = [wgmc.compile(NON_CENTRED, dict(DATA, y=[v + k for v in DATA["y"]]), backend="cpu") for k in range(4)]
    means = Parallel(n_jobs=2)(delayed(_draws)(m, 7) for m in models)
    assert means == [_draws(m, 7) for m in models], "the same draws as in this process"


def test_initial_values_are_used_and_checked():
    code = "parameters { real x; real<lower=0> s; } model { x ~ normal(0, 1); s ~ exponential(1); }"
    # From x = 1000 one leapfrog step of any step size the search picks (a power of 2)
    # leaves x far from the prior's bulk; chain 1 has no value for x: drawn in (-2, 2).
    run = dict(chains=2, warmup=1, draws=5, seed=3, backend="cpu", algorithm="hmc", steps=1, progress=False)
    run["save_warmup"] = True
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        result = wgmc.sample(code, inits=[{"x": 1000.0}, {"s": 2}], **run)
        free = wgmc.sample(code, **run)
    first = group(result, "warmup_posterior")["x"].values[:, 0]
    assert abs(first[0]) > 100 and abs(first[1]) < 20, first
    assert (np.abs(group(free, "warmup_posterior")["x"].values[:, 0]) < 20).all()
    for bad, match in [
        ({"s": -1.0}, "'s' is outside its declared constraint"),
        ({"x": [1.0, 2.0]}, "x"),
        ([{"x": 1.0}], "1 sets of initial values given for 2 chains"),
    ]:
        with pytest.raises(wgmc.SettingsError, match=match):
            wgmc.sample(code, inits=bad, **run)
