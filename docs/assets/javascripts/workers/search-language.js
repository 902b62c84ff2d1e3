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
//
// It also builds the index only when the reader first searches. Material sends the index at
// every page load, and building it (the words of every page, stemmed in two languages) costs
// more of the browser's work than the page itself: about 0.13 s of a fast desktop's processor
// for each page, several times that on a phone, for a box most readers never open. So the
// setup message is held and answered "ready" at once; the first query with something typed hands
// the held setup to Material's worker, waits for its own "ready", then passes the queries on.

const { keep = [], drop = [], upstream = "" } = self.searchLanguage || {};

// Material's message types (src/templates/assets/javascripts/integrations/search/worker/message).
const SETUP = 0;
const READY = 1;
const QUERY = 2;
const RESULT = 3;

function inReadersLanguage(location) {
  if (keep.length) return keep.some((prefix) => location.startsWith(prefix));
  return !drop.some((prefix) => location.startsWith(prefix));
}

// "held" (the page's setup kept, nothing built), "building", then "built": read by the tests
// (tests/browser/test_search.py) through Playwright's view of the page's workers.
self.searchIndexState = "none";
let held = null;            // the page's setup message, until the first query
let waiting = [];           // the queries that came while the index was being built
let replaying = false;      // a message this file hands to Material's worker itself

const post = self.postMessage.bind(self);
function replay(message) {
  replaying = true;
  try {
    self.dispatchEvent(new MessageEvent("message", { data: message }));
  } finally {
    replaying = false;
  }
}

// Material's worker answers a setup with "ready": the page has had one already; it is the sign
// that the index is built and the queries held can go on.
self.postMessage = (message, ...rest) => {
  if (self.searchIndexState === "building" && message && message.type === READY) {
    self.searchIndexState = "built";
    const queries = waiting;
    waiting = [];
    for (const query of queries) replay(query);
    return;
  }
  post(message, ...rest);
};

// Registered before Material's worker is loaded, so it sees each message first.
addEventListener("message", (event) => {
  const message = event.data;
  if (replaying || !message) return;
  if (message.type === SETUP && message.data && Array.isArray(message.data.docs)) {
    message.data.docs = message.data.docs.filter((doc) => inReadersLanguage(doc.location));
    held = message;
    self.searchIndexState = "held";
    event.stopImmediatePropagation();
    post({ type: READY });
  } else if (message.type === QUERY && self.searchIndexState !== "built" && self.searchIndexState !== "none") {
    event.stopImmediatePropagation();
    // The page asks with the empty box once it is ready: nothing is typed, nothing is found
    // (what Material's own search answers), and nothing needs building yet.
    if (typeof message.data === "string" && !message.data.trim() && self.searchIndexState === "held") {
      post({ type: RESULT, data: { items: [] } });
      return;
    }
    waiting.push(message);
    if (held) {
      const setup = held;
      held = null;
      self.searchIndexState = "building";
      replay(setup);
    }
  }
});

if (!/^search\.[0-9a-f]+\.min\.js$/.test(upstream)) {
  throw new Error(`search-language.js: unexpected upstream worker ${JSON.stringify(upstream)}`);
}
importScripts(upstream);
