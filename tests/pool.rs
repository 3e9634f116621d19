//! The page's pool of workers, natively: several `SolverState`s (one per worker) fed the
//! requests `pool` splits a job into, the value table's columns passed from each worker to
//! the next as the browser glue passes them, every answer merged by the page's reducer,
//! and the result compared with one worker's (and the value table with the naive solver).

use std::collections::VecDeque;

use crate::support::naive::Naive;
use crate::support::{random_text, Rng};

use simnim_core::{AtlasFamily, Complex, Limits};
use simnim_model::pool::{
    atlas_requests, decode_column, next_worker, pool_size, table_requests, workers_from_fragment,
};
use simnim_model::protocol::{Request, RequestId, Response, ViewKind};
use simnim_model::state::{AppState, Msg};
use simnim_model::worker::SolverState;

/// What a worker's port brings: a column from the previous worker.
enum Input {
    Column(RequestId, simnim_core::solve::ColumnChunk),
}

/// Runs `requests` (one per worker) to the end, stepping the workers in a shuffled order and
/// passing columns on; every other response goes to the page's reducer `s`. Requests (from
/// the page) and columns (from the previous worker) come on different channels, each in
/// order, but either may come first: a column can arrive before its request.
fn run_pool(s: &mut AppState, requests: Vec<Request>, rng: &mut Rng) -> usize {
    let w = requests.len();
    let mut workers: Vec<SolverState> = (0..w).map(|_| SolverState::new(Limits::BROWSER)).collect();
    let mut page: Vec<VecDeque<Request>> = requests.into_iter().map(|r| VecDeque::from([r])).collect();
    let mut port: Vec<VecDeque<Input>> = (0..w).map(|_| VecDeque::new()).collect();
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 2_000_000, "the pool never finishes");
        let idle =
            (0..w).all(|i| page[i].is_empty() && port[i].is_empty() && (!workers[i].busy() || workers[i].waiting()));
        if idle {
            return w;
        }
        let i = rng.below(w as u64) as usize;
        let mut out = Vec::new();
        let from_port = !port[i].is_empty() && (page[i].is_empty() || rng.below(2) == 0);
        if from_port {
            if let Some(Input::Column(id, chunk)) = port[i].pop_front() {
                workers[i].feed(id, chunk);
            }
        } else if let Some(req) = page[i].pop_front() {
            out.extend(workers[i].handle(req));
        } else if workers[i].busy() && !workers[i].waiting() {
            out.extend(workers[i].work(1 + rng.below(3000) as usize));
        }
        // Columns go to the next worker as the browser passes them: bytes on its port.
        while let Some((id, chunk)) = workers[i].take_column() {
            let job = simnim_model::pool::job_of(id);
            let bytes = simnim_model::pool::encode_column(next_worker(i, w), job, &chunk);
            let (to, back_job, back) = simnim_model::pool::decode_column(&bytes).expect("its own encoding");
            assert_eq!((to, back_job, &back), (next_worker(i, w), job, &chunk));
            port[to].push_back(Input::Column(RequestId::View(ViewKind::Table, back_job), back));
        }
        for r in out {
            s.apply(Msg::Worker(r));
        }
    }
}

/// The page's reply for `kind` once its request `id` is answered.
fn reply(s: &AppState, kind: ViewKind) -> Option<Response> {
    s.views.get(&kind).and_then(|(_, r)| r.as_deref().cloned())
}

#[test]
fn a_value_table_split_over_the_pool_equals_one_workers_and_the_naive_solver() {
    let mut rng = Rng(0x9001);
    let mut split = 0;
    for round in 0..30 {
        let n = 2 + rng.below(4) as usize;
        let text = random_text(&mut rng, n);
        let c = Complex::parse(&text).unwrap();
        let piles: Vec<u64> = (0..c.n()).map(|_| rng.below(4)).collect();
        let (u, v, k) = (0, 1 + rng.below(c.n() as u64 - 1) as usize, 2 + rng.below(5));
        let complex = c.to_string();
        // One worker: the whole table.
        let mut one = SolverState::new(Limits::BROWSER);
        let id = RequestId::view(ViewKind::Table);
        let single = one.handle(Request::Table {
            id,
            complex: complex.clone(),
            piles: piles.clone(),
            u,
            v,
            k,
            misere: false,
            share: None,
        });
        let Some(Response::Table { table: want, .. }) = single.first().cloned() else { panic!("{single:?}") };
        // The naive solver agrees cell by cell.
        let mut naive = Naive::parse(&complex);
        for (a, row) in want.iter().enumerate() {
            for (b, &x) in row.iter().enumerate() {
                let mut p = piles.clone();
                (p[u], p[v]) = (a as u64, b as u64);
                assert_eq!(naive.value(&p), x, "{complex} at {p:?}");
            }
        }
        for workers in [2, 3, 4] {
            let Some(requests) = table_requests(id, &complex, &piles, u, v, k, workers) else {
                assert!(c.components().len() > 1 || workers > k as usize + 1 || c.n() < 2, "{complex} should split");
                continue;
            };
            split += 1;
            let mut s = AppState::from_link("", false);
            let w = requests.len();
            s.apply(Msg::Requested(id));
            s.apply(Msg::Pooled { id, workers: w, table: Some(k) });
            assert_eq!(run_pool(&mut s, requests, &mut rng), w);
            let Some(Response::Table { table, .. }) = reply(&s, ViewKind::Table) else {
                panic!("round {round}: {complex}: no table from {w} workers")
            };
            assert_eq!(table, want, "round {round}: {complex} split over {w} workers");
            assert_eq!(s.table_workers, w, "the page knows how many workers ran");
        }
    }
    assert!(split >= 20, "only {split} tables were split");
}

#[test]
fn an_atlas_split_over_the_pool_has_every_game_once_as_one_worker_finds_it() {
    let mut rng = Rng(0xa71a);
    let id = RequestId::view(ViewKind::Atlas);
    let mut one = AppState::from_link("", false);
    one.apply(Msg::Requested(id));
    let r = atlas_requests(id, AtlasFamily::Cycle, 3, 6, Some(3), 1).unwrap();
    run_pool(&mut one, r, &mut rng);
    let want = one.atlas.rows.clone();
    assert_eq!(want.len(), 1 + 2 + 3 + 4);
    for workers in [2, 3] {
        let mut s = AppState::from_link("", false);
        s.apply(Msg::Requested(id));
        let requests = atlas_requests(id, AtlasFamily::Cycle, 3, 6, Some(3), workers).unwrap();
        assert_eq!(requests.len(), workers);
        s.apply(Msg::Pooled { id, workers, table: None });
        run_pool(&mut s, requests, &mut rng);
        assert_eq!(s.atlas.rows, want, "{workers} workers");
        assert_eq!((s.atlas.done, s.atlas.total, s.atlas.running, s.atlas.workers), (10, 10, false, workers));
    }
}

#[test]
fn every_worker_is_greeted_and_answers_ready() {
    let hellos = simnim_model::pool::hellos("simnim-pool-1", 3);
    assert_eq!(hellos.len(), 3);
    for (i, h) in hellos.into_iter().enumerate() {
        let mut w = SolverState::new(Limits::BROWSER);
        assert_eq!(w.handle(h), vec![Response::Ready { id: RequestId::Pool(0), worker: i }]);
    }
    // Housekeeping never reaches the page's views.
    let s = AppState::from_link("", false);
    assert!(!s.is_current(RequestId::Pool(0)));
}

#[test]
fn the_pool_size_follows_the_cores_and_the_link() {
    assert_eq!(pool_size(Some(8), None), 4, "capped");
    assert_eq!(pool_size(Some(4), None), 3, "the page keeps a core");
    assert_eq!(pool_size(Some(2), None), 1, "the page keeps a core");
    assert_eq!(pool_size(Some(1), None), 1);
    assert_eq!(pool_size(Some(0), None), 1);
    assert_eq!(pool_size(None, None), 1);
    assert_eq!(pool_size(Some(2), Some(2)), 2, "the link wins");
    assert_eq!(pool_size(Some(8), Some(1)), 1, "the link wins");
    assert_eq!(workers_from_fragment("c={1,2}&p=1,1&workers=2"), Some(2));
    assert_eq!(workers_from_fragment("c={1,2}&workers=9"), None);
    assert_eq!(next_worker(3, 4), 0);
    // A disconnected complex's table is one worker's job.
    let id = RequestId::view(ViewKind::Table);
    assert!(table_requests(id, "{1,2},{3}", &[1, 1, 1], 0, 1, 4, 2).is_none());
    assert_eq!(table_requests(id, "{1,2},{2,3}", &[1, 1, 1], 0, 1, 4, 2).map(|r| r.len()), Some(2));
}

#[test]
fn column_bytes_round_trip_and_garbage_is_refused() {
    let chunk = simnim_core::solve::ColumnChunk { slab: 3, from: 70, lo: vec![1, u64::MAX, 5], hi: vec![7, 8, 9] };
    let bytes = simnim_model::pool::encode_column(2, 77, &chunk);
    assert_eq!(decode_column(&bytes), Some((2, 77, chunk)));
    assert_eq!(decode_column(&bytes[..bytes.len() - 1]), None);
    assert_eq!(decode_column(b"simnim"), None);
    let mut lie = bytes.clone();
    lie[32] = 200; // claims 200 low words
    assert_eq!(decode_column(&lie), None);
}
