// The puzzles page's script (../puzzles.js and its modules) is fetched after the page's first
// paint, as a worked example's viewer is (../viewer/start.js says why). Its controls (the
// filters, the progress file, each level's Start) stay hidden until it has taken over.
requestAnimationFrame(() => setTimeout(() => import("../puzzles.js")));
