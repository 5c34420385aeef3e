"""Determinization of Grand Tribunal: a state built from one seat's view, and resampling
(T-17).

What is hidden from a seat is dealt afresh at random from the cards it has not seen: the
order and contents of the three decks, the other hands (their sizes are public, the kind of
each card is not), the other players' face-down Sanctum cards (the back shows the deck they
come from; an Item keeps the vis on it, so it gets an Item whose cost is not below that, and
below it with fast rotation) and the Spells installed on other players' Items (their
category shows). ``determinize(view, rng).view(view.seat) == view``, and
``state.resample(seat, rng).view(seat) == state.view(seat)``.

Public bookkeeping is copied from the view. The event log is empty, ``barriers`` 0.
"""

from __future__ import annotations

import random

from rules.core.game import Config
from rules.core.rand import shuffle
from rules.core.state import check_seat
from rules.tribunal.cards import CardSet, card_set
from rules.tribunal.state import TribunalState

_PLACEHOLDER = "?"


def _slots(st: TribunalState, seat: int | None):
    """The hidden places: (container, index, kind or None, category or None, min cost)."""
    out: list[tuple] = []
    cs = st.cards
    for d in cs.decks:
        out += [(st.deck[d], i, d, None, 0) for i in range(len(st.deck[d]))]
    step = 1 if st.fast else 0
    for s in range(st.n):
        if s == seat:
            continue
        for zone, kind in ((st.lab[s], "items"), (st.library[s], "spells"), (st.vault[s], "resources")):
            for i, c in enumerate(zone):
                if c not in st.face_up:
                    v = st.vis_on.get(c, 0)
                    out.append((zone, i, kind, None, v + step if v else 0))
        for item in (*st.lab[s], *st.awarded[s]):
            inst = st.installed.get(item)
            if inst:
                for i, c in enumerate(inst):
                    out.append((inst, i, "spells", cs.spells[c].category if c in cs.spells else None, 0))
        out += [(st.hand[s], i, None, None, 0) for i in range(len(st.hand[s]))]
    return out


def _deal(st: TribunalState, slots, pool: list[str], rng: random.Random, cats=None) -> dict[str, str]:
    """Fill ``slots`` from ``pool``, most constrained first; returns old id -> new id."""
    cs = st.cards
    rng.shuffle(pool)
    by_kind: dict[str, list[str]] = {d: [c for c in pool if cs.kind_of[c] == d] for d in cs.decks}
    mapping: dict[str, str] = {}
    order = sorted(range(len(slots)), key=lambda k: (slots[k][2] is None, slots[k][3] is None, -slots[k][4]))
    for k in order:
        cont, i, kind, cat, min_cost = slots[k]
        old = cont[i]
        if kind is None:
            rest = [c for d in cs.decks for c in by_kind[d]]
            new = rest[rng.randrange(len(rest))]
        else:
            cands = by_kind[kind]
            pick = None
            if cat is not None or min_cost:
                for j, c in enumerate(cands):
                    if (cat is None or cs.spells[c].category == cat) and cs.cost(c) >= min_cost:
                        pick = j
                        break
            new = cands[pick if pick is not None else 0]
        by_kind[cs.kind_of[new]].remove(new)
        cont[i] = new
        if old != _PLACEHOLDER:
            mapping[old] = new
    return mapping


def _move_vis(st: TribunalState, before: dict[str, int], slots_vis) -> None:
    for zone_card_old, new in slots_vis:
        if zone_card_old in before:
            st.vis_on[new] = before[zone_card_old]


def resample(state: TribunalState, seat: int | None, rng: random.Random) -> TribunalState:
    """A copy that ``seat`` cannot tell apart from ``state``, its hidden parts re-dealt."""
    st = state.clone()
    slots = _slots(st, seat)
    pool = [cont[i] for cont, i, *_ in slots]
    vis_before = {c: st.vis_on.pop(c) for c in pool if c in st.vis_on}
    flags = {c: (c in st.face_up, c in st.active) for c in pool}
    st.face_up.difference_update(pool)
    st.active.difference_update(pool)
    mapping = _deal(st, slots, pool, rng)
    for old, new in mapping.items():
        if old in vis_before:
            st.vis_on[new] = vis_before[old]
        up, act = flags[old]
        if up:
            st.face_up.add(new)
        if act:
            st.active.add(new)
    st.adv = [mapping.get(c, c) for c in st.adv]
    st.rng = random.Random(rng.getrandbits(64))
    st.touch()
    return st


class _Template:
    """What a view gives every determinization of it, built once per view: the state with
    every hidden card a placeholder, the pool of unseen cards (before the shuffle), and the
    hidden places in the order the deal fills them (:func:`_deal`'s), as paths into a copy
    of the state: ``conts[k]`` is the list the place's path ``k`` names."""

    __slots__ = ("state", "paths", "pool", "constrained", "plain", "blind", "vis", "adv")

    def __init__(self, state, paths, pool, constrained, plain, blind, vis, adv):
        self.state, self.paths, self.pool = state, paths, pool
        self.constrained, self.plain, self.blind, self.vis, self.adv = constrained, plain, blind, vis, adv


_LAST: list = [None]  # (view, card set, class, template) of the last view determinized


def determinize(view, rng: random.Random, cards: CardSet | None = None, cls=TribunalState) -> TribunalState:
    """A full state consistent with ``view``, its hidden parts drawn from ``rng``.

    The search determinizes the same view at every iteration: what does not depend on
    ``rng`` is worked out once (:class:`_Template`, kept for the last view) and each call
    copies it and deals the unseen cards, drawing exactly what :func:`_deal` draws."""
    cs = cards or card_set()
    last = _LAST[0]  # one read: another thread may replace it meanwhile
    if last is not None and last[0] is view and last[1] is cs and last[2] is cls:
        t = last[3]
    else:
        t = _template(view, cs, cls)
        _LAST[0] = (view, cs, cls, t)
    st = TribunalState.clone(t.state, t.state.rng)  # its own generator comes last
    st.__class__ = cls
    nd = st.__dict__
    conts = []
    for where, k in t.paths:
        conts.append(st.deck[k] if where == "deck" else st.installed[k] if where == "installed" else nd[where][k])
    # the deal (as _deal does it): the pool shuffled, the constrained places first
    pool = list(t.pool)
    shuffle(rng, pool)  # rng.shuffle's permutation and draws, faster
    kind_of = cs.kind_of
    by_kind: dict[str, list[str]] = {d: [] for d in cs.decks}
    for c in pool:
        by_kind[kind_of[c]].append(c)
    cost, spells = cs.cost, cs.spells
    for p, i, kind, cat, min_cost in t.constrained:
        cands = by_kind[kind]
        pick = 0
        for j, c in enumerate(cands):
            if (cat is None or spells[c].category == cat) and cost(c) >= min_cost:
                pick = j
                break
        conts[p][i] = cands.pop(pick)
    # then each kind's places in order, from the front of its cards
    taken = dict.fromkeys(by_kind, 0)
    for p, i, kind in t.plain:
        j = taken[kind]
        conts[p][i] = by_kind[kind][j]
        taken[kind] = j + 1
    # then the places of any kind (the other hands), at random from what is left
    if t.blind:
        rest = [c for d in cs.decks for c in by_kind[d][taken[d] :]]
        for p, i in t.blind:
            conts[p][i] = rest.pop(rng.randrange(len(rest)))
    vis_on = st.vis_on
    for p, i, v in t.vis:
        vis_on[conts[p][i]] = v
    for inst in st.installed.values():  # installed Spells are active, face up under the Item
        st.face_up.update(inst)
        st.active.update(inst)
    # the advance under way of another seat: its face-down cards are the ones with vis
    if t.adv:
        st.adv = _guess_adv(st, view)
    st.rng = random.Random(rng.getrandbits(64))
    st.touch()
    return st


def _template(view, cs: CardSet, cls) -> _Template:
    seat, n = view.seat, view.players
    check_seat(seat, n, spectator=True)
    st = cls(Config(players=n, seed=0, options=dict(view.options)), cs, _blank=True)
    P = _PLACEHOLDER
    ps = view.players_view
    st.deck = {d: [P] * k for d, k in view.decks}
    st.discard = {d: list(c) for d, c in view.discards}
    st.row = {"items": list(view.item_row), "spells": list(view.spell_row)}
    st.hand = [list(p.hand) if p.hand is not None else [P] * p.hand_count for p in ps]
    st.vis_on, st.face_up, st.active, st.installed, st.award = {}, set(), set(), {}, {}
    placeholder_vis: list = []

    def zone(cards_v):
        out = []
        for c in cards_v:
            cid = c.id if c.id is not None else P
            out.append(cid)
            if c.id is None:
                placeholder_vis.append((out, len(out) - 1, c.vis))
                continue
            if c.face_up:
                st.face_up.add(cid)
            if c.active:
                st.active.add(cid)
            if c.vis:
                st.vis_on[cid] = c.vis
            if c.award is not None:
                st.award[cid] = c.award
            if c.installed:
                st.installed[cid] = list(c.installed)
            elif c.installed_categories:
                st.installed[cid] = [P] * len(c.installed_categories)
        return out

    st.lab = [zone(p.laboratory) for p in ps]
    st.library = [zone(p.library) for p in ps]
    st.vault = [zone(p.vault) for p in ps]
    st.awarded = [zone(p.awarded) for p in ps]
    st.store = [p.vis for p in ps]
    st.points = [list(p.points_by_tribunal) for p in ps]
    st.regio = view.regio
    st.votes = [v for _, v in view.votes]
    st.concilium = view.concilium
    st.reg = {src: [area, space] for src, area, space in view.registers}
    st.tribunal, st.round, st.praeco, st.dealer = view.tribunal, view.round, view.praeco, view.dealer
    st.phase, st.step = view.phase, view.step
    st.setup_order = [(view.dealer - 1 - k) % n for k in range(n)]
    active = view.active
    st.setup_idx = st.setup_order.index(active) if view.phase == "setup" and active is not None else 0
    st.setup_left = view.setup_left or 3
    st.turn = (active - view.praeco) % n if view.phase == "turn" and active is not None else 0
    st.used = list(view.used)
    st.praeco_votes = list(view.praeco_votes)
    st.adv = [c if c is not None else P for c in view.advance]
    st.effect, st.effect_left, st.effect_card = view.effect, view.effect_left, view.effect_card
    st.casting, st.gatherer = view.casting, view.gatherer
    st.join_bonus, st.joiners = view.join_bonus, list(view.joiners)
    st.presenting = list(view.presenting)
    st.rolls, st.sheet = list(view.rolls), list(view.sheet)
    st.events, st.barriers = [], 0
    # the unseen cards, to be dealt into the hidden places
    seen = {c for z in (*st.hand, *st.lab, *st.library, *st.vault, *st.awarded) for c in z}
    seen |= {c for v in st.installed.values() for c in v}
    seen |= {c for v in st.discard.values() for c in v} | {c for v in st.row.values() for c in v}
    seen |= {c for c in (st.casting, st.effect_card) if c is not None}
    pool = [c for d in cs.decks for c in cs.ids[d] if c not in seen]
    slots = _slots_placeholders(st, seat, view, placeholder_vis)
    # the places as paths into a copy of the state, in the order _deal fills them
    where: dict[int, tuple] = {id(v): ("deck", d) for d, v in st.deck.items()}
    for name in ("hand", "lab", "library", "vault", "awarded"):
        where.update((id(z), (name, s)) for s, z in enumerate(st.__dict__[name]))
    where.update((id(v), ("installed", item)) for item, v in st.installed.items())
    paths: list[tuple] = []
    index: dict[tuple, int] = {}

    def at(cont) -> int:
        path = where[id(cont)]
        if path not in index:
            index[path] = len(paths)
            paths.append(path)
        return index[path]

    order = sorted(range(len(slots)), key=lambda k: (slots[k][2] is None, slots[k][3] is None, -slots[k][4]))
    constrained, plain, blind = [], [], []
    for k in order:
        cont, i, kind, cat, min_cost = slots[k]
        if kind is None:
            blind.append((at(cont), i))
        elif cat is not None or min_cost:
            constrained.append((at(cont), i, kind, cat, min_cost))
        else:
            plain.append((at(cont), i, kind))
    # (in ``order`` the constrained places come first, then the plain ones, then those of
    # any kind: a minimum cost is never negative, so its key sorts before the plain 0)
    vis = [(at(cont), i, v) for cont, i, v in placeholder_vis if v]
    return _Template(st, paths, pool, constrained, plain, blind, vis, P in st.adv)


def _slots_placeholders(st, seat, view, placeholder_vis):
    step = 1 if st.fast else 0
    pv = {(id(c), i): v for c, i, v in placeholder_vis}
    cats = {}
    for p in view.players_view:
        for c in (*p.laboratory, *p.awarded):
            if c.installed is None and c.installed_categories:
                cats[c.id] = c.installed_categories
    out = []
    for cont, i, kind, cat, _ in _slots(st, seat):
        if cont[i] != _PLACEHOLDER:
            continue
        v = pv.get((id(cont), i), 0)
        out.append((cont, i, kind, cat, v + step if v else 0))
    # installed spells of others: their categories come from the view
    for item, cs_ in cats.items():
        inst = st.installed[item]
        for k, cat in enumerate(cs_):
            for j, slot in enumerate(out):
                if slot[0] is inst and slot[1] == k:
                    out[j] = (inst, k, "spells", cat, 0)
    return out


def _guess_adv(st, view) -> list[str]:
    seat = view.active
    out = []
    for c in view.advance:
        if c is not None:
            out.append(c)
            continue
        cands = [x for z in (st.lab[seat], st.library[seat]) for x in z if x not in st.face_up and x not in out]
        cands.sort(key=lambda x: -st.vis_on.get(x, 0))
        out.append(cands[0] if cands else _PLACEHOLDER)
    return out
