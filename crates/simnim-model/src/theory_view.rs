//! A serialisable summary of a complex's [`Theory`] for the page's panels. Sets are
//! bitmasks over the complex's vertex order; `labels` names them.
//! Item numbers without a paper name are E&S's (cites: es1996).

use serde::{Deserialize, Serialize};

use simnim_core::bits;
use simnim_core::theory::Regularity;
use simnim_core::theory::{RegularitySource, RegularityStatus, Theory};

/// Nim-regularity as shown to people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RegularityView {
    Regular {
        /// The basis sets (`None` when there are too many to list).
        basis: Option<Vec<u64>>,
        /// "binary matroid (Thm 5.7)" or "the {0..3}^V box (by the proof of Prop 4.3; Thm 4.4)".
        source: String,
        /// E&S Question 9.5.
        equals_disjoint_unions_of_circuits: Option<bool>,
    },
    NotRegular {
        witness: Vec<u64>,
        witness_is_zero: bool,
    },
    Unknown(String),
}

/// What the theory panels show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TheoryView {
    pub labels: Vec<String>,
    pub circuits: Vec<u64>,
    /// For each circuit its points (all zero when the complex is not pointed).
    pub points: Vec<u64>,
    pub pointed: bool,
    pub regularity: RegularityView,
    /// GF(2) columns of a binary-matroid representation, as strings of 0/1.
    pub matroid_columns: Option<Vec<String>>,
    pub structure: String,
}

/// Largest basis listed in the panel.
pub const MAX_LISTED: usize = 256;

impl TheoryView {
    pub fn of(t: &Theory) -> TheoryView {
        let c = &t.complex;
        let n = c.n();
        let regularity = match &t.regularity {
            RegularityStatus::Known(Regularity::Regular(b), src) => RegularityView::Regular {
                basis: b.list(n, MAX_LISTED),
                source: match src {
                    RegularitySource::Matroid => {
                        "it is a binary matroid: the basis is the kernel of its GF(2) representation (Thm 5.7)".into()
                    }
                    RegularitySource::Box => {
                        "found from the zero positions with piles ≤ 3 (by the proof of Prop 4.3; Thm 4.4)".into()
                    }
                },
                equals_disjoint_unions_of_circuits: b.equals_disjoint_unions_of_circuits(n, &t.circuits),
            },
            RegularityStatus::Known(Regularity::NotRegular { witness, witness_is_zero }, _) => {
                RegularityView::NotRegular { witness: witness.clone(), witness_is_zero: *witness_is_zero }
            }
            RegularityStatus::Unknown(w) => RegularityView::Unknown(w.clone()),
        };
        TheoryView {
            labels: c.labels().iter().map(|l| l.to_string()).collect(),
            circuits: t.circuits.clone(),
            points: match &t.pointed {
                Some(p) => p.points.clone(),
                None => vec![0; t.circuits.len()],
            },
            pointed: t.pointed.is_some(),
            regularity,
            matroid_columns: t.matroid.as_ref().map(|m| {
                m.phi
                    .iter()
                    .map(|&x| (0..m.rank.max(1)).map(|i| if x >> i & 1 == 1 { '1' } else { '0' }).collect())
                    .collect()
            }),
            structure: t.structure.describe(c),
        }
    }

    /// A set in the papers' notation.
    pub fn set(&self, mask: u64) -> String {
        let inner: Vec<&str> = bits(mask).filter_map(|v| self.labels.get(v).map(|s| s.as_str())).collect();
        format!("{{{}}}", inner.join(","))
    }
}
