// Small helpers shared by the browser modules: building elements and filling texts.

// Replace {name} placeholders in a translated text (the catalogs' %(name)s, as the build wrote them).
export const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? "");

export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function button(label, onClick, className = "") {
  const node = el("button", className, label);
  node.type = "button";
  node.addEventListener("click", onClick);
  return node;
}
