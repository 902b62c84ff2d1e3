// The bots' turns at the practice table (play.js): the pause before each bot action, by the
// speed setting, so that a person can follow each card; a complete trick marked, then gathered
// to its winner's side; the reader's turn or the coach's Caps warning stops the loop. Methods
// of the table (`this`), put on it as the coach's are (coach.js); apart because the loop and
// its timing are one thing of their own.

// Pause before each bot action, by speed setting (a person can follow each card); a complete
// trick stays in the middle, its winner marked, as long, then goes to its winner's side.
const DELAYS = { slow: 1800, normal: 900, fast: 300 };
// The bots' thinking budget (engine.bots: a deterministic sample count derived from it).
const BUDGET_MS = 400;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const bots = {
  get delay() { return globalThis.playTestDelayMs ?? DELAYS[this.settings.speed] ?? DELAYS.normal; },
  get budget() { return globalThis.playTestBudgetMs ?? BUDGET_MS; },

  // Let the bots play until it is the reader's turn or the deal is over. A trick just complete
  // stays in the middle, its winner marked, for a longer pause.
  async continue() {
    const run = ++this.run;
    while (this.answer && run === this.run) {
      const view = this.answer.view;
      if (view.over || view.yours) return;
      // The coach's Caps warning out of turn holds the bots until the reader calls or plays on
      // without calling (once per deal): the call is due before the next lead (304-K4).
      if (this.capsHold(view)) return this.render();
      this.render();
      await sleep(this.delay);
      if (run !== this.run) return;
      if (view.table.center.kind === "last-trick") {
        this.gather(view);
        await sleep(this.delay / 2);
        if (run !== this.run) return;
      }
      let answer;
      try {
        answer = await this.ask("practice_bot", { state: this.state, budget_ms: this.budget });
      } catch {
        return;
      }
      if (run !== this.run) return;
      if (!answer.ok) return this.showProblem(answer);
      this.take(answer);
    }
  },

  // A complete trick, read, goes to its winner's side of the table.
  gather(view) {
    const winner = view.table.seats.find((seat) => seat.seat === view.table.center.winner);
    const trick = this.live.querySelector(".play__table .deal-center .deal-trick");
    if (trick && winner) trick.dataset.gather = winner.position;
  }
};
