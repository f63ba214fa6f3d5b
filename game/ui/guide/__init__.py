"""The guided first game ("Learn to play"): a script runner, the prompt panel, the highlight ring.

:mod:`.runner` follows a :class:`~game.core.learn.tutorial.Tutorial` move by move (pure logic);
:mod:`.panel` draws the prompt, the rule note and the ring round the part of the table a step
talks about; :mod:`.table` runs it all on the game's real table scene.
"""
