"""What every scene stands on: the scene stack, the input mapper, button prompts, focusable widgets
and who sits where."""
