//! The game graph ("graph method"): the positions reachable from the current one, layered
//! by chips and labelled by nim values; winning moves in red.

use yew::prelude::*;

use simnim_core::position_text;
use simnim_model::editor::Action;
use simnim_model::export::d1;
use simnim_model::protocol::{Request, RequestId, Response, ViewKind};

use super::{get, refused, ViewProps};

#[component]
pub(super) fn GraphView(p: &ViewProps) -> Html {
    {
        let (send, text, piles) = (p.send.clone(), p.text.clone(), p.piles.clone());
        use_effect_with((text.clone(), piles.clone()), move |_| {
            send.emit(Request::Graph { id: RequestId::view(ViewKind::Graph), complex: text, piles, cap: 300 });
        });
    }
    let Some(r) = get(p, ViewKind::Graph) else { return html! { <p class="muted">{"Computing…"}</p> } };
    let Response::Graph { nodes, edges, capped, .. } = &*r else { return refused(&r).unwrap_or_default() };
    let (width, height, pos) = simnim_model::export::graph_layout(nodes);
    let graph_svg = simnim_model::export::graph_svg(nodes, edges);
    let lines = edges.iter().map(|&(a, b)| {
        let win = nodes[b].1 == 0 && nodes[a].1 != 0;
        html! { <line class={classes!("gedge", win.then_some("win"))} x1={d1(pos[a].0)} y1={d1(pos[a].1)} x2={d1(pos[b].0)} y2={d1(pos[b].1)} /> }
    });
    let circles = nodes.iter().enumerate().map(|(i, (position, value, _))| {
        let act = p.on_action.clone();
        let target = position.clone();
        html! {
            <g class={classes!("gnode", (*value == 0).then_some("p"))} onclick={Callback::from(move |_| act.emit(Action::SetPilesInOrder(target.clone())))}>
                <title>{format!("{}: nim value {value}", position_text(position))}</title>
                <circle cx={d1(pos[i].0)} cy={d1(pos[i].1)} r="11" />
                <text x={d1(pos[i].0)} y={d1(pos[i].1 + 4.0)}>{value}</text>
            </g>
        }
    });
    html! {
        <div class="view" id="graph-view">
            <p class="small muted">{format!("{} positions reachable from {}, layered by the number of chips; numbers are nim values, green nodes are P-positions, red edges are winning moves. Click a node to go there.", nodes.len(), position_text(&p.piles))}</p>
            if *capped { <p class="warn small" id="graph-capped">{"Only the first 300 positions are drawn (the graph is larger)."}</p> }
            <svg class="graph" viewBox={format!("0 0 {} {}", d1(width), d1(height))}>{ for lines }{ for circles }</svg>
            <p class="small">{ crate::export::image_links(graph_svg, "simnim-game-graph", "graph") }</p>
        </div>
    }
}
