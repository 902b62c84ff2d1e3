// Search in the reader's language only.
//
// mkdocs-static-i18n builds one search index for the whole site, English and French pages
// together. The hook hooks/search_language.py points each page's search worker at a small
// generated file for its language, search-language.<lang>.js, which sets
//
//   self.searchLanguage = {keep: ["fr/"], drop: [], upstream: "search.HASH.min.js"}   (French)
//   self.searchLanguage = {keep: [], drop: ["fr/"], upstream: "search.HASH.min.js"}   (English)
//
// and then loads this file. This file drops the other language's entries from the index when
// the page sends it (the "setup" message, type 0), then hands over to Material's own worker,
// which builds the index from what is left. It lives next to that worker because the worker
// loads its language files from "../lunr", relative to its own address. No request leaves the
// site. (The language is not passed in the worker's query string: Chromium does not always keep
// the query in a worker's location.)

const { keep = [], drop = [], upstream = "" } = self.searchLanguage || {};

function inReadersLanguage(location) {
  if (keep.length) return keep.some((prefix) => location.startsWith(prefix));
  return !drop.some((prefix) => location.startsWith(prefix));
}

// Registered before Material's worker is loaded, so it sees the setup message first; the
// message's data object is shared by every listener, so filtering it in place is enough.
addEventListener("message", (event) => {
  const message = event.data;
  if (message && message.type === 0 && message.data && Array.isArray(message.data.docs)) {
    message.data.docs = message.data.docs.filter((doc) => inReadersLanguage(doc.location));
  }
});

if (!/^search\.[0-9a-f]+\.min\.js$/.test(upstream)) {
  throw new Error(`search-language.js: unexpected upstream worker ${JSON.stringify(upstream)}`);
}
importScripts(upstream);
