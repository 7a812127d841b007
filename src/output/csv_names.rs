//! CmdStan column names (`theta.1`, `m.1.2`), the column-major order CmdStan writes containers in, and numbers as text.

/// Splits `m[1,2]` into (`m`, [1, 2]); a scalar has no indices.
pub(crate) fn split_stan_name(name: &str) -> (&str, Vec<usize>) {
    match (name.find('['), name.strip_suffix(']')) {
        (Some(open), Some(inner)) if open < inner.len() => {
            let idx = inner[open + 1..].split(',').map(|s| s.trim().parse().unwrap_or(0)).collect();
            (&name[..open], idx)
        }
        _ => (name, Vec::new()),
    }
}

/// The CmdStan column name of a Stan element name: `beta[1]` → `beta.1`, `m[1,2]` → `m.1.2`.
pub fn cmdstan_name(name: &str) -> String {
    let (base, idx) = split_stan_name(name);
    idx.iter().fold(base.to_string(), |s, i| format!("{s}.{i}"))
}

/// The Stan element name of a CmdStan column name: `beta.1` → `beta[1]`, `m.1.2` → `m[1,2]`.
pub fn stan_name(column: &str) -> String {
    match column.split_once('.') {
        Some((base, idx)) => format!("{base}[{}]", idx.replace('.', ",")),
        None => column.to_string(),
    }
}

/// A permutation of `names` (Stan element names, each variable's elements contiguous and in
/// row-major order) into CmdStan's order: the elements of every variable column-major, the
/// first index varying fastest.
pub(crate) fn column_major_order(names: &[String]) -> Vec<usize> {
    let split: Vec<(&str, Vec<usize>)> = names.iter().map(|n| split_stan_name(n)).collect();
    let mut order = Vec::with_capacity(names.len());
    let mut start = 0;
    while start < split.len() {
        let base = split[start].0;
        let end = (start..split.len()).find(|&i| split[i].0 != base).unwrap_or(split.len());
        let mut run: Vec<usize> = (start..end).collect();
        run.sort_by(|&a, &b| split[a].1.iter().rev().cmp(split[b].1.iter().rev()));
        order.extend(run);
        start = end;
    }
    order
}

/// Appends `v` as CmdStan-readable text that parses back to the same `f64`: integers without a
/// fraction, `nan`, `inf`, `-inf`, exponent notation for very large or small magnitudes.
pub(crate) fn push_real(out: &mut String, v: f64) {
    use std::fmt::Write;
    let a = v.abs();
    let _ = if v.is_nan() {
        write!(out, "nan")
    } else if v.is_infinite() {
        write!(out, "{}", if v > 0.0 { "inf" } else { "-inf" })
    } else if a != 0.0 && !(1e-5..1e16).contains(&a) {
        write!(out, "{v:e}")
    } else {
        // The digits and the form of `{v}`, several times faster (most of a CSV file).
        let mut buffer = zmij::Buffer::new();
        let text = buffer.format_finite(v);
        out.push_str(text.strip_suffix(".0").unwrap_or(text));
        Ok(())
    };
}

/// `v` as text, see [`push_real`].
pub(crate) fn real_text(v: f64) -> String {
    let mut s = String::new();
    push_real(&mut s, v);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_convert_both_ways() {
        assert_eq!(cmdstan_name("mu"), "mu");
        assert_eq!(cmdstan_name("beta[3]"), "beta.3");
        assert_eq!(cmdstan_name("m[1,2]"), "m.1.2");
        assert_eq!(stan_name("m.1.2"), "m[1,2]");
        assert_eq!(stan_name("lp__"), "lp__");
    }

    #[test]
    fn matrices_go_column_major() {
        let names: Vec<String> =
            ["a", "m[1,1]", "m[1,2]", "m[2,1]", "m[2,2]", "b[1]", "b[2]"].iter().map(|s| s.to_string()).collect();
        let order: Vec<&str> = column_major_order(&names).iter().map(|&i| names[i].as_str()).collect();
        assert_eq!(order, ["a", "m[1,1]", "m[2,1]", "m[1,2]", "m[2,2]", "b[1]", "b[2]"]);
    }

    proptest::proptest! {
        /// Where `push_real` writes plain decimals, it writes text of the form and length of
        /// `{v}`'s that parses back to the same f64: for any f64, and for the f32 values the GPU
        /// backend's draws are. (Where two shortest texts parse back to the value, the last
        /// digit may differ from `{v}`'s.)
        #[test]
        fn plain_decimals_are_those_of_display(bits in proptest::prelude::any::<u64>(), single in proptest::prelude::any::<u32>(), scale in -5i32..16) {
            let v = f64::from_bits(bits);
            let f = f64::from(f32::from_bits(single));
            let scaled = (1.0 + (bits % 1_000_000) as f64 / 7.0) * 10f64.powi(scale);
            for x in [v, f, scaled, -scaled, scaled.round()] {
                if x.is_finite() && (x == 0.0 || (1e-5..1e16).contains(&x.abs())) {
                    let (text, display) = (real_text(x), format!("{x}"));
                    proptest::prop_assert_eq!(text.parse::<f64>().unwrap().to_bits(), x.to_bits(), "{}", text);
                    proptest::prop_assert_eq!(text.len(), display.len(), "{} vs {}", text, display);
                    proptest::prop_assert_eq!(text.find('.'), display.find('.'), "{} vs {}", text, display);
                }
            }
        }
    }

    #[test]
    fn reals_round_trip() {
        for v in [0.0, -0.0, 3.0, -1.5, 0.1, 1e-7, 2.5e20, 123456.789, f64::MIN_POSITIVE, f64::MAX] {
            let t = real_text(v);
            assert_eq!(t.parse::<f64>().unwrap().to_bits(), v.to_bits(), "{t}");
        }
        assert_eq!(real_text(3.0), "3");
        assert_eq!(real_text(f64::NAN), "nan");
        assert_eq!(real_text(f64::NEG_INFINITY), "-inf");
    }
}
