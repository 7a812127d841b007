//! The `wgmc` commands the pages quote, against the command line itself: each names a
//! subcommand that exists, with flags that its `--help` lists.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use super::markdown::commands;
use super::pages;

/// The long flags `wgmc <subcommand> --help` lists (`--help` and `--version` included), or
/// `None` when there is no such subcommand. `wgmc help` prints the top-level help.
fn help_flags(subcommand: &str) -> Option<BTreeSet<String>> {
    let args = if subcommand == "help" { vec!["help"] } else { vec![subcommand, "--help"] };
    let out = Command::new(env!("CARGO_BIN_EXE_wgmc")).args(args).output().expect("run wgmc");
    if !out.status.success() {
        return None;
    }
    Some(long_flags(&String::from_utf8_lossy(&out.stdout)))
}

/// The `--long-flag` words of a text.
fn long_flags(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|w| w.len() > 2 && w.starts_with("--") && w.as_bytes()[2].is_ascii_alphabetic())
        .map(str::to_string)
        .collect()
}

/// What is wrong with one quoted command (its words from `wgmc` on), given the subcommands'
/// flags found so far (filled on demand).
fn command_problems(words: &[&str], helps: &mut BTreeMap<String, Option<BTreeSet<String>>>) -> Vec<String> {
    let rest = if words.get(1) == Some(&"--") { &words[2..] } else { &words[1..] };
    let Some(sub) = rest.first().filter(|s| s.chars().all(|c| c.is_ascii_lowercase())) else {
        return Vec::new(); // `wgmc` in prose, not a command
    };
    let Some(flags) = helps.entry(sub.to_string()).or_insert_with(|| help_flags(sub)) else {
        return vec![format!("no subcommand `wgmc {sub}`")];
    };
    let quoted = long_flags(&rest[1..].join(" "));
    quoted.difference(flags).map(|f| format!("`wgmc {sub}` has no flag {f}")).collect()
}

#[test]
fn quoted_wgmc_commands_use_flags_the_cli_has() {
    let mut helps = BTreeMap::new();
    let mut problems = BTreeSet::new();
    let mut count = 0;
    for page in pages() {
        for command in commands(&page.text, "wgmc") {
            let words: Vec<&str> = command.split_whitespace().collect();
            count += 1;
            for p in command_problems(&words, &mut helps) {
                problems.insert(format!("{}: `{command}`: {p}", page.name()));
            }
        }
    }
    assert!(count >= 20, "only {count} wgmc commands found");
    assert!(helps.len() >= 3, "subcommands seen: {:?}", helps.keys().collect::<Vec<_>>());
    assert!(problems.is_empty(), "{}", problems.into_iter().collect::<Vec<_>>().join("\n"));
}

#[test]
fn an_unknown_flag_and_subcommand_are_reported() {
    let mut helps = BTreeMap::new();
    let words = ["wgmc", "sample", "m.stan", "--data", "d.json", "--no-such-flag", "3", "--chains", "4"];
    assert_eq!(command_problems(&words, &mut helps), ["`wgmc sample` has no flag --no-such-flag"]);
    assert_eq!(command_problems(&["wgmc", "--", "frobnicate", "x"], &mut helps), ["no subcommand `wgmc frobnicate`"]);
    assert!(command_problems(&["wgmc", "--", "bench", "--chains", "1024"], &mut helps).is_empty());
}
