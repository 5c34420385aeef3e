"""Virrey's table, headless: a move the player made stays made (sealed choices shown to
their owner, follow-ups the drop already decided answered by the table, no control moving
under the pointer between two clicks). Real pygame mouse events against a real game."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import rules  # noqa: E402
from client.tableview import format_log  # noqa: E402
from client.ui import UI, Settings  # noqa: E402
from rules.core.game import Config  # noqa: E402
from rules.core.match import Match, Seat  # noqa: E402
from rules.virrey import actions as A  # noqa: E402
from rules.virrey.tokens import COLOURS  # noqa: E402

rules.load_all_games()
from table_helpers import ai_move, mouse_click, mouse_drag, pump, show  # noqa: E402

import client.virrey as virrey  # noqa: E402

NAMES = ["Ana", "Bruno", "Carla"]


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    yield pygame.display.set_mode((1600, 900))


def make(players=2, seed=1, virtual=0, rect=(0, 0, 1200, 900)):
    ui = UI(Settings(anim_speed=0.0, lang="es"))
    match = Match.new(
        "virrey", Config(players=players, seed=seed, options={"virtual": virtual}), [Seat(n) for n in NAMES[:players]]
    )
    table = virrey.TABLE(ui, "virrey", NAMES[:players])
    table.set_rect(pygame.Rect(rect))
    return ui, match, table


def draw(ui, table, screen):
    ui.begin_frame()
    screen.fill((0, 0, 0))
    table.update(1 / 60)
    table.draw(screen)


def drawn_at(table, card):
    """The rects where ``card`` was drawn face up in the last frame."""
    return [pygame.Rect(r) for r, c in table.hits if c == card]


def center(table, name):
    return table.drop_rects()[name].center


# -- setup ---------------------------------------------------------------------------------
def test_returned_gems_stay_returned_until_the_reveal(screen):
    ui, match, table = make()
    show(table, match)
    draw(ui, table, screen)
    assert table.shown_gems() == (2, 2, 2, 2)
    reserve = tuple(match.state.reserve)
    got = mouse_click(table, center(table, "screen:red")) + mouse_click(table, center(table, "screen:blue"))
    assert got == [A.ReturnGems(("blue", "red"))]
    match.apply(0, got[0])
    show(table, match)  # seat 0 still chooses its first card: the returned gems stay returned
    draw(ui, table, screen)
    assert table.shown_gems() == (1, 1, 2, 2)
    assert table.shown_reserve() == (reserve[0] + 1, reserve[1] + 1, reserve[2], reserve[3])
    # the other seat sees nothing of it
    show(table, match, seat=1)
    assert table.shown_gems() == (2, 2, 2, 2) and table.shown_reserve() == reserve


def test_first_card_stays_in_its_slot_marked_chosen(screen):
    ui, match, table = make()
    match.apply(0, A.ReturnGems(("red", "red")))
    show(table, match)
    draw(ui, table, screen)
    card = match.state.dealt[0][1]
    got = mouse_drag(table, table.hand_card_rect(card).center, center(table, "slot:1:0"))
    assert got == [A.StartCard(card)]
    match.apply(0, got[0])
    show(table, match)  # now choosing the card to keep: the first card is still on the table
    draw(ui, table, screen)
    assert card not in table.hand()
    assert drawn_at(table, card) == [table.own_geo().rect(1, 0)]
    assert table.chosen_in_pyramid() == [(card, (1, 0), "start")]


def test_setup_return_buttons_stay_put_between_two_clicks(screen):
    ui, match, table = make()
    show(table, match)
    draw(ui, table, screen)
    before = {k: r for k, r in table.drop_rects().items() if k.startswith("button:")}
    red = before["button:return:red"].center
    assert mouse_click(table, red) == []
    after = {k: r for k, r in table.drop_rects().items() if k.startswith("button:")}
    assert after == before  # the undo button was there from the start (disabled)
    assert mouse_click(table, red) == [A.ReturnGems(("red", "red"))]


# -- development -------------------------------------------------------------------------------
def _until(match, rng, done, human=0, max_steps=4000):
    """AI moves for every seat (the human's too) until ``done(state)`` with the human to act."""
    for _ in range(max_steps):
        state = match.state
        if match.is_over():
            return False
        if human in state.to_act() and done(state):
            return True
        seat = next((s for s in state.to_act() if s != human), None)
        ai_move(match, human if seat is None else seat, rng)
    return False


def _dev_with_two_slots(state):
    if state.phase != "dev" or state.tasks or len(state.pyr[0]) < 2:
        return False
    return any(isinstance(a, A.Play) and len(state.playable_slots(0, a.card)) >= 2 for a in state.legal(0))


def test_a_card_dropped_on_a_slot_is_placed_there_without_asking_again(screen):
    for seed in range(1, 20):
        ui, match, table = make(seed=seed)
        rng = random.Random(seed)
        if not _until(match, rng, _dev_with_two_slots):
            continue
        state = match.state
        play = next(a for a in state.legal(0) if isinstance(a, A.Play) and len(state.playable_slots(0, a.card)) >= 2)
        slot = state.playable_slots(0, play.card)[-1]  # not the first one offered
        waited = []
        show(table, match)
        draw(ui, table, screen)
        got = mouse_drag(table, table.hand_card_rect(play.card).center, center(table, f"slot:{slot[0]}:{slot[1]}"))
        assert got == [play]
        match.apply(0, play)
        if 1 in match.state.to_act():  # the other seat still choosing: the pick shows in its slot
            show(table, match)
            draw(ui, table, screen)
            assert play.card not in table.hand()
            assert drawn_at(table, play.card) == [table.own_geo().rect(*slot)]
        while not match.is_over() and not (
            0 in match.state.to_act() and match.state.tasks and match.state.tasks[-1][0] == "place"
        ):
            if ("place", 0, play.card) in [tuple(t[:3]) for t in match.state.tasks]:
                show(table, match)  # revealed, others place first: still shown in its slot
                draw(ui, table, screen)
                assert drawn_at(table, play.card) == [table.own_geo().rect(*slot)]
                waited.append(True)
            ai_move(match, next(s for s in match.state.to_act() if s != 0), rng)
        if not (match.state.tasks and match.state.tasks[-1][2] == play.card):
            continue
        show(table, match)
        assert pump(table) == [A.Place(*slot)]  # no second gesture: the table answers it
        if waited:
            return
    raise AssertionError("no seed gave a card with two playable slots")


# -- auction -----------------------------------------------------------------------------------
def _two_card_colour_alone(state):
    """Bid phase, the human to bid, a colour with two cards that the human can bid."""
    if state.phase != "bid" or state.tasks or state.n != 1:
        return False
    return any(isinstance(a, A.Bid) and all(state.auction[COLOURS.index(a.colour) * 2 :][:2]) for a in state.legal(0))


def test_a_gem_dropped_on_one_card_of_two_bids_for_that_card(screen):
    for seed in range(1, 40):
        ui, match, table = make(players=1, seed=seed, virtual=1)
        rng = random.Random(seed)
        if not _until(match, rng, _two_card_colour_alone):
            continue
        state = match.state
        bid = next(
            a for a in state.legal(0) if isinstance(a, A.Bid) and all(state.auction[COLOURS.index(a.colour) * 2 :][:2])
        )
        show(table, match)
        draw(ui, table, screen)
        got = mouse_drag(table, center(table, f"screen:{bid.colour}"), center(table, f"take:{bid.colour}:top"))
        assert got == [bid]
        match.apply(0, bid)
        if not (
            0 in match.state.to_act() and match.state.tasks and match.state.tasks[-1][0] in ("choose2", "vs_virtual")
        ):
            continue  # the virtual opponent took another colour's card or none: nothing to choose
        show(table, match)
        assert pump(table) == [A.Take(bid.colour, True)]
        return
    raise AssertionError("no seed gave a choice between two cards")


def test_a_gem_dropped_on_the_colour_asks_which_card(screen):
    for seed in range(1, 40):
        ui, match, table = make(players=1, seed=seed, virtual=1)
        rng = random.Random(seed)
        if not _until(match, rng, _two_card_colour_alone):
            continue
        state = match.state
        bid = next(
            a for a in state.legal(0) if isinstance(a, A.Bid) and all(state.auction[COLOURS.index(a.colour) * 2 :][:2])
        )
        show(table, match)
        draw(ui, table, screen)
        tile = table.layout.rows[COLOURS.index(bid.colour)][1].center  # the colour's auction card
        assert mouse_drag(table, center(table, f"screen:{bid.colour}"), tile) == [bid]
        match.apply(0, bid)
        if not (match.state.tasks and match.state.tasks[-1][0] in ("choose2", "vs_virtual")):
            continue
        show(table, match)
        assert pump(table) == [] and table.auto is None
        return
    raise AssertionError("no seed gave a choice between two cards")


# -- reading the table ---------------------------------------------------------------------------
def test_the_log_has_one_secret_decision_line_per_seat_and_step():
    ui, match, _ = make(players=2, seed=3)
    for seat in (0, 1):
        match.apply(seat, A.ReturnGems(("red", "red")))
        match.apply(seat, A.StartCard(match.state.dealt[seat][0]))
        match.apply(seat, A.KeepCard(None))
    lines = format_log(virrey, ui, match.state.events_for(0), NAMES[:2])
    secret = [x for x in lines if x and "en secreto" in x]
    assert secret == ["Ana ha decidido en secreto", "Bruno ha decidido en secreto"]


def test_gems_taken_one_at_a_time_make_one_log_line_with_the_count():
    from rules.core.state import Event

    ui, _, _ = make(players=2, seed=3)
    gem = lambda seat, c: Event("virrey.gems", {"seat": seat, "colours": [c]}, None)  # noqa: E731
    events = [gem(0, "yellow"), gem(0, "yellow"), gem(0, "red"), gem(1, "yellow")]
    lines = format_log(virrey, ui, events, NAMES[:2])
    assert len(lines) == 2, lines
    assert "2" in lines[0] and "Ana" in lines[0] and "Bruno" in lines[1]
    assert (
        lines[0]
        == format_log(
            virrey, ui, [Event("virrey.gems", {"seat": 0, "colours": ["yellow", "yellow", "red"]}, None)], NAMES[:2]
        )[0]
    )


def test_the_header_names_the_phase_under_way(screen):
    ui, match, table = make(players=2, seed=4)
    rng = random.Random(4)
    seen = {}
    while not match.is_over() and len(seen) < 3:
        state = match.state
        show(table, match, seat=state.to_act()[0])
        draw(ui, table, screen)
        from client.virrey import panels

        text = panels.status_text(table.drawer, 0)
        if state.turn == 0:
            seen["setup"] = text
            assert text == "Preparación", text  # not "Turno 0/12 · Subasta 0"
        elif state.phase == "dev" or (state.tasks and state.dev_round and state.phase != "bid"):
            seen["dev"] = text
            assert "Desarrollo" in text and "Subasta" not in text, text
        elif state.phase == "bid":
            seen["bid"] = text
            assert "Subasta" in text, text
        ai_move(match, state.to_act()[0], rng)
    assert len(seen) == 3


def test_the_token_supply_is_explained_on_hover(screen):
    ui, match, table = make(players=2, seed=5)
    show(table, match)
    draw(ui, table, screen)
    sup = table.layout.supply
    tips = [text for rect, text in table.drawer.tips if sup.contains(rect)]
    assert any("magia/ciencia" in x for x in tips) and any("puntos de poder" in x for x in tips)
    assert sum("círculo" in x for x in tips) == 4
    power = next(rect for rect, text in table.drawer.tips if "puntos de poder" in text)
    before = screen.copy()
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=power.center, rel=(0, 0), buttons=(0, 0, 0)))
    pump(table)
    draw(ui, table, screen)  # the explanation box opens by the pointer
    near = pygame.Rect(power.centerx - 200, power.centery - 200, 400, 400).clip(screen.get_rect())
    changed = sum(
        screen.get_at((x, y)) != before.get_at((x, y))
        for x in range(near.x, near.right, 4)
        for y in range(near.y, near.bottom, 4)
    )
    assert changed > 200


def test_every_player_s_final_painting_shows_before_the_results(screen):
    ui, match, table = make(players=2, seed=6)
    ui.settings.anim_speed = 1.0
    rng = random.Random(6)
    while not match.is_over():
        show(table, match, seat=match.state.to_act()[0])
        ai_move(match, match.state.to_act()[0], rng)
    table.anims.clear()
    show(table, match)
    assert table.busy()  # the scene waits: the results come after
    table.anims.clear()
    draw(ui, table, screen)
    for seat in (0, 1):
        for p in match.state.view(0).players_view[seat].pyramid:
            assert (p.card, "pyramid", seat) in ui.card_records
    assert mouse_click(table, (300, 300)) == []
    assert not table.busy()


def test_gem_colour_buttons_stay_put_when_a_colour_runs_out(screen):
    ui, match, table = make(players=1, seed=2, virtual=1)
    rng = random.Random(2)
    assert _until(match, rng, lambda st: bool(st.tasks) and st.tasks[-1][0] == "gems")
    show(table, match)
    draw(ui, table, screen)
    before = {k: r for k, r in table.drop_rects().items() if k.startswith("button:gem:")}
    assert len(before) == 4
    state = match.state
    colour = next(c for c in COLOURS if A.TakeGem(c) in state.legal(0))
    state.reserve[COLOURS.index(colour)] = 1  # the last gem of that colour
    state.touch()
    show(table, match)
    got = mouse_click(table, before[f"button:gem:{colour}"].center)
    assert got == [A.TakeGem(colour)]
    match.apply(0, got[0])
    if match.state.tasks and match.state.tasks[-1][0] == "gems":
        show(table, match)
        after = {k: r for k, r in table.drop_rects().items() if k.startswith("button:gem:")}
        assert after == before  # the colour run out stays, disabled: nothing moved under the pointer
        assert mouse_click(table, before[f"button:gem:{colour}"].center) == []


def test_a_card_face_stays_inside_its_rounded_frame(screen):
    from client.virrey.cards import CardPainter

    painter = CardPainter(UI(Settings(lang="es")))
    for card in list(painter.cards.characters)[:12]:
        face = painter.face(card, 360)  # the zoom's size
        w, h = face.get_size()
        for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert face.get_at((x, y)).a == 0, (card, (x, y))


def test_deck_buttons_stay_put_when_a_deck_runs_out(screen):
    for seed in range(1, 30):
        ui, match, table = make(players=1, seed=seed, virtual=1)
        rng = random.Random(seed)
        if not _until(match, rng, lambda st: bool(st.tasks) and st.tasks[-1][0] == "draw", max_steps=600):
            continue
        show(table, match)
        draw(ui, table, screen)
        before = {k: r for k, r in table.drop_rects().items() if k.startswith("button:deck:")}
        assert set(before) == {"button:deck:laws", "button:deck:small"}
        match.state.small[:] = []  # the small deck runs out
        match.state.touch()
        show(table, match)
        after = {k: r for k, r in table.drop_rects().items() if k.startswith("button:deck:")}
        assert after.keys() == before.keys()  # still there, disabled
        assert after["button:deck:laws"] == before["button:deck:laws"]
        assert mouse_click(table, after["button:deck:small"].center) == []
        assert mouse_click(table, after["button:deck:laws"].center) == [A.Draw("laws")]
        return
    raise AssertionError("no seed reached a draw")


def test_solo_table_shows_the_virtual_opponent_and_the_goal(screen):
    ui, match, table = make(players=1, seed=3, virtual=1)
    rng = random.Random(3)
    assert _until(match, rng, lambda st: st.phase == "bid" and not st.tasks)
    show(table, match)
    draw(ui, table, screen)
    head = [text for rect, text in table.drawer.tips if table.layout.head.contains(rect)]
    assert any(text.startswith("Virtual 1") for text in head)
    from client.virrey import panels

    assert "Solitario" in panels.goal_text(table.drawer)


def test_fists_show_whole_names(screen):
    ui, match, table = make(players=3, seed=2)
    names = ["Ana", "Bruno", "Catalina de Aragón"]
    table.seat_names = names
    rng = random.Random(2)
    assert _until(match, rng, lambda st: st.phase == "bid" and not st.tasks)
    show(table, match)
    draw(ui, table, screen)
    head = [text for rect, text in table.drawer.tips if table.layout.head.contains(rect)]
    assert any("Catalina de Aragón" in text for text in head)


@pytest.mark.parametrize("size", [(1200, 900), (760, 650)])
def test_the_card_to_place_clears_the_pyramid_title(screen, size):
    ui, match, table = make(rect=(0, 0) + size)
    rng = random.Random(5)
    assert _until(match, rng, lambda st: bool(st.tasks) and st.tasks[-1][0] == "place")
    show(table, match)
    draw(ui, table, screen)
    lay = table.layout
    s = lay.scale
    title = table.drawer.label(ui.t("virrey.pyramid_of", name="Ana"), 15 * s, bold=True)
    title_r = title.get_rect(topleft=(lay.pyr.x + int(10 * s), lay.pyr.y + int(6 * s)))
    tag = table.drawer.art.tag(ui.t("virrey.to_place"), max(10, int(12 * s)), (0, 0, 0))
    card = table.placing_rect()
    tag_r = table.placing_tag_rect(tag.get_size())
    status = table.drawer.label("Turno 12/12 · Desarrollo, ronda 3/3", 13 * s)
    status_r = status.get_rect(topright=(lay.pyr.right - int(10 * s), lay.pyr.y + int(8 * s)))
    for r in (card, tag_r):
        assert not r.colliderect(title_r) and not r.colliderect(status_r) and lay.pyr.contains(r)


def test_keeping_a_card_is_not_asked_as_a_drag_onto_the_hand(screen):
    ui, match, table = make()
    match.apply(0, A.ReturnGems(("red", "red")))
    match.apply(0, A.StartCard(match.state.dealt[0][0]))
    show(table, match)
    assert "mano" not in table.prompt()  # the cards are already in the hand
    card = match.state.dealt[0][1]
    assert mouse_click(table, table.hand_card_rect(card).center) == []
    # the prompt follows the click: the pick is confirmed with the button (seen in play: it
    # kept asking to click a card after one was picked)
    assert "Quedarme" in table.prompt() and "haz clic en la que quieras" not in table.prompt()
    assert mouse_click(table, center(table, "button:keep")) == [A.KeepCard(card)]
    match.apply(0, A.KeepCard(card))
    show(table, match)
    draw(ui, table, screen)
    assert table.committed_keep() == card  # marked "kept" in the hand until the reveal


def test_other_players_pyramids_fill_their_panel(screen):
    ui, match, table = make()
    rng = random.Random(1)
    assert _until(match, rng, lambda st: st.phase == "bid" and not st.tasks)
    show(table, match)
    draw(ui, table, screen)
    card = match.state.pyr[1].cells[(1, 0)]
    r = next(r for r, c in table.hits if c == card)
    assert r.h >= table.opp_pyramid_area(1).h * 0.9  # one level: as tall as the panel allows


def _dropped_and_revealed(screen):
    """A 2-player game where seat 0 dropped a card on its last playable slot and must place it now."""
    for seed in range(1, 20):
        ui, match, table = make(seed=seed)
        rng = random.Random(seed)
        if not _until(match, rng, _dev_with_two_slots):
            continue
        state = match.state
        play = next(a for a in state.legal(0) if isinstance(a, A.Play) and len(state.playable_slots(0, a.card)) >= 2)
        slot = state.playable_slots(0, play.card)[-1]
        show(table, match)
        draw(ui, table, screen)
        assert mouse_drag(
            table, table.hand_card_rect(play.card).center, center(table, f"slot:{slot[0]}:{slot[1]}")
        ) == [play]
        match.apply(0, play)
        while not match.is_over() and not (
            0 in match.state.to_act() and match.state.tasks and match.state.tasks[-1][0] == "place"
        ):
            ai_move(match, next(s for s in match.state.to_act() if s != 0), rng)
        if match.state.tasks and match.state.tasks[-1][2] == play.card:
            return ui, match, table, slot
    raise AssertionError("no seed gave a card with two playable slots")


def test_if_the_automatic_placement_is_lost_one_click_places_where_it_was_dropped(screen):
    ui, match, table, slot = _dropped_and_revealed(screen)
    show(table, match)
    pygame.event.clear()  # e.g. a dialog was on top and took the event
    draw(ui, table, screen)
    assert mouse_click(table, center(table, "button:confirm_place")) == [A.Place(*slot)]


def test_after_an_undo_the_placement_is_asked_not_repeated(screen):
    ui, match, table, slot = _dropped_and_revealed(screen)
    show(table, match)
    assert pump(table) == [A.Place(*slot)]
    show(table, match)  # the same decision again (the placement was undone)
    assert pump(table) == [] and table.auto is None


def test_an_opponent_who_made_the_setup_choices_is_marked_chosen(screen):
    from client.virrey import panels

    ui, match, table = make()
    show(table, match)
    draw(ui, table, screen)
    assert len(panels.seat_tags(table.drawer, 1)) == 1  # "decides"
    match.apply(1, A.ReturnGems(("red", "red")))
    match.apply(1, A.StartCard(match.state.dealt[1][0]))
    match.apply(1, A.KeepCard(None))
    show(table, match)
    assert len(panels.seat_tags(table.drawer, 1)) == 1  # no longer to act: "has chosen"


def test_a_dropped_card_stays_in_its_slot_while_its_placement_is_answered(screen):
    """Seen in play: between the reveal and the automatic placement the card left the slot it
    was dropped on and showed aside as "to place" (the screen forgot the drop for a moment)."""
    ui, match, table, slot = _dropped_and_revealed(screen)
    show(table, match)
    draw(ui, table, screen)
    card = match.state.tasks[-1][2]
    assert drawn_at(table, card) == [table.own_geo().rect(*slot)]
    assert pump(table) == [A.Place(*slot)]


def test_the_viewer_is_never_told_it_is_waiting_for_itself(screen):
    """Seen in play: while the table finished its animations, the status line read "Esperando
    la decisión secreta de Ana" to Ana herself; her question comes once the table is at rest."""
    ui, match, table = make()
    table.refresh(match.state.view(0), 0, [])  # both seats to choose; Ana not asked yet
    draw(ui, table, screen)
    assert "Ana" not in table.prompt() and "Bruno" in table.prompt()
    match.apply(1, A.ReturnGems(("red", "red")))
    match.apply(1, A.StartCard(match.state.dealt[1][0]))
    match.apply(1, A.KeepCard(None))
    assert list(match.state.to_act()) == [0]
    table.refresh(match.state.view(0), 0, [])
    assert table.prompt() == ""
    show(table, match)  # asked: the real question
    assert table.prompt() == ui.t("virrey.prompt.setup_return")
