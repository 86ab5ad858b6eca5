//! A seed as files and scripts may write it: a JSON number, or the same digits as a string.
//! The command line's `--json` output writes seeds as strings (JSON readers such as jq and
//! JavaScript keep only 53 bits of a number, and a seed has 64); the data files keep numbers,
//! as every version has written them, and read either.

use serde::de::{self, Deserializer, Visitor};

/// Reads a seed written as a number (`12345`) or as a string of decimal digits (`"12345"`).
pub fn number_or_text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    struct Seed;

    impl Visitor<'_> for Seed {
        type Value = u64;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a seed: a whole number from 0 to 18446744073709551615, or those digits as a string")
        }

        fn visit_u64<E: de::Error>(self, value: u64) -> Result<u64, E> {
            Ok(value)
        }

        fn visit_i64<E: de::Error>(self, value: i64) -> Result<u64, E> {
            u64::try_from(value).map_err(|_| E::invalid_value(de::Unexpected::Signed(value), &self))
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<u64, E> {
            // Digits only: no sign, no spaces, nothing a number would not have been.
            if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(E::invalid_value(de::Unexpected::Str(text), &self));
            }
            text.parse()
                .map_err(|_| E::invalid_value(de::Unexpected::Str(text), &self))
        }
    }

    deserializer.deserialize_any(Seed)
}

/// Every `"seed"` in `value` that is a number, written as a string instead (for `--json`).
pub fn seeds_as_text(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Array(items) => items.iter_mut().for_each(seeds_as_text),
        serde_json::Value::Object(fields) => {
            for (key, field) in fields.iter_mut() {
                match field.as_u64() {
                    Some(seed) if key == "seed" => {
                        *field = serde_json::Value::String(seed.to_string())
                    }
                    _ => seeds_as_text(field),
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize)]
    struct Holder {
        #[serde(deserialize_with = "number_or_text")]
        seed: u64,
    }

    fn read(json: &str) -> Result<u64, serde_json::Error> {
        serde_json::from_str::<Holder>(json).map(|h| h.seed)
    }

    #[test]
    fn a_seed_reads_from_a_number_or_its_digits() {
        assert_eq!(read(r#"{"seed": 31}"#).unwrap(), 31);
        assert_eq!(read(r#"{"seed": "31"}"#).unwrap(), 31);
        assert_eq!(
            read(r#"{"seed": "18446744073709551615"}"#).unwrap(),
            u64::MAX
        );
        assert_eq!(read(r#"{"seed": 18446744073709551615}"#).unwrap(), u64::MAX);
        for bad in [
            r#"{"seed": -1}"#,
            r#"{"seed": "-1"}"#,
            r#"{"seed": " 31"}"#,
            r#"{"seed": ""}"#,
            r#"{"seed": "18446744073709551616"}"#,
            r#"{"seed": 1.5}"#,
            r#"{"seed": null}"#,
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_saved_game_with_its_seed_as_a_string_loads_and_saves_it_as_a_number() {
        let mut game = crate::game::Game::new(crate::rules::RuleSet::Yatzy, u64::MAX);
        game.apply(crate::game::Command::Roll).unwrap();
        let json = serde_json::to_string(&game).unwrap();
        let number = format!("\"seed\":{}", u64::MAX);
        assert!(json.contains(&number), "{json}");
        let text = json.replace(&number, &format!("\"seed\":\"{}\"", u64::MAX));
        let back: crate::game::Game = serde_json::from_str(&text).unwrap();
        assert_eq!(back.seed(), u64::MAX);
        assert_eq!(back.dice(), game.dice());
        assert_eq!(serde_json::to_string(&back).unwrap(), json);
    }

    #[test]
    fn output_writes_every_seed_as_a_string_and_nothing_else() {
        let mut value = serde_json::json!([
            {"seed": 18446744073709551615u64, "score": 250, "inner": {"seed": 7}},
            {"seed": "3", "name": "seed"}
        ]);
        seeds_as_text(&mut value);
        assert_eq!(
            value,
            serde_json::json!([
                {"seed": "18446744073709551615", "score": 250, "inner": {"seed": "7"}},
                {"seed": "3", "name": "seed"}
            ])
        );
    }
}
