"""Fixtures of the rules tests: the synthetic card set, and a game registry that uses it."""

import pytest
from imperio_helpers import fixture_cards

import rules
import rules.imperio.cards as imperio_cards

rules.load_all_games()


@pytest.fixture(scope="session")
def cards():
    return fixture_cards()


@pytest.fixture
def use_fixture_cards(monkeypatch, cards):
    """Make get_game("imperio").new_state (Match, saves, undo) deal the fixture card set."""
    monkeypatch.setattr(imperio_cards.card_set, "cached", cards)
    return cards


@pytest.fixture
def home(tmp_path, monkeypatch):
    """TABLERO_HOME pointing into tmp_path."""
    path = tmp_path / "home"
    monkeypatch.setenv("TABLERO_HOME", str(path))
    return path
