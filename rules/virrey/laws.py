"""Law cards (cartas de ley): the 24 effect handlers named by ``effect:`` in laws.yaml.

A law is played free, on any open slot but level 5 ("excepto los espacios
pertenecientes al quinto nivel"), and its effect is resolved at once. The rulebook has
three kinds of effect: permanent (lasts while the law is in the pyramid), instant
(happens when it is played) and end of game (points counted in category 3, "Puntos
por cartas de ley"). Only laws *in the pyramid* count; a law put under another card by
``cover_free_card`` is no longer in it. Words: a *free card* is a card at an end of a
row with no card above or below it: an end card of level 1 with no card resting on it and
none put under it (ruling V-5); the *adjacent cards* of a card are the (at most six)
cards touching it on its level and the levels above and below; a law's *level* is the
row it sits on (1..4).

``timing`` in the YAML must be one of the timings listed for the handler.

Permanent (timing: permanent)
-----------------------------
extra_infinite       {uses: 1|2}           You may use ``uses`` more infinite gems per turn.
pass_bonus           {gems: 1..5}          When you pass in the auction phase, take ``gems``
                                           more gems.
discount             {colour: C}           Each character you play costs one ``C`` gem
                                           fewer (when its cost has one).
discard_bonus        {gems: 1..3}          When you discard a card in the development
                                           phase, take ``gems`` more gems.
circle_gems          {gems: 1..3}          When a card you place forms a circle of one
                                           colour, take ``gems`` more gems of that colour.
keep_bid             {}                    When you win a card in the auction with a gem,
                                           take a gem of that colour back from the reserve.
high_placement_gems  {level: 2..5, gems: 1..3}
                                           Each time you place a card on level ``level``
                                           or higher, take ``gems`` gems.

Instant (timing: instant; store_gems also permanent, cover_free_card also end)
-------------------------------------------------------------------------------
store_gems           {max: 1..12, points: 1..4}
                                           Put up to ``max`` gems from behind your screen on
                                           this card. At the end: ``points`` per gem on it.
cover_free_card      {by_level: [p1, p2, p3, p4]}
                                           Put 1 free card of your pyramid under this card
                                           and move all its tokens (and infinite gems) onto
                                           this card. At the end: ``by_level[L-1]`` points,
                                           L being this card's level.
take_gems            {each: 1..2}          Take ``each`` gems of every colour.
draw_cards           {count: 1..3}         Draw ``count`` cards (law deck or small deck,
                                           your choice per card).
tokens_per_adjacent  {token: science|magic|defense}
                                           One such token on this card per adjacent card.
gain_tokens          {magic: n, science: n, defense: n, attack: n}  (each 0..3, any left out)
                                           Those tokens (attack tokens go behind the screen).
gain_power           {value: V}            A power token of value V (2..15) on this card.
infinite_gem         {colour: C}           An infinite gem of colour C on this card.
gems_per_level       {per: 1..3}           Take ``per`` gems for each level of this card.
gain_magic_bonus     {value: 2|3|5}        A magic bonus token on this card.

End of game (timing: end)
-------------------------
points_per_level_card  {level: 1..5, points: 1..6}   ``points`` per card on that level.
points_per_token       {token: T, points: 1..6}      ``points`` per token of kind T in your
                       pyramid; T: magic, science, defense, magic_bonus, circle_bonus,
                       infinite (infinite gems), power (power tokens).
points_per_colour_set  {points: 1..12}       ``points`` per set of four colours among the
                                             sections (as printed) of the adjacent cards.
points_per_law         {points: 1..6}        ``points`` per law in your pyramid (this one too).
points_per_unused_gem  {points: 1..3, max: 1..20}
                                             ``points`` per gem left behind your screen after
                                             painting, counting at most ``max`` gems.
points_per_adjacent    {points: 1..6}        ``points`` per card adjacent to this one.
points_by_level        {by_level: [p1, p2, p3, p4]}  ``by_level[L-1]`` points, L this card's level.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.cards import effect
from rules.virrey.params import check_colour, int_range, one_of
from rules.virrey.tokens import COLOUR_INDEX, MAGIC_BONUS_VALUES, POWER_VALUES

GAME = "virrey"
TIMINGS = ("permanent", "instant", "end")
PERMANENT_KEYS = {"extra_infinite": "uses", "pass_bonus": "gems", "discard_bonus": "gems", "circle_gems": "gems"}
TOKEN_KINDS = ("magic", "science", "defense", "magic_bonus", "circle_bonus", "infinite", "power")


@dataclass(frozen=True)
class LawEffect:
    """A law effect: allowed timings, a params schema, and what it does."""

    name: str
    timings: tuple[str, ...]
    schema: dict  # param name -> (checker, required)
    on_play: Callable | None = None  # (state, seat, law, params) -> None
    score: Callable | None = None  # (board, law, params) -> int

    def check_params(self, params: Any) -> str | None:
        if params is None:
            params = {}
        if not isinstance(params, dict):
            return "params must be a mapping"
        extra = [str(k) for k in params if k not in self.schema]
        if extra:
            return f"params: unknown key(s) {', '.join(extra)} for {self.name}"
        for key, (check, required) in self.schema.items():
            if key not in params:
                if required:
                    return f"params: {self.name} needs {key!r}"
                continue
            msg = check(params[key])
            if msg:
                return f"params: {key} {msg}"
        return None


LAWS: dict[str, LawEffect] = {}


def _by_level(v):
    if not isinstance(v, list) or len(v) != 4:
        return "must be a list of 4 whole numbers (levels 1 to 4)"
    for p in v:
        if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p <= 30:
            return "must hold whole numbers 0 to 30"
    return None


def law(name: str, timings: tuple[str, ...], **schema):
    """Register a law effect; ``schema`` maps a param to a checker (or (checker, False))."""

    def register(fn_pair):
        on_play, score = fn_pair if isinstance(fn_pair, tuple) else (fn_pair, None)
        full = {k: (v if isinstance(v, tuple) else (v, True)) for k, v in schema.items()}
        handler = LawEffect(name, timings, full, on_play, score)
        LAWS[name] = handler
        effect(GAME, name)(handler)
        return fn_pair

    return register


def _noop(state, seat, law_id, params):
    return None


# -- permanent ----------------------------------------------------------------
# Their effect is read by the engine (state.perm(seat, name)); playing them does nothing.
law("extra_infinite", ("permanent",), uses=int_range(1, 2))(_noop)
law("pass_bonus", ("permanent",), gems=int_range(1, 5))(_noop)
law("discount", ("permanent",), colour=check_colour)(_noop)
law("discard_bonus", ("permanent",), gems=int_range(1, 3))(_noop)
law("circle_gems", ("permanent",), gems=int_range(1, 3))(_noop)
law("keep_bid", ("permanent",))(_noop)
law("high_placement_gems", ("permanent",), level=int_range(2, 5), gems=int_range(1, 3))(_noop)


# -- instant ------------------------------------------------------------------
def _store_play(state, seat, law_id, params):
    state.push(("store", seat, law_id, params["max"]))


def _store_score(board, law_id, params):
    return params["points"] * sum(1 for t in board.tokens.get(law_id, ()) if t[0] == "stored")


law("store_gems", ("permanent", "instant", "end"), max=int_range(1, 12), points=int_range(1, 4))(
    (_store_play, _store_score)
)


def _cover_play(state, seat, law_id, params):
    state.push(("cover", seat, law_id))


def _cover_score(board, law_id, params):
    return params["by_level"][board.pyramid.level(law_id) - 1]


law("cover_free_card", ("instant", "end", "permanent"), by_level=_by_level)((_cover_play, _cover_score))


def _take_gems(state, seat, law_id, params):
    for colour in range(4):
        state.take_gems(seat, colour, params["each"])


law("take_gems", ("instant",), each=int_range(1, 2))(_take_gems)


def _draw(state, seat, law_id, params):
    state.push(("draw", seat, params["count"]))


law("draw_cards", ("instant",), count=int_range(1, 3))(_draw)


def _per_adjacent(state, seat, law_id, params):
    n = len(state.pyr[seat].adjacent(law_id))
    state.give_tokens(seat, law_id, params["token"], n)


law("tokens_per_adjacent", ("instant",), token=one_of(("science", "magic", "defense")))(_per_adjacent)


def _gain_tokens(state, seat, law_id, params):
    for kind in ("magic", "science", "defense", "attack"):
        n = params.get(kind, 0)
        if n:
            state.give_tokens(seat, law_id, kind, n)


law(
    "gain_tokens",
    ("instant",),
    magic=(int_range(0, 3), False),
    science=(int_range(0, 3), False),
    defense=(int_range(0, 3), False),
    attack=(int_range(0, 3), False),
)(_gain_tokens)


def _gain_power(state, seat, law_id, params):
    state.give_power(seat, law_id, params["value"])


law("gain_power", ("instant",), value=one_of(POWER_VALUES))(_gain_power)


def _infinite(state, seat, law_id, params):
    state.give_infinite(seat, law_id, COLOUR_INDEX[params["colour"]])


law("infinite_gem", ("instant",), colour=check_colour)(_infinite)


def _gems_per_level(state, seat, law_id, params):
    state.push(("gems", seat, params["per"] * state.pyr[seat].level(law_id)))


law("gems_per_level", ("instant",), per=int_range(1, 3))(_gems_per_level)


def _magic_bonus(state, seat, law_id, params):
    state.give_magic_bonus(seat, law_id, params["value"])


law("gain_magic_bonus", ("instant",), value=one_of(MAGIC_BONUS_VALUES))(_magic_bonus)


# -- end of game ----------------------------------------------------------------
def _score_only(score):
    return (_noop, score)


law("points_per_level_card", ("end",), level=int_range(1, 5), points=int_range(1, 6))(
    _score_only(lambda b, law_id, p: p["points"] * len(b.pyramid.row(p["level"])))
)


def _per_token(board, law_id, params):
    return params["points"] * board.token_count(params["token"])


law("points_per_token", ("end",), token=one_of(TOKEN_KINDS), points=int_range(1, 6))(_score_only(_per_token))


def _colour_sets(board, law_id, params):
    seen = [0, 0, 0, 0]
    for card in board.pyramid.adjacent(law_id):
        for colour in board.printed_sections(card):
            seen[colour] += 1
    return params["points"] * min(seen)


law("points_per_colour_set", ("end",), points=int_range(1, 12))(_score_only(_colour_sets))
law("points_per_law", ("end",), points=int_range(1, 6))(
    _score_only(lambda b, law_id, p: p["points"] * sum(1 for c in b.pyramid.cards() if b.is_law(c)))
)
law("points_per_unused_gem", ("end",), points=int_range(1, 3), max=int_range(1, 20))(
    _score_only(lambda b, law_id, p: p["points"] * min(p["max"], sum(b.gems)))
)
law("points_per_adjacent", ("end",), points=int_range(1, 6))(
    _score_only(lambda b, law_id, p: p["points"] * len(b.pyramid.adjacent(law_id)))
)
law("points_by_level", ("end",), by_level=_by_level)(
    _score_only(lambda b, law_id, p: p["by_level"][b.pyramid.level(law_id) - 1])
)


def check_params(effect_name: Any, params: Any) -> str | None:
    handler = LAWS.get(effect_name) if isinstance(effect_name, str) else None
    if handler is None:
        return None  # the effect field reports it
    return handler.check_params(params)


def check_timing(effect_name: Any, timing: Any) -> str | None:
    handler = LAWS.get(effect_name) if isinstance(effect_name, str) else None
    if handler is None or timing in handler.timings:
        return None
    return f"{effect_name} is a {' or '.join(handler.timings)} effect, not {timing!r}"
