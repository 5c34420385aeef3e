"""Grand Tribunal's positions (see :mod:`rules.core.position`), in the rulebook's terms.

- ``tribunal`` (1-3; 3 is the Grand Tribunal), ``round`` (1 to the seat count; one more
  while a Tribunal is held), ``praeco``, ``dealer``, ``phase`` (setup, turn, tribunal,
  over) and ``step`` (the decision under way: draw, praeco, main, advance, effect, keep,
  join, discard, present);
- ``setup`` (only in the setup phase): ``next`` (which player of the order, from the
  dealer's right, draws now) and ``draws_left``;
- the turn: ``turn`` (0 for the Praeco, then clockwise), ``used`` (the kinds of action
  taken), ``praeco_votes``, ``advance`` (the cards given vis in the advance under way),
  ``casting`` (a Spell cast from its Item: its effect under way, or its keep-or-discard),
  ``resource`` (the Resource being played), ``effect_left``, ``joining`` (a contested
  roll: ``gatherer``, ``bonus``, ``joiners`` still to decide) and ``rolls`` (its dice);
- ``presenting``: at a Tribunal, the seats still to choose what they present;
- the board: ``decks`` and ``discards`` (each pile top first; a deck written by hand may be
  ``rest``: the cards of its kind placed nowhere else, shuffled), ``rows`` (the face-up
  Items and Spells), ``regio`` (vis in the common pile), ``concilium`` (vote counters
  in the pile), ``votes`` (counters on each space of the register), ``registers`` (each
  Vis source's counter: ``[tribunal area, space]``);
- ``players``: each one's ``vis`` (store), ``hand``, ``laboratory`` (Items),
  ``library`` (Spells) and ``vault`` (Resources), each card with what is known of it
  (``vis`` on it, ``face_up``, ``active``, the Spells ``installed`` under an Item),
  ``awarded`` (Items with their ``award``: Tribunal and place) and ``points`` per
  Tribunal;
- ``sheet``: the points sheet's lines; ``rng``: the decks' next shuffles and the die.

Every card is in exactly one place, the vis of the Regio, the stores and the cards add up
to the supply, the vote counters to 24; a card's zone, its vis (never more than its
advance), its slots and the step's data are checked.
"""

from __future__ import annotations

from typing import Any

from rules.core.errors import PositionError
from rules.core.game import Config
from rules.core.position import (
    Fields,
    Ledger,
    cards_at,
    check_range,
    check_total,
    from_top_first,
    rng_from_position,
    rng_to_position,
    top_first,
)
from rules.core.rand import shuffled
from rules.tribunal.scoring import MULTIPLIER, TRIBUNALS
from rules.tribunal.view import Roll, SheetLine

PHASES = ("setup", "turn", "tribunal", "over")
TURN_STEPS = ("praeco", "main", "advance", "effect", "keep", "join", "discard")
KINDS = ("vote", "take", "advance", "cast", "draw_resource", "play_resource", "extract", "gather")
ZONES = {"laboratory": "items", "library": "spells", "vault": "resources"}


def _sanctum_card(st, c: str) -> dict:
    out: dict[str, Any] = {"card": c}
    if st.vis_on.get(c):
        out["vis"] = st.vis_on[c]
    out["face_up"] = c in st.face_up
    if c in st.active:
        out["active"] = True
    if st.installed.get(c):
        out["installed"] = list(st.installed[c])
    return out


def to_position(st) -> dict:
    players = []
    for s in range(st.n):
        players.append(
            {
                "vis": st.store[s],
                "hand": list(st.hand[s]),
                "laboratory": [_sanctum_card(st, c) for c in st.lab[s]],
                "library": [_sanctum_card(st, c) for c in st.library[s]],
                "vault": [_sanctum_card(st, c) for c in st.vault[s]],
                "awarded": [
                    {"card": c, "award": list(st.award[c]), "installed": list(st.installed.get(c, ()))}
                    for c in st.awarded[s]
                ],
                "points": list(st.points[s]),
            }
        )
    resource = st.effect_card if st.effect_card is not None and st.casting is None else None
    return {
        "tribunal": st.tribunal,
        "round": st.round,
        "praeco": st.praeco,
        "dealer": st.dealer,
        "phase": st.phase,
        "step": st.step,
        "setup": {"next": st.setup_idx, "draws_left": st.setup_left} if st.phase == "setup" else None,
        "turn": st.turn,
        "used": list(st.used),
        "praeco_votes": list(st.praeco_votes),
        "advance": list(st.adv),
        "casting": st.casting,
        "resource": resource,
        "effect_left": st.effect_left if st.step == "effect" else 0,
        "joining": (
            {"gatherer": st.gatherer, "bonus": st.join_bonus, "joiners": list(st.joiners)}
            if st.gatherer is not None
            else None
        ),
        "rolls": [{"seat": r.seat, "faces": list(r.faces), "vis": r.vis, "paid": r.paid} for r in st.rolls],
        "presenting": list(st.presenting),
        "decks": {d: top_first(st.deck[d]) for d in st.cards.decks},
        "discards": {d: top_first(st.discard[d]) for d in st.cards.decks},
        "rows": {d: list(st.row[d]) for d in ("items", "spells")},
        "regio": st.regio,
        "concilium": st.concilium,
        "votes": dict(zip(st.cards.spaces, st.votes)),
        "registers": {src: list(st.reg[src]) for src in st.cards.sources},
        "players": players,
        "sheet": [
            {
                "tribunal": ln.tribunal,
                "seat": ln.seat,
                "item": ln.item,
                "votes": ln.votes,
                "place": ln.place,
                "shared": ln.shared,
                "points": ln.points,
            }
            for ln in st.sheet
        ],
        "rng": rng_to_position(st.rng),
    }


class _Reader:
    """from_position's pieces, sharing the state under construction and its ledger."""

    def __init__(self, st, data: Any):
        self.st, self.cs, self.n = st, st.cards, st.n
        self.f = Fields(data)
        self.ledger = Ledger(list(self.cs.kind_of), "card")
        self.vis: dict[str, int] = {}

    def cards(self, path: str, value: Any, kind: str | None = None) -> list[str]:
        """A list of cards at ``path`` (each of ``kind``, when given), put in the ledger."""
        cards = cards_at(path, value, self.cs.kind_of.__contains__, "card")
        for i, c in enumerate(cards):
            self.check_kind(f"{path}[{i}]", c, kind)
        self.ledger.put(path, cards)
        return cards

    def card(self, path: str, value: Any, kind: str | None = None) -> str:
        """One card at ``path``, put in the ledger."""
        if not isinstance(value, str):
            raise PositionError(path, f"must be a text (the id of the card), not {value!r}")
        if value not in self.cs.kind_of:
            raise PositionError(path, f"card {value!r} is not one of this game's")
        self.check_kind(path, value, kind)
        self.ledger.put_one(path, value)
        return value

    def check_kind(self, path: str, card: str, kind: str | None) -> None:
        have = self.cs.kind_of[card]
        if kind is not None and have != kind:
            raise PositionError(path, f"{card!r} is {_KIND_NAME[have]}, not {_KIND_NAME[kind]}")


_KIND_NAME = {"items": "an Item", "spells": "a Spell", "resources": "a Resource"}


def from_position(cls, config: Config, data: Any, cards=None):
    st = cls(config, cards, _blank=True)
    st._lc = st._ta = None
    r = _Reader(st, data)
    f, n = r.f, st.n
    st.rng = rng_from_position(f.get("rng", dict))
    st.tribunal = f.integer("tribunal", 1, TRIBUNALS)
    st.phase = f.text("phase", PHASES)
    st.round = f.integer("round", 1, n + 1)
    st.praeco = f.seat("praeco", n)
    st.dealer = f.seat("dealer", n)
    st.setup_order = [(st.dealer - 1 - k) % n for k in range(n)]
    _board(r)
    _players(r)
    _turn(r)
    _records(r)
    _decks(r)
    r.ledger.close()
    check_total(
        "regio",
        {"regio": st.regio, **{f"players[{s}].vis": st.store[s] for s in range(n)}, **r.vis},
        _vis_supply(),
        "vis",
    )
    check_total("concilium", {"concilium": st.concilium, "votes": sum(st.votes)}, _vote_counters(), "vote counters")
    f.done()
    return st


def _vis_supply() -> int:
    from rules.tribunal.state import VIS_SUPPLY

    return VIS_SUPPLY


def _vote_counters() -> int:
    from rules.tribunal.state import VOTE_COUNTERS

    return VOTE_COUNTERS


def _board(r: _Reader) -> None:
    st, f, cs = r.st, r.f, r.cs
    discards, rows = f.sub("discards"), f.sub("rows")
    st.discard = {d: from_top_first(r.cards(f"discards.{d}", discards.items(d), d)) for d in cs.decks}
    st.row = {d: r.cards(f"rows.{d}", rows.items(d), d) for d in ("items", "spells")}
    discards.done()
    rows.done()
    if st.phase == "setup" and any(st.row.values()):
        raise PositionError("rows", "the face-up rows are turned after the setup draws")
    st.regio = f.integer("regio", 0)
    st.concilium = f.integer("concilium", 0)
    votes = f.sub("votes")
    st.votes = [votes.integer(space, 0, default=0) for space in cs.spaces]  # a space left out has none
    votes.done()
    regs = f.sub("registers")
    st.reg = {}
    for src in cs.sources:
        area, space = regs.items(src, int, length=2)
        path = f"registers.{src}"
        check_range(f"{path}[0]", area, st.tribunal, TRIBUNALS + 1, "Tribunal area")
        if area <= TRIBUNALS:
            check_range(f"{path}[1]", space, 0, len(cs.register[src][area - 1]) - 1, "space")
        elif space != 0:
            raise PositionError(f"{path}[1]", "a counter past the last Tribunal is on no space")
        st.reg[src] = [area, space]
    regs.done()


def _decks(r: _Reader) -> None:
    """The decks, top first, read last: a deck given as ``"rest"`` (a position written by
    hand) holds every card of its kind placed nowhere else, shuffled by the position's rng."""
    st, cs = r.st, r.cs
    decks = r.f.sub("decks")
    st.deck = {}
    for d in cs.decks:
        if decks.data.get(d) == "rest":
            decks.read.add(d)
            rest = shuffled(st.rng, [c for c in r.ledger.unplaced() if cs.kind_of[c] == d])
            r.ledger.put(f"decks.{d}", rest)
            st.deck[d] = from_top_first(rest)
        else:
            st.deck[d] = from_top_first(r.cards(f"decks.{d}", decks.items(d), d))
    decks.done()
    for d, row in st.row.items():
        if len(row) > 3:
            raise PositionError(f"rows.{d}", f"a face-up row holds three cards, not {len(row)}")
        if len(row) < 3 and st.deck[d] and st.phase != "setup":
            raise PositionError(f"rows.{d}", "a row with a gap is refilled at once while its deck has cards")


def _players(r: _Reader) -> None:
    st, f, n = r.st, r.f, r.n
    players = f.subs("players", n)
    st.hand, st.lab, st.library, st.vault, st.awarded = ([[] for _ in range(n)] for _ in range(5))
    st.store, st.points = [0] * n, [[0, 0, 0] for _ in range(n)]
    st.vis_on, st.face_up, st.active, st.installed, st.award = {}, set(), set(), {}, {}
    for s, p in enumerate(players):
        at = f"players[{s}]"
        st.store[s] = p.integer("vis", 0)
        st.hand[s] = r.cards(f"{at}.hand", p.items("hand"))
        for zone, kind in ZONES.items():
            for i, entry in enumerate(p.subs(zone)):
                c = _sanctum(r, entry, f"{at}.{zone}[{i}]", kind, s)
                {"items": st.lab, "spells": st.library, "resources": st.vault}[kind][s].append(c)
        for i, entry in enumerate(p.subs("awarded")):
            path = f"{at}.awarded[{i}]"
            c = r.card(f"{path}.card", entry.get("card", str), "items")
            t, place = entry.items("award", int, length=2)
            check_range(f"{path}.award[0]", t, 1, st.tribunal - (st.phase != "over"), "Tribunal")
            check_range(f"{path}.award[1]", place, 1, 3, "place")
            st.awarded[s].append(c)
            st.award[c] = (t, place)
            st.face_up.add(c)
            st.active.add(c)
            _install(r, entry, path, c)
            entry.done()
        points = p.items("points", int, length=TRIBUNALS)
        held = st.tribunal - 1 if st.phase != "over" else TRIBUNALS
        for t, v in enumerate(points):
            if v < 0 or (t >= held and v):
                why = "is below zero" if v < 0 else f"Tribunal {t + 1} has not been held"
                raise PositionError(f"{at}.points[{t}]", f"{v}: {why}")
        st.points[s] = list(points)
        p.done()


def _sanctum(r: _Reader, entry: Fields, path: str, kind: str, seat: int) -> str:
    """One card of a Laboratory, Library or Vault, with its vis and flags."""
    st, cs = r.st, r.cs
    c = r.card(f"{path}.card", entry.get("card", str), kind)
    vis = entry.integer("vis", 0, default=0)
    up = entry.flag("face_up")
    active = entry.flag("active", default=False)
    if kind == "resources" and (vis or active or up):
        raise PositionError(path, "a Resource in the Vault is face down, with no vis, until it is played")
    if active and not up:
        raise PositionError(f"{path}.face_up", "an active card is face up")
    if vis and active:
        raise PositionError(f"{path}.vis", "an active card holds no vis (it went back to the Regio)")
    if vis > cs.cost(c):
        raise PositionError(f"{path}.vis", f"{vis} vis on a card whose advance is {cs.cost(c)}")
    if vis and st.fast and vis >= cs.cost(c):
        raise PositionError(f"{path}.vis", "with fast rotation a card is activated as soon as its advance is paid")
    if vis:
        st.vis_on[c] = vis
        r.vis[f"{path}.vis"] = vis
    if up:
        st.face_up.add(c)
    if active:
        st.active.add(c)
    if kind == "items":
        _install(r, entry, path, c)
    entry.done()
    return c


def _install(r: _Reader, entry: Fields, path: str, item: str) -> None:
    """The Spells installed under an active Item, within its slots."""
    st, cs = r.st, r.cs
    spells = r.cards(f"{path}.installed", entry.items("installed", default=[]), "spells")
    if not spells:
        return
    if item not in st.active:
        raise PositionError(f"{path}.installed", "Spells are installed only on an active Item")
    slots = dict(cs.items[item].slots)
    for i, sp in enumerate(spells):
        cat = cs.spells[sp].category
        if slots.get(cat, 0) <= 0:
            raise PositionError(f"{path}.installed[{i}]", f"{item!r} has no free {cat} slot")
        slots[cat] -= 1
        st.face_up.add(sp)
        st.active.add(sp)
    st.installed[item] = spells


def _turn(r: _Reader) -> None:
    """The decision under way, and whether the phase can hold it."""
    st, f, cs, n = r.st, r.f, r.cs, r.n
    phase = st.phase
    st.step = f.optional("step", str)
    setup = f.optional("setup", dict)
    st.turn = f.integer("turn", 0, n - 1)
    st.used = f.items("used", str)
    for i, k in enumerate(st.used):
        if k not in KINDS:
            raise PositionError(f"used[{i}]", f"{k!r} is not a kind of action ({', '.join(KINDS)})")
    st.praeco_votes = f.items("praeco_votes", str)
    for i, space in enumerate(st.praeco_votes):
        if space not in cs.spaces or space in st.praeco_votes[:i]:
            raise PositionError(f"praeco_votes[{i}]", f"{space!r}: three different spaces of the register")
    st.adv = f.items("advance", str)
    st.casting = f.optional("casting", str)
    resource = f.optional("resource", str)
    st.effect_left = f.integer("effect_left", 0, 9)
    joining = f.optional("joining", dict)
    st.presenting = f.items("presenting", int)
    st.setup_idx, st.setup_left = 0, 3
    st.effect = st.effect_card = st.gatherer = None
    st.joiners, st.join_bonus = [], 0
    steps = {"setup": ("draw",), "turn": TURN_STEPS, "tribunal": ("present",), "over": (None,)}[phase]
    if st.step not in steps:
        raise PositionError("step", f"{st.step!r} is not a step of the {phase} phase ({', '.join(map(str, steps))})")
    if (setup is not None) != (phase == "setup"):
        raise PositionError("setup", "is given in the setup phase only")
    if phase != "turn" and (st.turn or st.adv or st.casting or resource or joining or st.effect_left):
        raise PositionError("phase", f"the {phase} phase holds no turn under way")
    if phase != "tribunal" and st.presenting:
        raise PositionError("presenting", "only while a Tribunal is held")
    if phase == "setup":
        sf = Fields(setup, "setup")
        st.setup_idx = sf.integer("next", 0, n - 1)
        st.setup_left = sf.integer("draws_left", 1, 3)
        sf.done()
        if st.round != 1 or st.tribunal != 1:
            raise PositionError("round", "the setup comes before the first round of the first Tribunal")
        for s in range(n):
            done = st.setup_order.index(s) < st.setup_idx
            drawn = 3 if done else 3 - st.setup_left if s == st.setup_order[st.setup_idx] else 0
            if len(st.hand[s]) != 2 + drawn:
                raise PositionError(f"players[{s}].hand", f"holds {2 + drawn} cards at this point of the setup")
    elif phase == "over":
        if st.tribunal != TRIBUNALS:
            raise PositionError("phase", "the game is over only after the Grand Tribunal")
    elif phase == "tribunal":
        if st.round != n + 1:
            raise PositionError("round", f"a Tribunal is held after the last round: round {n + 1}")
        if not st.presenting or len(set(st.presenting)) != len(st.presenting):
            raise PositionError("presenting", "lists each seat still to choose once (at least one)")
        for i, s in enumerate(st.presenting):
            check_range(f"presenting[{i}]", s, 0, n - 1, "seat")
    else:
        _turn_step(r, resource, joining)


def _turn_step(r: _Reader, resource, joining) -> None:
    st, cs, n = r.st, r.cs, r.n
    step, seat = st.step, (st.praeco + st.turn) % n
    if st.round > n:
        raise PositionError("round", f"a {n}-player Tribunal has {n} rounds")
    if step == "praeco" and (st.turn or len(st.praeco_votes) >= 3 or not st.concilium):
        raise PositionError("step", "the Praeco places its votes first in its turn, while the Concilium has counters")
    if st.turn and st.praeco_votes:
        raise PositionError("praeco_votes", "only the Praeco's turn has Praeco votes")
    doubles = sum(2 if k in ("draw_resource", "gather") else 1 for k in st.used)
    if doubles > 2 or len(set(st.used)) != len(st.used) and not (st.double_adv and st.used.count("advance") <= 2):
        raise PositionError("used", "two different actions a turn (a double action is both)")
    if (step == "advance") != bool(st.adv) or len(st.adv) > 3:
        raise PositionError("advance", "the advance under way gives vis to one to three cards, and only then")
    for i, c in enumerate(st.adv):
        if c not in (*st.lab[seat], *st.library[seat]):
            raise PositionError(f"advance[{i}]", f"{c!r} is not in the Sanctum of the seat to act")
    if st.casting is not None:
        st.casting = r.card("casting", st.casting, "spells")
        st.face_up.add(st.casting)
        st.active.add(st.casting)
    if resource is not None:
        resource = r.card("resource", resource, "resources")
    in_play = st.casting if st.casting is not None else resource
    if step == "effect":
        if in_play is None or (st.casting is not None and resource is not None):
            raise PositionError("step", "an effect is under way for one cast Spell or played Resource")
        if st.effect_left < 1:
            raise PositionError("effect_left", "the effect under way has at least one decision left")
        st.effect_card = in_play
        st.effect = cs.effect_of(in_play)[0]
    elif st.effect_left or resource is not None or (st.casting is not None) != (step == "keep"):
        raise PositionError("step", f"a cast Spell or a played Resource waits for its effect or keep step, not {step}")
    if step == "join":
        if joining is None:
            raise PositionError("joining", "the join step needs the contested roll under way")
        jf = Fields(joining, "joining")
        st.gatherer = jf.seat("gatherer", n)
        st.join_bonus = jf.integer("bonus", 0, 9)
        st.joiners = jf.items("joiners", int)
        jf.done()
        if st.gatherer != seat or not st.joiners or seat in st.joiners or len(set(st.joiners)) != len(st.joiners):
            raise PositionError("joining", "the seat to act gathers; the others still to decide are listed once")
        for i, s in enumerate(st.joiners):
            check_range(f"joining.joiners[{i}]", s, 0, n - 1, "seat")
    elif joining is not None:
        raise PositionError("joining", "only while the others decide whether to join a contested roll")
    if step == "discard" and len(st.hand[seat]) <= st.hand_limit(seat):
        raise PositionError("step", "a discard is made only above the hand limit")


def _records(r: _Reader) -> None:
    """The dice of the last contested roll and the points sheet (what the views show)."""
    st, f, n = r.st, r.f, r.n
    st.rolls = []
    for i, rf in enumerate(f.subs("rolls")):
        faces = rf.items("faces", int)
        if not faces or any(not 1 <= x <= 6 for x in faces) or any(1 < x < 6 for x in faces[:-1]):
            raise PositionError(f"rolls[{i}].faces", "die faces, each 1 or 6 thrown again, the last from 2 to 5")
        st.rolls.append(Roll(rf.seat("seat", n), tuple(faces), rf.integer("vis", 0), rf.integer("paid", 0, 2)))
        rf.done()
    st.sheet = []
    for i, lf in enumerate(f.subs("sheet")):
        line = SheetLine(
            lf.integer("tribunal", 1, TRIBUNALS),
            lf.seat("seat", n),
            lf.text("item", st.cards.items),
            lf.integer("votes", 0),
            lf.integer("place", 0, 3),
            lf.flag("shared"),
            lf.integer("points", 0),
        )
        lf.done()
        if line.place not in MULTIPLIER:
            raise PositionError(f"sheet[{i}].place", "0 (a mention) or 1 to 3")
        st.sheet.append(line)
