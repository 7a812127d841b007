//! Message text shared by the layers: Stan-style names of array elements and of special reals,
//! and names for characters that must not be printed raw (a byte order mark, a NUL byte,
//! control characters).

/// The Stan name of element `index` (0-based, row-major) of a variable of `shape`: `y[3]`,
/// `m[2, 1]`, or just `name` for a scalar. Indexes are 1-based, as Stan shows them.
pub(crate) fn element_name(name: &str, shape: &[usize], index: usize) -> String {
    if shape.is_empty() {
        return name.to_string();
    }
    let mut rest = index;
    let mut indexes = vec![0; shape.len()];
    for (slot, &n) in indexes.iter_mut().zip(shape).rev() {
        *slot = rest % n.max(1) + 1;
        rest /= n.max(1);
    }
    let list: Vec<String> = indexes.iter().map(usize::to_string).collect();
    format!("{name}[{}]", list.join(", "))
}

/// A real value for a message, with NaN and the infinities spelled as in Stan JSON data.
pub(crate) fn real_text(x: f64) -> String {
    match x {
        x if x.is_nan() => "NaN".to_string(),
        f64::INFINITY => "Inf".to_string(),
        f64::NEG_INFINITY => "-Inf".to_string(),
        x => x.to_string(),
    }
}

/// A character that a terminal would not show as itself: a byte order mark, a NUL byte or
/// another control character (tabs and line breaks excepted).
pub(crate) fn is_invisible(c: char) -> bool {
    c == '\u{feff}' || (c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
}

/// A character for a message: `character '@'`, or a name and code point for an invisible one
/// (`byte order mark U+FEFF`, `NUL byte U+0000`, `control character U+0007`).
pub(crate) fn describe_char(c: char) -> String {
    let code = format!("U+{:04X}", u32::from(c));
    match c {
        '\u{feff}' => format!("byte order mark {code}"),
        '\0' => format!("NUL byte {code}"),
        c if is_invisible(c) => format!("control character {code}"),
        c => format!("character '{c}'"),
    }
}

/// The most characters of input text a message shows.
pub(crate) const SHOWN_CHARS: usize = 200;

/// `text` for a message: whole if it has at most `max` characters, else its first `max`
/// characters and how many there are in all (`abc… (50000000 characters in all)`).
pub(crate) fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        None => text.to_string(),
        Some((end, _)) => format!("{}… ({} characters in all)", &text[..end], text.chars().count()),
    }
}

/// `text` quoted for a message as Rust's `{:?}` does, cut after [`SHOWN_CHARS`] characters.
pub(crate) fn quoted(text: &str) -> String {
    match text.char_indices().nth(SHOWN_CHARS) {
        None => format!("{text:?}"),
        Some((end, _)) => format!("{:?}… ({} characters in all)", &text[..end], text.chars().count()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_names_are_one_based_and_row_major() {
        assert_eq!(element_name("x", &[], 0), "x");
        assert_eq!(element_name("y", &[5], 2), "y[3]");
        assert_eq!(element_name("m", &[2, 3], 4), "m[2, 2]");
        assert_eq!(element_name("a", &[2, 3, 4], 23), "a[2, 3, 4]");
    }

    #[test]
    fn reals_are_spelled_as_in_stan_json() {
        assert_eq!(real_text(f64::NAN), "NaN");
        assert_eq!(real_text(f64::NEG_INFINITY), "-Inf");
        assert_eq!(real_text(0.5), "0.5");
        assert_eq!(real_text(2.0), "2");
    }

    #[test]
    fn invisible_characters_are_named_by_code_point() {
        assert_eq!(describe_char('\u{feff}'), "byte order mark U+FEFF");
        assert_eq!(describe_char('\0'), "NUL byte U+0000");
        assert_eq!(describe_char('\u{7}'), "control character U+0007");
        assert_eq!(describe_char('@'), "character '@'");
        assert!(!is_invisible('\t') && !is_invisible('é') && is_invisible('\u{1b}'));
    }

    #[test]
    fn long_text_is_clipped_with_its_length() {
        assert_eq!(clip("abc", 3), "abc");
        assert_eq!(clip("abcdé", 3), "abc… (5 characters in all)");
        let long = "x".repeat(50_000);
        let q = quoted(&long);
        assert!(q.len() < 300 && q.ends_with("… (50000 characters in all)"), "{q}");
    }
}
