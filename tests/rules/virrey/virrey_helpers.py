"""Shared helpers for the Virrey rules tests (no display, no shipped card data).

Scenarios use the synthetic set in ``tests/fixtures/virrey_cards`` (see its generate.py):
characters c01..c64 (number = index; ``captain`` is number 17) and laws l01..l24, one per
law effect. ``scenario`` builds a state by hand for the rule under test.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import rules.virrey  # noqa: F401  (registers the game)
from rules.core.game import Config
from rules.virrey.cards import CardSet, Character, Level, card_set
from rules.virrey.pyramid import Pyramid
from rules.virrey.state import VirreyState
from rules.virrey.tokens import (
    ATTACK_DEFENSE,
    CIRCLE_BONUS,
    GEMS_PER_COLOUR,
    MAGIC_BONUS_5,
    MAGIC_BONUS_23,
    MAGIC_SCIENCE,
    POWER_COUNTS,
)

REPO = Path(__file__).resolve().parents[3]
FIXTURE_ROOT = REPO / "tests" / "fixtures" / "virrey_cards"
B, R, G, Y = range(4)

_FIXTURE: CardSet | None = None


def fixture_cards() -> CardSet:
    global _FIXTURE
    if _FIXTURE is None:
        _FIXTURE = card_set(FIXTURE_ROOT)
    return _FIXTURE


def law_with(effect: str) -> str:
    """The fixture law whose effect is ``effect``."""
    cs = fixture_cards()
    return next(l.id for l in cs.laws.values() if l.effect == effect)


def new_state(players: int = 2, seed: int = 0, virtual: int = 0, cards: CardSet | None = None) -> VirreyState:
    return VirreyState(Config(players=players, seed=seed, options={"virtual": virtual}), cards or fixture_cards())


def with_cards(base: CardSet, characters=(), laws=()) -> CardSet:
    chars = dict(base.characters)
    for c in characters:
        chars[c.id] = c
    ls = dict(base.laws)
    for l in laws:
        ls[l.id] = l
    return CardSet(chars, ls)


def character(
    id: str, number: int, sections=(B, B, B), costs=((B,), (B,), (B,), (B,)), rewards=((("gems", 1),),) * 4
) -> Character:
    """A character; ``sections`` (left, right, bottom) gives both bottom quarters one colour,
    (left, right, bottom-left, bottom-right) each its own."""
    if len(sections) == 3:
        sections = tuple(sections) + (sections[2],)
    return Character(
        id,
        number,
        {"es": id, "en": id},
        tuple(sections),
        tuple(Level(tuple(c), tuple(r)) for c, r in zip(costs, rewards)),
    )


def setup_done(state: VirreyState, rng=None) -> VirreyState:
    """Play the setup with the first legal choices until the first auction."""
    while state.phase == "setup" or (state.tasks and state.turn == 0):
        seat = state.to_act()[0]
        state.apply(seat, state.legal(seat)[0])
    return state


def scenario(players: int = 2, virtual: int = 0, seed: int = 1, cards=None) -> VirreyState:
    """A state at the first auction of turn 1, ready to be edited by hand (call touch())."""
    return setup_done(new_state(players, seed, virtual, cards))


def set_pyramid(state: VirreyState, seat: int, layout: dict) -> None:
    """Replace a pyramid: layout {(level, x): card}. Cards leave decks/hands as needed."""
    old = state.pyr[seat].all_cards()
    for card in layout.values():
        take_out(state, card)
    state.discard.extend(c for c in old if c not in layout.values())
    for c, ts in state.tok[seat].items():
        if c not in layout.values():
            for t in ts:
                give_back(state, t)
    state.tok[seat] = {c: t for c, t in state.tok[seat].items() if c in layout.values()}
    state.inf_have[seat] = tuple(
        sum(1 for ts in state.tok[seat].values() for t in ts if t[0] == "infinite" and t[1] == c) for c in range(4)
    )
    state.pyr[seat] = Pyramid(dict(layout))
    nums = [state.cards.number[c] for c in layout.values() if c in state.cards.number]
    state.low[seat] = min(nums) if nums else 10**6
    state._refresh_perm(seat)
    state.touch()


def give_back(state: VirreyState, t) -> None:
    """Return a token entry to its supply (or a gem to the reserve)."""
    from rules.virrey.tokens import AD, MS, circle_pool, magic_bonus_pool

    kind = t[0]
    if kind in ("magic", "science"):
        state.supply.give_back(MS)
    elif kind == "defense":
        state.supply.give_back(AD)
    elif kind == "magic_bonus":
        state.supply.give_back(magic_bonus_pool(t[1]))
    elif kind == "circle_bonus":
        state.supply.give_back(circle_pool(t[1], t[2]))
    elif kind == "power":
        for v in t[2]:
            state.supply.power[v] += 1
    else:
        state.reserve[t[1]] += 1


def take_out(state: VirreyState, card: str) -> None:
    """Remove a card from wherever it is (decks, hands, auction, discard, pyramids)."""
    for pile in [state.big, state.small, state.law_deck, state.discard] + state.hands + state.known:
        if card in pile:
            pile.remove(card)
    for i, c in enumerate(state.auction):
        if c == card:
            state.auction[i] = None
    for s, p in enumerate(state.pyr):
        if card in p:
            state.pyr[s] = p.without(card)


def give_hand(state: VirreyState, seat: int, cards) -> None:
    for c in cards:
        take_out(state, c)
        state.hands[seat].append(c)
    state.touch()


def set_gems(state: VirreyState, seat: int, gems) -> None:
    """Give a seat exactly ``gems`` (4 counts); the difference goes to/from the reserve."""
    for c in range(4):
        diff = gems[c] - state.gems[seat][c]
        if diff > 0:
            take = min(diff, state.reserve[c])
            state.reserve[c] -= take
            state.box[c] -= diff - take
        else:
            state.reserve[c] -= diff
        state.gems[seat][c] = gems[c]
    state.touch()


# -- invariants -------------------------------------------------------------
def gem_total(state: VirreyState) -> list[int]:
    total = list(state.reserve)
    for c in range(4):
        total[c] += state.box[c] + sum(g[c] for g in state.gems)
    for s in range(state.n):
        for ts in state.tok[s].values():
            for t in ts:
                if t[0] in ("infinite", "stored"):
                    total[t[1]] += 1
        for col in state.paint[s].values():
            total[col] += 1
    return total


def check_invariants(state: VirreyState) -> None:
    assert gem_total(state) == [GEMS_PER_COLOUR] * 4, gem_total(state)
    assert min(state.reserve) >= 0 and min(state.box) >= 0
    assert all(min(g) >= 0 for g in state.gems)
    # tokens: supply + placed - substitutes == initial
    sup = state.supply
    placed = Counter()
    power = Counter()
    for s in range(state.n):
        for ts in state.tok[s].values():
            for t in ts:
                placed[t[0] if t[0] != "circle_bonus" else ("circle_bonus", t[1], t[2])] += (
                    1 if t[0] != "magic_bonus" else 0
                )
                if t[0] == "magic_bonus":
                    placed[("mb", 5 if t[1] == 5 else 23)] += 1
                if t[0] == "power":
                    power.update(t[2])
    ms = placed["magic"] + placed["science"]
    assert sup.pools[0] + ms - sup.proxies[0] == MAGIC_SCIENCE
    assert sup.pools[1] + placed["defense"] + sum(state.attack) - sup.proxies[1] == ATTACK_DEFENSE
    assert sup.pools[2] + placed[("mb", 23)] - sup.proxies[2] == MAGIC_BONUS_23
    assert sup.pools[3] + placed[("mb", 5)] - sup.proxies[3] == MAGIC_BONUS_5
    for c in range(4):
        for i, v in enumerate((2, 4)):
            assert (
                sup.pools[4 + c * 2 + i] + placed[("circle_bonus", c, v)] - sup.proxies[4 + c * 2 + i]
                == CIRCLE_BONUS[v]
            )
    for v, count in POWER_COUNTS.items():
        assert sup.power[v] + power[v] == count
    # cards: every card exactly once
    where = list(state.big) + list(state.small) + list(state.law_deck) + list(state.discard)
    for h in state.hands:
        where += h
    for d in state.dealt:
        where += d
    for p in state.pyr:
        where += p.all_cards()
    where += [c for c in state.auction if c is not None]
    where += [t[2] for t in state.tasks if t[0] in ("place", "infinite")]  # revealed, being placed
    counts = Counter(where)
    assert all(v == 1 for v in counts.values()), [c for c, v in counts.items() if v > 1]
    assert len(counts) == len(state.cards.all), len(counts)
    for s in range(state.n):
        assert all(k in state.hands[s] for k in state.known[s])


def random_game(players: int, seed: int, virtual: int = 0, check_every: int = 0, cards=None):
    state = new_state(players, seed, virtual, cards)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over():
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))
        steps += 1
        if check_every and steps % check_every == 0:
            check_invariants(state)
    return state, steps
