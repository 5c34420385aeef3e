"""No text a player needs is drawn below a legible size, on any table, at the smallest window
and at the UI scales (issue 23: about 11 px at 100 %, scaled with the UI scale).

Every text is rendered through the fonts ``UI.font`` makes (client.ui.Font); while
``client.ui.TEXT_LOG`` is a list each render is noted there at the pixel size it shows (a
card painted at a native width and smoothscaled notes its text times that factor)."""

import pytest
from label_fit import drawn, resize
from table_helpers import ai_move

import client.ui
from client.testing import confirm_pass, frames, make_app, run_until
from client.ui import UI_SCALES
from rules.core import Config, Match, Seat

FLOOR = 11  # px at 100 %
# the smallest window and a laptop's at the largest scale (issue 39: the chosen scale holds at
# every window size; it used to give way to 100 % at 1024x640), and 1600x900
SIZES = [
    ((1024, 640), "100"),
    ((1024, 640), "150"),
    ((1366, 768), "150"),
    ((1600, 900), "100"),
    ((1600, 900), "150"),
]
# busy states: mid-game with hands, the most seats, the Krysis advanced set-aside screen
TABLES = [
    ("imperio", 3, 7, {}),
    ("imperio", 5, 13, {}),
    ("virrey", 1, 12, {}),
    ("virrey", 4, 25, {}),
    ("krysis", 2, 30, {}),
    ("krysis", 4, 90, {}),
    ("krysis", 3, 0, {"advanced": True}),
]


def match_in(game, players, moves, options, seed=3):
    import random

    seats = [Seat("Jugadora 1", "human")] + [Seat(f"Máquina {i}", "greedy") for i in range(1, players)]
    match = Match.new(game, Config(players, seed, options), seats)
    rng = random.Random(seed)
    while moves > 0 and not match.is_over():
        ai_move(match, match.state.to_act()[0], rng)
        moves -= 1
    return match


def table_texts(game, players, moves, options, size, scale, lang="es"):
    """Open the table of that match at ``size`` and ``scale``: (the (px, text, width) of every
    text drawn from the table's first frame on, the floor at the scale the player chose (11 px
    times 1.5 for 150 %, at every window size), the hand's (card, rect, ``name_drawn``), the
    app, closed)."""
    seen = table_seen(game, players, moves, options, size, scale, lang)
    return seen["log"], seen["floor"], seen["hand"], seen["app"]


def table_seen(game, players, moves, options, size, scale, lang="es") -> dict:
    """``table_texts``'s, by name, and ``texts``: the (rect on screen, words) of every text of
    the last frame, followed through the surfaces it was painted on (tests/client/text_ink.py)."""
    from text_ink import frame_texts, tracking

    app = make_app(lang=lang)
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        with tracking():
            client.ui.TEXT_LOG = log = []
            app.start_match(match_in(game, players, moves, options))
            frames(app, 3)
            confirm_pass(app)
            frames(app, 2)
            if options.get("advanced"):  # the set-aside screen: once the AI seats have set theirs aside
                assert run_until(app, lambda: app.top.deciding == 0, 600)
            drawn(app)
            texts = frame_texts(app)
        table = app.top.table
        hand = [
            (card, table.hand_card_rect(card), name_drawn(table, card, table.hand_card_rect(card).w))
            for card in table.hand()
        ]
        assert app.ui.scale == UI_SCALES[scale]  # the choice holds, whatever the window
        return {
            "log": log,
            "floor": round(FLOOR * UI_SCALES[scale]),
            "hand": hand,
            "app": app,
            "texts": texts,
            "table": table,
        }
    finally:
        client.ui.TEXT_LOG = None
        app.close()


@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize("game,players,moves,options", TABLES)
def test_no_text_below_the_floor(game, players, moves, options, size, scale):
    log, floor, _, _ = table_texts(game, players, moves, options, size, scale)
    assert log, "nothing noted: the hook missed the table's text"
    small = sorted({(round(px, 1), text) for px, text, _ in log if px < floor - 0.5})
    assert small == [], f"{len(small)} texts below {floor} px: {small[:25]}"


# every table of the five games, in the busy states their text tests visit
EVERY_TABLE = [
    *TABLES,
    ("tribunal", 3, 60, {}),
    ("tribunal", 5, 260, {}),
    ("ausonia", 2, 60, {}),
    ("ausonia", 4, 200, {}),
    ("imperio", 3, 33, {}),  # late: four won events in a box (their chips), five in the next
    ("imperio", 4, 39, {}),
]


@pytest.mark.parametrize("size,scale", [*SIZES, ((1600, 900), "125")])
@pytest.mark.parametrize("game,players,moves,options", EVERY_TABLE)
def test_no_two_texts_overlap(game, players, moves, options, size, scale):
    """No text of a frame is drawn over another (issue 39: "Ana (tú) juega" over "Electores …"
    on El Viejo Imperio's player bar, won-event chips running together): each text followed
    from the surface it is painted on (a card, a panel) to the screen, a text hidden under a
    card laid over it left out."""
    from text_ink import overlapping

    texts = table_seen(game, players, moves, options, size, scale)["texts"]
    assert len(texts) > 20, "nothing followed: the tracking missed the table's text"
    both = overlapping(texts)
    assert both == [], f"{len(both)} texts over others at {size} {scale} %: {both[:12]}"


# where each game sets a card's name: centred on the card, or from its left edge (Krysis)
NAME_ALIGN = {"imperio": "center", "virrey": "center", "krysis": "left"}


def name_drawn(table, card, width):
    """(the card's name, the lines its face shows of it, their widest on screen): the face
    painted anew at ``width`` with the text log on."""
    if table.game_id == "krysis":
        name, paint = table.ui.localized(table.painter.cards.agents[card].name), table.painter.agent
    else:
        name, paint = table.painter.name(card), table.painter.face
    client.ui.TEXT_LOG = log = []
    try:
        paint(card, width)
    finally:
        client.ui.TEXT_LOG = None
    # (a Krysis agent's company letter, drawn first, is no line of its name: "H" of "Hostigador")
    # (a word split at a syllable, "Maximilia-" over "no II", is a line of it too)
    lines = [
        (text, w)
        for _, text, w in log[1 if table.game_id == "krysis" else 0 :]
        if (part := text.rstrip("…").strip()) and (part in name or (part.endswith("-") and part[:-1] in name))
    ]
    return name, [text for text, _ in lines], max((w for _, w in lines), default=0)


# Not yet: Virrey's four cards at 150 % are too many for its hand's row at a size whose
# names read whole ("Contrabandista")
CROWDED = pytest.mark.xfail(strict=True, reason="the hand's row is too short for its cards' names")
HANDS = [
    ("imperio", 3, 7, {}),
    ("imperio", 5, 13, {}),
    ("virrey", 1, 12, {}),
    ("virrey", 4, 25, {}),  # CROWDED at 1024x640 (the test marks it)
    ("krysis", 2, 30, {}),
    ("krysis", 4, 90, {}),
]


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
@pytest.mark.parametrize("game,players,moves,options", HANDS)
def test_hand_names_whole_at_150(game, players, moves, options, size, request):
    """Each hand card shows its whole name (no word cut, none left out), and no card drawn
    after it covers that name (the top 40 % of the card, where the names are; on a Krysis
    card none covers any of it: its speed, combat and capacity are read as much as its name,
    and a staggered hand that hid them passed here)."""
    import pygame

    if (game, players, size) == ("virrey", 4, (1024, 640)):
        request.applymarker(CROWDED)

    _, _, hand, _ = table_texts(game, players, moves, options, size, "150")
    assert hand, "no hand"
    rects = [r for _, r, _ in hand]
    drawn_order = sorted(range(len(rects)), key=lambda i: (rects[i].y, i))  # a staggered hand: upper first
    for i, (card, rect, (name, lines, widest)) in enumerate(hand):
        assert " ".join(lines).replace("- ", "").split() == name.split(), (card, name, lines)
        start = rect.x + rect.w // 16 if NAME_ALIGN[game] == "left" else rect.centerx - widest / 2
        spot = pygame.Rect(int(start), rect.y, int(widest) + 1, int(rect.h * 0.4))
        if game == "krysis":
            spot = pygame.Rect(rect)
        above = drawn_order[drawn_order.index(i) + 1 :]
        assert not [j for j in above if rects[j].colliderect(spot)], (
            name,
            tuple(rect),
            tuple(spot),
            [tuple(rects[j]) for j in above],
        )


@pytest.mark.parametrize("game,players,moves,options", [TABLES[1], TABLES[3], TABLES[5]])
def test_a_small_window_gives_the_table_the_room(game, players, moves, options):
    """At 1024x640 the side panel takes under 30 % of the width (it took a third), so the
    table has room for its text at the floor."""
    app = make_app()
    try:
        resize(app, (1024, 640))
        app.start_match(match_in(game, players, moves, options))
        frames(app, 2)
        confirm_pass(app)
        frames(app)
        assert app.top.table.rect.w >= 0.7 * 1024, tuple(app.top.table.rect)
    finally:
        app.close()


# Krysis's hand at the window sizes and UI scales a player may choose, in both languages: the
# basic game's six agents of round 1 (the lead's play-test: at 1600x900 and 150 % they
# overlapped, "Vetera", "Skirmis"), the tactical game's nine (the largest hand: "draws back
# to 9")
KRYSIS_HANDS = [({}, 0, 6), ({"tactical": True}, 18, 9)]
KRYSIS_SIZES = [
    ((1024, 640), "100"),
    ((1024, 640), "150"),
    ((1280, 720), "125"),
    ((1600, 900), "150"),
    ((2560, 1440), "fit"),
]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", KRYSIS_SIZES)
@pytest.mark.parametrize("options,moves,cards", KRYSIS_HANDS)
def test_krysis_hand_cards_read_whole(options, moves, cards, size, scale, lang):
    """Every card of a Krysis hand shows whole, none over another (its name and its values:
    speed, combat, capacity), each name whole on its face, all on the table; a hand longer
    than that room holds shows a page at a time, and its arrows (pressed with the mouse)
    show every card."""
    from client.testing import click

    app = make_app(lang=lang)
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        app.start_match(match_in("krysis", 2, moves, options))
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        table = app.top.table
        assert len(table.hand()) == cards
        seen: list[str] = []
        for _ in range(cards):
            rects = table.hand_rects()
            assert rects, "no hand card shown"
            for card, r in rects.items():
                assert table.rect.contains(r), (card, tuple(r), tuple(table.rect))
                others = [c for c, o in rects.items() if c != card and o.colliderect(r)]
                assert others == [], (card, tuple(r), others)
                name, lines, _ = name_drawn(table, card, r.w)
                assert " ".join(lines).split() == name.split(), (card, r.w, name, lines)
            seen += [c for c in rects if c not in seen]
            arrows = table.page_arrows()
            if len(rects) == cards:
                assert arrows == {}
                break
            click(app, arrows[+1].center)
        assert sorted(seen) == sorted(table.hand()), "a card no page shows"
    finally:
        app.close()


@pytest.mark.parametrize("size,scale", [((1024, 640), "100"), ((1600, 900), "150")])
@pytest.mark.parametrize(
    "lang,labels",
    [
        ("es", ["Combate 6", "Transp. 6", ("Valor de la oferta 0", "Oferta 0")]),
        ("en", ["Fighters 6", "Transp. 6", ("Bid value 0", "Bid 0")]),
    ],
)
def test_krysis_deck_and_bid_labels_whole(lang, labels, size, scale):
    """Round 1's sealed bid: each deck's label under it and the bid's value read whole (at
    1024x640 they read "Comba…" and "Valor de la ofert…"); the bid's value may drop words."""
    log, _, _, _ = table_texts("krysis", 2, 0, {}, size, scale, lang)
    texts = {text for _, text, _ in log}
    for label in labels:
        assert set(label if isinstance(label, tuple) else (label,)) & texts, (
            label,
            sorted(t for t in texts if t.endswith("…")),
        )


def test_krysis_choosing_a_long_hand_shows_the_latest_chosen():
    """Choosing the tactical hand at 1024x640: with eight chosen, more than the hand's row holds
    whole, the latest chosen show (the one just chosen among them) under "Mano (8)" (no page's
    count: the choice has no page arrows)."""
    from client.testing import run_until

    app = make_app()
    try:
        resize(app, (1024, 640))
        app.start_match(match_in("krysis", 2, 8, {"tactical": True}))
        frames(app, 3)
        confirm_pass(app)
        table = app.top.table
        assert run_until(app, lambda: table.mode == "choose", 600)
        client.ui.TEXT_LOG = log = []
        frames(app)
        chosen = list(table.me().hand)
        shown = [card for card, zone, _ in app.ui.card_records if zone == "hand"]
        assert len(chosen) == 8 and shown and shown == chosen[-len(shown) :], (chosen, shown)
        assert table.page_arrows() == {}
        assert "Mano (8)" in {text for _, text, _ in log}
    finally:
        client.ui.TEXT_LOG = None
        app.close()


# Krysis's busiest tables: every text whole, none cut with "…" (the opponents' footers, the
# camp's defence in them, "no goods on the way", a one-word name on a team card: "Camorr…")
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize("players,moves", [(4, 90), (4, 60), (3, 45)])
def test_krysis_texts_read_whole(players, moves, size, scale, lang):
    log, _, _, _ = table_texts("krysis", players, moves, {}, size, scale, lang)
    cut = sorted({text for _, text, _ in log if text.endswith("…")})
    assert cut == [], f"texts cut at {size} {scale} %: {cut}"


# El Viejo Imperio's and Virrey's tables in the states of the busiest text (five seats at round
# 4, three at round 3; Virrey's four seats in the first auction, and the solo game in its
# development): every text whole, none cut with "…" (a dynasty's band "Habsburgo-L…", the
# previous round's "Decided by: pe…", a seat's name "Máquina…", the draw pile's counts, the
# prompt in the bottom strip; Virrey's pile labels "Gran…", a law's timing "Final de p…", the
# solo goal, the power tokens left "5×4 6×2…", the words of a law's text on a card)
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize("players,moves", [(5, 13), (3, 7), (4, 40)])  # (4, 40): Electors set aside
def test_imperio_texts_read_whole(players, moves, size, scale, lang):
    assert_none_cut("imperio", players, moves, size, scale, lang)


def assert_none_cut(game, players, moves, size, scale, lang):
    log, _, _, _ = table_texts(game, players, moves, {}, size, scale, lang)
    cut = sorted({text for _, text, _ in log if text.endswith("…")})
    assert cut == [], f"texts cut at {size} {scale} %: {cut}"


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize("players,moves", [(4, 25), (1, 12), (3, 60)])  # (3, 60): laws in small pyramids
def test_virrey_texts_read_whole(players, moves, size, scale, lang):
    assert_none_cut("virrey", players, moves, size, scale, lang)


# At 1280x720 and 125 % the power tokens left took a third line the panel has not ("15…"):
# the lines under the first run under the token's icon, the whole width
@pytest.mark.parametrize("lang", ["es", "en"])
def test_virrey_power_tokens_whole_at_125(lang):
    assert_none_cut("virrey", 2, 30, (1280, 720), "125", lang)


@pytest.mark.parametrize("size,scale", [((1024, 640), "100"), ((1366, 768), "150"), ((1600, 900), "150")])
def test_krysis_mission_keeps_its_name(size, scale):
    """The viewer's mission card, behind the screen, shows its name (issue 39: at 140 % it
    showed only its crystal and points, too narrow to set the name at the text's scale)."""
    table = table_seen("krysis", 2, 30, {}, size, scale)["table"]
    mission = table.me().mission
    name = table.ui.localized(table.painter.cards.missions[mission].name)
    client.ui.TEXT_LOG = log = []
    try:
        table.painter.mission(mission, table.mission_rect().w)  # painted anew at its width, noted
    finally:
        client.ui.TEXT_LOG = None
    words = " ".join(text for _, text, _ in log)
    assert words.split()[: len(name.split())] == name.split(), (name, words)


@pytest.mark.parametrize("size,scale", [((1024, 640), "100"), ((1600, 900), "150")])
def test_krysis_ring_goes_round_a_home_crystals_count(size, scale):
    """At the sealed bid the keyboard's stop on a home crystal, which its focus ring and a
    hint's light go round, holds the crystal's "×N" count (issue 39: the ring covered "×2")."""
    from client.krysis.keys import stops

    seen = table_seen("krysis", 2, 30, {}, size, scale)
    table = seen["table"]
    rings = {name: rect for name, rect in stops(table) if name.startswith("home:")}
    assert rings, "no home crystal to bid"
    for name, ring in rings.items():
        crystal = table.home_rects()[name.split(":")[1]]
        counts = [
            r for r, words in seen["texts"] if words.startswith("×") and crystal.right <= r.x <= crystal.right + 8
        ]
        counts = [r for r in counts if abs(r.centery - crystal.centery) < crystal.h // 2]
        assert len(counts) == 1, (name, counts)
        assert ring.contains(counts[0]), (name, tuple(ring), tuple(counts[0]))


@pytest.mark.parametrize("size,scale", [((1024, 640), "100"), ((1366, 768), "100"), ((1600, 900), "150")])
def test_krysis_mission_card_leaves_the_relics_label_clear(size, scale):
    """The home's "Reliquias: N" label is not covered by the mission card under it (a Krysis
    lesson played by mouse at 1024x640: the card lay over the label at every step)."""
    seen = table_seen("krysis", 2, 30, {}, size, scale)
    table = seen["table"]
    assert table.me().mission, "no mission"
    label = table.ui.t("krysis.table.home_relics", n=len(table.me().home_relics))
    found = [r for r, words in seen["texts"] if words == label]
    assert found, (label, [w for _, w in seen["texts"]][:40])
    assert not any(r.colliderect(table.mission_rect()) for r in found), (found, tuple(table.mission_rect()))
