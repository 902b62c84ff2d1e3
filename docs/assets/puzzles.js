// The puzzles page (docs/assets/puzzles/): the list, progress kept in this browser, and one
// puzzle at a time, checked against the engine's answers computed when the site was built.
import { Puzzles } from "./puzzles/page.js";

for (const root of document.querySelectorAll(".puzzles")) new Puzzles(root).start();
