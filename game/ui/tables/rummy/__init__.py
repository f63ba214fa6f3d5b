"""The rummy table kit: what every rummy table (lay down a requirement, hit, discard) shares.

- :mod:`.view` - the rummy view a game's adapter provides (:class:`RummyView`), the words it
  uses (:class:`RummyWords`, :class:`Requirements`) and the board as animated (:class:`Board`);
- :mod:`.layout` - where pods, mats and hand cards sit (:func:`arrange_groups`, :func:`pod_rects`);
- :mod:`.pods` - seat pods, requirement tiles, the row of requirements made, the piles (:class:`PodArt`);
- :mod:`.mats` - group mats and the cards on them, hit targets (:class:`GroupSprites`, :class:`Target`);
- :mod:`.lay_down` - the lay-down dialog with the solver's suggestion (:class:`LayDownScene`);
- :mod:`.moves` - the handlers for the events every rummy game emits (:class:`RummyMoves`);
- :mod:`.table` - the rummy card table the parts are assembled into (:class:`RummyTable`);
- :mod:`.skip` - the skip-target picker (:class:`SkipTargetScene`);
- :mod:`.summary` - the hand summary (:class:`HandSummaryScene`);
- :mod:`.hand` - the bottom seat's sorted hand over the common strip (:class:`RummyHand`) and
  the two hand orders (:func:`~.hand.hand_order`);
- :mod:`.actions` - how a game's engine spells the rummy moves (:class:`~.actions.ActionClasses`);
- :mod:`.controls` - what the table asks of a game's bar and input, the shared bar layout;
- :mod:`.shots` - the shot set-ups every rummy game uses (play on to a hit, a lay-down, a summary);
- :mod:`.backdrop` - the dimmed picture an overlay keeps of the table beneath.

A rummy game's table package (``tables/<game>/``) adds:

1. an adapter: its engine view as a :class:`~.view.RummyView`, its requirements
   (:class:`~.view.Requirements`), its words (:class:`~.view.RummyWords`), its lay-down
   answers (:class:`~.lay_down.LayDownRules`) and its actions (:class:`~.actions.RummyActions`);
2. a layout: a :class:`~.layout.RummyLayout`, its card faces and its hand order;
3. an event table (:class:`~.moves.EventTable`): ``{kind: Cue(handler)}`` over
   :class:`~.moves.RummyMoves` plus its own kinds, and the kinds it ignores;
4. a :class:`~.table.RummyTable` subclass naming those in its class line and giving the rest as
   its hooks, a :class:`~.controls.RummyControls` subclass for its own buttons, and the drawings
   only it has.
"""
