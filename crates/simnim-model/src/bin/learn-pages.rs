//! Writes the course's static pages (`simnim_model::learn::pages`) into a directory, for the
//! build to ship under `learn/`: `cargo run -p simnim-model --bin learn-pages -- DIR`.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("learn-pages: usage: learn-pages DIR");
        return ExitCode::from(2);
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("learn-pages: {}: {e}", dir.display());
        return ExitCode::from(1);
    }
    for (name, html) in simnim_model::learn::pages::files() {
        let path = dir.join(&name);
        // Written only when changed, so a watching server does not rebuild for nothing.
        if std::fs::read_to_string(&path).ok().as_deref() == Some(html.as_str()) {
            continue;
        }
        if let Err(e) = std::fs::write(&path, html) {
            eprintln!("learn-pages: {}: {e}", path.display());
            return ExitCode::from(1);
        }
    }
    ExitCode::SUCCESS
}
