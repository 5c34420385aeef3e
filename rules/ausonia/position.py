"""Ausonia's positions (see :mod:`rules.core.position`), in the rulebook's terms.

A card is written ``design#n``: its design (``cut_sapphire``) and its number among the
game's physical cards (copies share a design; the number tells them apart, as the views
and the log do). A position written by hand may give the design alone (the lowest-numbered
copy of it placed nowhere else), and the favour deck, the power deck or a player's draw
pile as ``rest`` (the cards of that deck, or of the player's starter deck, placed nowhere
else, shuffled by the position's ``rng``).

- ``round``, ``first`` (the first player's seat: Inicio I), ``turn`` (the active seat's
  place in the turn order, from the first player), ``phase`` (action or over) and
  ``final`` (someone reached 60: this is the last round, Corrupción counts as Influencia);
- ``offer`` (the offer row), ``favour_deck`` and ``power_deck`` (top first);
- ``players``: each one's ``influence``, ``hand``, ``draw`` (top first, with
  ``known_on_top``: how many of its top cards everyone knows, and its owner knows:
  Manipulación and Previsión put them there), ``discard`` (top first), ``play`` (played
  and broken seals), ``bought`` (face down in the play area), ``seal``, ``raised`` (the
  raise area, not in a fountain) and ``fountains`` (``[star, foundation]``); a player
  owns its starter deck (Inicio I to IV, by its place in the turn order) and what it
  bought;
- ``turn_state``: the active seat's ``gems`` (unspent) and ``spent`` (each of sapphire,
  emerald, sanguine, rainbow), ``spent_by`` (gems spent on each card's own abilities),
  ``used`` (``[card, ability]`` activated), ``keywords`` and ``guilds`` used (each with
  its card: a condition does not count its own card), ``sealed_now``, ``unsealed_now``,
  and the keyword being resolved: ``step`` (target, discard, foresee, manipulate, raise,
  seal, end_discard), ``keyword``, ``left``, ``source``, ``target``, ``queue`` (the
  ability's keywords still to resolve, ``[keyword, X]``) and ``revealed`` (Previsión's
  cards waiting for their place);
- ``rng``: the next reshuffles.
"""

from __future__ import annotations

from typing import Any

from rules.ausonia.actions import GEMS
from rules.ausonia.cards import ACQUISITIVE, GUILDS, KEYWORDS
from rules.core.errors import PositionError
from rules.core.game import Config
from rules.core.position import Fields, Ledger, check_range, rng_from_position, rng_to_position, top_first
from rules.core.rand import shuffled

STEPS = ("target", "discard", "foresee", "manipulate", "raise", "seal", "end_discard")
STEP_KEYWORD = {
    "target": ("corruption", "discard"),
    "discard": ("discard",),
    "foresee": ("foresight",),
    "manipulate": ("manipulation",),
    "raise": ("raise",),
    "seal": ("seal",),
    "end_discard": (None,),
}
GOAL = 60


def _token(cs, card: int) -> str:
    return f"{cs.cards[card].id}#{card}"


def _gems(values) -> dict:
    return dict(zip(GEMS, values))


def to_position(st) -> dict:
    cs = st.cards
    tok = [_token(cs, c) for c in range(len(cs))]

    def cards(zone) -> list[str]:
        return [tok[c] for c in zone]

    players = []
    for s in range(st.n):
        f = st.fountains[s]
        players.append(
            {
                "influence": st.influence[s],
                "hand": cards(st.hand[s]),
                "draw": cards(top_first(st.draw[s])),
                "known_on_top": {"everyone": st.top_pub[s], "owner": st.top_own[s]},
                "discard": cards(top_first(st.discard[s])),
                "play": cards(st.play[s]),
                "bought": cards(st.bought[s]),
                "seal": cards(st.seal[s]),
                "raised": cards(st.raised[s]),
                "fountains": [[tok[f[i]], tok[f[i + 1]]] for i in range(0, len(f), 2)],
            }
        )
    return {
        "round": st.round,
        "first": st.first,
        "turn": st.pos,
        "phase": st.phase,
        "final": st.final,
        "offer": cards(st.offer),
        "favour_deck": cards(top_first(st.favour_deck)),
        "power_deck": cards(top_first(st.power)),
        "players": players,
        "turn_state": {
            "gems": _gems(st.gems),
            "spent": _gems(st.spent),
            "spent_by": [[tok[c], _gems(v)] for c, v in sorted(st.spent_by.items())],
            "used": [[tok[c], i] for c, i in st.used],
            "keywords": [[kw, tok[c] if c >= 0 else None] for kw, c in st.kw_used],
            "guilds": [[g, tok[c]] for g, c in st.guild_used],
            "sealed_now": cards(st.sealed_now),
            "unsealed_now": cards(st.unsealed_now),
            "step": st.step,
            "keyword": st.kw,
            "left": st.left,
            "source": tok[st.src] if st.src >= 0 else None,
            "target": st.target if st.target >= 0 else None,
            "queue": [[kw, x] for kw, x in st.queue],
            "revealed": cards(st.revealed),
        },
        "rng": rng_to_position(st.rng),
    }


class _Cards:
    """Card tokens read into card numbers, each put in the ledger (one place per card)."""

    def __init__(self, cs):
        self.cs = cs
        self.tok = [_token(cs, n) for n in range(len(cs))]
        self.number = {t: n for n, t in enumerate(self.tok)}  # "design#n" -> n
        self.copies: dict[str, list[int]] = {}
        for n, card in enumerate(cs.cards):
            self.copies.setdefault(card.id, []).append(n)
        self.ledger = Ledger(self.tok, "card")
        self.pending: list[tuple[str, str, list, int]] = []  # (path, design, zone, index): a design alone
        self.rests: list[tuple[str, tuple[int, ...], list]] = []  # (path, its cards, zone): "rest"

    def read(self, path: str, token: Any) -> int:
        """A card number (a design alone: resolved in :meth:`resolve`, after the exact ones)."""
        if not isinstance(token, str):
            raise PositionError(path, f"must be a card (design#number), not {token!r}")
        n = self.number.get(token)
        if n is not None:
            self.ledger.put_one(path, token)
            return n
        if token in self.copies:
            return -1  # placed by resolve()
        raise PositionError(path, f"card {token!r} is not one of this game's")

    def zone(self, path: str, value: Any, rest: tuple[int, ...] = ()) -> list[int]:
        """A zone's cards; with ``rest`` (its cards), ``"rest"`` is every one of them placed
        nowhere else, shuffled (filled in by :meth:`resolve`)."""
        if value == "rest" and rest:
            out: list[int] = []
            self.rests.append((path, rest, out))
            return out
        if not isinstance(value, list):
            raise PositionError(path, f"must be a list of cards, not {value!r}")
        out = [self.read(f"{path}[{i}]", t) for i, t in enumerate(value)]
        for i, n in enumerate(out):
            if n < 0:
                self.pending.append((f"{path}[{i}]", value[i], out, i))
        return out

    def resolve(self, rng) -> None:
        """The designs given alone: the lowest-numbered copy placed nowhere else; then the
        ``"rest"`` zones, shuffled by the position's ``rng``."""
        for path, design, zone, i in self.pending:
            free = [n for n in self.copies[design] if self.tok[n] not in self.ledger.where]
            if not free:
                raise PositionError(path, f"every copy of {design!r} is placed already")
            zone[i] = free[0]
            self.ledger.put_one(path, self.tok[free[0]])
        self.pending = []
        for path, cards, zone in self.rests:
            zone[:] = shuffled(rng, [c for c in cards if self.tok[c] not in self.ledger.where])
            self.ledger.put(path, [self.tok[c] for c in zone])
        self.rests = []


def _gem_counts(f: Fields, key: str) -> list[int]:
    return f.sub(key).counts(GEMS)


def from_position(cls, config: Config, data: Any, cards=None):
    st = cls(config, cards, _blank=True)
    cs, n = st.cards, st.n
    f = Fields(data)
    st.rng = rng_from_position(f.get("rng", dict))
    st.round = f.integer("round", 1)
    st.first = f.seat("first", n)
    st.order = [(st.first + i) % n for i in range(n)]
    st.pos = f.integer("turn", 0, n - 1)
    st.phase = f.text("phase", ("action", "over"))
    st.final = f.flag("final")
    st.starter = [st.order.index(s) + 1 for s in range(n)]
    book = _Cards(cs)
    st.offer = book.zone("offer", f.get("offer", list))
    st.favour_deck = book.zone("favour_deck", f.get("favour_deck", (list, str)), cs.favour)
    st.power = book.zone("power_deck", f.get("power_deck", (list, str)), cs.power)
    if len(st.offer) > 4 or (len(st.offer) < 4 and st.favour_deck):
        raise PositionError("offer", "the offer row holds four cards while the favour deck has any")
    zones = ("hand", "draw", "discard", "play", "bought", "seal", "raised")
    for z in (*zones, "fountains"):
        setattr(st, z, [[] for _ in range(n)])
    st.influence, st.top_pub, st.top_own = [0] * n, [0] * n, [0] * n
    for s, p in enumerate(f.subs("players", n)):
        at = f"players[{s}]"
        st.influence[s] = p.integer("influence", 0)
        for z in zones:
            rest = cs.starters[st.starter[s] - 1] if z == "draw" else ()
            cards_ = book.zone(f"{at}.{z}", p.get(z, (list, str) if rest else list), rest)
            getattr(st, z)[s] = cards_
        pairs = p.items("fountains", list)
        for i, pair in enumerate(pairs):
            if len(pair) != 2:
                raise PositionError(f"{at}.fountains[{i}]", "a fountain is [star card, foundation]")
            st.fountains[s] += book.zone(f"{at}.fountains[{i}]", pair)
        known = p.sub("known_on_top", default={})  # left out: no card of it is known
        st.top_pub[s] = known.integer("everyone", 0, default=0)
        st.top_own[s] = known.integer("owner", st.top_pub[s], default=st.top_pub[s])
        known.done()
        p.done()
    _turn(st, f.sub("turn_state"), book)
    for i in range(n, len(cs.starters)):  # the starter decks of seats the game does not have
        for c in cs.starters[i]:
            book.ledger.put_one(f"the box (Inicio {i + 1}: no player has it)", book.tok[c])
    book.resolve(st.rng)
    book.ledger.close()
    # piles are written top first; the state keeps the top last (a "rest" pile is shuffled)
    st.favour_deck.reverse()
    st.power.reverse()
    for s in range(n):
        st.draw[s].reverse()
        st.discard[s].reverse()
    _check(st)
    f.done()
    return st


def _turn(st, t: Fields, book: _Cards) -> None:
    n, cs = st.n, st.cards
    st.gems = _gem_counts(t, "gems")
    st.spent = _gem_counts(t, "spent")
    st.spent_by = {}
    for i, entry in enumerate(t.items("spent_by", list)):
        at = f"turn_state.spent_by[{i}]"
        if len(entry) != 2:
            raise PositionError(at, "is [card, gems]")
        card = _known_card(book, f"{at}[0]", entry[0])
        st.spent_by[card] = _gem_counts(Fields({"g": entry[1]}, at), "g")
    st.used = []
    for i, entry in enumerate(t.items("used", list)):
        at = f"turn_state.used[{i}]"
        if len(entry) != 2 or isinstance(entry[1], bool) or not isinstance(entry[1], int):
            raise PositionError(at, "is [card, ability number]")
        card = _known_card(book, f"{at}[0]", entry[0])
        check_range(f"{at}[1]", entry[1], 0, len(cs.cards[card].abilities) - 1, "ability")
        st.used.append((card, entry[1]))
    st.kw_used = []
    for i, entry in enumerate(t.items("keywords", list)):
        at = f"turn_state.keywords[{i}]"
        if len(entry) != 2 or entry[0] not in (*KEYWORDS, ACQUISITIVE):
            raise PositionError(at, "is [keyword, card] (a purchase: [acquisitive, null])")
        src = -1 if entry[1] is None else _known_card(book, f"{at}[1]", entry[1])
        st.kw_used.append((entry[0], src))
    st.guild_used = []
    for i, entry in enumerate(t.items("guilds", list)):
        at = f"turn_state.guilds[{i}]"
        if len(entry) != 2 or entry[0] not in GUILDS:
            raise PositionError(at, f"is [guild, card], a guild of {', '.join(GUILDS)}")
        st.guild_used.append((entry[0], _known_card(book, f"{at}[1]", entry[1])))
    st.sealed_now = [_known_card(book, f"turn_state.sealed_now[{i}]", c) for i, c in enumerate(t.items("sealed_now"))]
    st.unsealed_now = [
        _known_card(book, f"turn_state.unsealed_now[{i}]", c) for i, c in enumerate(t.items("unsealed_now"))
    ]
    st.step = t.optional("step", str)
    if st.step is not None and st.step not in STEPS:
        raise PositionError("turn_state.step", f"{st.step!r} is not a step ({', '.join(STEPS)}, or null)")
    st.kw = t.optional("keyword", str)
    st.left = t.integer("left", 0)
    source = t.optional("source", str)
    st.src = -1 if source is None else _known_card(book, "turn_state.source", source)
    target = t.optional("target", int)
    st.target = -1 if target is None else target
    if target is not None:
        check_range("turn_state.target", target, 0, n - 1, "seat")
    st.queue = []
    for i, entry in enumerate(t.items("queue", list)):
        if len(entry) != 2 or entry[0] not in KEYWORDS or not isinstance(entry[1], int) or entry[1] < 0:
            raise PositionError(f"turn_state.queue[{i}]", "is [keyword, X]")
        st.queue.append((entry[0], entry[1]))
    st.revealed = book.zone("turn_state.revealed", t.get("revealed", list))
    t.done()


def _known_card(book: _Cards, path: str, token: Any) -> int:
    """A card named in the turn's bookkeeping (not a place: no ledger)."""
    if not isinstance(token, str) or token not in book.number:
        raise PositionError(path, f"must be a card of this game written design#number, not {token!r}")
    return book.number[token]


def _check(st) -> None:
    """What the rules imply: who owns what, the decision under way, the end."""
    cs, n = st.cards, st.n
    for s in range(n):
        if st.top_own[s] > len(st.draw[s]):
            raise PositionError(
                f"players[{s}].known_on_top.owner", f"{st.top_own[s]} known of a draw pile of {len(st.draw[s])}"
            )
    starter_of = {c: i for i, deck in enumerate(cs.starters) for c in deck}
    st.owned = [[] for _ in range(n)]
    for s in range(n):
        mine = [
            c
            for z in ("hand", "draw", "discard", "play", "bought", "seal", "raised", "fountains")
            for c in getattr(st, z)[s]
        ]
        active = st.phase != "over" and st.order[st.pos] == s
        if active:
            mine += st.revealed
        for c in mine:
            deck = starter_of.get(c)
            if deck is not None and deck != st.starter[s] - 1:
                raise PositionError(f"players[{s}]", f"{_token(cs, c)} is of Inicio {deck + 1}, not this player's")
        for c in cs.starters[st.starter[s] - 1]:
            if c not in mine:
                raise PositionError(f"players[{s}]", f"{_token(cs, c)} of its starter deck is not among its cards")
        st.owned[s] = sorted(mine)
        for i in range(0, len(st.fountains[s]), 2):
            if not cs.cards[st.fountains[s][i]].star:
                raise PositionError(f"players[{s}].fountains[{i // 2}]", "a fountain's first card is a star card")
    for c in st.bought[st.order[st.pos]] if st.phase != "over" else ():
        if c in starter_of:
            raise PositionError("players", f"{_token(cs, c)} is a starter card: it cannot have been bought")
    for s in range(n):
        if st.bought[s] and (st.phase == "over" or s != st.order[st.pos]):
            raise PositionError(f"players[{s}].bought", "only the active player has bought cards this turn")
    if max(st.influence) >= GOAL and not st.final:
        raise PositionError("final", f"someone has {GOAL} influence: this is the last round")
    step, kw = st.step, st.kw
    if st.phase == "over":
        if step is not None or not st.final or st.pos != n - 1:
            raise PositionError("phase", "the game is over after the last player's turn of the last round")
        return
    if step is None:
        if st.queue or kw is not None or st.src >= 0 or st.target >= 0 or st.left or st.revealed:
            raise PositionError("turn_state.step", "no keyword is being resolved: queue, keyword, source, target empty")
        return
    if kw not in STEP_KEYWORD[step]:
        raise PositionError("turn_state.keyword", f"the {step} step resolves {STEP_KEYWORD[step]}, not {kw!r}")
    active = st.order[st.pos]
    if step == "end_discard":
        if st.queue or st.src >= 0 or st.left or st.revealed or any(st.gems) or st.play[active] or st.bought[active]:
            raise PositionError("turn_state.step", "the end phase comes after the action phase is cleared")
        return
    if st.src < 0 or st.src not in (*st.play[active], *st.hand[active]):
        raise PositionError("turn_state.source", "a keyword resolves for a card of the active player's")
    if step == "target" and n < 3:
        raise PositionError("turn_state.step", "with one opponent the target is chosen at once")
    if step == "discard":
        if st.target < 0 or st.target == active or not 1 <= st.left <= len(st.hand[st.target]):
            raise PositionError("turn_state.target", "an opponent discards, from a hand that holds the cards left")
    elif st.target >= 0:
        raise PositionError("turn_state.target", "only while an opponent discards")
    if step == "foresee" and (not st.revealed or st.left < len(st.revealed)):
        raise PositionError("turn_state.revealed", "Previsión's revealed cards wait for their place, one a decision")
    if step != "foresee" and st.revealed:
        raise PositionError("turn_state.revealed", "only while Previsión's cards wait for their place")
    if step not in ("foresee", "target", "discard") and st.left < 1:
        raise PositionError("turn_state.left", "the step takes at least one more card")
    if step == "target" and st.left < 1:
        raise PositionError("turn_state.left", "the keyword's X is at least 1")
