"""Shared helpers for the El Viejo Imperio rules tests (no display, no real card data).

The tests never depend on the shipped ``cards/imperio`` data except through properties:
scenarios use the synthetic set in ``tests/fixtures/imperio_cards`` (see its generate.py)
or monarchs and events built here.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from pathlib import Path

from rules.core.game import Config
from rules.imperio.cards import CardSet, Event, Monarch, card_set
from rules.imperio.state import ImperioState

REPO = Path(__file__).resolve().parents[2]
FIXTURE_ROOT = REPO / "tests" / "fixtures" / "imperio_cards"

_FIXTURE: CardSet | None = None


def fixture_cards() -> CardSet:
    """The synthetic 69/38 card set of tests/fixtures (loaded once, through the real loader)."""
    global _FIXTURE
    if _FIXTURE is None:
        _FIXTURE = card_set(FIXTURE_ROOT)
    return _FIXTURE


def monarch(
    id: str, crowns: int = 3, start: int = 1000, end: int = 1010, dynasty: str = "dx", elector: str | None = None
) -> Monarch:
    return Monarch(id, {"es": id, "en": id}, {"es": "", "en": ""}, start, end, dynasty, crowns, False, elector)


def event(
    year: int = 1000,
    criteria=("crowns", "years", "period"),
    dynasty: str | None = None,
    person: str = "nobody",
    hero: str | None = None,
    id: str = "ev",
) -> Event:
    return Event(id, {"es": id, "en": id}, {"es": "", "en": ""}, year, dynasty, tuple(criteria), person, hero)


def with_cards(base: CardSet, monarchs=(), events=()) -> CardSet:
    """``base`` with some monarchs / events replaced (same ids) or added."""
    ms = dict(base.monarchs)
    for m in monarchs:
        ms[m.id] = m
    es = dict(base.events)
    for e in events:
        es[e.id] = e
    return CardSet(base.dynasties, ms, es)


def restat(base: CardSet, card_id: str, **changes) -> Monarch:
    """A fixture monarch with some stats changed (keeps its id and Elector mark unless given)."""
    return dataclasses.replace(base.monarchs[card_id], **changes)


def new_state(players: int = 3, seed: int = 0, grand: bool = False, cards: CardSet | None = None) -> ImperioState:
    return ImperioState(Config(players=players, seed=seed, options={"grand": grand}), cards or fixture_cards())


def scenario(
    players: int,
    round: int,
    leader: int,
    hands: list[list[str]],
    event_id: str,
    cards: CardSet | None = None,
    pile: list[str] | None = None,
    criteria=None,
) -> ImperioState:
    """A state set up by hand: round ``round`` of deal 1, ``leader`` to lead, given hands."""
    state = new_state(players, seed=1, cards=cards)
    state.round = round
    state.leader = leader
    state.hands = [list(h) for h in hands]
    state.event = event_id
    state.criteria = tuple(criteria) if criteria else state.cards.events[event_id].criteria
    state.trick = []
    state.sealed = [None] * players
    state.must_replace = None
    state.round_electors = []
    state.removed = []
    if hasattr(state, "played"):
        state.played = []
    if pile is not None:
        state.pile = list(pile)
    else:
        used = {c for h in hands for c in h}
        state.pile = [c for c in sorted(state.cards.monarchs) if c not in used][:10]
    return state


def electors(cards: CardSet) -> list[str]:
    return sorted(c for c, m in cards.monarchs.items() if m.elector)


def plains(cards: CardSet) -> list[str]:
    return sorted(c for c, m in cards.monarchs.items() if not m.elector)


def random_step(state: ImperioState, rng: random.Random):
    """Apply one random legal action for one random seat to act; return (seat, action)."""
    seat = rng.choice(state.to_act())
    act = rng.choice(state.legal(seat))
    state.apply(seat, act)
    return seat, act


def played_this_deal(state: ImperioState) -> list[str]:
    """Cards of the finished rounds of the current deal, in order, from the public log."""
    played: list[str] = []
    trick: list[str] = []
    for e in state.events:
        if e.key == "imperio.deal":
            played, trick = [], []
        elif e.key == "imperio.revealed":
            trick = [c for _, c in e.params["plays"]]
        elif e.key == "imperio.played":
            trick.append(e.params["card"])
        elif e.key == "imperio.won":
            played += trick
            trick = []
    return played


def on_table_this_deal(state: ImperioState) -> list[str]:
    """Every card that reached the table this deal, from the public log ('imperio.revealed'
    and 'imperio.played' since the last 'imperio.deal')."""
    played: list[str] = []
    for e in state.events:
        if e.key == "imperio.deal":
            played = []
        elif e.key == "imperio.revealed":
            played += [c for _, c in e.params["plays"]]
        elif e.key == "imperio.played":
            played.append(e.params["card"])
    return played


def monarchs_accounted(state: ImperioState) -> Counter:
    """Every monarch's whereabouts in the current deal, as a multiset: hands + draw pile +
    removed Electors + sealed choices + :func:`on_table_this_deal`."""
    played = on_table_this_deal(state)
    sealed = [c for c in state.sealed if c is not None]
    return Counter([c for h in state.hands for c in h] + list(state.pile) + list(state.removed) + sealed + played)
