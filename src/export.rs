//! Image downloads: an SVG link (a data URL of the model's standalone SVG) and a PNG rendered
//! from that SVG in the browser (image → canvas at 2× → PNG download). No logic beyond that.

use wasm_bindgen::{closure::Closure, JsCast};
use yew::prelude::*;

use simnim_model::url::percent_encode;

/// Renders `svg` to a PNG at twice its size and downloads it as `name.png`.
pub(crate) fn download_png(svg: String, name: String) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(&svg));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("image/svg+xml");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    let Ok(img) = web_sys::HtmlImageElement::new() else { return };
    let img2 = img.clone();
    let url2 = url.clone();
    let onload = Closure::once(move || {
        let (w, h) = (img2.natural_width().max(1), img2.natural_height().max(1));
        let canvas: Option<web_sys::HtmlCanvasElement> =
            doc.create_element("canvas").ok().and_then(|c| c.dyn_into().ok());
        if let Some(canvas) = canvas {
            canvas.set_width(w * 2);
            canvas.set_height(h * 2);
            let ctx: Option<web_sys::CanvasRenderingContext2d> =
                canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into().ok());
            if let Some(ctx) = ctx {
                let _ = ctx.scale(2.0, 2.0);
                let _ = ctx.draw_image_with_html_image_element(&img2, 0.0, 0.0);
                if let Ok(data) = canvas.to_data_url_with_type("image/png") {
                    let a: Option<web_sys::HtmlAnchorElement> =
                        doc.create_element("a").ok().and_then(|a| a.dyn_into().ok());
                    if let Some(a) = a {
                        a.set_href(&data);
                        a.set_download(&format!("{name}.png"));
                        a.set_id("png-download");
                        let _ = doc.body().map(|b| b.append_child(&a));
                        a.click();
                        a.remove();
                    }
                }
            }
        }
        let _ = web_sys::Url::revoke_object_url(&url2);
    });
    img.set_onload(Some(onload.as_ref().unchecked_ref()));
    onload.forget();
    img.set_src(&url);
}

#[derive(Properties, PartialEq)]
pub(crate) struct ImageLinksProps {
    pub(crate) svg: AttrValue,
    pub(crate) name: AttrValue,
    pub(crate) id: AttrValue,
}

/// "SVG · PNG" links for an image; ids are `{id}-svg` and `{id}-png`. A component, so the
/// data URL is encoded again only when the image changes.
#[component]
pub(crate) fn ImageLinks(p: &ImageLinksProps) -> Html {
    let href = use_memo(p.svg.clone(), |svg| format!("data:image/svg+xml;charset=utf-8,{}", percent_encode(svg)));
    let (svg, name, id) = (p.svg.clone(), p.name.clone(), p.id.clone());
    let onclick = {
        let name = name.clone();
        Callback::from(move |_| download_png(svg.to_string(), name.to_string()))
    };
    html! {
        <span class="image-links">
            <a id={format!("{id}-svg")} href={(*href).clone()} download={format!("{name}.svg")}>{"SVG"}</a>{" · "}
            <button class="link-button" id={format!("{id}-png")} {onclick}>{"PNG"}</button>
        </span>
    }
}

/// [`ImageLinks`] for `svg`, saved as `name` (`.svg` or `.png`), with ids from `id`.
pub(crate) fn image_links(svg: impl Into<AttrValue>, name: &str, id: &str) -> Html {
    html! { <ImageLinks svg={svg.into()} name={AttrValue::from(name.to_string())} id={AttrValue::from(id.to_string())} /> }
}
