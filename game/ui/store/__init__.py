"""The player's own files: settings, saves and their checks, replays and statistics, written so
that no file can hurt the game."""
