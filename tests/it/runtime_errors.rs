//! Runtime errors in the program's own terms, through the command line on both backends: an
//! index out of range in transformed parameters or the model block stops the run with the
//! 1-based index and the source line (on the GPU too, whose kernels read out of range without
//! a word); a failed initialisation names the check that failed at the last candidate (a
//! transformed parameter's bound, a density's argument) and its line.

use crate::common;

use std::path::PathBuf;

use common::cli::{text, wgmc};

/// `name.stan` holding `source`, and `d.json` holding `data`, in a fresh directory.
fn files(name: &str, source: &str, data: &str) -> (PathBuf, PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("wgmc-runtime-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (model, json) = (dir.join(format!("{name}.stan")), dir.join("d.json"));
    std::fs::write(&model, source).unwrap();
    std::fs::write(&json, data).unwrap();
    (dir, model, json)
}

/// The stderr of a failed `sample` run of `name` on `backend`.
fn fails(name: &str, source: &str, data: &str, backend: &str) -> String {
    let (dir, model, json) = files(&format!("{name}-{backend}"), source, data);
    let out_dir = dir.join("out");
    let args = [
        "sample",
        model.to_str().unwrap(),
        "--data",
        json.to_str().unwrap(),
        "--backend",
        backend,
        "--chains",
        "2",
        "--warmup",
        "20",
        "--draws",
        "20",
        "--output",
        out_dir.to_str().unwrap(),
    ];
    let out = wgmc(&args);
    let stderr = text(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
    stderr
}

fn backends() -> Vec<&'static str> {
    let gpu = common::gpu::or_skip(wgmc::GpuContext::shared()).is_some();
    if gpu {
        vec!["cpu", "gpu"]
    } else {
        vec!["cpu"]
    }
}

const INDEXED: &str = "data { int N; vector[N] y; array[N] int idx; }\n\
parameters { real mu; real<lower=0> sigma; }\n\
transformed parameters {\n  vector[N] z;\n  for (n in 1:N) z[n] = y[idx[n]] - mu;\n}\n\
model {\n  mu ~ normal(0, 1);\n  sigma ~ normal(0, 1);\n  z ~ normal(0, sigma);\n}\n";

#[test]
fn an_index_out_of_range_names_the_index_and_the_line() {
    for backend in backends() {
        let stderr = fails("tp", INDEXED, r#"{"N": 3, "y": [1, 2, 3], "idx": [1, 2, 4]}"#, backend);
        assert!(stderr.contains("index 4 out of range; expecting index to be between 1 and 3"), "{backend}: {stderr}");
        assert!(stderr.contains("tp-") && stderr.contains(".stan:5:27"), "{backend}: {stderr}");
        let model = "data { int N; vector[N] y; array[N] int idx; }\nparameters { real mu; }\n\
                     model {\n  for (n in 1:N)\n    y[idx[n]] ~ normal(mu, 1);\n}\n";
        let stderr = fails("model", model, r#"{"N": 2, "y": [1, 2], "idx": [0, 1]}"#, backend);
        assert!(stderr.contains("index 0 out of range; expecting index to be between 1 and 2"), "{backend}: {stderr}");
        assert!(stderr.contains(".stan:5:7"), "{backend}: {stderr}");
    }
}

#[test]
fn a_failed_initialisation_names_the_check_and_the_line() {
    for backend in backends() {
        let bound = "parameters { real mu; }\ntransformed parameters {\n  real<lower=0> s = -1 - mu^2;\n}\n\
                     model { mu ~ normal(0, 1); }\n";
        let stderr = fails("bound", bound, "{}", backend);
        assert!(
            stderr.contains("no initial point") && stderr.contains("but must be greater than or equal to 0"),
            "{stderr}"
        );
        assert!(stderr.contains("runtime error: s is -") && stderr.contains(".stan:3:17"), "{backend}: {stderr}");
        let argument = "parameters { real mu; }\nmodel {\n  real s = -exp(mu);\n  mu ~ normal(0, s);\n}\n";
        let stderr = fails("argument", argument, "{}", backend);
        assert!(
            stderr.contains("normal(y | mu, sigma): sigma is -") && stderr.contains("but must be positive"),
            "{stderr}"
        );
        assert!(stderr.contains(".stan:4:3"), "{backend}: {stderr}");
    }
}
