//! Just enough Markdown for the link and command checks: fenced code blocks, code spans,
//! inline links, headings and GitHub's anchors for them.

use std::path::{Path, PathBuf};

/// A Markdown page of the repository.
pub struct Page {
    pub path: PathBuf,
    pub text: String,
}

impl Page {
    pub fn read(path: &Path) -> Page {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        Page { path: path.to_path_buf(), text }
    }

    /// The page's path in the repository.
    pub fn name(&self) -> String {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        self.path.strip_prefix(root).unwrap_or(&self.path).display().to_string()
    }
}

/// The text split into prose (fenced blocks blanked out) and the fenced blocks' lines.
fn split_fences(text: &str) -> (String, Vec<String>) {
    let (mut prose, mut fenced, mut inside) = (String::new(), Vec::new(), false);
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            inside = !inside;
        } else if inside {
            fenced.push(line.to_string());
        } else {
            prose.push_str(line);
        }
        prose.push('\n');
    }
    (prose, fenced)
}

/// The prose's code spans (single backticks; a span may cross a line break), and the prose
/// with them removed.
fn spans_and_rest(prose: &str) -> (Vec<String>, String) {
    let (mut spans, mut rest) = (Vec::new(), String::new());
    for (i, piece) in prose.split('`').enumerate() {
        if i % 2 == 1 {
            spans.push(piece.to_string());
        } else {
            rest.push_str(piece);
        }
    }
    (spans, rest)
}

/// Every code span of the prose and every line of the fenced blocks.
pub fn code_spans(text: &str) -> Vec<String> {
    let (prose, fenced) = split_fences(text);
    let mut spans = spans_and_rest(&prose).0;
    spans.extend(fenced);
    spans
}

/// The targets of the inline links outside code (`[text](target)`, images included).
pub fn links(text: &str) -> Vec<String> {
    let (prose, _) = split_fences(text);
    let rest = spans_and_rest(&prose).1;
    rest.match_indices("](")
        .map(|(i, _)| rest[i + 2..].split([')', ' ', '\n']).next().unwrap_or("").to_string())
        .filter(|t| !t.is_empty())
        .collect()
}

/// The headings' texts (ATX headings outside fenced blocks).
pub fn headings(text: &str) -> Vec<String> {
    let (prose, _) = split_fences(text);
    prose
        .lines()
        .filter(|l| l.starts_with('#'))
        .filter_map(|l| l.trim_start_matches('#').strip_prefix(' '))
        .map(|h| h.trim().trim_end_matches('#').trim().to_string())
        .collect()
}

/// GitHub's anchors for the headings: lower case, spaces to hyphens, punctuation other than
/// `-` and `_` dropped, and `-1`, `-2`, … after repeats.
pub fn slugs(headings: &[String]) -> Vec<String> {
    let (mut bases, mut slugs) = (Vec::new(), Vec::new());
    for h in headings {
        let base: String = h
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect();
        let repeats = bases.iter().filter(|b| **b == base).count();
        slugs.push(if repeats == 0 { base.clone() } else { format!("{base}-{repeats}") });
        bases.push(base);
    }
    slugs
}

/// The commands of `program` that the page quotes: in each code span and fenced line (a fenced
/// line that starts with white space continues the one before), from the word `program` (or a
/// path ending in `/program`) to the end, a comment (`#`) or a shell operator.
pub fn commands(text: &str, program: &str) -> Vec<String> {
    let (prose, fenced) = split_fences(text);
    let mut pieces: Vec<String> = Vec::new();
    for line in fenced {
        match pieces.last_mut() {
            Some(last) if line.starts_with(char::is_whitespace) && !line.trim().is_empty() => {
                last.push(' ');
                last.push_str(&line);
            }
            _ => pieces.push(line),
        }
    }
    pieces.extend(spans_and_rest(&prose).0);
    let suffix = format!("/{program}");
    let mut commands = Vec::new();
    for piece in pieces {
        let words: Vec<&str> = piece.split_whitespace().collect();
        let Some(start) = words.iter().position(|w| *w == program || w.ends_with(&suffix)) else { continue };
        let end = words[start..]
            .iter()
            .position(|w| w.starts_with('#') || matches!(*w, "&&" | "||" | ";" | "|"))
            .map_or(words.len(), |e| start + e);
        commands.push(words[start..end].join(" "));
    }
    commands
}
