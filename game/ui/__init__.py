"""Everything that draws: app shell, scenes, widgets, animation, card art. Imports pygame."""
