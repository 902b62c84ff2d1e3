"""304, the Sri Lankan profile (RULES.md Part A): rule tables, rules as pure functions, the deal."""
