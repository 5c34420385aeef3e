"""Card data (the fixture, and cards/virrey when present), the registry entry and the greedy AI."""

import random

import pytest
from virrey_helpers import FIXTURE_ROOT, fixture_cards

import rules.virrey  # noqa: F401
from rules.cards.loader import check_files, data_root
from rules.core.game import Config, get_game
from rules.virrey.cards import card_set
from rules.virrey.costs import cost_table

REAL = data_root() / "virrey"


def test_fixture_has_the_component_counts():
    cs = fixture_cards()
    assert len(cs.characters) == 64 and len(cs.laws) == 24
    assert sorted(c.number for c in cs.characters.values()) == list(range(1, 65))
    assert cost_table(cs.characters["captain"]) == (
        (0, 0, 1, 0),
        (1, 0, 1, 0),
        (1, 0, 1, 1),
        (1, 0, 1, 2),
        (1, 0, 1, 3),
    )


def test_unknown_reward_key_is_a_load_error(tmp_path):
    src = (FIXTURE_ROOT / "virrey" / "characters.yaml").read_text(encoding="utf-8")
    d = tmp_path / "virrey"
    d.mkdir()
    (d / "characters.yaml").write_text(src.replace("magic: 1", "mana: 1", 1), encoding="utf-8")
    problems, _ = check_files([d / "characters.yaml"])
    assert problems and "'levels'" in problems[0] and "mana" in problems[0] and "characters.yaml:" in problems[0]


@pytest.mark.skipif(not (REAL / "laws.yaml").exists(), reason="cards/virrey not written yet")
def test_shipped_card_data_loads_and_plays():
    problems, _ = check_files(sorted(REAL.glob("*.yaml")))
    assert problems == []
    cs = card_set()
    assert len(cs.characters) == 64 and len(cs.laws) == 24
    if "captain" in cs.characters:
        assert cs.costs["captain"][4] == (1, 0, 1, 3)
    state = get_game("virrey").new_state(Config(players=3, seed=5))
    rng = random.Random(5)
    while not state.is_over():
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))


def test_greedy_beats_random(monkeypatch):
    import rules.virrey.cards as vc
    from rules.ai.arena import run

    monkeypatch.setattr(vc.card_set, "cached", fixture_cards())
    result = run("virrey", ["greedy", "random"], 40, seed=3)
    assert result["greedy"]["win_rate"] >= 0.85
