// The queue of missed items — puzzles (./puzzles/) or drills (./drills/) — kept in this browser:
// a missed item comes back once RETRY_AFTER others have been answered, as lichess's puzzle
// retries do. Stored under its own key as [{id, wait}]; an item is due when its wait is 0.
// What is read back is checked entry by entry (storage may hold anything), and an item no
// longer listed is dropped.
export const RETRY_AFTER = 2;

function validEntry(entry, ids) {
  return entry !== null && typeof entry === "object" && !Array.isArray(entry)
    && typeof entry.id === "string" && ids.has(entry.id)
    && Number.isSafeInteger(entry.wait) && entry.wait >= 0;
}

export class RetryQueue {
  constructor(key, ids) {
    this.key = key;
    this.items = [];
    this.counted = undefined;       // the showing whose first answer moved the queue on
    this.reload(ids);
  }

  // `ids`: the items that exist now (a Set).
  reload(ids) {
    try {
      const data = JSON.parse(localStorage.getItem(this.key) || "[]");
      this.items = Array.isArray(data)
        ? data.filter((entry) => validEntry(entry, ids)).map(({ id, wait }) => ({ id, wait })) : [];
    } catch {
      this.items = [];
    }
  }

  save() {
    try {
      localStorage.setItem(this.key, JSON.stringify(this.items));
    } catch {
      // Private browsing may refuse storage: the page still works, without memory.
    }
  }

  get length() { return this.items.length; }

  // An item finished while `showing` is on screen (its first answer, or its solution shown):
  // once per showing, the other queued items come one step nearer.
  countDown(id, showing) {
    if (this.counted === showing) return;
    this.counted = showing;
    for (const queued of this.items) if (queued.id !== id && queued.wait > 0) queued.wait -= 1;
    this.save();
  }

  missed(id) {
    if (!this.items.some((queued) => queued.id === id)) this.items.push({ id, wait: RETRY_AFTER });
    this.save();
  }

  remove(id) {
    this.items = this.items.filter((queued) => queued.id !== id);
    this.save();
  }

  clear() {
    this.items = [];
    this.save();
  }

  // A missed item that is due, other than `except`.
  due(except) {
    return this.items.find((queued) => queued.wait === 0 && queued.id !== except);
  }

  // The item "Retry the ones I missed" opens: one due, else another missed one, else any.
  next(except) {
    return this.due(except) || this.items.find((queued) => queued.id !== except) || this.items[0];
  }
}
