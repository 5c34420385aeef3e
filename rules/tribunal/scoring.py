"""Finalizando un Tribunal: Contando Votos, Puntuando, Comenzando un Nuevo Tribunal and El
Gran Tribunal (rulings T-1, T-5, T-6, T-14, T-15, T-16).

    >>> places([(3, 2, 1), (3, 2, 1), (2, 4, 0), (1, 1, 0)])
    [(1, True), (1, True), (3, False), (0, False)]
"""

from __future__ import annotations

from rules.tribunal.actions import ACTIVATE, DONE, Activate
from rules.tribunal.view import SheetLine

MULTIPLIER = {1: 4, 2: 3, 3: 2, 0: 1}  # first, second, third place, honourable mention
TRIBUNALS = 3


def places(keys: list[tuple[int, int, int]]) -> list[tuple[int, bool]]:
    """The place (1-3, 0 for none) and whether it is shared, of each Item by its
    ``(votes, base score, installed spells)``: more votes first, then the higher base
    score, then more installed spells; still tied, they share the place and the next
    places are skipped, one per extra Item (T-6). An Item with no vote takes no place (T-5).
    """
    order = sorted(range(len(keys)), key=lambda i: keys[i], reverse=True)
    out = [(0, False)] * len(keys)
    place = 1
    i = 0
    while i < len(order) and place <= 3:
        k = keys[order[i]]
        if k[0] <= 0:
            break
        j = i
        while j < len(order) and keys[order[j]] == k:
            j += 1
        for t in order[i:j]:
            out[t] = (place, j - i > 1)
        place += j - i
        i = j
    return out


def item_votes(st, item: str) -> int:
    """Its type's votes plus those of each category installed on it, once per category."""
    cards = st.cards
    spaces = cards.spaces
    votes = st.votes[spaces.index(cards.items[item].type)]
    cats = {cards.spells[s].category for s in st.installed.get(item, ())}
    return votes + sum(st.votes[spaces.index(c)] for c in cats)


def item_points(st, item: str) -> int:
    """Base score plus one per installed Spell (before the place's multiplier)."""
    return st.cards.items[item].score + len(st.installed.get(item, ()))


def paid_items(st, seat: int) -> list[str]:
    """The seat's Items whose advance is paid but that it has not activated yet."""
    cost, vis_on, active = st.cards.cost, st.vis_on, st.active
    return [i for i in st.lab[seat] if i not in active and vis_on.get(i, 0) >= cost(i)]


def call_tribunal(st) -> None:
    """The last round is over: a Tribunal is called. Before the votes are counted each
    player in turn, from the last Praeco clockwise, chooses which of its completed Items to
    activate and so present (only active Items compete, T-14). A seat is asked when it has a
    completed Item or a face-down one (whether that one is complete is its owner's secret);
    then the Tribunal is held."""
    st.phase, st.step = "tribunal", "present"
    st.log("tribunal.called", tribunal=st.tribunal)
    order = [(st.praeco + k) % st.n for k in range(st.n)]
    st.presenting = [
        s for s in order if paid_items(st, s) or any(i not in st.face_up and i not in st.active for i in st.lab[s])
    ]
    if not st.presenting:
        hold_tribunal(st)


def legal_present(st, seat: int) -> list:
    return [ACTIVATE[i] for i in paid_items(st, seat)] + [DONE]


def do_present(st, seat: int, act) -> None:
    """Activate one completed Item (the seat chooses on), or present what is active (done)."""
    if act.__class__ is Activate:
        st.activate(seat, act.card)
        if paid_items(st, seat):
            return
    kept = len(paid_items(st, seat))
    st.log("tribunal.presented", seat=seat, kept=kept)
    st.presenting.pop(0)
    if not st.presenting:
        hold_tribunal(st)


def hold_tribunal(st) -> None:
    """Count the votes, award the places, score every active Item, then begin the next
    Tribunal (or end the game after the Grand Tribunal)."""
    t = st.tribunal
    st.log("tribunal.tribunal", tribunal=t)
    competing = [(s, i) for s in range(st.n) for i in st.lab[s] if i in st.active]
    keys = [(item_votes(st, i), st.cards.items[i].score, len(st.installed.get(i, ()))) for _, i in competing]
    placed = places(keys)
    gained = [0] * st.n
    first: list[int] = []
    for (s, item), (place, shared), key in zip(competing, placed, keys):
        pts = item_points(st, item) * MULTIPLIER[place]
        gained[s] += pts
        st.sheet.append(SheetLine(t, s, item, key[0], place, shared, pts))
        st.log("tribunal.place", seat=s, item=item, votes=key[0], place=place, shared=shared, points=pts)
        if place:
            st.lab[s].remove(item)
            st.awarded[s].append(item)
            st.award[item] = (t, place)
            if place == 1:
                first.append(s)
    # Items awarded at an earlier Tribunal score their honourable mention again (T-1)
    for s in range(st.n):
        for item in st.awarded[s]:
            if st.award[item][0] < t:
                pts = item_points(st, item)
                gained[s] += pts
                st.sheet.append(SheetLine(t, s, item, 0, 0, False, pts))
                st.log("tribunal.place", seat=s, item=item, votes=0, place=0, shared=False, points=pts)
    for s in range(st.n):
        st.points[s][t - 1] = gained[s]
    st.log("tribunal.tribunal_done", tribunal=t, points=gained, totals=[sum(p) for p in st.points])
    if t == TRIBUNALS:
        st.end_game()
        return
    _new_tribunal(st, first)


def _new_tribunal(st, first: list[int]) -> None:
    """Comenzando un Nuevo Tribunal: votes back to the Concilium, discards into their decks,
    the register counters to the next Tribunal's first space, no vis handed out (errata);
    the owner of the first-place Item is the new Praeco (T-15). ``st.praeco`` is still the
    last Praeco: the piece did not move on after the last round."""
    t = st.tribunal + 1
    st.concilium += sum(st.votes)
    st.votes = [0] * len(st.votes)
    for d in st.cards.decks:
        if st.discard[d]:
            st.deck[d].extend(st.discard[d])
            st.discard[d] = []
            st.rng.shuffle(st.deck[d])
            st.log("tribunal.reshuffle", deck=d, cards=len(st.deck[d]))
            st.barriers += 1
    for src in st.cards.sources:
        st.reg[src] = [t, 0]
    for d in ("items", "spells"):
        st.refill(d)
    if first:
        # a shared first place: the first of them clockwise from the last Praeco's left
        praeco = min(first, key=lambda s: (s - st.praeco - 1) % st.n)
    else:
        praeco = (st.praeco + 1) % st.n
    st.tribunal = t
    st.round = 1
    st.praeco = praeco
    st.turn = 0
    st.start_turn()


def winners(totals: list[int]) -> list[int]:
    """The most points wins; a tie shares the victory (T-16)."""
    best = max(totals)
    return [s for s, p in enumerate(totals) if p == best]
