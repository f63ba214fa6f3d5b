"""The Final Nine course scene's parts: the disc's flight (``flight``, no pygame) and the tiles."""
