"""Bad input raises clear exceptions with the command line's messages, never a crash."""

import numpy as np
import pytest

import wgmc

from conftest import EXAMPLE, EXAMPLE_DATA

RUN = dict(chains=1, warmup=10, draws=10, seed=1, progress=False)


def test_a_syntax_error_names_line_and_column():
    with pytest.raises(wgmc.ModelError) as e:
        wgmc.sample("parameters { real x } model { x ~ normal(0, 1); }", **RUN)
    assert "<string>:1:" in str(e.value) and "^" in str(e.value)
    assert isinstance(e.value, ValueError)


def test_unsupported_features_say_so():
    code = "parameters { real x; } model { x ~ normal(0, 1); } generated quantities { matrix[2, 2] w = wishart_rng(3, [[1, 0], [0, 1]]); }"
    with pytest.raises(wgmc.ModelError, match="not supported yet"):
        wgmc.compile(code)


def test_a_missing_model_file():
    with pytest.raises(wgmc.ModelError, match="cannot read model file 'nowhere.stan'"):
        wgmc.sample("nowhere.stan", **RUN)


@pytest.mark.parametrize(
    "data, message",
    [
        ({"J": 8, "y": [1.0] * 8}, "sigma"),
        ({"J": 8, "y": [1.0] * 7, "sigma": [1.0] * 8}, "y"),
        ({"J": 8.5, "y": [1.0] * 8, "sigma": [1.0] * 8}, "J"),
        ({"J": 8, "y": ["a"] * 8, "sigma": [1.0] * 8}, "y"),
        ({"J": 8, "y": [1.0] * 8, "sigma": np.array([1 + 2j] * 8)}, "complex"),
        ({"J": 8, "y": None, "sigma": [1.0] * 8}, "NoneType"),
        ("nowhere.json", "cannot read data file 'nowhere.json'"),
        ([1, 2], "must be a dict"),
    ],
)
def test_bad_data_is_a_data_error(data, message):
    with pytest.raises(wgmc.DataError, match=message):
        wgmc.sample(EXAMPLE, data, **RUN)


def test_data_a_density_refuses_is_a_data_error():
    with pytest.raises(wgmc.DataError, match="sigma"):
        wgmc.sample(EXAMPLE, {"J": 8, "y": [1.0] * 8, "sigma": [-1.0] * 8}, **RUN)


@pytest.mark.parametrize(
    "settings",
    [
        dict(chains=0),
        dict(chains=2.5),
        dict(draws=0),
        dict(warmup=-1),
        dict(seed=-3),
        dict(algorithm="gibbs"),
        dict(backend="tpu"),
        dict(target_accept=1.5),
        dict(init_radius=-1),
        dict(init_radius="wide"),
        dict(init_radius=float("nan")),
        dict(max_depth=0),
        dict(layout="diagonal"),
        dict(algorithm="mams", mams_partial_refresh=0.0),
        dict(algorithm="mams", mams_partial_refresh=float("inf")),
        dict(algorithm="mams", mams_partial_refresh="long"),
    ],
)
def test_bad_settings_are_settings_errors(settings):
    with pytest.raises(wgmc.SettingsError):
        wgmc.sample(EXAMPLE, EXAMPLE_DATA, **{**RUN, **settings})


def test_data_given_twice_is_refused():
    compiled = wgmc.compile(EXAMPLE, EXAMPLE_DATA)
    with pytest.raises(wgmc.DataError, match="has its data"):
        wgmc.sample(compiled, EXAMPLE_DATA, **RUN)


def test_an_unknown_log_likelihood_name():
    with pytest.raises(ValueError, match="log_lik"):
        wgmc.sample(EXAMPLE, EXAMPLE_DATA, log_likelihood="log_lik", **RUN)


def test_runtime_errors_name_the_line():
    """A failed initialisation names the check that failed and its line; an index out of
    range stops the run with the 1-based index and its line."""
    bound = "parameters { real mu; }\ntransformed parameters {\n  real<lower=0> s = -1 - mu^2;\n}\nmodel { mu ~ normal(0, 1); }\n"
    with pytest.raises(wgmc.SamplingError, match=r"(?s)s is -.*greater than or equal to 0.*<string>:3:"):
        wgmc.sample(bound, **RUN)
    indexed = (
        "data { array[2] int k; vector[2] y; }\nparameters { real mu; }\n"
        "model {\n  for (n in 1:2)\n    y[k[n]] ~ normal(mu, 1);\n}\n"
    )
    with pytest.raises(wgmc.SamplingError, match=r"(?s)index 3 out of range.*<string>:5:"):
        wgmc.sample(indexed, {"k": [1, 3], "y": [0.5, 1.5]}, **RUN)
