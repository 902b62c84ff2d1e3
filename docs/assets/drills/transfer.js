// The progress file, shared by the puzzles page and "My drills": one JSON file holding the
// puzzles' progress and the drills (#27). Files made before drills existed have no `drills`
// and still import; a file whose puzzles or drills are of the wrong kind imports nothing and
// says why (a text of the page, named by `problem`).
import { el } from "../dom.js";
import { STORE, importedProgress, loadProgress, mergeProgress, saveProgress } from "../puzzles/progress.js";
import { importedDrills, loadDrills, mergeDrills, saveDrills } from "./store.js";

export const FILE_NAME = "puzzles-progress.json";

// The file's text: the puzzles' progress as `progress` holds it (the puzzles page's own), or
// as this browser keeps it; and every drill kept.
export function progressFile(progress = loadProgress().progress) {
  return JSON.stringify({ format: STORE, puzzles: progress, drills: loadDrills().entries }, null, 1);
}

export function download(text) {
  const link = el("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  link.download = FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
}

// Read an imported file's text into what this browser keeps: {problem} (nothing imported), or
// {progress (the puzzles' merged progress), puzzles: the counts of mergeProgress, drills:
// {added} or null when the file holds none}. `ids`: the puzzles of this site (entries for
// others are left out), or null to keep every entry (the drills page does not list them).
export function importFile(text, ids, stored = loadProgress().progress) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: "import_bad" };
  }
  const puzzles = importedProgress(data, ids);
  if (puzzles.problem) return puzzles;
  const drills = importedDrills(data);
  if (drills.problem) return drills;
  const merged = mergeProgress(stored, puzzles.entries);
  saveProgress(merged.progress);
  let added = null;
  if ("drills" in data) {
    const result = mergeDrills(loadDrills().entries, drills.entries);
    saveDrills(result.entries);
    added = result.added;
  }
  return { progress: merged.progress, puzzles: merged, drills: added === null ? null : { added } };
}
