//! The page's pool of workers (one wasm instance each, one fewer than the browser's cores,
//! capped, so the page keeps a core): which jobs split, how, and how their answers come together. The browser glue
//! (`src/pool.rs`) starts the workers, sends each its request, and passes the value table's
//! columns from each worker to the next; everything it decides is here, tested natively.
//!
//! - The atlas splits into its games: each worker gets a share, the costliest games first
//!   and spread so the shares take about as long.
//! - The value table splits into slabs (the first pile's values): worker `w` of `W` computes
//!   the slabs `≡ w (mod W)` and passes its columns to worker `w + 1 (mod W)`
//!   (`simnim_core::solve::ValueShare`); the cells come back from each and are put
//!   together by [`TableAssembly`].

use simnim_core::{AtlasFamily, Complex};

use crate::protocol::{Request, RequestId};
use crate::worker::atlas_games;

/// Most workers the page starts.
pub const MAX_WORKERS: usize = 4;

/// The pool's size for a browser reporting `cores` (`navigator.hardwareConcurrency`): one
/// fewer, so that the page's own thread keeps a core while the pool searches (with every
/// core busy, clicks on a two-core machine were seen to take over 50 ms); or the link's
/// `&workers=` when given. 1 to [`MAX_WORKERS`].
pub fn pool_size(cores: Option<usize>, link: Option<usize>) -> usize {
    link.unwrap_or_else(|| cores.unwrap_or(1).saturating_sub(1)).clamp(1, MAX_WORKERS)
}

/// Reads `&workers=N` from a readable fragment.
pub fn workers_from_fragment(fragment: &str) -> Option<usize> {
    fragment
        .trim_start_matches('#')
        .split('&')
        .find_map(|p| p.strip_prefix("workers="))
        .and_then(|v| v.parse().ok())
        .filter(|n| (1..=MAX_WORKERS).contains(n))
}

/// The atlas's requests for `workers` workers (one each; fewer when there are fewer games),
/// each with its share of the games: greedily, the costliest game to the least-loaded worker.
pub fn atlas_requests(
    id: RequestId,
    family: AtlasFamily,
    n_min: usize,
    n_max: usize,
    max: Option<u64>,
    workers: usize,
) -> Result<Vec<Request>, String> {
    let games = atlas_games(n_min, n_max)?;
    let total = games.len() as u64;
    let box_max = |n: usize| max.unwrap_or_else(|| simnim_core::default_box(n)) as f64;
    let cost = |&(n, _): &(usize, usize)| (box_max(n) + 1.0).powi(n as i32);
    let w = workers.clamp(1, games.len().max(1));
    let mut shares: Vec<(f64, Vec<(usize, usize)>)> = vec![(0.0, Vec::new()); w];
    // The games come by increasing n (about increasing cost): the costliest first, each to
    // the least-loaded worker.
    for g in games.into_iter().rev() {
        let least = (0..w).fold(0, |best, i| if shares[i].0 < shares[best].0 { i } else { best });
        shares[least].0 += cost(&g);
        shares[least].1.push(g);
    }
    Ok(shares
        .into_iter()
        .filter(|(_, g)| !g.is_empty())
        .map(|(_, games)| Request::Atlas { id, family, n_min, n_max, max, share: Some((games, total)) })
        .collect())
}

/// The value table's requests for `workers` workers: its shares when the table splits (a
/// connected complex with two vertices or more, normal play), else `None` (one worker
/// computes it whole).
pub fn table_requests(
    id: RequestId,
    complex: &str,
    piles: &[u64],
    u: usize,
    v: usize,
    k: u64,
    workers: usize,
) -> Option<Vec<Request>> {
    let c = Complex::parse(complex).ok()?;
    if workers < 2 || c.n() < 2 || c.components().len() != 1 || piles.len() != c.n() {
        return None;
    }
    // Slabs are the first pile's values: no more workers than slabs.
    let first = if u == 0 || v == 0 { k } else { piles[0] };
    let w = workers.min(first as usize + 1);
    (w >= 2).then(|| {
        (0..w)
            .map(|worker| Request::Table {
                id,
                complex: complex.to_string(),
                piles: piles.to_vec(),
                u,
                v,
                k,
                misere: false,
                share: Some((worker, w)),
            })
            .collect()
    })
}

/// The worker that receives the columns of worker `from` of `workers`.
pub fn next_worker(from: usize, workers: usize) -> usize {
    (from + 1) % workers.max(1)
}

/// A value table arriving in shares: every cell from the share that computed it.
#[derive(Clone, Debug, PartialEq)]
pub struct TableAssembly {
    pub id: RequestId,
    cells: Vec<Vec<Option<u64>>>,
    got: Vec<bool>,
}

impl TableAssembly {
    /// Waits for the shares of request `id`: `workers` of them, for cells `0..=k` × `0..=k`.
    pub fn new(id: RequestId, k: u64, workers: usize) -> TableAssembly {
        let side = k as usize + 1;
        TableAssembly { id, cells: vec![vec![None; side]; side], got: vec![false; workers.max(1)] }
    }

    /// Workers the table is split over.
    pub fn workers(&self) -> usize {
        self.got.len()
    }

    /// Adds a share's cells; the whole table once every share has come and every cell is
    /// known.
    pub fn add(&mut self, worker: usize, cells: &[(u64, u64, u64)]) -> Option<Vec<Vec<u64>>> {
        if let Some(g) = self.got.get_mut(worker) {
            *g = true;
        }
        for &(a, b, x) in cells {
            if let Some(c) = self.cells.get_mut(a as usize).and_then(|r| r.get_mut(b as usize)) {
                *c = Some(x);
            }
        }
        if !self.got.iter().all(|&g| g) {
            return None;
        }
        self.cells.iter().map(|r| r.iter().copied().collect::<Option<Vec<u64>>>()).collect()
    }
}

/// A job a view asks of the workers.
#[derive(Clone, Debug, PartialEq)]
pub enum PoolJob {
    /// The SetNim atlas (see `Request::Atlas`).
    Atlas { id: RequestId, family: AtlasFamily, n_min: usize, n_max: usize, max: Option<u64> },
    /// A value table in normal play (see `Request::Table`).
    Table { id: RequestId, complex: String, piles: Vec<u64>, u: usize, v: usize, k: u64 },
    /// Stop request `id` wherever it runs.
    Cancel(RequestId),
}

/// Where a job runs.
#[derive(Clone, Debug, PartialEq)]
pub enum Placement {
    /// On the pool: request `i` to worker `i` (a value table of `0..=k` squared cells when
    /// `table` is `Some(k)`).
    Pool { id: RequestId, requests: Vec<Request>, table: Option<u64> },
    /// On the page's main worker, whole.
    Main(Request),
    /// To the main worker and every pool worker (a cancel).
    Everywhere(Request),
}

/// Places `job` for a pool of `workers` workers: split when it splits and there are two
/// workers or more, else whole on the main worker.
pub fn place(job: PoolJob, workers: usize) -> Placement {
    match job {
        PoolJob::Cancel(id) => Placement::Everywhere(Request::Cancel { id }),
        PoolJob::Atlas { id, family, n_min, n_max, max } => {
            match atlas_requests(id, family, n_min, n_max, max, workers) {
                Ok(requests) if workers >= 2 && requests.len() >= 2 => Placement::Pool { id, requests, table: None },
                _ => Placement::Main(Request::Atlas { id, family, n_min, n_max, max, share: None }),
            }
        }
        PoolJob::Table { id, complex, piles, u, v, k } => {
            match table_requests(id, &complex, &piles, u, v, k, workers) {
                Some(requests) => Placement::Pool { id, requests, table: Some(k) },
                None => Placement::Main(Request::Table { id, complex, piles, u, v, k, misere: false, share: None }),
            }
        }
    }
}

/// The pool's first messages: worker `i` of `workers` is told the channel its columns pass
/// on; it answers `Response::Ready` once the channel is open (a message sent on a channel
/// before a worker opened it would be lost, so no job is sent before every worker is ready).
pub fn hellos(channel: &str, workers: usize) -> Vec<Request> {
    (0..workers)
        .map(|worker| Request::Hello { id: RequestId::Pool(0), channel: channel.to_string(), worker, workers })
        .collect()
}

/// The number that tells a view's requests apart, carried with its columns (a column of an
/// earlier job is never taken for the current one's).
pub fn job_of(id: RequestId) -> u64 {
    match id {
        RequestId::View(_, n) | RequestId::Analysis(n) | RequestId::Pool(n) => n,
        RequestId::Convex(n) | RequestId::ConvexBrute(n) => n,
    }
}

/// A column chunk of job `job` for worker `to`, as the bytes the workers pass each other
/// directly (a `BroadcastChannel` of the page's pool, so the page's thread never handles
/// them; the format is the core's, built for speed).
pub fn encode_column(to: usize, job: u64, chunk: &simnim_core::solve::ColumnChunk) -> Vec<u8> {
    chunk.to_bytes(to, job)
}

/// Reads [`encode_column`]'s bytes: the receiving worker, the job and the chunk; `None` for
/// anything else (a channel may carry other messages).
pub fn decode_column(bytes: &[u8]) -> Option<(usize, u64, simnim_core::solve::ColumnChunk)> {
    simnim_core::solve::ColumnChunk::from_bytes(bytes)
}
