"""The Python package and the command line give the same draws for the same seed (both run
the same kernels; the CSV text round-trips every f64)."""

import signal
import subprocess
import time

import numpy as np

import wgmc

from conftest import EXAMPLE, EXAMPLE_DATA, MATRIX_MODEL


def read_chain(path):
    """Column name → values of a CmdStan CSV file."""
    lines = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
    header = lines[0].split(",")
    values = np.array([[float(x) for x in line.split(",")] for line in lines[1:]])
    return {name: values[:, i] for i, name in enumerate(header)}


def cli_run(cli, tmp_path, model, data, chains, warmup, draws, seed):
    out = tmp_path / "run"
    command = [cli, "sample", model, "--data", data, "--chains", chains, "--warmup", warmup, "--draws", draws]
    subprocess.run([str(x) for x in command + ["--seed", seed, "--output", out]], check=True, capture_output=True)
    return [read_chain(out / f"chain_{c + 1}.csv") for c in range(chains)]


def test_equal_draws_to_the_command_line(cli, tmp_path):
    chains, warmup, draws, seed = 3, 200, 150, 42
    csv = cli_run(cli, tmp_path, EXAMPLE, EXAMPLE_DATA, chains, warmup, draws, seed)
    result = wgmc.sample(EXAMPLE, EXAMPLE_DATA, chains=chains, warmup=warmup, draws=draws, seed=seed, progress=False)
    post, stats = result.posterior, result.sample_stats
    for c in range(chains):
        np.testing.assert_array_equal(post["mu"].values[c], csv[c]["mu"])
        np.testing.assert_array_equal(post["tau"].values[c], csv[c]["tau"])
        for j in range(8):
            np.testing.assert_array_equal(post["theta"].values[c, :, j], csv[c][f"theta.{j + 1}"])
        np.testing.assert_array_equal(stats["lp"].values[c], csv[c]["lp__"])
        np.testing.assert_array_equal(stats["n_steps"].values[c], csv[c]["n_leapfrog__"])
        np.testing.assert_array_equal(stats["diverging"].values[c], csv[c]["divergent__"] != 0)


def test_matrices_and_generated_quantities_match_the_command_line(cli, tmp_path, matrix_data):
    data_file = tmp_path / "data.json"
    from wgmc._data import stan_json

    data_file.write_text(stan_json(matrix_data))
    csv = cli_run(cli, tmp_path, _model_file(tmp_path), data_file, 2, 100, 50, 5)
    post = wgmc.sample(MATRIX_MODEL, matrix_data, chains=2, warmup=100, draws=50, seed=5, progress=False).posterior
    for c in range(2):
        np.testing.assert_array_equal(post["m"].values[c, :, 1, 2], csv[c]["m.2.3"])
        np.testing.assert_array_equal(post["m_sum"].values[c], csv[c]["m_sum"])
        np.testing.assert_array_equal(post["log_lik"].values[c, :, 5], csv[c]["log_lik.6"])
        np.testing.assert_array_equal(post["y_rep"].values[c], csv[c]["y_rep"])


def _model_file(tmp_path):
    path = tmp_path / "m.stan"
    path.write_text(MATRIX_MODEL)
    return path


def test_sigterm_mid_run_leaves_whole_blocks_that_arviz_reads(cli, tmp_path):
    """SIGTERM while the command line samples: status 130, one line saying what was kept, and
    chain files of whole blocks that ArviZ reads."""
    import arviz as az

    out = tmp_path / "run"
    command = [cli, "sample", EXAMPLE, "--data", EXAMPLE_DATA, "--backend", "cpu", "--chains", 2, "--warmup", 50]
    command += ["--draws", 2_000_000, "--seed", 3, "--output", out]
    proc = subprocess.Popen([str(x) for x in command], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    chain = out / "chain_1.csv"
    deadline = time.monotonic() + 120
    while not (chain.exists() and any(line[:1].isdigit() or line[:1] == "-" for line in chain.read_text().splitlines())):
        assert time.monotonic() < deadline and proc.poll() is None, "no block of draws written"
        time.sleep(0.05)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    files = sorted(str(f) for f in out.glob("chain_*.csv"))
    kept = az.from_cmdstan(posterior=files).posterior.sizes["draw"]
    assert 0 < kept < 2_000_000 and kept % 20_000 == 0
    assert f"kept {kept} of 2000000 draws per chain".encode() in err

