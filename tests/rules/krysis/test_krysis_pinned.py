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
    (2, 0): ('572c69cbac90e151', 322),
    (2, 1): ('f6fbfd239da55555', 188),
    (2, 2): ('eefaa4d17ae35761', 342),
    (2, 3): ('e7612b78c6ac6cc2', 372),
    (2, 4): ('55ce74559d79ae85', 427),
    (3, 0): ('89043b0126bf9920', 490),
    (3, 1): ('a111f29ddd2e03a5', 279),
    (3, 2): ('fa9cacb2724df1f1', 542),
    (3, 3): ('749358643fe38c8f', 593),
    (3, 4): ('c3e623faae477142', 622),
    (4, 0): ('35636f78a228a003', 646),
    (4, 1): ('3b78f4582083951d', 381),
    (4, 2): ('e7158ec0ba02efb4', 712),
    (4, 3): ('cfb8c2dca7c74729', 768),
    (4, 4): ('a3d877cb04380b6f', 843),
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
