//! Every generator pinned by its facets, and its parameter validation.

use simnim_core::families;
use simnim_core::families::named;

fn facets(spec: &str) -> String {
    named(spec).unwrap_or_else(|e| panic!("{spec}: {e}")).to_string()
}

#[test]
fn generators_pin_their_facets() {
    let cases = [
        ("nim:3", "{1},{2},{3}"),
        ("simplex:4", "{1,2,3,4}"),
        ("moore:4,3", "{1,2},{1,3},{2,3},{1,4},{2,4},{3,4}"),
        ("path:3,2", "{1,2},{2,3},{3,4}"), // E&S P_{n,k}: n facets, n+k-1 vertices
        ("pn:4,2", "{1,2},{2,3},{3,4}"),   // SetNim PN(n,k): n stacks
        ("pn:5,3", "{1,2,3},{2,3,4},{3,4,5}"),
        ("cn:5,2", "{1,2},{2,3},{3,4},{4,5},{1,5}"),
        ("cn:6,3", "{1,2,3},{2,3,4},{3,4,5},{4,5,6},{1,5,6},{1,2,6}"),
        ("h", "{a,b,c},{b,c,d},{c,d,e},{d,e,f},{a,f}"),
        ("octahedron:2", "{1,2},{2,3},{1,4},{3,4}"),
        ("ex3.3", "{1,2,3},{2,3,4},{3,4,5},{1,5}"),
        ("ex3.4", "{1,2,3,4},{2,3,4,5},{1,2,5},{1,4,5}"),
        ("ex4.6", "{1,2},{1,3},{1,4},{2,3,4}"),
        ("ex4.5", "{1,2},{1,3},{1,4},{2,3,4}"), // the old id of E&S Example 4.6, kept for old links
        ("fig2", "{a,b},{c}"),
        ("mystery", "{1,2},{1,3},{2,3},{3,4}"),
        ("graph:1-2,2-3,3-1", "{1,2},{1,3},{2,3}"), // forests of a triangle: any two edges
        ("gf2:110,011", "{1,2},{1,3},{2,3}"),       // columns 10, 11, 01: any two independent
        ("matrix:2,2", "{1,2},{3,4},{2,4},{1,3}"),  // rows, and all stacks outside one column
        ("graphnim:a-b,b-c,c-d", "{1,2},{2,3}"),    // stars of a..d: {e1},{e1,e2},{e2,e3},{e3}
    ];
    for (spec, want) in cases {
        let got = facets(spec);
        let canon = |t: &str| {
            let mut v: Vec<String> = t.split("},").map(|x| x.trim_end_matches('}').to_string()).collect();
            v.sort();
            v
        };
        assert_eq!(canon(&got), canon(want), "{spec}");
    }
    assert_eq!(families::octahedron(3).unwrap().facets().len(), 8);
    assert_eq!(families::moore(6, 4).unwrap().facets().len(), 20);
    assert_eq!(families::matrix_nim(3, 4).unwrap().n(), 12);
}

#[test]
fn generators_validate_parameters() {
    for bad in [
        "cn:3,4",
        "cn:3,0",
        "pn:2,3",
        "moore:4,1",
        "path:0,2",
        "octahedron:0",
        "octahedron:11",
        "nim:0",
        "nim:65",
        "matrix:2,1",
        "graph:1-1",
        "graph:",
        "gf2:12",
        "gf2:00,00",
        "graphnim:a-a",
        "cn:x,2",
        "cn:7",
        "frob:1",
    ] {
        assert!(named(bad).is_err(), "{bad} must be refused");
    }
}
