"""Extraer Vis and Reunir Vis: the Vis Source Register and the contested roll (T-7, T-8)."""

from __future__ import annotations

from rules.tribunal.actions import JOIN, PASS
from rules.tribunal.view import Roll

JOIN_COST = 2  # errata: "a contested-source roll costs 2 vis paid to the player who started"


def can_gather(st, source: str) -> bool:
    """A source may be gathered while its counter is in the current Tribunal's area."""
    return st.reg[source][0] == st.tribunal


def roll(st) -> tuple[int, ...]:
    """A d6, re-rolling a 1 or a 6: every face thrown, the last one counts."""
    faces = []
    while True:
        f = st.rng.randint(1, 6)
        faces.append(f)
        if 1 < f < 6:
            break
    st.barriers += 1
    return tuple(faces)


def _move_counter(st, source: str) -> None:
    area, space = st.reg[source]
    spaces = st.cards.register[source][area - 1]
    if space + 1 < len(spaces):
        st.reg[source] = [area, space + 1]
    else:
        st.reg[source] = [area + 1, 0]
        st.log("tribunal.register_moves", source=source, tribunal=area + 1)


def gather(st, seat: int, source: str) -> None:
    area, space = st.reg[source]
    x, y = st.cards.register[source][area - 1][space]
    _move_counter(st, source)
    if source == "uncontested":
        got = st.gain(seat, x, "gather", log=False)
        st.log("tribunal.gather", seat=seat, source=source, vis=got, others=y)
        for s in st.others(seat):
            st.gain(s, y, "gather")
        return
    st.log("tribunal.gather", seat=seat, source=source, vis=x, others=0)
    faces = roll(st)
    got = st.gain(seat, x + faces[-1], "gather", log=False)
    st.rolls = [Roll(seat, faces, got, 0)]
    st.log("tribunal.roll", seat=seat, faces=list(faces), vis=got, paid=0)
    st.gatherer = seat
    st.join_bonus = y
    st.joiners = [s for s in st.others(seat)]
    _next_joiner(st)


def _next_joiner(st) -> None:
    while st.joiners and st.store[st.joiners[0]] < JOIN_COST:
        st.log("tribunal.join_pass", seat=st.joiners.pop(0))
    if st.joiners:
        st.step = "join"
    else:
        st.gatherer, st.join_bonus = None, 0  # the roll is over: nothing of it is under way
        st.step = "main"


def legal_join(st, seat: int) -> list:
    return [JOIN, PASS]


def do_join(st, seat: int, act) -> None:
    st.joiners.pop(0)
    if act.join:
        st.store[seat] -= JOIN_COST
        st.store[st.gatherer] += JOIN_COST
        faces = roll(st)
        got = st.gain(seat, st.join_bonus + faces[-1], "gather", log=False)
        st.rolls.append(Roll(seat, faces, got, JOIN_COST))
        st.log("tribunal.roll", seat=seat, faces=list(faces), vis=got, paid=JOIN_COST)
    else:
        st.log("tribunal.join_pass", seat=seat)
    _next_joiner(st)
