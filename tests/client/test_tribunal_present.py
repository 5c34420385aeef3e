"""Grand Tribunal's table at a Tribunal (T-14): each player in turn chooses which completed
Items to present, asked at the table with the pass screen in hot-seat; a completed Item is
activated by dragging it onto the Regio, and "Present" ends the choice. Real posted mouse
events; the position is set up as data (rules.core.position)."""

from __future__ import annotations

from client.scenes.menu import MainMenu
from client.scenes.passdevice import PassScene
from client.testing import click, confirm_pass, drag, frames, make_app, run_until
from rules.core import Config, Match, Seat
from rules.core.position import edit
from rules.tribunal.actions import Activate, Done, EndTurn


def a_tribunal_called(seats):
    """Three players, the last turn of the first Tribunal's last round (seat 1 to act), Ana
    (seat 0) with two completed orbs and Carmen (seat 2) with one, face down: the start of a
    match."""
    match = Match.new("tribunal", Config(3, seed=5), seats)
    st = match.state
    while st.phase == "setup":
        st.apply(st.to_act()[0], st.legal(st.to_act()[0])[0])

    def completed(p):
        p.update(round=3, praeco=2, turn=2, step="main", used=["extract", "take"])  # Bruno's actions taken
        for seat, item in ((0, "i_amber_orb"), (2, "i_seer_s_orb"), (0, "i_mist_orb")):
            for deck, row in p["rows"].items():
                if item in row:
                    row[row.index(item)] = p["decks"][deck].pop(0)
            for pile in (*p["decks"].values(), *(pl["hand"] for pl in p["players"])):
                if item in pile:
                    pile.remove(item)
            vis = 2 if item == "i_mist_orb" else 3  # each completed: its whole advance paid
            p["players"][seat]["laboratory"].append({"card": item, "vis": vis, "face_up": False})
            p["regio"] -= vis
        p["votes"]["orbs"] += 1
        p["concilium"] -= 1

    start = edit(st, completed).to_position()
    return Match.new("tribunal", Config(3, seed=5, start=start), seats)


def test_a_person_presents_an_item_by_dragging_it_onto_the_regio_and_pressing_present():
    seats = [Seat("Ana"), Seat("Bruno", "greedy"), Seat("Carmen", "greedy")]
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(a_tribunal_called(seats))
    assert run_until(app, lambda: scene.match.state.phase == "tribunal" and scene.deciding == 0, 600)
    table = scene.table
    assert "Tribunal" in table.prompt() and "Presentar" in table.prompt()
    card = next(r for kind, what, r in table.own_entries() if kind == "card" and what.id == "i_amber_orb")
    before = len(scene.match.steps)
    drag(app, card.center, table.regio_rect().center)
    frames(app, 2)
    assert [(s.seat, s.action) for s in scene.match.steps[before:]] == [(0, Activate("i_amber_orb"))]
    # the Mist Orb kept back: "Present" in the bar ends the choice
    assert scene.deciding == 0 and scene.match.state.legal(0) == [Activate("i_mist_orb"), Done()]
    button, rect = next((b, r) for b, r in table.bar if b.action == Done())
    assert button.label == "Presentar"
    click(app, rect.center)
    frames(app, 2)
    assert (scene.match.steps[before + 1].seat, scene.match.steps[before + 1].action) == (0, Done())
    assert run_until(app, lambda: scene.match.state.tribunal == 2, 2000)
    st = scene.match.state
    assert st.award.get("i_amber_orb", (0, 0))[0] == 1  # it competed, and placed
    assert "i_mist_orb" in st.lab[0] and st.vis_on["i_mist_orb"] == 2  # kept back, still completed


def test_in_hot_seat_each_player_chooses_behind_the_pass_screen():
    seats = [Seat("Ana"), Seat("Bruno"), Seat("Carmen")]
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(a_tribunal_called(seats))
    passed: list = []
    for _ in range(200):
        name = confirm_pass(app)
        if name:
            passed.append(name)
        if scene.deciding is not None and scene.match.state.phase != "tribunal":
            if scene.match.state.to_act() == (1,) and scene.match.state.step == "main":
                scene.human_action(EndTurn())  # Bruno ends the round: the Tribunal is called
        if scene.match.state.phase == "tribunal" and scene.deciding is not None:
            assert not isinstance(app.top, PassScene)
            scene.human_action(Done())
        if scene.match.state.tribunal == 2:
            break
        frames(app)
    assert passed[-2:] == ["Carmen", "Ana"]  # from the last Praeco (Carmen) clockwise
    assert scene.match.state.tribunal == 2 and "i_amber_orb" in scene.match.state.lab[0]
