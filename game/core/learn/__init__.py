"""Helping a player learn: guided games, hints that explain, rules pages and undo against the AI.
Pure Python."""
