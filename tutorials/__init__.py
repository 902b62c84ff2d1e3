"""Worked examples and puzzles: scenario files (TOML) and the build step that renders them."""
