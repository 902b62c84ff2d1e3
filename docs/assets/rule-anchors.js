// Where a rule is stated on the site: the page's language's `assets/rule-anchors.json`
// (written by hooks/rule_links.py), read once per page and shared by every table on it.
// `root` is the table's element, whose data-rule-anchors and data-site-root the hooks fill.

const loaded = new Map();

export async function ruleHref(root, rule) {
  if (!rule) return null;
  const url = root.dataset.ruleAnchors;
  if (!loaded.has(url)) {
    loaded.set(url, fetch(url).then((answer) => answer.json()).catch(() => ({})));
  }
  const anchors = await loaded.get(url);
  return anchors[rule] ? root.dataset.siteRoot + anchors[rule] : null;
}
