"""The menu scenes: the title, game set-up and seat joining, the replays list and statistics."""
