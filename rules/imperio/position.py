"""El Viejo Imperio's positions (see :mod:`rules.core.position`).

A position lists, in the rulebook's terms:

- ``deal`` (1, or more in La gran partida), ``round`` (1-11 of the deal), ``leader`` (the
  seat that began the round: the last round's winner), ``over``;
- the events: ``event`` (the one played for now; null when the game is over),
  ``event_pile`` (face down, top first), ``won`` (each seat's events, one list a deal, in
  the order won) and ``event_box`` (the events this game does not use: 27 in the short
  game, none in La gran partida);
- the monarchs, each in exactly one place: ``hands`` (one list a seat, in the order held),
  ``monarch_pile`` (the draw pile of the Elector, top first), ``removed`` (Elector cards
  out of the game this deal, in order; the last ``electors_this_round`` were declared in
  this round, and their symbols changes apply to the event's), ``played`` (the finished
  rounds of this deal, in order), ``trick`` (``[seat, card]`` in play order, from round
  2) or ``sealed`` (round 1: each seat's chosen card, or null);
- ``must_replace``: the seat that declared Elector and now plays another card (or null);
- ``last``: the round just finished (its event, its ``[seat, card]`` plays and the Elector
  cards declared in it), or null; a record, not a place: its cards are also in ``played``
  or gone with the last deal. Who won it and why is worked out again from the cards;
- ``rng``: what the next deal and the event order will be.

    >>> import rules; rules.load_all_games()
    >>> from rules.core.game import Config, get_game
    >>> p = get_game("imperio").new_state(Config(players=3, seed=7)).to_position()
    >>> p["deal"], p["round"], p["leader"], len(p["hands"][0]), len(p["event_pile"])
    (1, 1, 0, 11, 10)
"""

from __future__ import annotations

from typing import Any

from rules.cards import resolve as resolve_effect
from rules.core.errors import PositionError
from rules.core.game import Config
from rules.core.position import (
    Fields,
    Ledger,
    card_list,
    cards_at,
    from_top_first,
    rng_from_position,
    rng_to_position,
    top_first,
)
from rules.core.rand import shuffled
from rules.imperio.trick import resolve
from rules.imperio.view import PlayedCard, RoundResult

ROUNDS = 11
HAND = 11
EVENTS_PER_DEAL = 11


def to_position(st) -> dict:
    n = st.config.players
    used = set(st.event_pile) | {e for w in st.won for e in w} | ({st.event} if st.event else set())
    won = []
    for s in range(n):
        deals, i = [], 0
        for k in st.won_by_deal[s]:
            deals.append(st.won[s][i : i + k])
            i += k
        won.append(deals)
    last = None
    if st.last is not None:
        last = {
            "event": st.last.event,
            "plays": [[p.seat, p.card] for p in st.last.plays],
            "electors": list(st.last.electors),
        }
    return {
        "deal": st.deal,
        "round": st.round,
        "leader": st.leader,
        "over": st.over,
        "event": st.event,
        "event_pile": top_first(st.event_pile),
        "won": won,
        "event_box": sorted(e for e in st.cards.event_ids if e not in used),
        "hands": [list(h) for h in st.hands],
        "monarch_pile": top_first(st.pile),
        "removed": list(st.removed),
        "electors_this_round": len(st.round_electors),
        "played": list(st.played),
        "trick": [[s, c] for s, c in st.trick],
        "sealed": list(st.sealed),
        "must_replace": st.must_replace,
        "last": last,
        "rng": rng_to_position(st.rng),
    }


def _criteria(cards, event: str, electors: list[str]) -> tuple[str, str, str]:
    """The event's symbols after the Elector cards declared on it, in order."""
    criteria = cards.events[event].criteria
    for card in electors:
        criteria = resolve_effect("imperio", cards.monarchs[card].elector)(criteria)
    return criteria


def _plays(f: Fields, key: str, n: int, monarchs) -> list[tuple[int, str]]:
    """``[seat, card]`` pairs."""
    out = []
    for i, pair in enumerate(f.items(key, list)):
        at = f"{f.at(key)}[{i}]"
        if len(pair) != 2 or isinstance(pair[0], bool) or not isinstance(pair[0], int) or not isinstance(pair[1], str):
            raise PositionError(at, f"must be [seat, card], not {pair!r}")
        if not 0 <= pair[0] < n:
            raise PositionError(at, f"seat {pair[0]} is out of range (0 to {n - 1})")
        if pair[1] not in monarchs:
            raise PositionError(at, f"monarch {pair[1]!r} is not one of this game's")
        out.append((pair[0], pair[1]))
    return out


def _pile(f: Fields, key: str, ledger: Ledger, known, what: str, rng) -> list[str]:
    """A pile, top first; ``"rest"``: every card of its kind not placed yet, shuffled."""
    if f.data.get(key) == "rest":
        f.read.add(key)
        pile = shuffled(rng, ledger.unplaced())
    else:
        pile = card_list(f, key, known, what)
    ledger.put(key, pile)
    return pile


def from_position(cls, config: Config, data: Any, cards=None):
    st = cls(config, cards, _blank=True)
    cs = st.cards
    n = config.players
    grand = bool(config.options.get("grand", False))
    f = Fields(data)
    rng = rng_from_position(f.get("rng", dict))
    deal = f.integer("deal", 1, len(cs.event_ids) // EVENTS_PER_DEAL if grand else 1)
    rnd = f.integer("round", 1, ROUNDS)
    leader = f.seat("leader", n)
    over = f.flag("over")

    # the events
    event = f.optional("event", str)
    if over and event is not None:
        raise PositionError("event", "the game is over: no event is played for")
    if not over and event is None:
        raise PositionError("event", "is missing: every round is played for an event")
    events = Ledger(cs.event_ids, "event")
    if event is not None:
        events.put("event", cards_at("event", [event], cs.events, "event"))
    won: list[list[list[str]]] = []
    for s, deals in enumerate(f.per_seat("won", n, list)):
        if len(deals) != deal:
            raise PositionError(
                f"won[{s}]", f"must list the events won in each of the {deal} deal(s), not {len(deals)}"
            )
        won.append([cards_at(f"won[{s}][{d}]", lst, cs.events, "event") for d, lst in enumerate(deals)])
        for d, lst in enumerate(won[s]):
            events.put(f"won[{s}][{d}]", lst)
    finished = sum(len(d) for w in won for d in w)
    expect = EVENTS_PER_DEAL * deal if over else EVENTS_PER_DEAL * (deal - 1) + rnd - 1
    if finished != expect:
        when = "the game is over" if over else f"deal {deal}, round {rnd}"
        raise PositionError("won", f"{finished} events won: {when} means {expect}")
    for d in range(deal - 1):
        k = sum(len(won[s][d]) for s in range(n))
        if k != EVENTS_PER_DEAL:
            raise PositionError("won", f"deal {d + 1} is over: its {EVENTS_PER_DEAL} events were won, not {k}")
    if f.data.get("event_pile") == "rest" and not grand:
        # the short game: the pile holds the events of the rounds to come, the box the rest
        f.read.add("event_pile")
        event_pile = shuffled(rng, events.unplaced())[: 0 if over else ROUNDS - rnd]
        events.put("event_pile", event_pile)
    else:
        event_pile = _pile(f, "event_pile", events, cs.events, "event", rng)
    if "event_box" in f and f.data["event_box"] != "rest":
        box = _pile(f, "event_box", events, cs.events, "event", rng)
    else:
        f.read.add("event_box")
        box = events.unplaced()
        events.put("event_box", box)
    events.close()
    if not grand and len(box) != len(cs.event_ids) - EVENTS_PER_DEAL:
        raise PositionError(
            "event_box", f"the short game plays {EVENTS_PER_DEAL} events, not {len(cs.event_ids) - len(box)}"
        )
    if grand and box:
        raise PositionError("event_box", "La gran partida plays every event: the box is empty")
    if over and grand and len(event_pile) >= EVENTS_PER_DEAL:
        raise PositionError("event_pile", f"La gran partida goes on while {EVENTS_PER_DEAL} events are left")
    if not over and len(event_pile) < ROUNDS - rnd:
        raise PositionError("event_pile", f"too few events left to finish deal {deal}")

    # the monarchs
    monarchs = Ledger(cs.monarch_ids, "monarch")
    hands = [cards_at(f"hands[{s}]", h, cs.monarchs, "monarch") for s, h in enumerate(f.per_seat("hands", n, list))]
    for s, h in enumerate(hands):
        monarchs.put(f"hands[{s}]", h)
    removed = card_list(f, "removed", cs.monarchs, "monarch")
    monarchs.put("removed", removed)
    for i, c in enumerate(removed):
        if c not in cs.electors:
            raise PositionError(f"removed[{i}]", f"{c!r} has no Elector mark: only declared Elector cards are removed")
    played = card_list(f, "played", cs.monarchs, "monarch")
    monarchs.put("played", played)
    trick = _plays(f, "trick", n, cs.monarchs)
    for i, (_, c) in enumerate(trick):
        monarchs.put_one(f"trick[{i}]", c)
    sealed: list[str | None] = []
    for s, c in enumerate(f.per_seat("sealed", n)):
        if c is not None:
            monarchs.put(f"sealed[{s}]", cards_at(f"sealed[{s}]", [c], cs.monarchs, "monarch"))
        sealed.append(c)
    pile = _pile(f, "monarch_pile", monarchs, cs.monarchs, "monarch", rng)
    monarchs.close()
    k = f.integer("electors_this_round", 0, len(removed))
    must = f.seat("must_replace", n, none=True)

    # the decision under way
    if over:
        if any(hands) or trick or any(c is not None for c in sealed) or must is not None or k:
            raise PositionError("over", "the game is over: hands, trick, sealed choices and Elector are empty")
        if len(played) != n * ROUNDS:
            raise PositionError("played", f"the deal is over: its {ROUNDS} rounds of {n} cards were played")
    else:
        if len(played) != n * (rnd - 1):
            raise PositionError(
                "played", f"round {rnd}: the {rnd - 1} finished rounds hold {n * (rnd - 1)} cards, not {len(played)}"
            )
        if rnd == 1:
            if trick:
                raise PositionError("trick", "round 1 is a sealed choice: its cards are in sealed")
            if must is not None or k:
                raise PositionError(
                    "must_replace" if must is not None else "electors_this_round",
                    "Elector cannot be declared in the first round",
                )
            if all(c is not None for c in sealed):
                raise PositionError("sealed", "every seat has chosen: the round is already over")
        else:
            if any(c is not None for c in sealed):
                raise PositionError("sealed", f"only round 1 is a sealed choice, not round {rnd}")
            if len(trick) >= n:
                raise PositionError("trick", "every seat has played: the round is already over")
            for i, (s, _) in enumerate(trick):
                if s != (leader + i) % n:
                    raise PositionError(
                        f"trick[{i}]", f"seat {s} plays out of turn: play goes left from the leader, seat {leader}"
                    )
            nxt = (leader + len(trick)) % n
            if must is not None and must != nxt:
                raise PositionError("must_replace", f"seat {must} declared Elector but seat {nxt} is to play")
            if must is not None and not k:
                raise PositionError(
                    "electors_this_round", "a seat must replace an Elector: one was declared this round"
                )
            if k > len(trick) + (must is not None):
                raise PositionError(
                    "electors_this_round", f"{k} Elector cards declared by {len(trick)} seats that played"
                )
        in_round = {s for s, _ in trick} | {s for s, c in enumerate(sealed) if c is not None}
        for s in range(n):
            want = HAND + 1 - rnd - (s in in_round or s == must)
            if len(hands[s]) != want:
                raise PositionError(f"hands[{s}]", f"round {rnd}: seat {s} holds {want} monarchs, not {len(hands[s])}")

    last_f = f.optional("last", dict)
    last = None
    if last_f is not None:
        lf = Fields(last_f, "last")
        last_event = lf.text("event", cs.event_ids)
        plays = _plays(lf, "plays", n, cs.monarchs)
        if sorted(s for s, _ in plays) != list(range(n)):
            raise PositionError("last.plays", "every seat plays one card a round")
        electors = card_list(lf, "electors", cs.electors, "Elector card")
        lf.done()
        if last_event not in {e for w in won for d in w for e in d}:
            raise PositionError("last.event", f"{last_event!r} was not won by anyone")
        criteria = _criteria(cs, last_event, electors)
        out = resolve([(s, cs.monarchs[c]) for s, c in plays], cs.events[last_event], criteria, explain=st.explains)
        if last_event not in {e for d in won[out.winner] for e in d}:
            raise PositionError("last", f"these cards give {last_event!r} to seat {out.winner}, who did not win it")
        last = RoundResult(
            last_event,
            criteria,
            tuple(PlayedCard(s, c) for s, c in plays),
            out.winner,
            out.decided_by,
            out.dynasty,
            out.hero,
            tuple(electors),
            out.reasons,
        )
    elif "last" not in data:
        raise PositionError("last", "is missing (null: no round finished to show)")
    f.done()

    st.rng = rng
    st.grand = grand
    st.deal, st.round, st.leader, st.over = deal, rnd, leader, over
    st.event = event
    st.criteria = _criteria(cs, event, removed[len(removed) - k :]) if event is not None else ()
    st.event_pile = from_top_first(event_pile)
    st.won = [[e for d in w for e in d] for w in won]
    st.won_by_deal = [[len(d) for d in w] for w in won]
    st.hands = hands
    st.pile = from_top_first(pile)
    st.removed = removed
    st.round_electors = removed[len(removed) - k :] if k else []
    st.played = played
    st.trick = trick
    st.sealed = sealed
    st.must_replace = must
    st.last = last
    return st
