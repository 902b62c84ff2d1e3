// A worked example's viewer (viewer.js and its modules) is fetched after the page's first
// paint (the frame after the next, then a task), so that a phone on a slow network shows the
// page before it fetches a dozen scripts (Lighthouse counts every script fetched before the
// first paint as blocking it). Until the viewer takes over, its place holds the example's
// direction line; the static frames, for readers without JavaScript, stay hidden
// (viewer.css, `is-starting`).
requestAnimationFrame(() => setTimeout(() => import("./viewer.js")));
