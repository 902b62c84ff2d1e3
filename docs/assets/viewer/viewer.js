// The worked-example viewer: one frame at a time, from above or from one seat, with keyboard
// control, #step-N links, the previous trick on demand, and branching off with the engine.
// The page holds every frame as static HTML (for readers without JavaScript, and for print:
// ./static.js); this module reads the JSON transcript next to it and takes over.
//
// The parts, as lichess's pgn-viewer splits them: controller.js (state, stepping, branching),
// view.js (drawing, focus), ../announcer.js (what screen readers hear), ../keys.js (one key
// handler for the page, which gives each key to one viewer), table.js (a table model as HTML).
import { Controller } from "./controller.js";
import { View } from "./view.js";
import { Announcer } from "../announcer.js";
import { registerKeys } from "../keys.js";
import { keepForPrint, staticFrames } from "./static.js";

function stepFromHash(last) {
  const match = /^#step-(\d+)$/.exec(location.hash);
  return match ? Math.min(Number(match[1]), last) : null;
}

async function startViewer(root) {
  const transcript = await (await fetch(root.dataset.transcript)).json();
  const ctx = { labels: JSON.parse(root.dataset.labels), texts: JSON.parse(root.dataset.texts) };
  const announcer = new Announcer(root, "deal-viewer__announcer");
  let view = null;
  const controller = new Controller(transcript, {
    lang: root.dataset.lang,
    // Leaving one's own line loses its actions: ask first when there are any.
    confirmLeave: () => confirm(ctx.texts.branch_leave),
    onChange: (change) => {
      // The address follows the step shown (kept as it was when the reader stays in a branch).
      history.replaceState(null, "", `#step-${controller.n}`);
      view.update(change);
    },
  });
  view = new View(root, controller, announcer, ctx);
  root.classList.replace("is-starting", "is-live") || root.classList.add("is-live");
  const start = stepFromHash(controller.last);
  controller.n = start ?? 0;
  history.replaceState(null, "", `#step-${controller.n}`);
  view.update({ kind: "step" });
  if (start !== null) root.scrollIntoView({ block: "start" });
  addEventListener("hashchange", () => {
    const n = stepFromHash(controller.last);
    if (n === null) return;
    if (controller.goTo(n)) root.scrollIntoView({ block: "start" });
    else history.replaceState(null, "", `#step-${controller.n}`);
  });
  // A key goes to the viewer holding the focus, or, when nothing holds it, to the page's only
  // viewer (counted on the page: one still loading counts too). Two never both step.
  registerKeys({ root, key: (name, { inside, nothingFocused }) => {
    const only = document.querySelectorAll(".deal-viewer[data-transcript]").length === 1;
    return (inside || (nothingFocused && only)) && controller.key(name);
  } });
  // Leaving the page (a link, Material's n and p keys) while playing one's own line asks first.
  addEventListener("beforeunload", (event) => {
    if (controller.hasUnsavedBranch) event.preventDefault();
  });
}

for (const root of document.querySelectorAll(".deal-viewer[data-transcript]")) {
  keepForPrint(root);
  // Should the transcript not come, the static frames are there to read.
  startViewer(root).catch(() => {
    staticFrames(root);
    root.classList.remove("is-starting");
  });
}
