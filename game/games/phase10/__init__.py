"""Phase 10: rules engine (pure Python, no pygame), bots and content loading."""
