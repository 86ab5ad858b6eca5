use crate::rules::RuleSet;
use std::process::ExitCode;
pub fn run(_rules: RuleSet, _seed: Option<u64>) -> ExitCode {
    ExitCode::SUCCESS
}
