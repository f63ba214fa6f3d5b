"""Pure foundations shared by every game: engine protocol, content loading, sim. No pygame."""
