"""The table kit's shared parts, owned as fields by every game's table.

- :mod:`.player` - :class:`EventPlayer`: engine events played through an explicit
  ``{kind: Cue(handler)}`` table (after the previous cue, or overlapping it).
- :mod:`.action_bar` - :class:`ActionBar`: buttons as data (:class:`ButtonSpec`), lit from
  ``legal_actions``, the engine's ``why_illegal`` reason kept on the others.

Further parts (hand strip, banners, effects, summaries, standings) join this package as
the tables move onto the kit.
"""
