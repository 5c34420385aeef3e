"""rules.bench's search figure: ISMCTS iterations per second at the normal budget."""

from __future__ import annotations

from rules.ai import budget_for
from rules.bench import search_rate


def test_search_rate_runs_the_normal_budget_on_real_decisions():
    r = search_rate("virrey", 2, decisions=3)
    normal = budget_for("normal", "virrey").iterations
    assert r["normal_iterations"] == normal and r["hard_iterations"] == budget_for("hard", "virrey").iterations
    assert r["iterations"] == 3 * normal  # every sampled decision had a choice, none hit a cap
    assert r["iterations_per_s"] > 0
