"""Ausonia plays in OpenSpiel through the existing adapter (OpenSpiel's random-simulation
test). The adapter registers every registered game, a table-less one too
(rules/openspiel/game.py's ``register_games``)."""

import pytest

pyspiel = pytest.importorskip("pyspiel")

import rules.openspiel  # noqa: E402,F401  (registers the tablero games with OpenSpiel)


@pytest.mark.slow  # a random game of Ausonia is long (random play rarely reaches 60)
def test_openspiel_random_simulation_test():
    game = pyspiel.load_game("tablero_ausonia", {"players": 2})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)
