// The coach's parts of the practice table (mixed into play.js's Table): the Caps warning that
// holds the bots out of turn (304-K4), the Caps order picker, the hint, and the same moment
// asked again when the coach's settings change.
export const coach = {
  // The deal in progress, as the hold remembers it (a branch played on from a review is another).
  get dealKey() { return `${this.state.seed}:${this.state.deals.length}:${this.state.branch}`; },

  capsHold(view) {
    return view.caps_warning && this.settings.coach.caps && !view.yours && this.capsPlayedOn !== this.dealKey;
  },

  playOnWithoutCaps() {
    this.capsPlayedOn = this.dealKey;
    this.continue();
  },

  // The Caps order picker opens: the bots wait (a call is made before the next card, 304-K4).
  startCaps(entry) {
    this.run++;
    this.capsDraft = { cards: entry.action.split(" ").slice(2), order: [] };
    this.render();
    this.focusCaps();
  },

  focusCaps() {
    const box = this.live.querySelector(".play__caps-order");
    (box?.querySelector(".play__caps-card") || box?.querySelector(".play__caps-confirm"))?.focus();
  },

  async hint() {
    if (this.busy || !this.answer?.view.yours) return;
    this.busy = true;
    this.hintLine = this.t.hint_wait;
    this.hintWorth = null;
    this.hintRun = (this.hintRun || 0) + 1;      // a worth still drawing for an earlier hint stops
    this.render();
    let answer;
    try {
      answer = await this.ask("practice_hint", { state: this.state, ...this.coachBudget });
      this.hintLine = answer.ok ? answer.line : answer.message;
      this.render();
      this.announce([this.hintLine]);
    } finally {
      this.busy = false;
    }
    if (answer?.ok && answer.worth) await this.hintWorthFill(answer.action);
  },

  // A 304 call: what the reader's four cards were worth as maker (engine/app/worth.py), deals
  // drawn a few at a time after the hint's sentence, the progress shown until the summary. The
  // reader may act meanwhile: the next answer clears the hint, and this stops.
  async hintWorthFill(action) {
    const state = this.state;
    const run = this.hintRun = (this.hintRun || 0) + 1;
    const current = () => this.state === state && this.hintLine && this.hintRun === run;
    this.hintWorth = null;
    while (current()) {
      const answer = await this.ask("practice_worth", { state, action, time_ms: 600,
        ...(globalThis.playTestWorthLimit ? { solve_limit: globalThis.playTestWorthLimit } : {}) });
      if (!current()) return;
      if (!answer.ok || !answer.worth) {
        this.hintWorth = answer.ok ? null : answer.message;
        this.render();
        return;
      }
      const worth = answer.worth;
      this.hintWorth = worth.complete ? worth.summary : worth.progress;
      this.render();
      if (worth.complete) return this.announce([this.hintWorth]);
    }
  },

  // The same moment asked again (the Caps warning depends on the coach's setting).
  async refresh() {
    const answer = await this.ask("practice_show", { state: this.state });
    if (answer.ok) {
      this.answer = { ...answer, frames: [] };
      this.render();
      if (!this.busy && !this.inReview && !this.capsDraft) this.continue();   // a hold may be lifted
    }
  },
};
