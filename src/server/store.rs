//! The server's memory: its tables saved as they change, read back (each checked) when it
//! starts again, and every finished game put in the high scores once, each person under
//! their own name, marked as played over the network.

use super::lobby::NetTable;
use crate::session::finished_entries;
use crate::storage::Storage;

pub struct Store {
    storage: Storage,
}

impl Store {
    pub fn new(storage: Storage) -> Self {
        Store { storage }
    }

    pub fn storage(&self) -> &Storage {
        &self.storage
    }

    /// The tables a previous run left, each checked; a file that cannot be read or makes no
    /// sense is kept aside byte for byte, and said on the log.
    pub fn load(&self) -> Vec<NetTable> {
        let files = match self.storage.read_server_tables() {
            Ok(files) => files,
            Err(error) => {
                eprintln!("yatzy serve: cannot read the saved tables: {error}");
                return Vec::new();
            }
        };
        let mut tables = Vec::new();
        for file in files {
            let table = serde_json::from_slice::<NetTable>(&file.bytes)
                .map_err(|error| error.to_string())
                .and_then(|table| {
                    if table.number != file.number {
                        return Err(format!("it calls itself table {}", table.number));
                    }
                    table.check().map(|()| table)
                });
            match table {
                Ok(table) => tables.push(table),
                Err(reason) => {
                    let kept = self.storage.keep_server_table_aside(&file);
                    let kept = match kept {
                        Ok(path) => format!("kept aside as {}", path.display()),
                        Err(error) => format!("and could not be kept aside ({error})"),
                    };
                    eprintln!(
                        "yatzy serve: {} was not resumed ({}); {kept}",
                        file.path.display(),
                        crate::text::sanitize(&reason)
                    );
                }
            }
        }
        tables
    }

    pub fn save(&self, table: &NetTable) {
        let saved = serde_json::to_vec(table)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                self.storage
                    .save_server_table(table.number, &bytes)
                    .map_err(|e| e.to_string())
            });
        if let Err(error) = saved {
            eprintln!(
                "yatzy serve: table {} could not be saved: {error}",
                table.number
            );
        }
    }

    pub fn forget(&self, number: u32) {
        if let Err(error) = self.storage.forget_server_table(number) {
            eprintln!("yatzy serve: table {number}'s file could not be removed: {error}");
        }
    }

    /// Records a finished table: once, whatever happens (the game's identity guards it).
    pub fn record(&self, table: &NetTable) -> bool {
        let Some(game) = table.game.as_ref().filter(|g| g.is_over()) else {
            return false;
        };
        // A table of one person records under that person's name, like any other.
        let solitaire_name = game
            .seats()
            .first()
            .map(|s| s.name.as_str())
            .unwrap_or_default();
        let mut entries = finished_entries(game, solitaire_name, 0);
        for entry in &mut entries {
            entry.network = true;
        }
        match self.storage.record_game(game.id(), entries) {
            Ok(_) => true,
            Err(error) => {
                eprintln!(
                    "yatzy serve: table {} could not be recorded: {error}",
                    table.number
                );
                false
            }
        }
    }
}
