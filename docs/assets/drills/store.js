// The reader's drills (#27), kept in this browser only (localStorage; no cookie, no server):
// each drill as the engine made it from a deal at the practice table (engine/app/drills.py: the
// seat's view and the coach's evaluation, never a hidden card), with when it was added and how
// it was answered; at most CAP, the oldest going first; the queue of missed drills, each back
// after two others; the deals already made into drills. What is read back — from storage or
// from an imported file — is checked entry by entry: storage may hold anything. The engine
// checks each drill again (its checksum) when it is opened.
export const DRILLS = "cards-304-501:drills:v1";
export const RETRY = "cards-304-501:drills:retry:v1";    // ../retry-queue.js
const MADE = "cards-304-501:drills:made:v1";
export const CAP = 30;             // drills kept; the oldest goes first
const MADE_KEPT = 200;             // deals remembered as made into drills

const isPlainObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// A drill as the engine made it, enough to list it (the engine checks the rest when it opens).
function validDrill(drill) {
  return isPlainObject(drill) && typeof drill.id === "string" && /^[0-9a-f]{16}$/.test(drill.id)
    && (drill.game === "304" || drill.game === "501") && Number.isSafeInteger(drill.trick)
    && typeof drill.played === "string" && typeof drill.seat === "string";
}

function validEntry(entry) {
  return isPlainObject(entry) && validDrill(entry.drill) && Number.isFinite(entry.added)
    && Number.isSafeInteger(entry.attempts) && entry.attempts >= 0 && typeof entry.solved === "boolean";
}

// {entries, bad}: the well-formed entries (copied, one per drill) and how many were not.
export function readEntries(data) {
  if (!Array.isArray(data)) return { entries: [], bad: 1 };
  const entries = [];
  const seen = new Set();
  let bad = 0;
  for (const entry of data) {
    if (!validEntry(entry)) { bad += 1; continue; }
    if (seen.has(entry.drill.id)) continue;
    seen.add(entry.drill.id);
    entries.push({ drill: entry.drill, added: entry.added, attempts: entry.attempts, solved: entry.solved });
  }
  return { entries, bad };
}

function read(key) {
  try {
    return { text: localStorage.getItem(key) };
  } catch {
    return { text: null };          // storage refused (private browsing): no memory
  }
}

// {entries, damaged}: the drills this browser keeps (oldest first), and whether some of what
// it keeps could not be read.
export function loadDrills() {
  const { text } = read(DRILLS);
  if (text === null) return { entries: [], damaged: false };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { entries: [], damaged: true };
  }
  const { entries, bad } = readEntries(data);
  return { entries, damaged: bad > 0 };
}

// Whether the drills were kept (storage may refuse them).
export function saveDrills(entries) {
  try {
    localStorage.setItem(DRILLS, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

// The drills once `drills` are added (those already kept stay as they are), at most CAP, the
// oldest first out: {entries, added: the ids newly added}.
export function withDrills(entries, drills, now = Date.now()) {
  const kept = [...entries];
  const ids = new Set(kept.map((entry) => entry.drill.id));
  const added = [];
  for (const drill of drills) {
    if (!validDrill(drill) || ids.has(drill.id)) continue;
    ids.add(drill.id);
    kept.push({ drill, added: now, attempts: 0, solved: false });
    added.push(drill.id);
  }
  kept.sort((a, b) => a.added - b.added);
  return { entries: kept.slice(Math.max(0, kept.length - CAP)), added };
}

// Add drills made after a deal and keep them: the ids now kept among them, or null when the
// browser keeps nothing.
export function addDrills(drills) {
  const { entries } = loadDrills();
  const next = withDrills(entries, drills).entries;
  if (!saveDrills(next)) return null;
  const kept = new Set(next.map((entry) => entry.drill.id));
  return drills.filter((drill) => kept.has(drill.id)).map((drill) => drill.id);
}

export function keptIds() {
  return new Set(loadDrills().entries.map((entry) => entry.drill.id));
}

// The deals already made into drills ("<match seed>:<deal number>"), so that a deal shown
// again (after a reload) is not weighed again, nor brings back a drill the reader removed.
export function madeAlready(key) {
  try {
    const data = JSON.parse(localStorage.getItem(MADE) || "[]");
    return Array.isArray(data) && data.includes(key);
  } catch {
    return false;
  }
}

export function markMade(key) {
  try {
    let data = JSON.parse(localStorage.getItem(MADE) || "[]");
    if (!Array.isArray(data)) data = [];
    data = [...data.filter((item) => item !== key && typeof item === "string"), key].slice(-MADE_KEPT);
    localStorage.setItem(MADE, JSON.stringify(data));
  } catch {
    // no memory: the deal may be weighed again, its drills are not added twice
  }
}

// Drills from an imported progress file (its `drills`, absent from files made before drills
// existed): {entries} or {problem} naming the text to show.
export function importedDrills(data) {
  if (!("drills" in data)) return { entries: [] };
  const { entries, bad } = readEntries(data.drills);
  if (bad) return { problem: "import_bad_drills" };
  return { entries };
}

// Merge imported drills into those kept: a drill kept in both adds its attempts, solved stays
// solved; then the CAP most recent. {entries, added: drills new to this browser}.
export function mergeDrills(stored, imported) {
  const byId = new Map(stored.map((entry) => [entry.drill.id, { ...entry }]));
  const fresh = new Set();
  for (const entry of imported) {
    const before = byId.get(entry.drill.id);
    if (!before) {
      byId.set(entry.drill.id, { ...entry });
      fresh.add(entry.drill.id);
    } else {
      byId.set(entry.drill.id, { ...before, attempts: before.attempts + entry.attempts,
        solved: before.solved || entry.solved, added: Math.min(before.added, entry.added) });
    }
  }
  const entries = [...byId.values()].sort((a, b) => a.added - b.added);
  const kept = entries.slice(Math.max(0, entries.length - CAP));
  return { entries: kept, added: kept.filter((entry) => fresh.has(entry.drill.id)).length };
}
