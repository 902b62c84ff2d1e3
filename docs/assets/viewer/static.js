// A worked example's static frames (every step, seen from above), which the page holds inside
// <noscript> (overrides/tutorials/viewer.html): read as elements by a browser without
// JavaScript, kept as one string by the others. Here they become elements when they are
// wanted: when the page is printed, or when the viewer cannot start. Until then the viewer
// reads from the string only the addresses of the rules the steps cite.

// The frames as elements, put in place after the <noscript> the first time they are asked for.
export function staticFrames(root) {
  const shown = root.querySelector(".deal-viewer__frames");
  if (shown) return shown;
  const kept = root.querySelector("noscript.deal-viewer__static");
  if (!kept) return null;
  const template = document.createElement("template");
  template.innerHTML = kept.textContent;
  kept.after(template.content);
  return root.querySelector(".deal-viewer__frames");
}

// Rule id -> the address of the paragraph that states it, as the build wrote the frames' links
// (hooks/rule_links.py).
export function ruleAddresses(root) {
  const kept = root.querySelector("noscript.deal-viewer__static");
  const text = kept ? kept.textContent : "";
  return new Map([...text.matchAll(/data-rule="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]));
}

// Printing shows the frames (viewer.css): they are made before the page is laid out for print,
// from the browser's print command or a print style emulated.
export function keepForPrint(root) {
  addEventListener("beforeprint", () => staticFrames(root));
  matchMedia("print").addEventListener("change", (event) => { if (event.matches) staticFrames(root); });
}
