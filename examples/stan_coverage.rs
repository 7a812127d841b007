//! Which Stan functions the front end takes, asked of wgmc itself: reads a JSON list of cases
//! (`{"name", "signature", "variant", "source"}`, one small Stan program each, written by
//! `tools/coverage/stan_coverage.py` from stanc's signature list), compiles each program with
//! [`compile_stan`], and, for a model that compiles, generates its GPU kernel too unless the
//! model runs in f64 only; a panic of the compiler is recorded as such. Prints one JSON line
//! per case:
//! `{"name", "signature", "variant", "ok", "gpu", "kind", "message"}`.
//!
//! Run with `cargo run --release --example stan_coverage -- CASES.json > RESULTS.jsonl`.

use anyhow::{Context, Result};
use serde_json::{json, Value};
use wgmc::{compile_stan, eval_module, DataSet, LangError};

fn main() -> Result<()> {
    let path = std::env::args().nth(1).context("usage: stan_coverage CASES.json")?;
    let cases: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(&path)?)?;
    let data = DataSet::new();
    for case in &cases {
        let source = case["source"].as_str().context("a case without source")?;
        let compiled =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| compile_stan(source, "case.stan", &data)));
        let outcome = match compiled {
            Err(_) => json!({"ok": false, "gpu": false, "kind": "Panic", "message": "the compiler panicked"}),
            Ok(Ok(stan)) => {
                let model = stan.model();
                let gpu = model.f64_reason().is_none() && eval_module(model.gradient_program()).is_ok();
                json!({"ok": true, "gpu": gpu, "kind": "", "message": ""})
            }
            Ok(Err(e)) => {
                let (kind, message) = match &e {
                    LangError::Source { kind, message, .. } => (format!("{kind:?}"), message.clone()),
                    other => ("Other".to_string(), wgmc::error_chain(other)),
                };
                json!({"ok": false, "gpu": false, "kind": kind, "message": message})
            }
        };
        let mut line = outcome;
        for key in ["name", "signature", "variant"] {
            line[key] = case[key].clone();
        }
        println!("{line}");
    }
    Ok(())
}
