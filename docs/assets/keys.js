// One key handler for the whole page, as lichess's pgn-viewer has: the worked-example viewers,
// the puzzles and the practice table register with it, and a key goes to one of them — the one
// holding the focus first, else the first that takes it from outside. A key pressed with a
// modifier, or in a menu, a field or the search box, goes to none. It listens while the event
// is captured, so that a key a part takes (N, the next puzzle) is not also Material's.
const parts = [];

function onKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const node = event.target;
  if (node instanceof HTMLElement && node.closest("input, select, textarea, [contenteditable]")) return;
  const owner = parts.find((part) => part.root.contains(node));
  const nothingFocused = node === document.body || node === document.documentElement;
  const order = owner ? [owner, ...parts.filter((part) => part !== owner)] : parts;
  for (const part of order) {
    if (part.key(event.key, { inside: part === owner, nothingFocused })) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
  }
}

// `part`: {root, key(name, {inside, nothingFocused}) → true when it used the key}.
export function registerKeys(part) {
  if (!parts.length) document.addEventListener("keydown", onKey, { capture: true });
  parts.push(part);
}
