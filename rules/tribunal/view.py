"""What one seat may know of a Grand Tribunal game (T-17), and resampling what it may not.

Public: the vote register and the Concilium, the Regio, the face-up rows, the deck sizes
and the discard piles (face up), both register counters, the Praeco, every vis store,
every hand's size, every Sanctum card's place (Laboratory, Library, Vault, awards), its
vis, and, when face up, its id, whether it is active and the categories of the Spells
installed on it (only their type shows under the Item's edge), the awards, the points
sheet, the dice rolled.
Private to the seat: its hand, the ids of its own face-down Sanctum and Vault cards, the
ids of the Spells installed on its Items, the card it drew blind.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SanctumCard:
    """A card in a Sanctum. ``id`` is None for another seat's face-down card (its back only)."""

    id: str | None
    kind: str  # item, spell, resource (the back shows the deck)
    face_up: bool
    active: bool
    vis: int  # vis on the card (its advance paid so far)
    ready: bool  # its advance is paid and it may be activated (known only if face up or own)
    installed: tuple[str, ...] | None  # Spells installed on an Item: ids for the owner only
    installed_categories: tuple[str, ...]  # their categories, seen by everyone
    award: tuple[int, int] | None  # (Tribunal 1-3, place 1-3) for an awarded Item


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    vis: int
    hand_count: int
    hand_limit: int
    laboratory: tuple[SanctumCard, ...]  # Items, not awarded
    library: tuple[SanctumCard, ...]  # Spells not installed
    vault: tuple[SanctumCard, ...]  # Resources, face down
    awarded: tuple[SanctumCard, ...]  # Items set aside with their award counter
    points: int
    points_by_tribunal: tuple[int, ...]
    # private: None for the other seats
    hand: tuple[str, ...] | None


@dataclass(frozen=True, slots=True)
class SheetLine:
    """One line of the points sheet: an active Item scored at a Tribunal."""

    tribunal: int
    seat: int
    item: str
    votes: int
    place: int  # 1-3, or 0 for an honourable mention
    shared: bool  # the place was shared (a tie no rule broke)
    points: int


@dataclass(frozen=True, slots=True)
class Roll:
    """A contested-source roll: the die faces thrown (1 and 6 re-rolled) and the vis gained."""

    seat: int
    faces: tuple[int, ...]
    vis: int
    paid: int  # vis paid to the gatherer (2 for a joiner, 0 for the gatherer)


@dataclass(frozen=True, slots=True)
class TribunalView:
    seat: int | None
    players: int
    options: tuple[tuple[str, bool], ...]
    tribunal: int  # 1, 2, 3 (3 is the Grand Tribunal)
    round: int  # 1..players within the Tribunal
    phase: str  # setup, turn, tribunal, over
    step: str | None  # draw, praeco, main, advance, effect, keep, join, discard, present
    to_act: tuple[int, ...]
    praeco: int
    active: int | None  # whose turn (or setup draw) it is
    dealer: int
    votes: tuple[tuple[str, int], ...]  # the ten spaces of the vote register, in order
    concilium: int  # vote counters left in the common pile
    regio: int  # vis in the common pile
    item_row: tuple[str, ...]
    spell_row: tuple[str, ...]
    decks: tuple[tuple[str, int], ...]  # (deck, cards left)
    discards: tuple[tuple[str, tuple[str, ...]], ...]  # (deck, its discard pile, face up)
    registers: tuple[tuple[str, int, int], ...]  # (source, Tribunal area 1-4, space index)
    extract: int  # vis an Extract gives now
    used: tuple[str, ...]  # the kinds of action taken this turn
    actions_left: int
    advance: tuple[str | None, ...]  # cards given vis in the advance under way (None: face down)
    effect: str | None  # the effect under way
    effect_left: int
    effect_card: str | None  # the Spell or Resource whose effect it is
    casting: str | None  # the cast Spell waiting for its keep-or-discard decision
    gatherer: int | None  # who started the contested gathering under way
    rolls: tuple[Roll, ...]  # the dice of the last contested gathering
    sheet: tuple[SheetLine, ...]
    players_view: tuple[PlayerView, ...]
    # added after the first contract (tribunal_API.changes): what a state rebuilt from the
    # view needs to go on
    praeco_votes: tuple[str, ...] = ()  # the spaces the Praeco has voted on this turn
    joiners: tuple[int, ...] = ()  # the seats still to decide whether to join the roll
    join_bonus: int = 0  # the vis a joiner adds to its roll (the contested space's Y)
    setup_left: int = 0  # the draws the active seat still makes at setup
    presenting: tuple[int, ...] = ()  # at a Tribunal: the seats still to choose what they present


def _card(st, cid: str, kind: str, me: bool) -> SanctumCard:
    up = cid in st.face_up
    known = up or me
    inst = st.installed.get(cid, ())
    cards = st.cards
    return SanctumCard(
        cid if known else None,
        kind,
        up,
        cid in st.active,
        st.vis_on.get(cid, 0),
        known and kind != "resource" and cid not in st.active and st.vis_on.get(cid, 0) >= cards.cost(cid),
        tuple(inst) if me else None,
        tuple(cards.spells[s].category for s in inst),
        st.award.get(cid),
    )


def make_view(st, seat: int | None) -> TribunalView:
    st.check_seat(seat, spectator=True)
    ps = []
    for s in range(st.n):
        me = s == seat
        ps.append(
            PlayerView(
                s,
                st.store[s],
                len(st.hand[s]),
                st.hand_limit(s),
                tuple(_card(st, c, "item", me) for c in st.lab[s]),
                tuple(_card(st, c, "spell", me) for c in st.library[s]),
                tuple(_card(st, c, "resource", me) for c in st.vault[s]),
                tuple(_card(st, c, "item", me) for c in st.awarded[s]),
                sum(st.points[s]),
                tuple(st.points[s]),
                tuple(st.hand[s]) if me else None,
            )
        )
    adv = tuple(c if (c in st.face_up or st.active_seat() == seat) else None for c in st.adv)
    return TribunalView(
        seat,
        st.n,
        tuple(sorted((k, bool(v)) for k, v in st.config.options.items())),
        st.tribunal,
        st.round,
        st.phase,
        st.step,
        st.to_act(),
        st.praeco,
        st.active_seat(),
        st.dealer,
        tuple(zip(st.cards.spaces, st.votes)),
        st.concilium,
        st.regio,
        tuple(st.row["items"]),
        tuple(st.row["spells"]),
        tuple((d, len(st.deck[d])) for d in st.cards.decks),
        tuple((d, tuple(st.discard[d])) for d in st.cards.decks),
        tuple((src, st.reg[src][0], st.reg[src][1]) for src in st.cards.sources),
        st.extract_amount(),
        tuple(st.used),
        st.actions_left(),
        adv,
        st.effect,
        st.effect_left,
        st.effect_card,
        st.casting,
        st.gatherer,
        tuple(st.rolls),
        tuple(st.sheet),
        tuple(ps),
        tuple(st.praeco_votes),
        tuple(st.joiners),
        st.join_bonus,
        st.setup_left if st.phase == "setup" else 0,
        tuple(st.presenting),
    )
