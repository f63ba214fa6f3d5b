"""A disc's flight as a pymunk simulation: from the thrower's grid to the grid the engine chose.

No pygame here, so flights are built and tested anywhere. Units are grids: the card spans
``x`` 0..5 and ``y`` 0..8 (row 0 at the top), and the grid ``(col, row)`` is the unit square
at ``(col, row)``. The engine decides every landing; this module only makes it look thrown.

How a throw is simulated (all seeded, so the same seed gives the same path, bit for bit):

* **Air.** A disc body is launched from the centre of the thrower's grid along the throw's
  direction. Each step a sideways force along the velocity's perpendicular curves it; it grows
  as the disc slows, so the fade comes late, as with a real disc. ``space.damping`` slows it.
  The launch speed and the fade's strength are solved (a few Broyden steps, each a full pymunk
  run) so the disc touches down at a seeded point short of its resting point, along its way.
* **Ground.** It may skip (a small hop on grass), then rolls or slides a little under heavy
  damping while the ground pulls it to its resting point (a critically damped spring: it
  settles there and never overshoots), inside the landing grid, with a margin for the disc.
  Water sinks it where it lands, bushes stop it short, a structure bounces it back.
* **Out.** A flight off the card rests in the grid-sized square just beyond the edge it crossed.

The result, :class:`FlightPath`, is a list of positions and heights per fixed step plus marks
(``landed``, ``skip``, ``splash``, ``clatter``, ``rustle``, ``chains``, ``out``) that a scene
replays (:meth:`FlightPath.at`), over about 1-2 s scaled by the animation-speed setting.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pymunk

from game.games.final_nine.holes import HEIGHT, WIDTH

STEP = 1.0 / 60.0                # simulation step (s): one sample per step
MARGIN = 0.22                    # a resting disc keeps this far inside its grid's edges
AIR_DAMPING = 0.55               # velocity kept after one second in the air
GROUND_OMEGA = 11.0              # stiffness of the ground's pull to the resting point (1/s)
MAX_GROUND = 1.0                 # seconds at most on the ground
SOLVE_ROUNDS = 6
_D = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
# How far a disc runs on after touching down, per surface (grids), and the mark it makes.
_RUN = {"g": 0.32, "c": 0.26, "T": 0.3, "p": 0.38, "t": 0.25, "e": 0.25, "B": 0.12,
        "h": 0.06, "k": 0.05, "w": 0.0, "s": 0.12, "edge": 0.0}
_MARK = {"w": "splash", "s": "clatter", "h": "rustle", "k": "rustle", "edge": "out"}
_SKIPS = frozenset("gcTpte")


@dataclass(frozen=True)
class FlightMark:
    kind: str                    # landed / skip / splash / clatter / rustle / chains / out
    step: int                    # index into FlightPath.points
    pos: tuple[float, float]


@dataclass(frozen=True)
class FlightPath:
    """Positions (grids) and heights (0..1, for drawing the disc lifted) at each ``STEP``."""

    points: tuple[tuple[float, float], ...]
    heights: tuple[float, ...]
    marks: tuple[FlightMark, ...]
    target: tuple[float, float]   # where it was sent to rest
    cell: int                     # the landing grid (-1: off the card)

    @property
    def rest(self) -> tuple[float, float]:
        return self.points[-1]

    @property
    def seconds(self) -> float:
        """Length of the replay at animation speed 1."""
        return (len(self.points) - 1) * STEP

    def at(self, elapsed: float, speed: float = 1.0) -> tuple[float, float, float]:
        """(x, y, height) ``elapsed`` seconds into a replay played ``speed`` times as fast."""
        t = max(0.0, elapsed * speed) / STEP
        i = min(int(t), len(self.points) - 1)
        j = min(i + 1, len(self.points) - 1)
        f = min(1.0, t - i)
        (x0, y0), (x1, y1) = self.points[i], self.points[j]
        h = self.heights[i] + (self.heights[j] - self.heights[i]) * f
        return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f, h

    def marks_between(self, before: float, now: float, speed: float = 1.0) -> list[FlightMark]:
        """Marks reached in (before, now] seconds of a replay (for sounds and splashes)."""
        lo, hi = before * speed / STEP, now * speed / STEP
        return [m for m in self.marks if lo < m.step <= hi or (before <= 0.0 and m.step == 0)]


@dataclass(frozen=True)
class Throw:
    """What the engine decided, as a scene reads it from the ``land`` event."""

    path: tuple[int, ...]         # grids the flight crosses, the thrower's first
    landing: int                  # the landing grid (-1 when the disc left the card)
    surface: str                  # the landing grid's letter ("edge" when off the card)
    direction: str                # N / E / S / W
    holed: bool = False           # in the basket (chains)
    drop_in: bool = False         # a non-putter under the basket
    lateral: int = 0              # the fade's grids (+ = right of the direction), for edges
    distance: int = -1            # the straight grids (-1: unknown), for edges


def throw_from_land(land: dict, grid: tuple[str, ...]) -> Throw:
    """A :class:`Throw` from the data of the engine's ``land`` event on a hole of ``grid``."""
    landing = land["landing"]
    surface = grid[landing // WIDTH][landing % WIDTH] if landing >= 0 else "edge"
    outcome = land.get("outcome", "")
    return Throw(tuple(land["path"]), landing, surface, land["direction"],
                 holed=outcome == "in", drop_in=outcome == "drop_in",
                 lateral=int(land.get("lateral", 0)), distance=int(land.get("distance", -1)))


def centre(cell: int) -> tuple[float, float]:
    return cell % WIDTH + 0.5, cell // WIDTH + 0.5


def target_square(throw: Throw) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of where the disc must rest: the landing grid, or the square beyond."""
    if throw.landing >= 0:
        col, row = throw.landing % WIDTH, throw.landing // WIDTH
        return col, row, col + 1.0, row + 1.0
    last = throw.path[-1]
    col, row = last % WIDTH, last // WIDTH
    dx, dy = _exit_step(throw)
    col, row = col + dx, row + dy
    return col, row, col + 1.0, row + 1.0


def _exit_step(throw: Throw) -> tuple[int, int]:
    """The step that took the disc off the card: along the throw, or along its fade."""
    dx, dy = _D[throw.direction]
    fade = ((-dy, dx) if throw.lateral > 0 else (dy, -dx)) if throw.lateral else (dx, dy)
    col, row = throw.path[-1] % WIDTH, throw.path[-1] // WIDTH
    if throw.distance >= 0:
        step = (dx, dy) if len(throw.path) - 1 < throw.distance else fade
        return step
    for step in ((dx, dy), fade, (1, 0), (-1, 0), (0, 1), (0, -1)):   # no distance: a guess
        if not (0 <= col + step[0] < WIDTH and 0 <= row + step[1] < HEIGHT):
            return step
    return dx, dy


def _travel(throw: Throw) -> tuple[float, float]:
    """Unit vector of the disc's way at the end of the flight (the last step of the path)."""
    if len(throw.path) >= 2:
        (ax, ay), (bx, by) = centre(throw.path[-2]), centre(throw.path[-1])
        if (ax, ay) != (bx, by):
            return bx - ax, by - ay
    if throw.landing < 0:
        ex, ey = _exit_step(throw)
        return float(ex), float(ey)
    dx, dy = _D[throw.direction]
    return float(dx), float(dy)


def _rest_point(throw: Throw, rng: random.Random) -> tuple[float, float]:
    x0, y0, _x1, _y1 = target_square(throw)
    if throw.holed:
        return (x0 + 0.5 + rng.uniform(-0.04, 0.04), y0 + 0.5 + rng.uniform(-0.04, 0.04))
    return x0 + rng.uniform(MARGIN, 1 - MARGIN), y0 + rng.uniform(MARGIN, 1 - MARGIN)


class _Air:
    """Pymunk runs of the air phase: launched along ``way`` at a speed, with a fade force."""

    def __init__(self, start: tuple[float, float], way: tuple[float, float], seconds: float):
        self.start, self.way, self.steps = start, way, max(2, round(seconds / STEP))

    def run(self, speed: float, fade: float, keep: bool = False):
        space = pymunk.Space()
        space.gravity = (0.0, 0.0)
        space.damping = AIR_DAMPING
        body = pymunk.Body(1.0, 0.05)
        body.position = self.start
        body.velocity = (self.way[0] * speed, self.way[1] * speed)
        shape = pymunk.Circle(body, 0.12)
        shape.mass = 1.0
        space.add(body, shape)
        launch = abs(speed) or 1.0
        points = [tuple(body.position)] if keep else []
        for _ in range(self.steps):
            v = body.velocity
            now = v.length
            if now > 1e-9:
                # Sideways force, growing as the disc slows: the fade comes late in the flight.
                slow = max(0.0, 1.0 - now / launch)
                late = 0.3 + 1.6 * slow
                side = pymunk.Vec2d(-v.y, v.x) / now * (fade * late * launch)
                body.apply_force_at_world_point(side, body.position)
            space.step(STEP)
            if keep:
                points.append(tuple(body.position))
        return tuple(body.position), tuple(body.velocity), points


def _solve(air: _Air, aim: tuple[float, float]) -> tuple[float, float, float]:
    """(speed, fade, miss) whose touchdown is ``aim``: Broyden steps, each a full pymunk run."""
    sx, sy = air.start
    wx, wy = air.way
    seconds = air.steps * STEP
    keep = (1.0 - AIR_DAMPING ** seconds) / -math.log(AIR_DAMPING)   # distance per unit speed

    def split(point: tuple[float, float]) -> tuple[float, float]:
        dx, dy = point[0] - sx, point[1] - sy
        return dx * wx + dy * wy, dx * -wy + dy * wx           # along, and to the right (+)

    goal = split(aim)
    x = [goal[0] / keep, 0.0]
    pos = split(air.run(x[0], x[1])[0])
    fade_probe = 0.5
    lat = split(air.run(x[0], fade_probe)[0])
    jac = [[keep, (lat[0] - pos[0]) / fade_probe], [0.0, (lat[1] - pos[1]) / fade_probe]]
    for _ in range(SOLVE_ROUNDS):
        err = (goal[0] - pos[0], goal[1] - pos[1])
        if abs(err[0]) + abs(err[1]) < 1e-3:
            break
        det = jac[0][0] * jac[1][1] - jac[0][1] * jac[1][0]
        if abs(det) < 1e-12:
            break
        dx = ((jac[1][1] * err[0] - jac[0][1] * err[1]) / det,
              (-jac[1][0] * err[0] + jac[0][0] * err[1]) / det)
        scale = min(1.0, 2.0 / (abs(dx[1]) + 1e-9))       # never swing the fade wildly
        dx = (dx[0] * scale, dx[1] * scale)
        x = [x[0] + dx[0], x[1] + dx[1]]
        new = split(air.run(x[0], x[1])[0])
        dp = (new[0] - pos[0], new[1] - pos[1])
        norm = dx[0] * dx[0] + dx[1] * dx[1]
        if norm > 1e-18:
            # Broyden's update of the Jacobian from the step just taken.
            for r in range(2):
                miss = dp[r] - (jac[r][0] * dx[0] + jac[r][1] * dx[1])
                jac[r][0] += miss * dx[0] / norm
                jac[r][1] += miss * dx[1] / norm
        pos = new
    return x[0], x[1], math.hypot(goal[0] - pos[0], goal[1] - pos[1])


def simulate(throw: Throw, seed: int) -> FlightPath:
    """The whole flight of ``throw``: same ``throw`` and ``seed``, same path."""
    rng = random.Random(seed)
    start = centre(throw.path[0])
    rest = _rest_point(throw, rng)
    ux, uy = _travel(throw)
    norm = math.hypot(ux, uy) or 1.0
    ux, uy = ux / norm, uy / norm
    surface = throw.surface
    run = 0.0 if throw.holed else _RUN.get(surface, 0.25) * rng.uniform(0.7, 1.15)
    if surface == "s":
        run = -run                       # it hits the wall and bounces back to rest
    touchdown = (rest[0] - ux * run, rest[1] - uy * run)
    reach = math.hypot(touchdown[0] - start[0], touchdown[1] - start[1])
    seconds = min(1.3, 0.45 + 0.16 * reach) * rng.uniform(0.95, 1.05)
    wx, wy = _D[throw.direction]
    air = _Air(start, (float(wx), float(wy)), seconds)
    speed, fade, miss = _solve(air, touchdown)
    if miss > 0.05:
        # Rare shapes the fade cannot reach (a hook back past the thrower): fly it straight.
        dx, dy = touchdown[0] - start[0], touchdown[1] - start[1]
        length = math.hypot(dx, dy) or 1.0
        air = _Air(start, (dx / length, dy / length), seconds)
        keep = (1.0 - AIR_DAMPING ** (air.steps * STEP)) / -math.log(AIR_DAMPING)
        speed, fade = length / keep, 0.0
    _, end_v, points = air.run(speed, fade, keep=True)
    air_steps = len(points) - 1
    lift = min(1.0, 0.35 + 0.16 * reach)
    heights = [lift * 4 * (i / air_steps) * (1 - i / air_steps) for i in range(air_steps + 1)]
    marks = [FlightMark("landed", air_steps, points[-1])]
    if throw.holed:
        marks.append(FlightMark("chains", air_steps, points[-1]))
    elif surface in _MARK and throw.landing >= 0 or surface == "edge":
        marks.append(FlightMark(_MARK[surface], air_steps, points[-1]))
    skip = surface in _SKIPS and not throw.holed and run > 0.2 and rng.random() < 0.6
    ground = _ground(points[-1], end_v, rest, run, surface, throw.holed)
    for i, p in enumerate(ground[1:], start=1):
        points.append(p)
        hop = 0.0
        if skip and i <= 12:
            hop = 0.12 * 4 * (i / 12) * (1 - i / 12)
        heights.append(hop)
    if skip:
        marks.append(FlightMark("skip", air_steps + 1, points[air_steps + 1]))
    marks.sort(key=lambda m: m.step)
    return FlightPath(tuple(points), tuple(heights), tuple(marks), rest, throw.landing)


def _ground(at: tuple[float, float], velocity: tuple[float, float], rest: tuple[float, float],
            run: float, surface: str, holed: bool) -> list[tuple[float, float]]:
    """Skip, roll or slide to ``rest``: pymunk with heavy damping and the ground's pull."""
    space = pymunk.Space()
    space.gravity = (0.0, 0.0)
    space.damping = 0.2
    body = pymunk.Body(1.0, 0.05)
    body.position = at
    speed = math.hypot(*velocity)
    if surface in ("w", "edge") or holed or speed < 1e-9:
        body.velocity = (0.0, 0.0)       # sinks, leaves the card or drops into the chains
    else:
        # Contact takes most of the speed; what is left never carries it past its rest.
        keep = min(speed * 0.55, GROUND_OMEGA * abs(run) * 0.9)
        sign = -1.0 if run < 0 else 1.0
        body.velocity = (velocity[0] / speed * keep * sign, velocity[1] / speed * keep * sign)
    space.add(body, pymunk.Circle(body, 0.12))
    k, c = GROUND_OMEGA * GROUND_OMEGA, 2.0 * GROUND_OMEGA
    points = [tuple(body.position)]
    for _ in range(round(MAX_GROUND / STEP)):
        p, v = body.position, body.velocity
        pull = ((rest[0] - p.x) * k - v.x * c, (rest[1] - p.y) * k - v.y * c)
        body.apply_force_at_world_point(pull, p)
        space.step(STEP)
        points.append(tuple(body.position))
        p, v = body.position, body.velocity
        if abs(p.x - rest[0]) + abs(p.y - rest[1]) < 2e-3 and v.length < 0.02:
            break
    return points


def inside(point: tuple[float, float], square: tuple[float, float, float, float]) -> bool:
    x0, y0, x1, y1 = square
    return x0 < point[0] < x1 and y0 < point[1] < y1
