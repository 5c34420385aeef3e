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
    (2, 0): ('76d88ce93310a1c3', 342),
    (2, 1): ('f8f9d3ee3f61eb17', 195),
    (2, 2): ('cbe6054d22e90b29', 392),
    (2, 3): ('e858a8c7e2ec1436', 438),
    (2, 4): ('bc9b7968323a70cb', 422),
    (3, 0): ('c01d985f9d5fa45a', 515),
    (3, 1): ('3ee60d993a442650', 336),
    (3, 2): ('353eb95c96300d6f', 613),
    (3, 3): ('aba1421af9809f3d', 648),
    (3, 4): ('5682ccf6f26cace2', 653),
    (4, 0): ('252100a6d5ef2400', 722),
    (4, 1): ('be819aff325eacda', 414),
    (4, 2): ('f40584c1abd25458', 793),
    (4, 3): ('3c8426b1817fc6a2', 833),
    (4, 4): ('63fb754b689538ba', 939),
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
