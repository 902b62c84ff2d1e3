// The puzzles' progress, kept in this browser only (localStorage; no cookie, no server): which
// puzzles are solved and how many answers each took, the queue of missed puzzles that come
// back after two others (../retry-queue.js), an import that merges, and the puzzle of the day chosen from the date.
export const STORE = "cards-304-501:puzzles:v1";
export const RETRY_STORE = "cards-304-501:puzzles:retry:v1";    // ../retry-queue.js

// ---------------------------------------------------------------- progress ------------------
// Progress is {puzzle id: {solved: boolean, attempts: whole number ≥ 0}}. What is read back —
// from this browser's storage or from an imported file — is checked entry by entry: storage may
// hold anything (another version of the site, an edit by hand), and so may a file.
function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function validEntry(entry) {
  return isPlainObject(entry) && typeof entry.solved === "boolean"
    && Number.isSafeInteger(entry.attempts) && entry.attempts >= 0;
}

// {entries, bad}: the well-formed entries (copied, nothing else kept) and how many were not.
function readEntries(data) {
  if (!isPlainObject(data)) return { entries: {}, bad: 1 };
  const entries = {};
  let bad = 0;
  for (const [id, entry] of Object.entries(data)) {
    if (validEntry(entry)) entries[id] = { solved: entry.solved, attempts: entry.attempts };
    else bad += 1;
  }
  return { entries, bad };
}

// {progress, damaged}: what this browser remembers, and whether some of it could not be read.
export function loadProgress() {
  let text = null;
  try {
    text = localStorage.getItem(STORE);
  } catch {
    return { progress: {}, damaged: false };   // storage refused (private browsing): no memory
  }
  if (text === null) return { progress: {}, damaged: false };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { progress: {}, damaged: true };
  }
  const { entries, bad } = readEntries(data);
  return { progress: entries, damaged: bad > 0 };
}

export function saveProgress(progress) {
  try {
    localStorage.setItem(STORE, JSON.stringify(progress));
  } catch {
    // Private browsing may refuse storage: the page still works, without memory.
  }
}

// Merge imported entries into what is stored: solved stays solved, attempts add up.
// Returns {progress, solved: puzzles newly solved, attempts: attempts added, added: new puzzles}.
export function mergeProgress(stored, imported) {
  const progress = { ...stored };
  let solved = 0;
  let attempts = 0;
  let added = 0;
  for (const [id, entry] of Object.entries(imported)) {
    const before = progress[id];
    if (!before) added += 1;
    if (entry.solved && !before?.solved) solved += 1;
    attempts += entry.attempts;
    progress[id] = { solved: Boolean(before?.solved || entry.solved),
      attempts: (before?.attempts || 0) + entry.attempts };
  }
  return { progress, solved, attempts, added };
}

// The puzzle of the day: the same for every reader on a given date (UTC), no server.
export function dailyIndex(date, count) {
  const day = date.toISOString().slice(0, 10);
  let hash = 2166136261;
  for (const char of day) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % count;
}

// An imported file: {entries} for the puzzles of this site (`ids`; null: every entry), or
// {problem} naming the text to show.
export function importedProgress(data, ids) {
  if (!isPlainObject(data) || data.format !== STORE || !isPlainObject(data.puzzles)) {
    return { problem: "import_bad" };
  }
  const { entries, bad } = readEntries(data.puzzles);
  if (bad) return { problem: "import_bad_entries" };
  if (ids) for (const id of Object.keys(entries)) if (!ids.has(id)) delete entries[id];
  return { entries };
}

