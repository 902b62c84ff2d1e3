"""501, the Russian three-player marriage game (RULES.md Part B)."""
