"""Ausonia plays in OpenSpiel through the existing adapter (OpenSpiel's random-simulation
test). The adapter registers the playable games; Ausonia is registered here beside them
until the lead makes it playable (then tests/rules/test_openspiel.py covers it too)."""

import pytest

pyspiel = pytest.importorskip("pyspiel")

import rules.openspiel.game as og  # noqa: E402
from rules.core.game import get_game  # noqa: E402


@pytest.fixture(scope="module")
def ausonia_in_openspiel():
    ausonia = get_game("ausonia")
    real = og.all_games
    og.all_games = lambda: [*real(), ausonia] if ausonia not in real() else real()
    try:
        og.register_games()
    finally:
        og.all_games = real
    return "tablero_ausonia"


@pytest.mark.slow  # a random game of Ausonia is long (random play rarely reaches 60)
def test_openspiel_random_simulation_test(ausonia_in_openspiel):
    game = pyspiel.load_game(ausonia_in_openspiel, {"players": 2})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)
