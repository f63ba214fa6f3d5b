"""The rummy table kit: what every rummy table (lay down a requirement, hit, discard) shares.

- :mod:`.view` - the rummy view a game's adapter provides (:class:`RummyView`), the words it
  uses (:class:`RummyWords`, :class:`Requirements`) and the board as animated (:class:`Board`);
- :mod:`.layout` - where pods, mats and hand cards sit (:func:`arrange_groups`, :func:`pod_rects`);
- :mod:`.pods` - seat pods, requirement tiles, the piles (:class:`PodArt`);
- :mod:`.mats` - group mats and the cards on them, hit targets (:class:`GroupSprites`, :class:`Target`);
- :mod:`.lay_down` - the lay-down dialog with the solver's suggestion (:class:`LayDownScene`);
- :mod:`.skip` - the skip-target picker (:class:`SkipTargetScene`);
- :mod:`.summary` - the hand summary (:class:`HandSummaryScene`).

A game's own table package adds an adapter from its engine view, a layout, an event table
and the drawings only it has.
"""
