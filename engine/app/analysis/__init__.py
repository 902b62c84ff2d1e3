"""The analysis of a deal (issue #28, `python -m engine analyse FILE`): every card known.

- `deals`: the deals the analysis plays — from a scenario's hands, a chosen 304 maker with a
  chosen indicator (first auction, lowest bid), a chosen 501 declarer with a chosen contract
  and gives — built through the rules' own actions, so every rule of the deal holds.
- `open_table`: the 304 open-hands table: for each maker and trump, the card points the maker's
  side takes with best play, the trump kept closed and opened before the lead.
- `contracts501`: the 501 table: for each declarer and contract, the points after the talon
  and the best gives.
- `line`: a cell's best line, every card best by open hands, as the Play page's link.
- `entered`: the auction and play the Analyse page takes, replayed, as the Play page's link to
  the deal's review.
- `played`: a played deal: each card's cost against the best (the practice review's
  evaluation), the contract's result against the table, where the deal was won or lost.
- `words` and `texts`: the command's lines in English or French, a table readable in a
  terminal; every sentence a catalog entry.
- `command`: the command itself, a file in, lines out, a bad file as one translated line.

Nothing here is approximate: every figure is the open-hand solver's exact value.
"""
