//! The README and the book (`docs/`, and the lab notes in `benches/`) against the repository:
//! every relative link resolves (its file, and the heading its `#anchor` names), and what the
//! pages quote in code exists — repository paths (`src/…`, `tests/…`), test filters
//! (`--test it module::test`), cargo features, examples and benches, and the flags of the
//! `wgmc` subcommands they show (against the command line's `--help`). No GPU needed.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

mod markdown;

use markdown::{code_spans, headings, links, slugs, Page};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The pages checked: the README, every Markdown file of `docs/`, `benches/README.md` and
/// `benches/notes/`.
fn pages() -> Vec<Page> {
    let root = root();
    let mut paths = vec![root.join("README.md"), root.join("benches/README.md")];
    for dir in ["docs", "benches/notes"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else { continue };
        let mut md: Vec<PathBuf> =
            entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "md")).collect();
        md.sort();
        paths.extend(md);
    }
    paths.into_iter().map(|p| Page::read(&p)).collect()
}

/// Where `target` (a link in `page`, relative to its folder) leads, or why it leads nowhere.
fn check_link(page: &Path, target: &str) -> Result<(), String> {
    if target.contains("://") || target.starts_with("mailto:") {
        return Ok(());
    }
    let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
    let path = if file.is_empty() { page.to_path_buf() } else { page.parent().unwrap().join(file) };
    if !path.exists() {
        return Err(format!("no file {}", path.display()));
    }
    if anchor.is_empty() {
        return Ok(());
    }
    if path.extension().is_none_or(|e| e != "md") {
        return Err(format!("an anchor into {}, which is not Markdown", path.display()));
    }
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    let slugs = slugs(&headings(&text));
    if slugs.iter().any(|s| s == anchor) {
        Ok(())
    } else {
        Err(format!("no heading #{anchor} in {} (it has: {})", path.display(), slugs.join(", ")))
    }
}

/// The problems of every relative link in `pages`, and how many links were checked.
fn link_problems(pages: &[Page]) -> (Vec<String>, usize) {
    let mut problems = Vec::new();
    let mut count = 0;
    for page in pages {
        for target in links(&page.text) {
            count += 1;
            if let Err(e) = check_link(&page.path, &target) {
                problems.push(format!("{}: link ({target}): {e}", page.name()));
            }
        }
    }
    (problems, count)
}

#[test]
fn every_relative_link_resolves() {
    let pages = pages();
    assert!(pages.len() >= 10, "the README, the book and the lab notes: found {} pages", pages.len());
    let (problems, count) = link_problems(&pages);
    assert!(count >= 40, "only {count} links found: is the link scanner broken?");
    assert!(problems.is_empty(), "broken links:\n{}", problems.join("\n"));
}

/// The README says what wgmc is and where to read on; the rest belongs in the book.
#[test]
fn the_readme_stays_short() {
    let lines = std::fs::read_to_string(root().join("README.md")).unwrap().lines().count();
    assert!(lines <= 200, "README.md has {lines} lines: move sections to docs/ (at most 200)");
}

#[test]
fn a_broken_link_and_a_missing_heading_are_reported() {
    let page = Page {
        path: root().join("docs/README.md"),
        text: "[a](architecture.md) [b](no-such-page.md) [c](cli.md#no-such-heading) [d](#the-wgmc-book) \
               `[e](nowhere.md)`"
            .into(),
    };
    let (problems, count) = link_problems(&[page]);
    assert_eq!(count, 4, "a link inside a code span is not a link");
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems[0].contains("no-such-page.md") && problems[1].contains("no heading #no-such-heading"));
}

/// Top-level folders whose paths the pages quote in code spans.
const QUOTED_ROOTS: [&str; 9] =
    ["src/", "tests/", "shaders/", "benches/", "python/", "tools/", "examples/", "docs/", ".ci/"];

/// A word of a code span as a repository path, if it is one (placeholders such as
/// `tests/fixtures/posteriordb/<posterior>/` and globs are not).
fn quoted_path(word: &str) -> Option<&str> {
    let word = word.trim_matches(|c: char| matches!(c, ',' | ';' | ')' | '(' | '[' | ']' | '"' | '\'' | '.' | ':'));
    let word = word.split_once(':').map_or(word, |(p, _)| p);
    let quoted = QUOTED_ROOTS.iter().any(|r| word.starts_with(r)) && !word.contains(['<', '*', '{', '…', '$']);
    quoted.then_some(word)
}

/// The paths `.gitignore` names from the root (`/path`): files a documented script generates
/// (the 500 000-row data set), which a checkout lacks.
fn generated() -> BTreeSet<String> {
    let ignore = std::fs::read_to_string(root().join(".gitignore")).unwrap_or_default();
    ignore.lines().filter_map(|l| l.strip_prefix('/')).map(str::to_string).collect()
}

#[test]
fn quoted_paths_exist() {
    let root = root();
    let generated = generated();
    let mut problems = BTreeSet::new();
    let mut count = 0;
    for page in pages() {
        for span in code_spans(&page.text) {
            for word in span.split_whitespace().filter_map(quoted_path) {
                count += 1;
                if !root.join(word).exists() && !generated.contains(word) {
                    problems.insert(format!("{}: `{word}` does not exist", page.name()));
                }
            }
        }
    }
    assert!(count >= 50, "only {count} quoted paths found");
    assert!(problems.is_empty(), "{}", problems.into_iter().collect::<Vec<_>>().join("\n"));
}

/// The cargo features of `Cargo.toml`.
fn features() -> BTreeSet<String> {
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let section = manifest.split("[features]").nth(1).expect("Cargo.toml has features");
    let section = section.split("\n[").next().unwrap();
    section.lines().filter_map(|l| l.split_once(" = ").map(|(k, _)| k.trim().to_string())).collect()
}

/// What is wrong with a quoted `cargo` command's test filter, feature, example or bench.
fn cargo_problems(words: &[&str]) -> Vec<String> {
    let root = root();
    let mut problems = Vec::new();
    let main = std::fs::read_to_string(root.join("tests/it/main.rs")).unwrap();
    let features = features();
    for (i, pair) in words.windows(2).enumerate() {
        match pair[0] {
            "--features" => {
                for f in pair[1].split(',').map(|f| f.trim_start_matches("wgmc/")) {
                    if !features.contains(f) {
                        problems.push(format!("no cargo feature {f}"));
                    }
                }
            }
            // An example is one file or a folder with its main.rs, as cargo finds them.
            "--example"
                if !root.join(format!("examples/{}.rs", pair[1])).exists()
                    && !root.join(format!("examples/{}/main.rs", pair[1])).exists() =>
            {
                problems.push(format!("no example {}", pair[1]))
            }
            "--bench" if !root.join(format!("benches/{}.rs", pair[1])).exists() => {
                problems.push(format!("no bench {}", pair[1]))
            }
            "--test" if pair[1] == "it" => {
                let filters = words[i + 2..].iter().take_while(|w| !w.starts_with('#'));
                // `<module>::` is a placeholder, not a filter.
                for filter in filters.filter(|w| w.contains("::") && !w.starts_with('-') && !w.contains('<')) {
                    let (module, test) = filter.split_once("::").unwrap();
                    let source = std::fs::read_to_string(root.join(format!("tests/it/{module}.rs")));
                    if !main.contains(&format!("mod {module};")) {
                        problems.push(format!("no test module {module} in tests/it/main.rs"));
                    } else if !test.is_empty() && !source.is_ok_and(|s| s.contains(test.split("::").next().unwrap())) {
                        problems.push(format!("no test {test} in tests/it/{module}.rs"));
                    }
                }
            }
            _ => {}
        }
    }
    problems
}

#[test]
fn quoted_cargo_commands_name_what_exists() {
    let mut problems = BTreeSet::new();
    let mut count = 0;
    for page in pages() {
        for command in markdown::commands(&page.text, "cargo") {
            count += 1;
            let words: Vec<&str> = command.split_whitespace().collect();
            for p in cargo_problems(&words) {
                problems.insert(format!("{}: `{command}`: {p}", page.name()));
            }
        }
    }
    assert!(count >= 15, "only {count} cargo commands found");
    assert!(problems.is_empty(), "{}", problems.into_iter().collect::<Vec<_>>().join("\n"));
}

#[test]
fn a_missing_test_module_and_feature_are_reported() {
    let words = ["cargo", "test", "--features", "mpi,no_such_feature", "--test", "it", "no_such_module::", "--", "x"];
    let problems = cargo_problems(&words);
    assert_eq!(problems, ["no cargo feature no_such_feature", "no test module no_such_module in tests/it/main.rs"]);
    assert!(cargo_problems(&["cargo", "test", "--test", "it", "cli::arviz_and_cmdstanpy_read_the_files"]).is_empty());
    assert_eq!(cargo_problems(&["cargo", "test", "--test", "it", "cli::no_such_test"]).len(), 1);
}

#[cfg(feature = "cli")]
mod cli_flags;
