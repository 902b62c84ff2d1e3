// One key handler for every viewer of the page, as lichess's pgn-viewer has: a key goes to one
// target viewer — the one holding the focus, or, when nothing holds it, the page's only viewer.
// Two viewers on one page never both step, and a key pressed in a menu, a field or the search
// box steps none.
const viewers = [];

function target(event) {
  const node = event.target;
  const owner = viewers.find((viewer) => viewer.root.contains(node));
  if (owner) return owner;
  const nothingFocused = node === document.body || node === document.documentElement;
  // Counted on the page, not among the started viewers: one still loading counts too.
  const only = document.querySelectorAll(".deal-viewer[data-transcript]").length === 1;
  return nothingFocused && only ? viewers[0] ?? null : null;
}

function onKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.target instanceof HTMLElement && event.target.closest("input, select, textarea, [contenteditable]")) return;
  const viewer = target(event);
  if (viewer && viewer.key(event.key)) event.preventDefault();
}

// `viewer`: {root, key(name) → true when the key was used}.
export function registerViewer(viewer) {
  if (!viewers.length) document.addEventListener("keydown", onKey);
  viewers.push(viewer);
}
