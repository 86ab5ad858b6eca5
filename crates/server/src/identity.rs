//! Who a guest is: the name they play under, and what proves a seat is theirs. A guest with
//! a key proves it with the key; a guest without one is given a code when they arrive, and
//! takes their seat back by putting it in their user name (`ann+k3x9p`). A stranger who
//! only knows the name gets a name of their own, never the seat. Plain data, no I/O.

use yatzy_core::text;

/// Characters of a code: no 0/o, 1/l/i, so it reads back from a screen without doubt.
const CODE_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
/// 31^5, about 29 million codes: at the twenty connections a minute an address may open,
/// guessing one takes years.
pub(crate) const CODE_LENGTH: usize = 5;
/// What a seat bound to a code keeps: kept apart from key fingerprints (`SHA256:...`).
const CODE_PROOF: &str = "code:";

/// Why a user name is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum UserError {
    /// Control, escape or invisible characters: cleaning them out could make another
    /// player's name (`ann\0` into `ann`), so the name is refused whole.
    #[error("a user name may not hold control or invisible characters: connect with a plain name")]
    Unprintable,
}

/// A user name as a guest sent it: the name, and the code after a `+`, if one is there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Login {
    pub name: String,
    pub code: Option<String>,
}

/// The name and code in `user`; refused if it holds anything a terminal would not show as
/// it is.
pub(crate) fn parse_user(user: &str) -> Result<Login, UserError> {
    if text::sanitize(user) != user {
        return Err(UserError::Unprintable);
    }
    match user.rsplit_once('+') {
        Some((name, code)) if !name.is_empty() && is_code(code) => Ok(Login {
            name: name.to_string(),
            code: Some(code.to_ascii_lowercase()),
        }),
        _ => Ok(Login {
            name: user.to_string(),
            code: None,
        }),
    }
}

/// Whether `text` is a code as one is given (letters in either case).
pub(crate) fn is_code(text: &str) -> bool {
    text.len() == CODE_LENGTH
        && text
            .bytes()
            .all(|b| CODE_ALPHABET.contains(&b.to_ascii_lowercase()))
}

/// A new code, from `random` (one draw a character).
pub(crate) fn new_code(mut random: impl FnMut(usize) -> usize) -> String {
    (0..CODE_LENGTH)
        .map(|_| char::from(CODE_ALPHABET[random(CODE_ALPHABET.len()) % CODE_ALPHABET.len()]))
        .collect()
}

/// What proves a seat is a guest's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Proof {
    /// The fingerprint of the key they logged in with.
    Key(String),
    /// The code they were given, or gave back in their user name.
    Code(String),
}

impl Proof {
    /// As a table keeps it beside the seat.
    pub(crate) fn kept(&self) -> String {
        match self {
            Proof::Key(fingerprint) => fingerprint.clone(),
            Proof::Code(code) => format!("{CODE_PROOF}{code}"),
        }
    }

    /// The user name that takes `name`'s seat back, for a guest with a code.
    pub(crate) fn user_name(&self, name: &str) -> Option<String> {
        match self {
            Proof::Key(_) => None,
            Proof::Code(code) => Some(format!("{name}+{code}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_after_a_plus_is_the_code_and_the_rest_the_name() {
        assert_eq!(
            parse_user("ann+k3x9p"),
            Ok(Login {
                name: "ann".into(),
                code: Some("k3x9p".into())
            })
        );
        assert_eq!(
            parse_user("ann+K3X9P").unwrap().code.as_deref(),
            Some("k3x9p")
        );
        // Not a code: the whole is the name.
        for user in [
            "ann",
            "a+b",
            "ann+k3x9",
            "ann+k3x9pp",
            "ann+k3x0p",
            "+k3x9p",
        ] {
            assert_eq!(parse_user(user).unwrap().name, user);
            assert_eq!(parse_user(user).unwrap().code, None);
        }
        assert_eq!(parse_user("c++k3x9p").unwrap().name, "c+");
    }

    #[test]
    fn a_user_name_with_a_control_byte_is_refused_not_cleaned_into_another() {
        for user in ["ann\0", "ann\u{1b}[31m", "an\u{200b}n", "ann\r", "\u{7}ann"] {
            assert_eq!(parse_user(user), Err(UserError::Unprintable), "{user:?}");
        }
        assert!(parse_user("Åsa Öberg").is_ok());
    }

    #[test]
    fn codes_are_five_of_the_unambiguous_characters() {
        let mut n = 0;
        let code = new_code(|len| {
            n += 7;
            n % len
        });
        assert_eq!(code.len(), CODE_LENGTH);
        assert!(is_code(&code), "{code}");
        assert!(!code.contains(['0', '1', 'o', 'l', 'i']));
    }

    #[test]
    fn a_proof_is_kept_apart_from_key_fingerprints() {
        let code = Proof::Code("k3x9p".into());
        assert_eq!(code.kept(), "code:k3x9p");
        assert_eq!(code.user_name("ann").as_deref(), Some("ann+k3x9p"));
        let key = Proof::Key("SHA256:abc".into());
        assert_eq!(key.kept(), "SHA256:abc");
        assert_eq!(key.user_name("ann"), None);
    }
}
