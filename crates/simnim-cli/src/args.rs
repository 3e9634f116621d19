//! The command line, declared with clap: the subcommands, their flags, and the flags they
//! share. Output formats and flag names are a contract that scripts rely on.
//! Item numbers without a paper name are E&S's (cites: es1996).

use clap::{Args, Parser, Subcommand, ValueEnum};

pub(crate) use crate::args_games::{GameArgs, GameKind, ProblemArg, Query, RuleArg, ThesisArgs};
pub(crate) use crate::args_gen::GenArgs;

/// Nim on simplicial complexes: who wins, the nim value, every winning move, and why.
#[derive(Parser, Debug)]
#[command(name = "simnim", version, about, long_about = None, subcommand_required = true)]
#[command(after_help = "Exit status: 0 answer, 2 bad input, 3 refused by a limit, 1 otherwise.\n\
With --json every answer is one JSON object, and every failure is {\"error\": \"...\", \"kind\": \"input|limit|internal\"} on stdout.")]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
    /// Print one JSON object instead of lines (failures too).
    #[arg(long, global = true)]
    pub(crate) json: bool,
    /// Largest number of positions an exhaustive search may visit (like 2e8 or 200000000).
    #[arg(long, global = true, value_name = "POSITIONS", value_parser = parse_count)]
    pub(crate) limit: Option<u64>,
    /// Memory budget of an exhaustive search, like 3G (the default), 512M or 8G; searches
    /// are refused, before they allocate, when their estimate exceeds it.
    #[arg(long, global = true, value_name = "BYTES", value_parser = parse_bytes)]
    pub(crate) memory: Option<u64>,
    /// Threads for the searches (default: every core; 1 runs everything on one thread).
    /// The answers are the same, byte for byte, whatever the number.
    #[arg(long, global = true, value_name = "N", value_parser = parse_threads)]
    pub(crate) threads: Option<usize>,
}

/// A thread count: 1 to 1024.
fn parse_threads(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=1024).contains(&n) => Ok(n),
        _ => Err(format!("'{s}' is not a thread count from 1 to 1024")),
    }
}

/// `--complex` or `--family`: the game's complex.
#[derive(Args, Debug, Clone)]
#[group(required = true, multiple = false)]
pub(crate) struct Game {
    /// The complex in the papers' notation, like "{1,2,3},{2,3,4}" (facets or any generating sets).
    #[arg(short = 'c', long)]
    pub(crate) complex: Option<String>,
    /// A family of the papers: cn:n,k pn:n,k path:n,k moore:m,k octahedron:n nim:k simplex:m h
    /// ex3.3 ex3.4 ex4.6 fig2 mystery graph:1-2,2-3 gf2:1100,0110 matrix:r,m graphnim:1-2,2-3.
    #[arg(short = 'f', long)]
    pub(crate) family: Option<String>,
}

/// A position: one pile per vertex, in vertex order.
#[derive(Args, Debug, Clone)]
pub(crate) struct Position {
    #[command(flatten)]
    pub(crate) game: Game,
    /// The piles in vertex order, like 3,1,2 (up to 2^64-1 each).
    #[arg(short = 'p', long, allow_hyphen_values = true)]
    pub(crate) piles: String,
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// The nim value of a position (last line: the value); also of the thesis's games (--game;
    /// the partizan game has none, nor Wythoff's beyond the search's box: null with --json).
    Value(Query),
    /// P or N (last line); L, R, P or N for the partizan matrix game.
    Outcome {
        #[command(flatten)]
        query: Query,
        /// Misère play: the player who makes the last move loses.
        #[arg(long)]
        misere: bool,
    },
    /// Every winning move, one per line "from -> to" (nothing for a P-position).
    Moves {
        #[command(flatten)]
        query: Query,
        /// Misère play: the player who makes the last move loses.
        #[arg(long)]
        misere: bool,
    },
    /// The thesis's comparison (Lee Jun Ping 2007): ordinary Nim solved by the graph method
    /// (Fukuyama's game on two vertices joined by one edge per pile) and by the matrix method
    /// (Holladay's one-column matrix Nim, which is Nim: searched, and by simnim's analysis),
    /// with Ferguson's rule on the same column for contrast (a different game: a column move
    /// lowers every pile). The thesis's own data and matrix rule are in its fourth chapter, missing;
    /// Holladay's one column is the reading under which its matrix method plays Nim. Problems
    /// A (12,25,37: piles in the tens) and B (123,245,367: the hundreds); one row per method:
    /// positions visited, time (one thread), bytes of the tables, the answer.
    Thesis(ThesisArgs),
    /// Every P-position with all piles at most --max, one per line, lexicographic (streamed).
    Ppos {
        #[command(flatten)]
        game: Game,
        /// The largest pile.
        #[arg(short = 'm', long)]
        max: u64,
        /// Misère play: the player who makes the last move loses.
        #[arg(long)]
        misere: bool,
    },
    /// The circuits (minimal non-faces), by size then lexicographic (streamed).
    Circuits {
        #[command(flatten)]
        game: Game,
    },
    /// The Nim-basis, one set per line ("{}" for the empty set), or the line "none".
    Basis {
        #[command(flatten)]
        game: Game,
    },
    /// The facets of the complex.
    Facets {
        #[command(flatten)]
        game: Game,
    },
    /// The nim values over the piles of two vertices, the others fixed (the page's value table).
    Table {
        #[command(flatten)]
        position: Position,
        /// The vertex whose pile runs down the rows (its label).
        #[arg(long)]
        rows: String,
        /// The vertex whose pile runs across the columns (its label).
        #[arg(long)]
        cols: String,
        /// Both piles run from 0 to this.
        #[arg(short = 'm', long)]
        max: u64,
        /// Comma-separated values with a header row, instead of the aligned table.
        #[arg(long)]
        csv: bool,
    },
    /// The zero-one vectors invariant for the P-positions in the box `[0,max]^V`, and the
    /// Invariance Reduction Process for a position (SetNim Sec 3).
    Invariants {
        #[command(flatten)]
        game: Game,
        /// The box: every pile at most this.
        #[arg(short = 'm', long)]
        max: u64,
        /// A position to run the Invariance Reduction Process on.
        #[arg(short = 'p', long)]
        piles: Option<String>,
    },
    /// The papers' open questions checked within piles ≤ --max: holds, or a counterexample.
    Questions {
        #[command(flatten)]
        game: Game,
        /// Check within piles at most this (the tables reach twice it).
        #[arg(short = 'm', long)]
        max: u64,
        /// One question only.
        #[arg(long, value_enum)]
        question: Option<QuestionId>,
    },
    /// The game graph below a position: positions with their nim values and the moves.
    Graph {
        #[command(flatten)]
        position: Position,
        /// Graphviz DOT instead of lines.
        #[arg(long)]
        dot: bool,
        /// At most this many positions.
        #[arg(long, default_value_t = 1000)]
        cap: usize,
    },
    /// The nim values along one pile, the others fixed, and their arithmetic periodicity
    /// within the range (period, preperiod, saltus).
    Ray {
        #[command(flatten)]
        position: Position,
        /// The vertex whose pile varies (its label), or several, like a,c, for the diagonal
        /// where their piles are equal.
        #[arg(long)]
        vary: String,
        /// The pile runs from 0 to this.
        #[arg(long)]
        upto: u64,
    },
    /// The SetNim atlas: invariant vectors of CN(n,k) or PN(n,k) within a box against
    /// SetNim Conjectures 1 and 2 (one line, or one JSON object, per game).
    Atlas {
        /// The family: cn (CircularNim) or pn (PathNim).
        #[arg(short = 'f', long, value_enum)]
        family: AtlasKind,
        /// The range of n, like 3..12 (or one number).
        #[arg(long, value_parser = parse_range)]
        n: (usize, usize),
        /// The range of k, like 2..4 (default: every k from 2 to n−1).
        #[arg(long, value_parser = parse_range)]
        k: Option<(usize, usize)>,
        /// The box: every pile at most this (default: the largest K ≤ 7 with (K+1)^n ≤ 4e6;
        /// with --describe, ≤ 1.7e6).
        #[arg(short = 'm', long)]
        max: Option<u64>,
        /// Instead of the invariant vectors: each game's P-set described by the miner (the
        /// Invariance Reduction Process included), tested on a bigger box.
        #[arg(long)]
        describe: bool,
        /// With --describe: prove each description found (z3 or cvc5), each within --timeout.
        #[arg(long, requires = "describe")]
        prove: bool,
        /// Seconds per proof (with --prove).
        #[arg(long, default_value_t = 120, requires = "prove")]
        timeout: u64,
        /// Instead of the invariant vectors (cn only): E&S Conjecture 8.1 and its converse
        /// for genuine positions on each C_{n,k} within the box (default: the largest K ≤ 6
        /// whose table, piles ≤ 2K, fits within --limit).
        #[arg(long, conflicts_with = "describe")]
        questions: bool,
    },
    /// The conjecture miner: a description of the P-positions of the box [0, max]^V in the
    /// papers' terms, tested on a bigger box; or, with --check FILE, your formula (JSON)
    /// tested on [0, max]^V. Last line: verified, refuted or none.
    Conjecture {
        #[command(flatten)]
        game: Game,
        /// The box mined (or, with --check, the box tested): every pile at most this.
        #[arg(short = 'm', long)]
        max: u64,
        /// The bigger box the mined description is tested on (default: about 1.5 × max,
        /// at least max + 2).
        #[arg(long)]
        verify: Option<u64>,
        /// A formula file (the JSON grammar of the README) to test instead of mining.
        #[arg(long, value_name = "FILE")]
        check: Option<String>,
        /// Then prove what was mined (or the formula file) for every position.
        #[arg(long)]
        prove: bool,
        /// Mine the nim values instead of the P-positions: pieces "g = t1 ⊕ t2 where C"
        /// (games on at most 6 vertices), or what explains part of the box and the rays
        /// through the rest.
        #[arg(long, conflicts_with_all = ["check", "prove"])]
        values: bool,
        #[command(flatten)]
        proof: ProofArgs,
    },
    /// A description proved for every position (E&S Theorem 4.4, or two SMT obligations in
    /// z3): of a formula file (--check FILE), or of what the miner finds on [0, max]^V
    /// (--max K). Last line: proved, proved_below, refuted or unknown.
    Prove {
        #[command(flatten)]
        game: Game,
        /// A formula file (the JSON grammar of the README) to prove.
        #[arg(long, value_name = "FILE", conflicts_with = "max")]
        check: Option<String>,
        /// Mine the box [0, max]^V and prove the description found (default, without --check:
        /// the atlas's box, the largest K ≤ 7 with (K+1)^n ≤ 1.7e6 positions).
        #[arg(short = 'm', long)]
        max: Option<u64>,
        /// The bigger box the mined description is tested on first.
        #[arg(long, conflicts_with = "check")]
        verify: Option<u64>,
        /// Prove the formula file only within a box that moves cannot leave: an upper bound
        /// per pile in vertex order, `*` for none, like 1,2,1,*,1,* (then F is the P-set
        /// there; no symmetry or composition is used).
        #[arg(long, value_name = "BOUNDS", requires = "check")]
        within: Option<String>,
        #[command(flatten)]
        proof: ProofArgs,
    },
    /// The census: every complex with exactly N vertices up to isomorphism (1, 2, 5, 20, 180,
    /// 16143 for N = 1..6), each with its Nim-regularity, Nim-basis and answers to E&S
    /// Questions 9.1–9.5 and Conjecture 8.1 within piles ≤ --max; one line (one JSON object
    /// with --json) per class, in a fixed order; the last text line sums up.
    Census {
        /// N: the number of vertices, 1 to 7.
        #[arg(long)]
        vertices: usize,
        /// Only shard I of M, like 2/8 (1 ≤ I ≤ M): the shards, one after the other, are
        /// exactly the whole census, in the same order.
        #[arg(long, value_parser = parse_shard)]
        shard: Option<(usize, usize)>,
        /// The box of the questions: every pile at most this (the P/N table goes to twice it).
        #[arg(short = 'm', long, default_value_t = 2)]
        max: u64,
        /// Count the classes only (no study): the last line is the number.
        #[arg(long, conflicts_with = "only")]
        count: bool,
        /// Write only these classes' lines (the summary still counts every class and its
        /// Nim-regularity).
        #[arg(long, value_enum)]
        only: Option<CensusOnly>,
        /// With --out: split into M balanced shards, each its own file in the directory.
        #[arg(long, value_parser = parse_shards, requires = "out", conflicts_with = "shard")]
        shards: Option<usize>,
        /// With --shards: the directory of the shard files (written atomically; a rerun
        /// computes only the missing shards); the summary, last on stdout, reads them all.
        #[arg(long, value_name = "DIR", requires = "shards")]
        out: Option<std::path::PathBuf>,
    },
    /// Re-checks a proof certificate (what `prove --certificate DIR` wrote): every file its
    /// MANIFEST.tsv lists is re-run in z3 from the PATH and its answer compared with the one
    /// listed (unsat, sat), every hash checked, no file missing or unlisted; a table (file,
    /// expected, got, seconds). Exit status 0 only if everything matches.
    VerifyCertificate {
        /// The certificate's directory.
        #[arg(value_name = "DIR")]
        dir: std::path::PathBuf,
        /// Seconds z3 may take on one file.
        #[arg(long, default_value_t = 600)]
        timeout: u64,
    },
    /// McCoy–Sieben's achievement game GEN(S, W) on a convex geometry, or with --avoid the
    /// avoidance game DNG(S, W) (Anderson–Harary's, which McCoy–Sieben Sec 8 (8) proposes);
    /// last line: the nim number.
    Gen(GenArgs),
    /// Shell completions for bash, zsh or fish.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// Which classes `census --only` writes.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CensusOnly {
    /// The Nim-regular classes: regularity decided from the 2^N zero-one positions, the
    /// questions asked of the Nim-regular classes alone (no P/N table: fast).
    NimRegular,
    /// The classes where a yes/no question fails (Q 9.1, its converse, 9.2, 9.4, 9.5,
    /// Conjecture 8.1; 9.3 is a classification).
    Counterexamples,
}

/// The atlas's families.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AtlasKind {
    /// CircularNim CN(n,k).
    Cn,
    /// PathNim PN(n,k).
    Pn,
}

/// Reads `a..b` (inclusive) or one number.
fn parse_shard(s: &str) -> Result<(usize, usize), String> {
    let bad =
        || format!("'{s}' is not a shard like 2/8 (shard I of M, 1 ≤ I ≤ M ≤ {})", simnim_core::census::MAX_SHARDS);
    let (i, m) = s.trim().split_once('/').ok_or_else(bad)?;
    let (i, m) = (i.trim().parse::<usize>().map_err(|_| bad())?, m.trim().parse::<usize>().map_err(|_| bad())?);
    if i == 0 || i > m || m > simnim_core::census::MAX_SHARDS {
        return Err(bad());
    }
    Ok((i, m))
}

fn parse_shards(s: &str) -> Result<usize, String> {
    let max = simnim_core::census::MAX_SHARDS;
    match s.trim().parse::<usize>() {
        Ok(m) if (1..=max).contains(&m) => Ok(m),
        _ => Err(format!("'{s}' is not a number of shards from 1 to {max}")),
    }
}

fn parse_range(s: &str) -> Result<(usize, usize), String> {
    let t = s.trim();
    let num = |x: &str| x.trim().parse::<usize>().map_err(|_| format!("'{t}' is not a range like 3..12"));
    let (a, b) = match t.split_once("..") {
        Some((a, b)) => (num(a)?, num(b.trim_start_matches('='))?),
        None => (num(t)?, num(t)?),
    };
    if a > b || b > 64 {
        return Err(format!("'{t}' is not a range like 3..12 within 1..64"));
    }
    Ok((a, b))
}

/// The open questions, by the names scripts use.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum QuestionId {
    /// E&S Q 9.1: n zero ⇒ 2n zero.
    Double,
    /// E&S Q 9.1, converse.
    Half,
    /// E&S Q 9.2: (1,…,1) zero ⇒ (n,…,n) zero.
    Multiples,
    /// Zero positions closed under addition (E&S Q 9.3 asks which complexes have this).
    Addition,
    /// E&S Q 9.4: a genuine zero position ⇒ one with min 1.
    Genuine,
    /// 1 and n zero ⇒ n + 1 zero: E&S Conjecture 8.1 (stated for the cycle complexes C_{n,k}).
    PlusOnes,
    /// The converse E&S ask after Conjecture 8.1: 1 and m + 1 zero, m genuine ⇒ m zero.
    MinusOnes,
    /// E&S Q 9.5: the Nim-basis is the disjoint unions of circuits.
    Basis,
}

/// Reads a count written as an integer or in scientific notation (`2e8`, `1.5e9`).
fn parse_count(s: &str) -> Result<u64, String> {
    let t = s.trim();
    if let Ok(v) = t.parse::<u64>() {
        return Ok(v);
    }
    let bad = || format!("'{t}' is not a count like 200000000 or 2e8");
    let (m, e) = t.split_once(['e', 'E']).ok_or_else(bad)?;
    let e: u32 = e.parse().map_err(|_| bad())?;
    let (int, frac) = m.split_once('.').unwrap_or((m, ""));
    if int.is_empty() && frac.is_empty() || !int.chars().chain(frac.chars()).all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    let digits: u128 = format!("{int}{frac}").parse().map_err(|_| bad())?;
    let scale = e.checked_sub(frac.len() as u32).ok_or_else(bad)?;
    10u128
        .checked_pow(scale)
        .and_then(|p| digits.checked_mul(p))
        .filter(|&v| v <= u64::MAX as u128)
        .map(|v| v as u64)
        .ok_or_else(|| format!("'{t}' is larger than 2^64-1"))
}

/// A byte count: a number with an optional K, M, G or T (powers of 1024), like 512M or 3G.
fn parse_bytes(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (num, shift) = match t.char_indices().last() {
        Some((i, 'k' | 'K')) => (&t[..i], 10),
        Some((i, 'm' | 'M')) => (&t[..i], 20),
        Some((i, 'g' | 'G')) => (&t[..i], 30),
        Some((i, 't' | 'T')) => (&t[..i], 40),
        _ => (t, 0),
    };
    let v = parse_count(num).map_err(|_| format!("'{t}' is not a size like 512M, 3G or 1000000000"))?;
    v.checked_mul(1u64 << shift).ok_or_else(|| format!("'{t}' is larger than 2^64-1 bytes"))
}

#[cfg(test)]
mod tests {
    use super::{parse_bytes, parse_count};

    #[test]
    fn sizes() {
        assert_eq!(parse_bytes("3G"), Ok(3 << 30));
        assert_eq!(parse_bytes("512m"), Ok(512 << 20));
        assert_eq!(parse_bytes("1000"), Ok(1000));
        assert!(parse_bytes("3Q").is_err());
        assert!(parse_bytes("G").is_err());
        assert!(parse_bytes("99999999999T").is_err());
    }

    #[test]
    fn counts() {
        assert_eq!(parse_count("2e8"), Ok(200_000_000));
        assert_eq!(parse_count("1.5e9"), Ok(1_500_000_000));
        assert_eq!(parse_count("12"), Ok(12));
        assert!(parse_count("1.55e1").is_err());
        assert!(parse_count("e8").is_err());
        assert!(parse_count("2e30").is_err());
        assert!(parse_count("-1").is_err());
    }
}

/// The prover's budget and its certificate.
#[derive(clap::Args, Debug)]
pub(crate) struct ProofArgs {
    /// Seconds the proof may take in all (the solver is stopped then).
    #[arg(long, default_value_t = 120)]
    pub(crate) timeout: u64,
    /// Write the certificate here: SMT-LIB2 files a referee re-runs in z3 or cvc5 (each
    /// answers unsat), the winning-move rule, or the Theorem 4.4 conditions.
    #[arg(long, value_name = "DIR")]
    pub(crate) certificate: Option<String>,
}
