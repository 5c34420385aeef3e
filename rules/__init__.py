"""tablero's rules: pure game logic for five tabletop games.

Nothing here imports pygame; every game is importable and testable alone.
Importing :mod:`rules` registers every game package with the registry in
:mod:`rules.core.game`.
"""

# The app's version: the same as pyproject.toml's [project] version (tests/client/test_version.py).
__version__ = "0.1.0"


def load_all_games() -> None:
    """Import every game package so that each registers itself (and its card kinds)."""
    from rules import ausonia, imperio, krysis, virrey  # noqa: F401  (ausonia: playable = False)
