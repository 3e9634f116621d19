//! The convex mode's presets: McCoy–Sieben's examples, as links of the mode.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

/// A preset of the convex mode.
pub struct ConvexPreset {
    pub id: &'static str,
    pub name: &'static str,
    pub link: &'static str,
}

/// The paper's examples, as links of this mode.
pub const CONVEX_PRESETS: &[ConvexPreset] = &[
    ConvexPreset { id: "ms-ex4.17", name: "Ex 3.1/4.8/4.17: GEN({-1,0,1})", link: "convex&line=-1,0,1&w=-1,0,1" },
    ConvexPreset { id: "ms-ex4.2", name: "Ex 4.2: {0,1,2,3}, W = {1,2}", link: "convex&line=0,1,2,3&w=1,2" },
    ConvexPreset {
        id: "ms-fig4.2",
        name: "Fig 4.2: four points, W = {1,2}",
        link: "convex&points=(2,0),(2,2),(0,4),(4,4)&w=1,2",
    },
    ConvexPreset {
        id: "ms-fig4.2d1",
        name: "Fig 4.2: point 1 deleted",
        link: "convex&points=(2,0),(2,2),(0,4),(4,4)&w=2&d=1",
    },
    ConvexPreset {
        id: "ms-fig4.2d2",
        name: "Fig 4.2: point 2 deleted",
        link: "convex&points=(2,0),(2,2),(0,4),(4,4)&w=1&d=2",
    },
    ConvexPreset {
        id: "ms-fig4.2d3",
        name: "Fig 4.2: point 3 deleted",
        link: "convex&points=(2,0),(2,2),(0,4),(4,4)&w=1,2&d=3",
    },
    ConvexPreset {
        id: "ms-prop5.5",
        name: "Prop 5.5: hexagon, W = three corners",
        link: "convex&points=(2,0),(4,1),(4,3),(2,4),(0,3),(0,1),(2,2)&w=1,3,5",
    },
    ConvexPreset {
        id: "ms-ex6.4",
        name: "Ex 6.4: tree, W = {1,3,6,8}",
        link: "convex&tree=0-1,1-2,2-3,3-4,3-5,0-6,6-7,2-8,8-9,8-10,10-11&w=1,3,6,8",
    },
    ConvexPreset {
        id: "ms-ex6.6",
        name: "Ex 6.6: tree, W = {0}",
        link: "convex&tree=0-1,1-2,2-3,0-4,0-5,0-6,6-7,0-8,8-9&w=0",
    },
    ConvexPreset {
        id: "ms-prop7.1",
        name: "Prop 7.1: path of 8 points, W = {2,6}",
        link: "convex&line=1,2,3,4,5,6,7,8&w=2,6",
    },
    ConvexPreset { id: "ms-prop7.2", name: "Prop 7.2: path of 6 points, W = {3}", link: "convex&line=1,2,3,4,5,6&w=3" },
    ConvexPreset {
        id: "ms-ex7.3",
        name: "Ex 7.3: {0,…,6}, D = {3,5}, W = {1,2}",
        link: "convex&line=0,1,2,3,4,5,6&w=1,2&d=3,5",
    },
    ConvexPreset {
        id: "ms-dng",
        name: "DNG: avoidance on the Fig 4.2 points",
        link: "convex&points=(2,0),(2,2),(0,4),(4,4)&w=1,2&avoid",
    },
];
