"""Shared fixtures: the repository's example model, a small matrix model, and the command
line binary (built on first use) for runs to compare with."""

import os
import pathlib
import signal
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "eight_schools.stan"
EXAMPLE_DATA = ROOT / "examples" / "eight_schools.json"

# A model with a matrix parameter, int and real data of several shapes, and generated
# quantities (a pointwise log likelihood and a posterior predictive draw).
MATRIX_MODEL = """
data {
  int<lower=1> N;
  array[N] int<lower=0, upper=1> flag;
  matrix[N, 2] x;
  vector[N] y;
}
parameters {
  matrix[2, 3] m;
  real<lower=0> sigma;
}
model {
  for (i in 1:2) for (j in 1:3) m[i, j] ~ normal(0, 1);
  sigma ~ exponential(1);
  for (n in 1:N) y[n] ~ normal(x[n, 1] * m[1, 1] + x[n, 2] * m[2, 2] + flag[n] * m[1, 3], sigma);
}
generated quantities {
  vector[N] log_lik;
  for (n in 1:N) log_lik[n] = normal_lpdf(y[n] | x[n, 1] * m[1, 1] + x[n, 2] * m[2, 2] + flag[n] * m[1, 3], sigma);
  real m_sum = sum(m);
  real y_rep = normal_rng(m[1, 1], sigma);
}
"""


@pytest.fixture(autouse=True)
def ctrl_c_raises():
    """Ctrl-C (SIGINT) raises KeyboardInterrupt in every test, whatever disposition the test
    process inherited: a job started in the background (`nohup pytest &`, `(pytest &)`) gets
    SIGINT ignored, and the Ctrl-C tests, which send this process SIGINT, would see nothing."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


@pytest.fixture(scope="session")
def cli():
    """The `wgmc` binary of this checkout (release build)."""
    exe = ROOT / "target" / "release" / "wgmc"
    if not exe.exists():
        subprocess.run(["cargo", "build", "--release", "--bin", "wgmc"], cwd=ROOT, check=True)
    return exe


@pytest.fixture(scope="session")
def matrix_data():
    import numpy as np

    rng = np.random.default_rng(3)
    n = 6
    x = rng.normal(size=(n, 2))
    return {
        "N": np.int32(n),
        "flag": np.array([True, False, True, True, False, False]),
        "x": x,
        "y": x @ np.array([0.5, -1.0]) + rng.normal(scale=0.3, size=n),
    }


def pytest_report_header(config):
    return f"WGMC_REQUIRE_GPU={os.environ.get('WGMC_REQUIRE_GPU', '')}"
