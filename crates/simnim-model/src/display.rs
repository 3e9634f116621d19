//! Page settings that travel in the link besides the game: the colour theme, the
//! presentation mode and the worker's memory budget.

/// The colour theme: as the operating system says (the default), or chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    /// The name used in links and local storage (`None` for the system's).
    pub fn name(self) -> Option<&'static str> {
        match self {
            Theme::System => None,
            Theme::Light => Some("light"),
            Theme::Dark => Some("dark"),
        }
    }

    /// Reads a name; anything else is the system's theme.
    pub fn parse(s: &str) -> Theme {
        match s {
            "light" => Theme::Light,
            "dark" => Theme::Dark,
            _ => Theme::System,
        }
    }
}

/// Page settings that travel in the link besides the game: the theme (only when one was
/// chosen) and the presentation mode (large type for projectors).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Display {
    pub theme: Theme,
    pub present: bool,
    /// The memory the worker's searches may use, in MiB (0: the default, 768).
    pub mem: u32,
}

/// The memory settings the page offers, in MiB (up to what a 4 GiB wasm memory allows).
pub const MEMORY_CHOICES: [u32; 4] = [768, 1536, 2560, 3584];

impl Display {
    /// `&theme=dark&present`, only what differs from the defaults.
    pub fn to_query(self) -> String {
        let mut s = String::new();
        if let Some(t) = self.theme.name() {
            s.push_str(&format!("&theme={t}"));
        }
        if self.present {
            s.push_str("&present");
        }
        if self.mem != 0 {
            s.push_str(&format!("&mem={}", self.mem));
        }
        s
    }

    /// The worker's memory budget in bytes (0: its default).
    pub fn memory_bytes(self) -> u64 {
        u64::from(self.mem) << 20
    }

    /// Reads the settings from a readable fragment; unknown values keep the defaults.
    pub fn from_fragment(fragment: &str) -> Display {
        let mut d = Display::default();
        for part in fragment.trim_start_matches('#').split('&') {
            match part.split_once('=').unwrap_or((part, "")) {
                ("theme", t) => d.theme = Theme::parse(t),
                ("present", _) => d.present = true,
                ("mem", m) => d.mem = m.parse().ok().filter(|m| MEMORY_CHOICES.contains(m)).unwrap_or(0),
                _ => {}
            }
        }
        d
    }
}
