"""Seeded random Krysis games pinned to the fingerprints the rules gave when this test was
written: for 2, 3 and 4 seats and every option set, three games hashed together (the whole
final state: zones, score track, the full event log and the random generator). A speed-up
of the rules must leave every hash, and the number of decisions, unchanged.

A deliberate change of the rules or of cards/krysis/*.yaml changes the games; the pins are
then regenerated (``PYTHONPATH=. .venv/bin/python tests/rules/krysis/test_krysis_pinned.py``
from the tree root) in the same commit,
which says why.
"""

import hashlib

import pytest
from krysis_helpers import OPTION_SETS, random_game

PINNED = {
    (2, 0): ("c05e3d2685998ddb", 344),
    (2, 1): ("04048cf3a2dad6a7", 208),
    (2, 2): ("2665996d3a210330", 419),
    (2, 3): ("8ce7209d012b2752", 409),
    (2, 4): ("831305be100c1d28", 489),
    (3, 0): ("13a9c02fca069901", 544),
    (3, 1): ("180558e208a37569", 340),
    (3, 2): ("e40216ce1e97c585", 583),
    (3, 3): ("3ef737f9973829a1", 643),
    (3, 4): ("38d77dcf48181da0", 667),
    (4, 0): ("76389dcfb63eb00b", 724),
    (4, 1): ("f386d5c9c2c85fa5", 448),
    (4, 2): ("93e3af3052667142", 832),
    (4, 3): ("827f7fcfd00532ab", 831),
    (4, 4): ("c684b8ffc3152301", 909),
}


def games_hash(players: int, o: int) -> tuple[str, int]:
    h = hashlib.sha256()
    steps = 0
    for seed in range(3):
        st, n = random_game(players, 1000 * players + 10 * o + seed, **OPTION_SETS[o])
        h.update(st.fingerprint().encode())
        steps += n
    return h.hexdigest()[:16], steps


@pytest.mark.parametrize("players,o", sorted(PINNED))
def test_seeded_games_keep_their_pinned_fingerprints(players, o):
    assert games_hash(players, o) == PINNED[(players, o)]


if __name__ == "__main__":  # print the pins for the current rules and data
    for key in sorted(PINNED):
        print(f"    {key}: {games_hash(*key)!r},")
