"""Final Touch: rules engine (pure Python, no pygame), bots and content loading."""
