//! Every integration test in one binary: the crate is linked once, and the solved tables
//! the tests share (`common::yatzy_table`, ...) are solved once for all of them. Each file is
//! a module named as the file was. (`tests/data_crash.rs` stays a binary of its own: it arms
//! a process-wide fault injector that would fail other tests' writes.)

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
mod support;

mod chances;
mod chances_kept;
mod cli_caches;
mod cli_manners;
mod cli_options;
mod cli_pipes;
mod cli_score;
mod cli_scores;
mod cli_solver;
mod daily;
mod data_kill;
mod data_terminals;
mod docs;
mod game_engine;
mod goal_exact;
mod goal_play;
mod hostile_files;
mod i18n;
mod i18n_errors;
mod load_validation;
mod module_graph;
#[cfg(feature = "serve")]
mod parity;
mod practice;
mod review_goal;
mod rules_bruteforce;
mod rules_examples;
mod rules_hands;
mod scorecard;
mod seeds;
#[cfg(feature = "serve")]
mod serve_goal;
#[cfg(feature = "serve")]
mod serve_hub;
#[cfg(feature = "serve")]
mod serve_load;
#[cfg(feature = "serve")]
mod serve_lobby;
#[cfg(feature = "serve")]
mod serve_ssh;
mod session;
mod solver_distribution;
mod solver_exact;
mod solver_forced;
mod solver_play;
mod solver_position;
mod storage;
mod storage_fuzz;
mod table;
mod tui_data;
mod tui_goal;
mod tui_goal_win;
mod tui_keys;
mod tui_names;
mod tui_narrow;
mod tui_practice;
mod tui_pty;
mod tui_render;
mod tui_rules;
mod tui_screens;
mod tui_settings;
mod tui_signals;
mod tui_solver;
mod tui_standing;
mod tui_table;
mod tui_undo;
