// Lighthouse (npm devDependency, pinned) on pages of the built site, served by the caller:
//
//     node tools/lighthouse.mjs URL...
//
// One Chromium (CHROME_PATH, else Debian's /usr/bin/chromium), Lighthouse's default mobile
// profile (a phone, simulated slow 4G and a 4x slower CPU), each page from a cold start (storage
// cleared). Prints one JSON line per page: its address, the four category scores (0 to 1) and the
// layout shift, with the titles of the audits that failed, for the test to say why
// (tests/browser/test_lighthouse.py).
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// Audits no score counts (weight 0, or a report's pictures) whose gathering costs time: the
// screenshots; the back/forward cache check, which navigates away and back again; the coverage
// of scripts and styles; the source maps. Left out, a few seconds a page; no score changes.
const UNSCORED = ["screenshot-thumbnails", "final-screenshot", "bf-cache", "unused-javascript",
                  "unused-css-rules", "valid-source-maps"];

// Before each page, Lighthouse spins the CPU for a second to rate the machine (its
// "BenchmarkIndex"), which feeds nothing but a warning about slow hosts and the report's
// environment: no audit or score reads it (core/gather/driver/environment.js). Here it is not
// measured (0), a second a page saved; the scores are the same.
pageFunctions.computeBenchmarkIndex = function computeBenchmarkIndex() { return 0; };

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
let failed = false;
try {
  for (const url of process.argv.slice(2)) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error",
                                           onlyCategories: CATEGORIES, disableFullPageScreenshot: true,
                                           skipAudits: UNSCORED });
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative"
              && audit.scoreDisplayMode !== "manual")
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    console.log(JSON.stringify({
      url,
      scores: Object.fromEntries(CATEGORIES.map((name) => [name, categories[name].score])),
      layout_shift: audits["cumulative-layout-shift"].numericValue,
      failing,
      runtime_error: result.lhr.runtimeError?.code ?? null,   // why a score is null, if one is
    }));
  }
} catch (error) {
  console.error(`lighthouse: ${error.message}`);
  failed = true;
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
