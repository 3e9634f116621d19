//! A certificate's files and its manifest: every file the prover writes, with the answer a
//! solver must give on it (`unsat` for an obligation or a lemma, `sat` for a control, none
//! for a file that is read), what it proves, and its SHA-256. `MANIFEST.tsv` lists them all;
//! `simnim verify-certificate DIR` re-runs every listed file against it.

use serde::{Deserialize, Serialize};

/// What a solver must answer on a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Expected {
    /// An obligation or a lemma: unsat proves its claim.
    Unsat,
    /// A control: sat shows its hypotheses consistent and the encoding able to fail.
    Sat,
    /// A file to read (a rule, the argument, the README): no solver runs on it.
    Read,
}

impl Expected {
    /// The manifest's word: `unsat`, `sat` or `-`.
    pub fn word(self) -> &'static str {
        match self {
            Expected::Unsat => "unsat",
            Expected::Sat => "sat",
            Expected::Read => "-",
        }
    }

    /// The manifest's word read back.
    pub fn from_word(w: &str) -> Option<Expected> {
        match w {
            "unsat" => Some(Expected::Unsat),
            "sat" => Some(Expected::Sat),
            "-" => Some(Expected::Read),
            _ => None,
        }
    }
}

/// A file of the certificate: its name, contents, the answer expected of it and what it
/// proves (one line, for the manifest).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CertificateFile {
    pub name: String,
    pub contents: String,
    pub expected: Expected,
    pub proves: String,
}

impl CertificateFile {
    /// A file to read, not to run.
    pub fn read(name: impl Into<String>, contents: impl Into<String>, what: impl Into<String>) -> CertificateFile {
        CertificateFile { name: name.into(), contents: contents.into(), expected: Expected::Read, proves: what.into() }
    }

    /// The same file under `prefix` + its name (a smaller game's files in a composition).
    pub fn prefixed(self, prefix: &str, game: &str) -> CertificateFile {
        CertificateFile {
            name: format!("{prefix}{}", self.name),
            proves: format!("{game}: {}", self.proves),
            contents: self.contents,
            expected: self.expected,
        }
    }
}

/// The manifest's name in a certificate directory.
pub const MANIFEST: &str = "MANIFEST.tsv";

/// The manifest's first line (its columns).
pub const MANIFEST_HEADER: &str = "file\texpected\tsha256\tproves";

/// The manifest of `files`: a header line, then one line per file (in the order given):
/// name, expected answer (`unsat`, `sat` or `-`), SHA-256 of its bytes, what it proves.
pub fn manifest(files: &[CertificateFile]) -> String {
    let mut out = format!("{MANIFEST_HEADER}\n");
    for f in files {
        let what = f.proves.replace(['\t', '\n'], " ");
        out.push_str(&format!("{}\t{}\t{}\t{what}\n", f.name, f.expected.word(), sha256_hex(f.contents.as_bytes())));
    }
    out
}

/// One line of a manifest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestRow {
    pub file: String,
    pub expected: Expected,
    pub sha256: String,
    pub proves: String,
}

/// A manifest read back: its rows, or what is wrong with it (line numbers from 1).
pub fn read_manifest(text: &str) -> Result<Vec<ManifestRow>, String> {
    let mut lines = text.lines();
    if lines.next() != Some(MANIFEST_HEADER) {
        return Err(format!("the first line is not the header '{}'", MANIFEST_HEADER.replace('\t', "<TAB>")));
    }
    let mut rows: Vec<ManifestRow> = Vec::new();
    for (i, line) in lines.enumerate() {
        let at = i + 2;
        if line.is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.splitn(4, '\t').collect();
        let [file, expected, sha, proves] = cols[..] else {
            return Err(format!("line {at}: four tab-separated columns expected"));
        };
        let expected = Expected::from_word(expected)
            .ok_or_else(|| format!("line {at}: the expected answer '{expected}' is not unsat, sat or -"))?;
        if file.is_empty() || file.contains('/') || file.starts_with('.') {
            return Err(format!("line {at}: '{file}' is not a file name of the directory"));
        }
        if sha.len() != 64 || !sha.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(format!("line {at}: '{sha}' is not a SHA-256 in hex"));
        }
        if rows.iter().any(|r| r.file == file) {
            return Err(format!("line {at}: '{file}' is listed twice"));
        }
        rows.push(ManifestRow { file: file.into(), expected, sha256: sha.to_ascii_lowercase(), proves: proves.into() });
    }
    Ok(rows)
}

/// SHA-256 (FIPS 180-4) of `data`, in lower-case hex.
pub fn sha256_hex(data: &[u8]) -> String {
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
        0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
        0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
        0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
        0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
        0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
        0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2,
    ];
    let mut h: [u32; 8] =
        [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    let mut msg = data.to_vec();
    let bits = (data.len() as u64).wrapping_mul(8);
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&bits.to_be_bytes());
    for block in msg.chunks_exact(64) {
        let mut w = [0u32; 64];
        for (i, word) in block.chunks_exact(4).enumerate() {
            w[i] = u32::from_be_bytes([word[0], word[1], word[2], word[3]]);
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16].wrapping_add(s0).wrapping_add(w[i - 7]).wrapping_add(s1);
        }
        let mut v = h;
        for i in 0..64 {
            let s1 = v[4].rotate_right(6) ^ v[4].rotate_right(11) ^ v[4].rotate_right(25);
            let ch = (v[4] & v[5]) ^ (!v[4] & v[6]);
            let t1 = v[7].wrapping_add(s1).wrapping_add(ch).wrapping_add(K[i]).wrapping_add(w[i]);
            let s0 = v[0].rotate_right(2) ^ v[0].rotate_right(13) ^ v[0].rotate_right(22);
            let maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
            let t2 = s0.wrapping_add(maj);
            v = [t1.wrapping_add(t2), v[0], v[1], v[2], v[3].wrapping_add(t1), v[4], v[5], v[6]];
        }
        for (a, b) in h.iter_mut().zip(v) {
            *a = a.wrapping_add(b);
        }
    }
    h.iter().map(|x| format!("{x:08x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_of_the_standards_examples() {
        assert_eq!(sha256_hex(b""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        assert_eq!(sha256_hex(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assert_eq!(
            sha256_hex(b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        );
    }

    #[test]
    fn a_manifest_reads_back() {
        let files = vec![
            CertificateFile {
                name: "a.smt2".into(),
                contents: "(check-sat)\n".into(),
                expected: Expected::Unsat,
                proves: "x".into(),
            },
            CertificateFile::read("r.json", "{}", "the\trule"),
        ];
        let rows = read_manifest(&manifest(&files)).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(
            (rows[1].file.as_str(), rows[1].expected, rows[1].proves.as_str()),
            ("r.json", Expected::Read, "the rule")
        );
        assert!(read_manifest("nope\n").is_err());
        assert!(read_manifest(&format!("{MANIFEST_HEADER}\n../x\t-\t{}\tw\n", "0".repeat(64))).is_err());
    }
}
