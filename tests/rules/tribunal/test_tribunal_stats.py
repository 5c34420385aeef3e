"""Grand Tribunal's balance statistics (rules/tribunal/stats.py): the card tables' first
column counts every time a card came to a seat, so that the shares of it read right (an
Item dealt or drawn and then activated used to show "activated 233%" of the Takes)."""

import pytest
from tribunal_helpers import random_game

from rules.tribunal.stats import card_stats


@pytest.mark.parametrize("seed", (1, 2, 3))
def test_items_and_spells_are_gained_at_least_as_often_as_taken_or_activated(seed):
    st, _ = random_game(4, seed)
    stats = card_stats(st)
    cs = st.cards
    items = [c for c in stats if c.startswith("item:")]
    assert items
    for c in items:
        row = stats[c]
        assert row["gained"] >= row["taken"] and row["gained"] >= row["activated"], (c, row)
    for c in stats:
        if c.startswith("resource:"):
            assert stats[c]["gained"] >= stats[c]["played"], (c, stats[c])
    # every card dealt, drawn or taken is counted once each time
    came = sum(len(e.params["cards"]) for e in st.events if e.key == "tribunal.dealt")
    came += sum(1 for e in st.events if e.key in ("tribunal.drew_card", "tribunal.take"))
    assert sum(v["gained"] for k, v in stats.items() if k.split(":")[0] in ("item", "spell", "resource")) == came
    assert all(k.split(":")[1] in cs.kind_of for k in stats if k.split(":")[0] in ("item", "spell", "resource"))
