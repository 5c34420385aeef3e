"""Virrey's positions (see :mod:`rules.core.position`), in the rulebook's terms.

- ``phase`` (setup, bid, dev, resolve, paint, over), ``turn`` (1-12), ``auction``
  (the auction of the turn), ``dev_round``, ``last_turn``;
- the cards, each in one place: ``character_deck`` (the big deck, top first),
  ``small_deck``, ``law_deck``, ``discard`` (top first), the ``auction_row`` (each colour's
  base and top card, or null), and per player its ``hand`` (with the cards the others
  ``known`` there), the cards ``dealt`` at setup, its ``pyramid`` (``[level, x, card]``)
  and the cards ``under`` a law;
- the gems (``reserve``, ``box`` and each player's ``gems`` behind the screen: blue, red,
  green, yellow), the ``attack`` tokens behind the screens, the ``tokens`` on the pyramid's
  cards and the ``painting``, and the ``supply`` of tokens (its pools, power tokens and the
  substitutes handed out), which all add up to the box's contents;
- the sealed choices: ``setup`` (gems returned, first card, card kept), ``bids`` and
  ``choices`` (the development's), each player's ``status`` in the auction and whether it
  is ``developing``; the virtual opponents' ``virtual_active`` and ``virtual_bids``, the
  ``last_bids`` shown, the ``dispute`` choices, the infinite gems used this turn;
- ``tasks``: what follows a reveal, last to run first (steps and decisions, each
  ``[kind, ...]``);
- ``rng``: the decks' shuffles to come.

The lowest card number of each pyramid, its permanent law effects and its infinite gems
are worked out again from the pyramid.
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
from rules.virrey.auction import ATTACKED, IN, PASSED, WON
from rules.virrey.prebuilt import AUTO
from rules.virrey.pyramid import MAX_LEVEL, Pyramid
from rules.virrey.tokens import (
    AD,
    ATTACK_DEFENSE,
    CIRCLE_BONUS,
    COLOURS,
    GEMS_PER_COLOUR,
    MAGIC_BONUS_5,
    MAGIC_BONUS_23,
    MAGIC_SCIENCE,
    MB5,
    MB23,
    MS,
    POWER_COUNTS,
    Supply,
    circle_pool,
)

PHASES = ("setup", "bid", "dev", "resolve", "paint", "over")
STATUSES = (IN, WON, PASSED, ATTACKED)
NO_LOW = 10**6  # a pyramid with no character yet
DECISIONS = {
    "gems",
    "draw",
    "attack_take",
    "choose2",
    "dispute",
    "vs_virtual",
    "place",
    "infinite",
    "top_reward",
    "store",
    "cover",
    "paint",
}
# each task's arguments after its seat: s a seat, v a virtual seat, c a colour, n a count,
# k a card, l a level, x a slot, g four gems, r a reward
TASK_ARGS = {
    "gems": "sn",
    "draw": "sn",
    "attack_take": "s",
    "choose2": "sc",
    "dispute": "ssc",
    "vs_virtual": "scv",
    "place": "sk",
    "infinite": "sklxg",
    "top_reward": "sk",
    "store": "skn",
    "cover": "sk",
    "paint": "s",
    "pass_gems": "s",
    "reward": "skr",
    "law_play": "sk",
    "virtual_remove": "n",  # how many auction cards the virtual opponents remove
    "after_auction": "",
    "auction_resolve": "",
    "dev_next_round": "",
    "end_auction_phase": "",
    "start_turn": "",
    "finish": "",
}
assert set(TASK_ARGS) == DECISIONS | AUTO


def _tuple(value: Any) -> Any:
    """A JSON list read back as the tuple it was (nested)."""
    return tuple(_tuple(v) for v in value) if isinstance(value, list) else value


def _list(value: Any) -> Any:
    return [_list(v) for v in value] if isinstance(value, (list, tuple)) else value


def _gems(values) -> dict:
    return dict(zip(COLOURS, values))


def to_position(st) -> dict:
    players = []
    for s in range(st.n):
        pyr = st.pyr[s]
        players.append(
            {
                "gems": _gems(st.gems[s]),
                "attack": st.attack[s],
                "hand": list(st.hands[s]),
                "known": list(st.known[s]),
                "dealt": list(st.dealt[s]),
                "pyramid": [[lv, x, c] for (lv, x), c in sorted(pyr.cells.items())],
                "under": {law: list(cards) for law, cards in sorted(pyr.under.items())},
                "tokens": {card: _list(ts) for card, ts in sorted(st.tok[s].items())},
                "painting": [[c, sec, col] for (c, sec), col in sorted(st.paint[s].items())],
                "setup": _list(st.setup[s]),
                "status": st.status[s],
                "bid": _list(st.bids[s]),
                "developing": st.dev_active[s],
                "choice": _list(st.choices[s]),
                "infinite_used": {"times": st.inf_uses[s], "gems": _gems(st.inf_used[s])},
            }
        )
    sup = st.supply
    return {
        "phase": st.phase,
        "turn": st.turn,
        "auction": st.auction_no,
        "dev_round": st.dev_round,
        "last_turn": st.last_turn,
        "over": st.over,
        "character_deck": top_first(st.big),
        "small_deck": top_first(st.small),
        "law_deck": top_first(st.law_deck),
        "discard": top_first(st.discard),
        "auction_row": list(st.auction),
        "reserve": _gems(st.reserve),
        "box": _gems(st.box),
        "supply": {
            "pools": list(sup.pools),
            "power": {str(v): k for v, k in sorted(sup.power.items())},
            "substitutes": list(sup.proxies),
        },
        "players": players,
        "virtual_active": list(st.vactive),
        "virtual_bids": list(st.vbids),
        "last_bids": _list(st.last_bids),
        "dispute": [[s, b] for s, b in sorted(st.pair.items())],
        "tasks": _list(st.tasks),
        "rng": rng_to_position(st.rng),
    }


def _colours(f: Fields, key: str) -> list[int]:
    return f.sub(key).counts(COLOURS)


def from_position(cls, config: Config, data: Any, cards=None):
    st = cls(config, cards, _blank=True)
    cs, n, v = st.cards, st.n, st.v
    f = Fields(data)
    st.rng = rng_from_position(f.get("rng", dict))
    st.phase = f.text("phase", PHASES)
    st.turn = f.integer("turn", 0, 12)
    st.auction_no = f.integer("auction", 0, 3)
    st.dev_round = f.integer("dev_round", 0, 99)
    st.last_turn = f.flag("last_turn")
    st.over = f.flag("over")
    if st.over != (st.phase == "over"):
        raise PositionError("over", "the game is over in the over phase, and only then")
    book = Ledger(list(cs.all), "card")
    known = cs.all.__contains__

    def pile(key: str, what: str = "card") -> list[str]:
        got = cards_at(key, f.get(key, list), known, what)
        book.put(key, got)
        return from_top_first(got)

    st.big, st.small, st.law_deck, st.discard = (
        pile(k) for k in ("character_deck", "small_deck", "law_deck", "discard")
    )
    for k, deck in (("character_deck", st.big), ("small_deck", st.small), ("law_deck", st.law_deck)):
        law_deck = k == "law_deck"
        for c in deck:
            if (c in cs.laws) != law_deck:
                raise PositionError(k, f"{c!r} is {'a character' if law_deck else 'a law'}")
    row = f.items("auction_row", length=8)
    st.auction = []
    for i, c in enumerate(row):
        if c is not None:
            cards_at(f"auction_row[{i}]", [c], lambda x: x in cs.characters, "character")
            book.put_one(f"auction_row[{i}]", c)
        st.auction.append(c)
    st.reserve = _colours(f, "reserve")
    st.box = _colours(f, "box")
    _supply(st, f.sub("supply"))
    _players(st, f, book)
    st.vactive = f.items("virtual_active", bool, length=v)
    st.vbids = f.items("virtual_bids", length=v)
    for i, b in enumerate(st.vbids):
        if b is not None and (not isinstance(b, int) or isinstance(b, bool) or not 0 <= b < 4):
            raise PositionError(f"virtual_bids[{i}]", "a colour (0 to 3) or null")
    st.last_bids = _tuple(f.optional("last_bids", list))
    st.pair = {}
    for i, entry in enumerate(f.items("dispute", list)):
        if len(entry) != 2 or not isinstance(entry[1], bool) or entry[1] is None:
            raise PositionError(f"dispute[{i}]", "is [seat, the card wanted: true for the top card]")
        check_range(f"dispute[{i}][0]", entry[0], 0, n - 1, "seat")
        st.pair[entry[0]] = entry[1]
    st.tasks = [_task(st, i, t, book) for i, t in enumerate(f.items("tasks", list))]
    book.close()
    _totals(st)
    _check(st)
    f.done()
    st._version, st._cache, st._ta = 0, None, None
    return st


def _supply(st, sf: Fields) -> None:
    sup = Supply(_blank=True)
    pools = len(Supply().pools)
    sup.pools = sf.items("pools", int, length=pools)
    sup.proxies = sf.items("substitutes", int, length=pools)
    for key, values in (("pools", sup.pools), ("substitutes", sup.proxies)):
        for i, x in enumerate(values):
            check_range(f"supply.{key}[{i}]", x, 0, None)
    power = sf.sub("power")
    sup.power = {val: power.integer(str(val), 0, default=0) for val in POWER_COUNTS}
    power.done()
    sf.done()
    st.supply = sup


def _players(st, f: Fields, book: Ledger) -> None:
    cs, n = st.cards, st.n
    st.gems, st.attack, st.hands, st.known, st.dealt = [], [], [], [], []
    st.pyr, st.tok, st.paint, st.setup, st.status, st.bids = [], [], [], [], [], []
    st.dev_active, st.choices, st.inf_uses, st.inf_used = [], [], [], []
    for s, p in enumerate(f.subs("players", n)):
        at = f"players[{s}]"
        st.gems.append(_colours(p, "gems"))
        st.attack.append(p.integer("attack", 0))
        hand = cards_at(f"{at}.hand", p.get("hand", list), cs.all.__contains__)
        book.put(f"{at}.hand", hand)
        st.hands.append(hand)
        st.known.append(cards_at(f"{at}.known", p.get("known", list), hand.__contains__, "card of the hand"))
        dealt = cards_at(f"{at}.dealt", p.get("dealt", list), cs.characters.__contains__, "character")
        book.put(f"{at}.dealt", dealt)
        st.dealt.append(dealt)
        cells = {}
        for i, entry in enumerate(p.items("pyramid", list)):
            ip = f"{at}.pyramid[{i}]"
            if len(entry) != 3 or not all(isinstance(x, int) and not isinstance(x, bool) for x in entry[:2]):
                raise PositionError(ip, "is [level, x, card]")
            lv, x, c = entry
            check_range(f"{ip}[0]", lv, 1, MAX_LEVEL, "level")
            if (lv, x) in cells:
                raise PositionError(ip, f"two cards at level {lv}, x {x}")
            cards_at(ip, [c], cs.all.__contains__)
            book.put_one(ip, c)
            cells[(lv, x)] = c
        _geometry(f"{at}.pyramid", cells)
        under = {}
        uf = p.sub("under")
        for law in list(uf.data):
            if law not in cs.laws or law not in cells.values():
                raise PositionError(f"{at}.under.{law}", "cards go under a law of the pyramid")
            got = cards_at(f"{at}.under.{law}", uf.items(law), cs.all.__contains__)
            book.put(f"{at}.under.{law}", got)
            under[law] = tuple(got)
        uf.done()
        st.pyr.append(Pyramid(cells, under))
        tf = p.sub("tokens")
        tokens = {}
        for card in list(tf.data):
            if card not in cells.values():
                raise PositionError(f"{at}.tokens.{card}", "tokens lie on a card of the pyramid")
            tokens[card] = tuple(_token(f"{at}.tokens.{card}[{i}]", t) for i, t in enumerate(tf.items(card, list)))
        tf.done()
        st.tok.append(tokens)
        paint = {}
        for i, entry in enumerate(p.items("painting", list)):
            if (
                len(entry) != 3
                or entry[0] not in cells.values()
                or entry[1] not in range(4)
                or entry[2] not in range(4)
            ):
                raise PositionError(f"{at}.painting[{i}]", "is [card of the pyramid, section 0-3, colour 0-3]")
            paint[(entry[0], entry[1])] = entry[2]
        st.paint.append(paint)
        setup = p.items("setup", length=3)
        st.setup.append(_setup(st, f"{at}.setup", setup, dealt))
        st.status.append(p.text("status", STATUSES))
        st.bids.append(_sealed(f"{at}.bid", p.optional("bid", list), {"bid": "c", "pass": "", "attack": ""}))
        st.dev_active.append(p.flag("developing"))
        choice = _sealed(f"{at}.choice", p.optional("choice", list), {"play": "k", "discard": "k", "pass": ""})
        st.choices.append(choice)
        inf = p.sub("infinite_used")
        st.inf_uses.append(inf.integer("times", 0))
        st.inf_used.append(tuple(_colours(inf, "gems")))
        inf.done()
        p.done()
    # worked out again from the pyramids
    st.low, st.perm, st.inf_have = [], [], []
    for s in range(n):
        pyr = st.pyr[s]
        nums = [
            cs.number[c]
            for c in (*pyr.cells.values(), *(c for u in pyr.under.values() for c in u))
            if c in cs.characters
        ]
        st.low.append(min(nums) if nums else NO_LOW)
        st.perm.append({})
        st._refresh_perm(s)
        have = [0, 0, 0, 0]
        for ts in st.tok[s].values():
            for t in ts:
                if t[0] == "infinite":
                    have[t[1]] += 1
        st.inf_have.append(tuple(have))


def _geometry(path: str, cells: dict) -> None:
    """Level 1 on even x, side by side; a card above rests on two cards below it (V-3)."""
    for lv, x in cells:
        if lv == 1:
            if x % 2:
                raise PositionError(path, f"a level-1 card sits at an even x, not {x}")
        elif (lv - 1, x - 1) not in cells or (lv - 1, x + 1) not in cells:
            raise PositionError(path, f"the card at level {lv}, x {x} rests on two cards below it")
    row = sorted(x for lv, x in cells if lv == 1)
    if any(b - a != 2 for a, b in zip(row, row[1:])):
        raise PositionError(path, "level 1 grows at either end: its cards are side by side")


TOKEN_ARGS = {
    "circle_bonus": 2,
    "defense": 0,
    "infinite": 1,
    "magic": 0,
    "magic_bonus": 1,
    "power": 2,
    "science": 0,
    "stored": 1,
}


def _token(path: str, t: Any) -> tuple:
    if (
        not isinstance(t, list)
        or not t
        or not isinstance(t[0], str)
        or t[0] not in TOKEN_ARGS
        or len(t) != 1 + TOKEN_ARGS[t[0]]
    ):
        raise PositionError(path, f"a token is [kind, ...] of {', '.join(TOKEN_ARGS)}")
    kind = t[0]
    if kind in ("infinite", "stored") and t[1] not in range(4):
        raise PositionError(path, "a gem token names its colour (0 to 3)")
    if kind == "circle_bonus" and (t[1] not in range(4) or t[2] not in CIRCLE_BONUS):
        raise PositionError(path, "a circle bonus is [circle_bonus, colour, 2 or 4]")
    if kind == "magic_bonus" and t[1] not in (2, 3, 5):
        raise PositionError(path, "a magic bonus is worth 2, 3 or 5")
    if kind == "power" and (not isinstance(t[2], list) or any(x not in POWER_COUNTS for x in t[2])):
        raise PositionError(path, "a power award is [power, value, [the tokens that make it]]")
    return _tuple(t)


def _setup(st, path: str, row: list, dealt: list) -> list:
    ret, start, keep = row
    if ret is not None and (not isinstance(ret, list) or any(c not in range(4) for c in ret)):
        raise PositionError(f"{path}[0]", "the gems returned, colours 0 to 3")
    if start is not None and (not isinstance(start, str) or start not in st.cards.characters):
        raise PositionError(f"{path}[1]", "the first card, a character")
    if keep is not None and keep != "" and (not isinstance(keep, str) or keep not in st.cards.characters):
        raise PositionError(f"{path}[2]", 'the card kept, a character, or "" for none')
    if st.phase == "setup":
        for i, c in ((1, start), (2, keep)):
            if c and c not in dealt:
                raise PositionError(f"{path}[{i}]", f"{c!r} is not among the cards dealt")
        if (start is not None and ret is None) or (keep is not None and start is None):
            raise PositionError(path, "the setup choices are made in order: gems, first card, card kept")
    elif None in row:
        raise PositionError(path, "the setup choices were all made")
    return [_tuple(ret), start, keep]


def _sealed(path: str, value: Any, kinds: dict) -> tuple | None:
    if value is None:
        return None
    if not value or value[0] not in kinds or len(value) != 1 + len(kinds[value[0]]):
        raise PositionError(path, f"a sealed choice is [{' | '.join(kinds)}, ...] or null")
    if kinds[value[0]] == "c" and value[1] not in range(4):
        raise PositionError(path, "a bid names a colour (0 to 3)")
    if kinds[value[0]] == "k" and not isinstance(value[1], str):
        raise PositionError(path, "names a card")
    return tuple(value)


def _task(st, i: int, t: Any, book: Ledger) -> tuple:
    path = f"tasks[{i}]"
    if not isinstance(t, list) or not t or t[0] not in TASK_ARGS:
        raise PositionError(path, f"a task is [kind, ...], a kind of {', '.join(sorted(TASK_ARGS))}")
    args = TASK_ARGS[t[0]]
    if len(t) != 1 + len(args):
        raise PositionError(path, f"a {t[0]} task has {len(args)} argument(s)")
    cs = st.cards
    for j, (kind, x) in enumerate(zip(args, t[1:]), 1):
        at = f"{path}[{j}]"
        if kind in "svcnlx" and (not isinstance(x, int) or isinstance(x, bool)):
            raise PositionError(at, "must be a whole number")
        if kind == "s":
            check_range(at, x, 0, st.n - 1, "seat")
        elif kind == "v":
            check_range(at, x, 0, max(0, st.v - 1), "virtual seat")
        elif kind == "c":
            check_range(at, x, 0, 3, "colour")
        elif kind == "n":
            check_range(at, x, 0, 99)
        elif kind == "l":
            check_range(at, x, 1, MAX_LEVEL, "level")
        elif kind == "k":
            if not isinstance(x, str) or x not in cs.all:
                raise PositionError(at, f"card {x!r} is not one of this game's")
        elif kind == "g" and (
            not isinstance(x, list) or len(x) != 4 or any(not isinstance(g, int) or g < 0 for g in x)
        ):
            raise PositionError(at, "four gem counts")
        elif kind == "r" and not isinstance(x, list):
            raise PositionError(at, "a reward: its items")
    if t[0] in ("place", "infinite"):  # the card on its way from the hand to the pyramid
        book.put_one(f"{path}[2]", t[2])
    return _tuple(t)


def _totals(st) -> None:
    """Gems and tokens: what is out adds up to the box's contents."""
    n = st.n
    for c in range(4):
        counts = {"reserve": st.reserve[c], "box": st.box[c]}
        for s in range(n):
            counts[f"players[{s}].gems"] = st.gems[s][c]
            counts[f"players[{s}].tokens"] = sum(
                1 for ts in st.tok[s].values() for t in ts if t[0] in ("stored", "infinite") and t[1] == c
            )
            counts[f"players[{s}].painting"] = sum(1 for col in st.paint[s].values() if col == c)
        check_total(f"reserve.{COLOURS[c]}", counts, GEMS_PER_COLOUR, f"{COLOURS[c]} gems")
    sup = st.supply

    def pool(i: int, kinds, total: int, what: str) -> None:
        """The pool's tokens and those handed out, less the substitutes, are the box's."""
        counts = {f"supply.pools[{i}]": sup.pools[i]}
        for s in range(n):
            counts[f"players[{s}].tokens"] = sum(1 for ts in st.tok[s].values() for t in ts if kinds(t))
            if i == AD:
                counts[f"players[{s}].attack"] = st.attack[s]
        check_total(f"supply.pools[{i}]", counts, total + sup.proxies[i], f"{what} (substitutes counted)")

    pool(MS, lambda t: t[0] in ("magic", "science"), MAGIC_SCIENCE, "magic and science tokens")
    pool(AD, lambda t: t[0] == "defense", ATTACK_DEFENSE, "attack and defence tokens")
    pool(MB23, lambda t: t[0] == "magic_bonus" and t[1] in (2, 3), MAGIC_BONUS_23, "+2/+3 magic bonus tokens")
    pool(MB5, lambda t: t[0] == "magic_bonus" and t[1] == 5, MAGIC_BONUS_5, "+5 magic bonus tokens")
    for c in range(4):
        for val, count in CIRCLE_BONUS.items():
            i = circle_pool(c, val)
            pool(
                i,
                lambda t, c=c, val=val: t[0] == "circle_bonus" and t[1:] == (c, val),
                count,
                f"circle bonus {val} tokens",
            )
    for val, total in POWER_COUNTS.items():
        counts = {"supply.power": sup.power[val]}
        for s in range(n):
            counts[f"players[{s}].tokens"] = sum(
                t[2].count(val) for ts in st.tok[s].values() for t in ts if t[0] == "power"
            )
        check_total(f"supply.power.{val}", counts, total, f"power tokens of {val}")


def _check(st) -> None:
    """The phase holds what the rules give it."""
    n, ph = st.n, st.phase
    top = st.tasks[-1] if st.tasks else None
    if ph == "setup":
        if st.tasks or any(st.pyr[s].cells for s in range(n)) or st.turn:
            raise PositionError("phase", "the setup comes before any card is in a pyramid")
        if all(None not in r for r in st.setup):
            raise PositionError("players", "every setup choice made: they are revealed")
        for s in range(n):
            if len(st.dealt[s]) != 4:
                raise PositionError(f"players[{s}].dealt", "four characters are dealt to each player")
        return
    if any(st.dealt):
        raise PositionError("players", "the cards dealt at setup are placed when the choices are revealed")
    if ph == "dev" and not st.tasks:  # a sealed choice names a card still in the hand
        for s, choice in enumerate(st.choices):
            if choice is not None and len(choice) == 2 and choice[1] not in st.hands[s]:
                raise PositionError(f"players[{s}].choice", f"{choice[1]!r} is not in the hand")
    if ph in ("bid", "dev") and not st.tasks:
        sealed = st.bids if ph == "bid" else st.choices
        acting = [s for s in range(n) if (st.status[s] == IN if ph == "bid" else st.dev_active[s])]
        if acting and all(sealed[s] is not None for s in acting):
            raise PositionError("players", f"every {ph} choice is made: they are revealed")
        if not acting and n > 1:
            raise PositionError("players", f"nobody has a {ph} choice to make")
    if ph == "over":
        if st.tasks:
            raise PositionError("tasks", "the game is over: nothing is left to do")
        return
    if ph in ("resolve", "paint") and not st.tasks:
        raise PositionError("tasks", f"the {ph} phase has a step to run")
    if top is not None and top[0] not in DECISIONS and top[0] != "dispute":
        raise PositionError(f"tasks[{len(st.tasks) - 1}]", "the last task is a decision (steps run at once)")
    if top is not None and top[0] == "dispute" and (top[1] == top[2]):
        raise PositionError(f"tasks[{len(st.tasks) - 1}]", "a dispute is between two players")
    for s in st.pair:
        if top is None or top[0] != "dispute" or s not in top[1:3]:
            raise PositionError("dispute", "choices are made in a dispute under way, by its two players")
