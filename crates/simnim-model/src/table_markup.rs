//! The value table's markup, written once per answer as one HTML string: a table of a few
//! hundred cells is built by the browser's parser in one step instead of one virtual node,
//! title and click handler per cell on every render of the views (the page delegates the
//! clicks to the table and reads the cell's `data-a` and `data-b`).

use simnim_core::position_text;

use crate::export::xml_escape;

/// The `<table id="value-table">` of `table` (row `a`, column `b`: the value with pile
/// `u` at `a` and pile `v` at `b`, the other piles as in `piles`), its header naming the
/// two vertices by `row_label` and `col_label`. In misère play the cells say P or N
/// (`table` holds 0 for a misère P-position); in normal play they hold the nim values, the
/// P cells (value 0) with class `p`, the others with one of twelve heat classes.
pub fn table_html(
    table: &[Vec<u64>],
    piles: &[u64],
    (u, v): (usize, usize),
    (row_label, col_label): (&str, &str),
    misere: bool,
) -> String {
    let mut out = String::with_capacity(96 * table.len() * table.len().max(1));
    out.push_str(if misere {
        r#"<table class="heat" id="value-table" data-rules="misere">"#
    } else {
        r#"<table class="heat" id="value-table">"#
    });
    out.push_str(&format!("<thead><tr><th>{}\\{}</th>", xml_escape(row_label), xml_escape(col_label)));
    for b in 0..table.first().map_or(0, Vec::len) {
        out.push_str(&format!("<th>{b}</th>"));
    }
    out.push_str("</tr></thead><tbody>");
    for (a, row) in table.iter().enumerate() {
        out.push_str(&format!("<tr><th>{a}</th>"));
        for (b, &val) in row.iter().enumerate() {
            let at = cell_position(piles, (u, v), a as u64, b as u64).map_or_else(String::new, |p| position_text(&p));
            let (class, title, text) = match (misere, val == 0) {
                (true, true) => ("p".to_string(), format!("{at}: a misère P-position"), "P".to_string()),
                (true, false) => ("mn".to_string(), format!("{at}: a misère N-position"), "N".to_string()),
                (false, true) => ("p".to_string(), format!("{at}: nim value 0, a P-position"), "0".to_string()),
                (false, false) => (format!("h{}", val % 12), format!("{at}: nim value {val}"), val.to_string()),
            };
            out.push_str(&format!(r#"<td class="cell {class}" title="{title}" data-a="{a}" data-b="{b}">{text}</td>"#));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

/// The position a cell of the table stands for: `piles` with pile `u` at `a` and pile `v`
/// at `b` (`None` when a vertex is not one of the piles).
pub fn cell_position(piles: &[u64], (u, v): (usize, usize), a: u64, b: u64) -> Option<Vec<u64>> {
    let mut pos = piles.to_vec();
    *pos.get_mut(u)? = a;
    *pos.get_mut(v)? = b;
    Some(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_hold_values_positions_and_classes_and_labels_are_escaped() {
        let table = vec![vec![0, 1], vec![1, 13]];
        let html = table_html(&table, &[5, 5, 7], (0, 2), ("<a>", "b&"), false);
        assert!(html.starts_with(r#"<table class="heat" id="value-table">"#), "{html}");
        assert!(html.contains(r"<th>&lt;a&gt;\b&amp;</th>"), "{html}");
        assert_eq!(html.matches("<td ").count(), 4);
        assert!(
            html.contains(
                r#"<td class="cell p" title="(0,5,0): nim value 0, a P-position" data-a="0" data-b="0">0</td>"#
            ),
            "{html}"
        );
        assert!(
            html.contains(r#"<td class="cell h1" title="(1,5,1): nim value 13" data-a="1" data-b="1">13</td>"#),
            "{html}"
        );
        let misere = table_html(&table, &[5, 5, 7], (0, 2), ("a", "b"), true);
        assert!(
            misere.contains(r#"data-rules="misere""#) && misere.contains(r#"title="(1,5,0): a misère N-position""#),
            "{misere}"
        );
        assert_eq!(cell_position(&[5, 5, 7], (0, 2), 3, 4), Some(vec![3, 5, 4]));
        assert_eq!(cell_position(&[5], (0, 2), 3, 4), None);
    }
}
