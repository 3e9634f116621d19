//! The convex worker's logic: McCoy–Sieben's games answered from their structure theory, or
//! by the exhaustive search over all subsets. A worker of its own (loaded when the convex
//! mode is first opened), so that the playground's solver worker, part of the first load,
//! holds none of it.

use simnim_core::convex::{Structure, BRUTE_MAX_BROWSER};

use crate::protocol::{Request, Response};

/// The answer to a convex request (`None` for any other request).
pub fn answer(req: Request) -> Option<Response> {
    match req {
        Request::Convex { id, spec } => {
            Some(match spec.game().and_then(|g| Structure::of(&g).map_err(|e| e.to_string())) {
                Ok(structure) => Response::Convex { id, spec, structure },
                Err(message) => Response::ConvexFailed { id, spec, message },
            })
        }
        Request::ConvexBrute { id, spec } => Some(
            match spec.game().and_then(|g| {
                let n = g.geometry.n();
                g.brute_nim(BRUTE_MAX_BROWSER).map(|v| (v, 1u64 << n)).map_err(|e| e.to_string())
            }) {
                Ok((nim, positions)) => Response::ConvexBrute { id, nim, positions },
                Err(message) => Response::Refused { id, message },
            },
        ),
        _ => None,
    }
}
