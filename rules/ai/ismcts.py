"""Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse, 2012).

Single-observer ISMCTS (SO-ISMCTS) with availability counts, generic over the
rules protocol. The searcher is the seat whose view it is given (``view.seat``);
it never reads the true state. Every iteration draws a fresh determinization
from the view (the game's ``determinize(view, rng)`` hook: a full state with
everything hidden from the seat dealt at random, consistently with the view),
then walks one tree of the searcher's information sets. (DESIGN.md's
``State.resample(seat, rng)`` is the same contract from the state's side; the searcher
holds no state, only the view, so the game rebuilds one from it. The tests check that
``determinize(view, rng).view(seat) == view`` and that two states differing only in
what the seat cannot see give the same decision with the same seed.) Each iteration:

1. **Selection**: while every legal action of the seat to act has a child,
   pick the child maximising ``mean + c * sqrt(ln(availability) / visits)``,
   among the children legal in *this* determinization; each of them has its
   availability count increased (the ISMCTS form of UCB1).
2. **Expansion**: add one untried legal action as a child.
3. **Simulation**: play on with the game's rollout policy to the end (or to
   ``cutoff`` decisions, then estimate with the game's evaluation).
4. **Backpropagation**: each node on the path adds the reward of the seat
   that moved into it.

Edges are keyed by ``(seat, action)``; opponents' public moves are edges of the
same tree, chosen by the same rule for the mover's reward (the single-observer
model).

**Sealed simultaneous choices** (``len(state.to_act()) > 1``) are handled
soundly: the other seats' sealed choices are hidden from the searcher, so they
are not edges of its tree (that would let it branch on what it cannot see).
At such a step the other seats decide first, by the rollout policy, on the
determinized state (where their choices are random draws independent of the
searcher's own choice), and only then does the searcher choose its edge.
The determinization itself deals the other seats' already sealed choices at
random, so the searcher cannot see those either.

Per-game hooks (a :class:`SearchHooks` given to :func:`register_search`, from
the game package, the way ``register_greedy`` works):

``determinize(view, rng) -> State`` (required)
    a state consistent with ``view`` (``determinize(v, r).view(v.seat) == v``)
    with all hidden information sampled afresh from ``rng``. It may return a
    lighter State subclass (no event log); it is played and thrown away.
``rollout(state, seat, legal, rng) -> Action`` (default: uniform random)
    a cheap policy for simulations and for other seats' sealed choices. It runs
    on a determinization, but should read only what ``seat`` could know plus
    its own sampled hand; it must never read other seats' sealed choices.
``rollout_step(state, seat, rng) -> Action`` (default None: ``rollout`` on ``legal()``)
    the rollout policy's move read from the state directly, for a game whose legal list
    is dear to build (every payment of every purchase) while its policy needs little of
    it. It must choose exactly as ``rollout`` would, drawing the same random numbers.
``evaluate(state) -> sequence of float`` (default: win share, 1/k for each of
    k tied winners) a reward in [0, 1] per seat, for a finished game, or for an
    unfinished one when ``cutoff`` stops the simulation early.
``cutoff`` (default None: simulate to the end)
    how many simulated decisions before ``evaluate`` is called instead.
``cutoff_per_seat`` (default None: ``cutoff`` holds)
    the cutoff as a number of decisions for each seat of the game, in place of
    ``cutoff``: a look of the same number of rounds at every seat count.
``exploration`` (default 0.7)
    the UCB constant ``c`` for rewards in [0, 1].
``opponents_in_tree`` (default True)
    False: the other seats always move by the rollout policy, and the tree holds
    only the searcher's own decisions (an opponent model instead of SO-ISMCTS's
    assumption that opponents play like the searcher).
``observe(state, seat) -> hashable`` (default None: the tree does not branch on it)
    what ``seat`` has learnt when its turn comes again inside the tree: the cards turned
    up, the other seats' face-up moves (e.g. the event revealed and the round's cards).
    The searcher's later decisions are then nodes per observation (its information
    sets), not one node for every outcome it has not seen yet. Without it, a move two
    turns ahead is one choice for all the events that may come up: as the tree grows,
    a fixed guess takes the place of the rollout policy, which looks at what came up
    (tests/rules/test_ismcts_observe.py shows it on a toy game).
``levels`` (default None: every level searches alike)
    per search level, the hooks it changes: ``{"hard": {"rollout": f}}`` makes ``hard``
    simulate with ``f`` (see :func:`hooks_for`). A level's strength can then come from a
    better model, not only from more iterations.
``candidates(legal) -> list`` (default None: every legal action)
    the subset of a seat's legal actions its tree branches on (at the root and below):
    a game prunes moves that seldom differ (two payments of one purchase) or
    that are always right (playing a card that costs nothing), so a small budget is
    spent on the real choices. It must keep at least one action of ``legal``.
``tree_moves(state, seat) -> list`` (default None: ``candidates(state.legal(seat))``)
    the same list as ``candidates`` gives on the seat's legal list, read from the state
    without listing every legal action where the game can (a hand's first card to play):
    the tree asks it at every one of the searcher's decisions it passes.
``budgets`` (default None: ``rules.ai.BUDGETS``)
    the game's own ``(iterations, seconds)`` or :class:`Budget` per level (its decisions
    per game and cost per iteration differ from the defaults'; a ``Budget`` with
    ``per_seat`` counts iterations a seat); the caps stay within the targets.

Budgets: a :class:`Budget` is an iteration count and a time cap. The
iteration count is the normal limiter, so with the same rng the same
decision comes out whenever the machine is fast enough; the time cap keeps the
latency target on a slow or busy machine.

    >>> import random
    >>> from rules.core.game import Config, get_game
    >>> state = get_game("imperio").new_state(Config(players=3, seed=2))
    >>> act = search("imperio", state.view(0), state.legal(0), random.Random(5), Budget(50, 5.0))
    >>> act in state.legal(0)
    True
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core.actions import Action


@dataclass(frozen=True)
class SearchHooks:
    """What a game supplies to the search (see the module docstring)."""

    determinize: Callable[[Any, random.Random], Any]
    rollout: Callable[[Any, int, list, random.Random], Action] | None = None
    rollout_step: Callable[[Any, int, random.Random], Action] | None = None
    evaluate: Callable[[Any], Sequence[float]] | None = None
    cutoff: int | None = None
    cutoff_per_seat: int | None = None
    exploration: float = 0.7
    opponents_in_tree: bool = True
    budgets: dict | None = None
    observe: Callable[[Any, int], Any] | None = None
    levels: dict | None = None
    candidates: Callable[[list], list] | None = None
    tree_moves: Callable[[Any, int], list] | None = None


@dataclass(frozen=True)
class Budget:
    """How long a search may run: ``iterations`` (the normal limiter) and a time cap.
    ``per_seat``: ``iterations`` is a count for each seat of the game, so a search with
    more seats to look at in the same rounds gets more iterations (see :meth:`for_seats`).

    >>> Budget(250, 2.5, per_seat=True).for_seats(4), Budget(250, 2.5).for_seats(4)
    (1000, 250)
    """

    iterations: int
    seconds: float
    per_seat: bool = False

    def for_seats(self, seats: int) -> int:
        """The iterations a search of a game of ``seats`` seats runs."""
        return self.iterations * seats if self.per_seat else self.iterations


_HOOKS: dict[str, SearchHooks] = {}


class QuietState:
    """Mix in before a game's State class for the states a ``determinize`` hook returns:
    the same rules, no event log (search plays thousands of throw-away moves), and no
    second check of actions the search took from ``legal()``."""

    quiet = True

    def log(self, key: str, to: int | None = None, **params) -> None:
        pass

    def why_illegal(self, seat: int, act) -> str | None:
        return None


def register_search(game_id: str, hooks: SearchHooks) -> SearchHooks:
    """Make ``game_id`` searchable by the ``normal`` and ``hard`` AI levels."""
    _HOOKS[game_id] = hooks
    return hooks


def has_search(game_id: str) -> bool:
    """Whether ``game_id``'s package registered search hooks."""
    if game_id not in _HOOKS:
        import rules

        rules.load_all_games()
    return game_id in _HOOKS


def hooks_for(game_id: str, level: str | None = None) -> SearchHooks:
    """The search hooks of ``game_id``; with ``level``, as that level changes them."""
    if game_id not in _HOOKS:
        import rules

        rules.load_all_games()
    try:
        hooks = _HOOKS[game_id]
    except KeyError:
        raise ValueError(f"no search hooks registered for game {game_id!r}") from None
    changes = (hooks.levels or {}).get(level)
    return dataclasses.replace(hooks, **changes) if changes else hooks


def win_share(state) -> list[float]:
    """The default evaluation: 1/k for each of k winners, 0 for the others."""
    winners = state.winners()
    share = 1.0 / len(winners)
    return [share if s in winners else 0.0 for s in range(state.num_players)]


def lead_reward(state, values: Sequence[float], spread: float, win_weight: float) -> list[float]:
    """Reward per seat in [0, 1] for an ``evaluate`` hook: 1/2 plus the seat's lead in
    ``values`` (points, or a game's worth of an unfinished position) over the best other
    seat per ``2 * spread``, clipped; a finished game gives ``win_weight`` of it to the win
    share (1/k for each of k winners)."""
    over = state.is_over()
    winners = state.winners() if over else ()
    out = []
    for s, v in enumerate(values):
        best = max(x for t, x in enumerate(values) if t != s)
        r = min(1.0, max(0.0, 0.5 + (v - best) / (2 * spread)))
        if over:
            r = (1 - win_weight) * r + win_weight * (1.0 / len(winners) if s in winners else 0.0)
        out.append(r)
    return out


def random_policy(state, seat: int, legal: list, rng: random.Random) -> Action:
    return legal[int(rng.random() * len(legal))]


class Node:
    """A node of the searcher's tree: the move that led here and its statistics."""

    __slots__ = ("seat", "action", "parent", "children", "visits", "reward", "avail")

    def __init__(self, seat: int = -1, action: Action | None = None, parent: Node | None = None):
        self.seat = seat  # who made ``action`` (-1 at the root)
        self.action = action
        self.parent = parent
        self.children: dict = {}  # (seat, action) -> Node
        self.visits = 0
        self.reward = 0.0  # summed reward of ``seat``
        self.avail = 1  # iterations in which this move was available


@dataclass
class SearchResult:
    """What a search did: the move chosen and the statistics behind it."""

    action: Action
    iterations: int
    seconds: float
    root: Node
    seat: int = -1  # the searcher (``view.seat``)

    def visits(self) -> dict:
        """Root visit counts per action of the searcher."""
        return {k[1]: c.visits for k, c in self.root.children.items()}

    def value_of(self, action: Action) -> float | None:
        """The searcher's estimated reward (its chance of winning, in [0, 1]) after
        ``action``: the root child's mean reward; None when the search never tried it."""
        child = self.root.children.get((self.seat, action))
        return child.reward / child.visits if child is not None and child.visits else None

    def best(self) -> tuple[Action, float | None]:
        """The action chosen with its estimated reward (:meth:`value_of`); the value is
        None when there was nothing to search (a single legal action)."""
        return self.action, self.value_of(self.action)

    def share(self, action: Action) -> float:
        """The fraction of the root's iterations that went through ``action``."""
        child = self.root.children.get((self.seat, action))
        return child.visits / self.root.visits if child is not None and self.root.visits else 0.0


def run_search(
    game_id: str, view, legal: list, rng: random.Random, budget: Budget, hooks: SearchHooks | None = None, stop=None
) -> SearchResult:
    """Search from ``view`` for its seat; ``legal`` are the seat's legal actions.

    ``stop`` (anything with ``is_set()``, e.g. a ``multiprocessing.Event``) is checked
    between iterations: once set, the search ends and returns its best move so far
    ("play now"; at least one iteration is always run).

    ``rng`` is drawn from once (a seed for the search's own generator), so a
    caller's random stream advances the same however long the search runs.
    """
    start = time.perf_counter()
    if not legal:
        raise ValueError("no legal action to choose from")
    me = view.seat
    hooks = hooks or hooks_for(game_id)
    prune = hooks.candidates
    tree_moves = hooks.tree_moves
    if prune is not None and len(legal) > 1:
        legal = prune(legal)
    if len(legal) == 1:
        return SearchResult(legal[0], 0, time.perf_counter() - start, Node(), me)
    determinize = hooks.determinize
    policy = hooks.rollout or random_policy
    step = hooks.rollout_step or (lambda state, s, r: policy(state, s, state.legal(s), r))
    evaluate = hooks.evaluate or win_share
    per_seat = hooks.cutoff_per_seat
    cutoff = hooks.cutoff  # per seat, and the iterations per seat: set once the seats are known
    limit = budget.iterations
    c = hooks.exploration
    opponents_in_tree = hooks.opponents_in_tree
    observe = hooks.observe
    r = random.Random(rng.getrandbits(64))
    deadline = start + budget.seconds
    clock = time.perf_counter
    log, sqrt = math.log, math.sqrt

    root = Node()
    done = 0
    stopped = stop.is_set if stop is not None else (lambda: False)
    while done < limit and (done == 0 or (clock() < deadline and not stopped())):
        done += 1
        state = determinize(view, r)
        if done == 1:
            seats = state.num_players
            limit = budget.for_seats(seats)
            if per_seat is not None:
                cutoff = per_seat * seats
        node = root
        # Selection and expansion.
        while True:
            seats = state.to_act()
            if not seats:
                break
            if len(seats) > 1:
                # Sealed simultaneous step: the others choose first, unseen, by the policy.
                for s in seats:
                    if s != me:
                        state.apply(s, step(state, s, r))
                if me not in seats:
                    continue
                seat = me
            else:
                seat = seats[0]
                if seat != me and not opponents_in_tree:
                    state.apply(seat, step(state, seat, r))
                    continue
            if tree_moves is not None:
                moves = tree_moves(state, seat)
            else:
                moves = state.legal(seat)
                if prune is not None and len(moves) > 1:
                    moves = prune(moves)
            if observe is not None and seat == me and node is not root:
                # The searcher's turn again: one node per thing it may have seen since.
                key = ("seen", observe(state, me))
                seen = node.children.get(key)
                if seen is None:
                    seen = node.children[key] = Node(me, None, node)
                node = seen
            children = node.children
            untried = [a for a in moves if (seat, a) not in children]
            if untried:
                act = untried[int(r.random() * len(untried))]
                child = Node(seat, act, node)
                children[(seat, act)] = child
                state.apply(seat, act)
                node = child
                break
            best: Any = None
            best_value = -1.0
            available = [children[(seat, a)] for a in moves]
            for ch in available:
                ch.avail += 1
            for ch in available:
                v = ch.reward / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if v > best_value:
                    best, best_value = ch, v
            state.apply(seat, best.action)
            node = best
        # Simulation.
        depth = 0
        while cutoff is None or depth < cutoff:
            seats = state.to_act()
            if not seats:
                break
            for s in seats:
                state.apply(s, step(state, s, r))
            depth += 1
        rewards = evaluate(state)
        # Backpropagation.
        while node is not root:
            node.visits += 1
            node.reward += rewards[node.seat]
            node = node.parent  # type: ignore[assignment]  # below the root: never None
        root.visits += 1

    mine = [(ch.visits, ch.reward, i) for i, a in enumerate(legal) if (ch := root.children.get((me, a))) is not None]
    action = legal[max(mine)[2]] if mine else legal[0]
    return SearchResult(action, done, time.perf_counter() - start, root, me)


def search(
    game_id: str, view, legal: list, rng: random.Random, budget: Budget, hooks: SearchHooks | None = None, stop=None
) -> Action:
    """The action ISMCTS chooses for ``view.seat`` (see :func:`run_search`)."""
    return run_search(game_id, view, legal, rng, budget, hooks, stop).action
