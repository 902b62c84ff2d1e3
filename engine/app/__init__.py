"""The application layer: the practice table, its coach and review, the drills, and the browser
facade the site's Web Worker calls. It sits above the rules, the solvers and the bots, which
never import from it (tests/engine/test_app_imports_in_code.py).

- `state`: a match's state, checked, and a deal of it replayed;
- `match`: the match's deals, and who has won it;
- `turns`: the turn loop (the reader's action, the bots', undo, a line of play of its own);
- `coach`: the coach's evaluation of one moment, and a card judged against the best;
- `hint`, `words`: the hint, and the coach's sentences;
- `review`: the review of a finished deal (it owns its solvers' cache);
- `calls`: the review of the calls by open hands with each trump;
- `links`: a finished deal's link;
- `drills`: drills made from the reader's mistakes;
- `browser`: the facade, called by name with JSON (`call`); `requests` checks a request's
  fields, `branches` plays on from a worked example, `questions` answers the trick widget and
  the course's tasks. Nothing is kept between requests but the caches of `coach` and `review`.
"""
