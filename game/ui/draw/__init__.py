"""Drawing with no scene of its own: colours and sizes, text, card faces and art, animation, the
picture cache and each game's look. The lowest floor of game/ui."""
