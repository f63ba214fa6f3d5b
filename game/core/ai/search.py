"""The hard bot shared by every game: determinized Monte Carlo search seeded by the normal bot.

How a decision is made (``SearchBot.decide``):

1. One legal action: it is played at once, no search.
2. The game's normal bot picks its move from the view: the *prior*. The candidates are the
   prior plus up to ``max_candidates - 1`` other legal actions (all of them when few; a game
   may narrow them with ``rules.search_candidates(prior, others)``): the normal bot's next
   best by its own scores when it can rank (``ranked(view, legal, rng)``), else a sample.
   ("The normal bot" is the policy the game's spec gives ``hard_bot``: its Normal bot, or in
   Phase 10 the Normal bot that also saves, ``SavingBot``. A spec may give the prior its own
   bot, ``prior=``, while the play-outs keep the policy: Finale's ``OutsBot``, whose discard
   costs too much for every move of a play-out. docs/ai.md says why. A first choice that
   keeps a memory of the game has ``follow(view, action)``: it is shown every view of its
   seat and the move made there, one legal move or not.)
3. Until the time budget (``think`` seconds) or ``max_worlds`` is spent, a *world* is dealt
   with ``rules.determinize(view, rng)``: a full state that shows this seat exactly its view,
   the cards it cannot see dealt at random (and the future luck re-drawn). Every candidate is
   tried in the same world (``rules.clone``, never ``deepcopy``), then every seat plays on with
   the normal bot until the game ends, ``horizon`` actions have passed or the game's
   ``rules.search_done(world, state)`` says the stretch is over (the end of a hand in a
   game of many hands); the world scores
   ``rules.search_value(state, seat)`` when the game has one (a number in 0..1, e.g. a lead in
   points), else the seat's share of the win (``results``).
4. The candidate with the best mean replaces the prior only when it is clearly better: its
   paired mean gain over the prior exceeds ``margin`` plus ``confidence`` standard errors,
   over at least ``min_worlds`` worlds. The search *settles* early (``settle``, on by
   default) once, after at least ``min_worlds`` worlds (checked every 4), no alternative's
   mean gain plus ``confidence`` standard errors exceeds ``margin`` either: none can still
   pass the test, so the prior is kept without spending the rest of the budget. The candidates share each world and the luck of its
   play-out (common random numbers), so the comparison measures the move, not the deal. A
   world still being played when the budget runs out is dropped (a play-out looks at the
   clock every 8 moves), so a decision overshoots the budget by a few moves at most; with no
   world finished the prior is kept.

The bot never sees the state: it receives ``view`` and ``legal`` like every bot, and its only
luck is the ``rng`` it is given, so the same view, legal list and generator give the same move
when the search is bounded by ``max_worlds`` (``think=None``).

``decide`` returns a :class:`Decision` with a machine-readable reason (the prior, worlds
searched, the top alternatives with their values) for hints to explain.

**Evidence** (optional, per game: ``hard_bot(NormalBot, evidence=Factory)``): the bot
remembers the view it decided on and its move; at its next decision the game's evidence
object compares that with the new view and recovers the rivals' public moves in between (a
*clue*). Each sampled world is then kept with the probability that the rival, holding what
the world gives it, would have made the move it made (``likely``: the normal bot is asked in
the world rebuilt as it stood then); a world the clue rules out is redrawn, so the worlds
follow what the rivals' moves revealed. After ``max_rejects`` refusals in a row a world is
kept anyway, so a rival who plays unlike the model cannot starve the search.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.engine import Bot, GameRules, IllegalAction

DEFAULT_THINK = 0.6
MIN_THINK = 0.25
MAX_THINK = 2.0


class OutOfTime(Exception):
    """A play-out still running when the budget is spent."""


@dataclass
class Candidate:
    action: Any
    total: float = 0.0
    gain: float = 0.0        # sum over worlds of (value - prior's value in the same world)
    gain_sq: float = 0.0
    worlds: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.worlds if self.worlds else 0.0

    def gain_bound(self, confidence: float) -> float:
        """Mean paired gain over the prior minus ``confidence`` standard errors."""
        if self.worlds < 2:
            return -math.inf
        mean = self.gain / self.worlds
        variance = max(0.0, self.gain_sq / self.worlds - mean * mean)
        return mean - confidence * math.sqrt(variance / (self.worlds - 1))

    def gain_ceiling(self, confidence: float) -> float:
        """Mean paired gain over the prior plus ``confidence`` standard errors."""
        if self.worlds < 2:
            return math.inf
        mean = self.gain / self.worlds
        variance = max(0.0, self.gain_sq / self.worlds - mean * mean)
        return mean + confidence * math.sqrt(variance / (self.worlds - 1))


@dataclass
class Decision:
    action: Any
    reason: dict = field(default_factory=dict)


class SearchBot:
    """The "hard" bot: see the module docstring."""

    name = "hard"

    def __init__(self, rules: GameRules, policy: Callable[[GameRules], Bot],
                 think: float | None = DEFAULT_THINK, max_worlds: int | None = None,
                 max_candidates: int = 6, horizon: int = 400, margin: float = 0.02,
                 confidence: float = 2.0, min_worlds: int = 8,
                 evidence: Callable[[GameRules, Bot], Any] | None = None,
                 max_rejects: int = 24,
                 done: Callable[[Any, Any], bool] | None = None,
                 value: Callable[[Any, int], float] | None = None,
                 clock: Callable[[], float] = time.perf_counter, settle: bool = True,
                 prior: Callable[[GameRules], Bot] | None = None):
        if think is None and max_worlds is None:
            raise ValueError("the search needs a time budget or a number of worlds")
        self.rules = rules
        self.prior_bot = (prior or policy)(rules)     # the first choice; play-outs use policy
        self.follow = getattr(self.prior_bot, "follow", None)
        self.rollout_bot = policy(rules)
        self.think = think
        self.max_worlds = max_worlds
        self.max_candidates = max_candidates
        self.horizon = horizon
        self.margin = margin
        self.confidence = confidence
        self.min_worlds = min_worlds
        self.value = value or getattr(rules, "search_value", None)
        self.done = done or getattr(rules, "search_done", None)
        self.narrow = getattr(rules, "search_candidates", None)
        self.evidence = None if evidence is None else evidence(rules, policy(rules))
        self.max_rejects = max_rejects
        self.settle = settle    # stop early once no alternative can still beat the prior
        self.clock = clock      # the budget's clock: wall time; sim --think-clock cpu: process time
        self.dealer = getattr(self.evidence, "world", None)      # worlds dealt from a belief
        self.likely = getattr(self.evidence, "likely", None)     # or worlds kept by a clue

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self.decide(view, legal, rng).action

    def decide(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Decision:
        started = self.clock()          # reading the evidence counts in the budget
        clue = None if self.evidence is None else self.evidence.observe(view)
        decision = self._decide(view, legal, rng, clue, started)
        if self.evidence is not None:
            self.evidence.remember(view, decision.action)
        if self.follow is not None:       # a first choice with a memory sees every move made
            self.follow(view, decision.action)
        return decision

    def _decide(self, view: Any, legal: Sequence[Any], rng: random.Random,
                clue: Any, started: float) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0], {"why": "only move"})
        ranked = getattr(self.prior_bot, "ranked", None)
        if ranked is not None:          # the normal bot's own order: its best alternatives
            order = ranked(view, legal, rng)
            prior = order[0]
            others = order[1:]
        else:
            prior = self.prior_bot.choose(view, legal, rng)
            others = [action for action in legal if action != prior]
        candidates = [Candidate(prior)]
        if self.narrow is not None:
            others = self.narrow(prior, others)
        if len(others) > self.max_candidates - 1:
            others = others[:self.max_candidates - 1] if ranked is not None \
                else rng.sample(others, self.max_candidates - 1)
        candidates += [Candidate(action) for action in others]
        seat = view_seat(view)
        worlds = failed = rejected = in_a_row = 0
        settled = False
        deadline = None if self.think is None else started + self.think
        while True:
            if self.max_worlds is not None and worlds >= self.max_worlds:
                break
            if deadline is not None and self.clock() >= deadline:
                break
            world_rng = random.Random(rng.getrandbits(64))
            try:
                world = None
                if clue is not None and self.dealer is not None:
                    world = self.dealer(clue, view, world_rng)
                if world is None:
                    world = self.rules.determinize(view, world_rng)
                if clue is not None and self.likely is not None and in_a_row < self.max_rejects \
                        and world_rng.random() >= self.likely(world, clue, world_rng):
                    rejected += 1
                    in_a_row += 1
                    continue
                in_a_row = 0
                luck = world_rng.getrandbits(64)     # common random numbers for every candidate
                values = []
                for candidate in candidates:
                    if deadline is not None and self.clock() >= deadline:
                        break        # out of time inside a world: drop it, keep the budget
                    values.append(self._play_out(world, candidate.action, seat,
                                                 random.Random(luck), deadline))
            except OutOfTime:
                break                    # a play-out ran past the budget: drop its world
            except IllegalAction:
                failed += 1              # a candidate the sampled world refuses: skip the world
                if failed > 50 and worlds == 0:
                    break
                continue
            if len(values) < len(candidates):
                break
            worlds += 1
            base = values[0]
            for candidate, value in zip(candidates, values):
                candidate.total += value
                candidate.worlds += 1
                candidate.gain += value - base
                candidate.gain_sq += (value - base) ** 2
            if self.settle and worlds >= self.min_worlds and worlds % 4 == 0 and all(
                    c.gain_ceiling(self.confidence) <= self.margin for c in candidates[1:]):
                settled = True
                break
        best = max(candidates, key=lambda c: c.mean)
        chosen = candidates[0]
        if best is not chosen and worlds >= self.min_worlds \
                and best.gain_bound(self.confidence) > self.margin:
            chosen = best
        ranked = sorted(candidates, key=lambda c: -c.mean)
        return Decision(chosen.action, {
            "why": "search" if chosen is not candidates[0] else "prior kept",
            "prior": prior, "worlds": worlds, "clue": clue is not None, "rejected": rejected,
            "settled": settled, "seconds": round(self.clock() - started, 4),
            "alternatives": [(c.action, round(c.mean, 4), c.worlds) for c in ranked[:4]],
        })

    def _play_out(self, world: Any, action: Any, seat: int, rng: random.Random,
                  deadline: float | None = None) -> float:
        rules = self.rules
        state = rules.clone(world)
        state, _events = rules.apply(state, action)
        steps = 0
        while not rules.is_over(state) and steps < self.horizon:
            if deadline is not None and steps % 8 == 7 and self.clock() >= deadline:
                raise OutOfTime
            if self.done is not None and self.done(world, state):
                break
            mover = rules.current_player(state)
            legal = rules.legal_actions(state)
            move = legal[0] if len(legal) == 1 else \
                self.rollout_bot.choose(rules.view(state, mover), legal, rng)
            state, _events = rules.apply(state, move)
            steps += 1
        if self.value is not None:
            return float(self.value(state, seat))
        if rules.is_over(state):
            return rules.results(state)[seat]
        return 0.0


def view_seat(view: Any) -> int:
    """The seat a view belongs to (every game's view has ``seat``)."""
    return int(view.seat)


def hard_bot(policy: Callable[[GameRules], Bot], **settings: Any) -> Callable[..., SearchBot]:
    """A spec's ``bots["hard"]`` factory: ``factory(rules, think=None)`` -> SearchBot.

    ``settings`` are SearchBot's options; ``done(rules)`` / ``value(rules)`` factories, when
    given, are bound to the rules and used instead of the rules' own search hooks.

    ``think`` (seconds, clamped to 0.25..2) overrides the default budget; sim's ``--think``
    passes values below 0.25 through unclamped for quick development runs. ``clock`` (default
    wall time) is what the budget is measured on: sim's ``--think-clock cpu`` passes the
    process's CPU time, so a strength run on a loaded machine searches as much per decision as
    the bot does on a quiet one (where its worker process has a core to itself).
    """

    def factory(rules: GameRules, think: float | None = None,
                clock: Callable[[], float] | None = None) -> SearchBot:
        budget = settings.get("think", DEFAULT_THINK) if think is None else think
        options = {k: v for k, v in settings.items() if k != "think"}
        if clock is not None:
            options["clock"] = clock
        for hook in ("done", "value"):
            if hook in options:
                options[hook] = options[hook](rules)
        return SearchBot(rules, policy, think=budget, **options)

    return factory


def clamp_think(seconds: float) -> float:
    """The player-facing setting's range: 0.25 s to 2 s."""
    return max(MIN_THINK, min(MAX_THINK, seconds))
