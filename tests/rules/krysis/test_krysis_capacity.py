"""Krysis carrying capacity: ``fits`` agrees with a brute-force packing of the goods onto the
capacity icons under the printed rules, for every small team and load."""

from functools import cache
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st_

from rules.krysis.capacity import can_add, fits

# what one icon may hold: (red, blue, white, relics)
ON_RED = [(0, 0, 0, 0), (1, 0, 0, 0), (0, 0, 0, 1), (0, 0, 1, 0), (0, 0, 2, 0), (0, 0, 3, 0)]
ON_BLUE = [(0, 0, 0, 0), (0, 1, 0, 0), (0, 0, 0, 1), (0, 0, 1, 0), (0, 0, 2, 0)]
ON_WHITE = [(0, 0, 0, 0), (0, 0, 1, 0)]


@cache
def packings(slots):
    """Every load that can be laid on the icons, one icon at a time."""
    icons = [ON_RED] * slots[0] + [ON_BLUE] * slots[1] + [ON_WHITE] * slots[2]
    loads = {(0, 0, 0, 0)}
    for options in icons:
        loads = {tuple(a + b for a, b in zip(load, o)) for load in loads for o in options}
    return frozenset(loads)


def test_fits_is_exactly_the_brute_force_packing():
    for slots in product(range(3), range(3), range(4)):
        packable = packings(slots)
        for load in product(range(4), range(4), range(8), range(4)):
            assert fits(slots, load) == (load in packable), (slots, load)


@settings(max_examples=200, deadline=None)
@given(
    st_.tuples(st_.integers(0, 3), st_.integers(0, 3), st_.integers(0, 4)),
    st_.lists(st_.sampled_from(["red", "blue", "white", "relic"]), max_size=12),
)
def test_taking_goods_one_at_a_time_reaches_only_loads_that_fit(slots, wanted):
    load = (0, 0, 0, 0)
    index = {"red": 0, "blue": 1, "white": 2, "relic": 3}
    for good in wanted:
        if can_add(slots, load, good):
            load = tuple(v + (i == index[good]) for i, v in enumerate(load))
        assert load in packings(slots)
