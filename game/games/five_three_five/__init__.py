"""Five Three Five: rules engine (pure Python, no pygame), bots and content loading."""
