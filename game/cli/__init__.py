"""Command line: play, check-content, shot, sim, bench."""
