//! Die faces drawn with pips on a 7x3 grid, the way real dice look.

/// Width and height of a drawn die, border included.
pub(crate) const DIE_WIDTH: u16 = 9;
pub(crate) const DIE_HEIGHT: u16 = 5;

const PIP: char = '●';

/// Which of the nine pip places (row-major, 3x3) are inked for each face.
const fn pip_places(face: u8) -> [bool; 9] {
    const O: bool = true;
    const X: bool = false;
    match face {
        1 => [X, X, X, X, O, X, X, X, X],
        2 => [O, X, X, X, X, X, X, X, O],
        3 => [O, X, X, X, O, X, X, X, O],
        4 => [O, X, O, X, X, X, O, X, O],
        5 => [O, X, O, X, O, X, O, X, O],
        6 => [O, X, O, O, X, O, O, X, O],
        _ => [X; 9],
    }
}

/// The three inner lines (7 characters each) of a die showing `face`.
pub(crate) fn face_lines(face: u8) -> [String; 3] {
    let places = pip_places(face);
    std::array::from_fn(|row| {
        let mut line = String::with_capacity(7 * 3);
        line.push(' ');
        for column in 0..3 {
            line.push(if places[row * 3 + column] { PIP } else { ' ' });
            line.push(' ');
        }
        line
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_face_has_as_many_pips_as_its_value() {
        for face in 1..=6u8 {
            let pips: usize = face_lines(face)
                .iter()
                .map(|l| l.matches(PIP).count())
                .sum();
            assert_eq!(pips, usize::from(face));
            assert!(face_lines(face).iter().all(|l| l.chars().count() == 7));
        }
    }

    #[test]
    fn five_looks_like_a_five() {
        assert_eq!(
            face_lines(5),
            [" ●   ● ".to_string(), "   ●   ".into(), " ●   ● ".into()]
        );
    }
}
