// The header's language menu links each page to its twin; keep the reader's place too: the
// URL fragment (a worked example's #step-14, an open #puzzle-…, a rule's #304-L3) follows.
const links = () => document.querySelectorAll(".md-header a.md-select__link[hreflang]");

function keepFragment() {
  for (const link of links()) {
    const url = new URL(link.href);
    url.hash = location.hash;
    link.href = url.href;
  }
}

keepFragment();
addEventListener("hashchange", keepFragment);
// Pages change their own fragment without a hashchange (history.replaceState): refresh the
// links just before they are used.
for (const type of ["pointerdown", "focusin", "mouseover"]) {
  document.addEventListener(type, (event) => {
    if (event.target instanceof Element && event.target.closest(".md-select")) keepFragment();
  }, { capture: true });
}
