"""Krysis's card data: the shipped set passes ``python -m rules.cards check`` and holds the
printed counts; broken copies are refused with file, line, card id and field."""

import subprocess
import sys
from pathlib import Path

import pytest
from cards_helpers import CardCopy
from krysis_helpers import card_set

from rules.core.errors import CardDataError
from rules.krysis.cards import SPACES

REPO = Path(__file__).resolve().parents[3]
REAL = REPO / "cards" / "krysis"


def run_check(*paths):
    proc = subprocess.run(
        [sys.executable, "-m", "rules.cards", "check", *map(str, paths)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return proc.returncode, proc.stdout.splitlines(), proc.stderr


def test_real_card_data_passes_the_check():
    rc, out, err = run_check(REAL)
    assert rc == 0, "\n".join(out) + err
    assert out == ["cards ok: 152 cards in 8 file(s)"]


def test_real_card_data_has_the_printed_counts():
    cs = card_set()
    assert len(cs.company_ids) == 4
    for company in cs.company_ids:
        base = [cs.agents[a] for a in cs.company_agents(company, special=False)]
        assert sum(a.role == "transporter" for a in base) == 9
        assert sum(a.role == "fighter" for a in base) == 9
        specials = [cs.agents[a] for a in cs.company_agents(company, special=True)]
        assert len(specials) == 6 and all(a.ability and a.text["es"] and a.text["en"] for a in specials)
        for stars in (1, 2, 3):  # the advanced game sets aside 2 of each rating
            assert sum(a.stars == stars for a in base + specials) >= 2
    # 3 identical special agents in every company, 3 unique to it
    names = [
        {
            cs.agents[a].id.split("_", 1)[1]
            for a in cs.company_agents(c, special=True)
            if cs.agents[a].ability in ("defence", "alchemist", "eminent_miner")
            and not cs.agents[a].id.endswith(("bulwark", "prospector"))
        }
        for c in cs.company_ids
    ]
    assert all(n == {"defender", "alchemist", "eminent_miner"} for n in names)
    assert {cs.agents[a].ability for a in cs.agents if cs.agents[a].special} == {
        "defence",
        "thief",
        "spy",
        "eminent_miner",
        "alchemist",
    }
    assert any(a.multiplier for a in cs.agents.values())
    assert len(cs.relics) == 24
    assert {r.use for r in cs.relics.values()} == {"weapon", "transport"}
    assert sorted(m.target for m in cs.missions.values()) == ["blue", "red", "relics", "white"]
    assert sum(cs.crystal_count) == 125 and cs.crystal_points == (3, 2, 1)
    assert len(cs.entrance) == 4 and len(cs.levels) == 5
    assert all(len(level) == SPACES for level in cs.levels)
    assert any(len(space.groups) > 1 for level in cs.levels for space in level)  # a "?" choice
    assert any(rel for level in cs.levels for space in level for _, rel in space.groups)


def test_deeper_chambers_give_fewer_goods():
    cs = card_set()

    def worth(space):
        return max(g.value() + 3 * r for g, r in space.groups)

    for row in cs.rows:
        values = [worth(space) for space in row]
        assert values == sorted(values, reverse=True), values


class Copy(CardCopy):
    def __init__(self, tmp_path):
        super().__init__(REAL, tmp_path / "cards", "krysis")

    def check(self):
        rc, out, err = run_check(self.root / "krysis")
        with pytest.raises(CardDataError) as e:
            card_set(self.root)
        return rc, out, e.value.problems


@pytest.fixture
def copy(tmp_path):
    return Copy(tmp_path)


def test_a_level_with_a_missing_chamber_is_refused(copy):
    copy.edit("mine.yaml", "      - goods: [{blue: 1}]\n", "", count=1)  # level_3's last chamber
    line = copy.line_of("mine.yaml", "spaces:", after="id: level_3")
    rc, out, problems = copy.check()
    assert rc == 1
    want = f"mine.yaml:{line}: card 'level_3': field 'spaces': must have exactly 4 items, not 3"
    assert any(want in l for l in out), out
    assert any(want in p for p in problems)


def test_a_missing_level_is_refused(copy):
    text = copy.file("mine.yaml").read_text(encoding="utf-8")
    copy.file("mine.yaml").write_text(text.split("  - id: level_5")[0], encoding="utf-8")
    rc, out, problems = copy.check()
    assert rc == 1 and any("mine: 5 cards, the game needs exactly 6" in l for l in out), out


def test_a_capacity_icon_that_does_not_exist_is_refused(copy):
    copy.edit("agents.yaml", "capacity: {red: 1, blue: 1, white: 3}", "capacity: {red: 1, green: 1}")
    line = copy.line_of("agents.yaml", "capacity: {red: 1, green: 1}")
    rc, out, _ = copy.check()
    assert rc == 1
    assert f"agents.yaml:{line}: card 'falcon_porter': field 'capacity': has unknown key(s) green" in "\n".join(out), (
        out
    )


@pytest.mark.parametrize(
    "name,old,new,cid,field,words",
    [
        ("agents.yaml", "combat: 5", "combat: -2", "falcon_veteran", "combat", "must be at least 0, not -2"),
        (
            "agents.yaml",
            "speed: 4\n    capacity: {white: 3}",
            "speed: -1\n    capacity: {white: 3}",
            "falcon_courier",
            "speed",
            "must be at least 0, not -1",
        ),
        (
            "relics.yaml",
            "capacity: {red: 1}",
            "capacity: {red: -1}",
            "idol_transport_1",
            "capacity",
            "red must be at least 0, not -1",
        ),
        ("mine.yaml", "[{white: 1}]", "[{white: -1}]", "entrance", "spaces", "must be at least 0, not -1"),
        ("missions.yaml", "points: 10", "points: -10", "ruby_hoard", "points", "must be at least 0"),
        ("supply.yaml", "count: 30", "count: -30", "red", "count", "must be at least 0"),
        ("relic_sets.yaml", "points: 1}", "points: -1}", "same_1", "points", "must be at least 0"),
        (
            "agents.yaml",
            "ability: defence\n    params: {points: 3}",
            "ability: defence\n    params: {points: -3}",
            "falcon_defender",
            "ability",
            "points must be a whole number of at least 1",
        ),
    ],
)
def test_a_negative_value_is_refused(copy, name, old, new, cid, field, words):
    copy.edit(name, old, new)
    rc, out, problems = copy.check()
    assert rc == 1
    hits = [l for l in out if f"card {cid!r}: field {field!r}" in l and words in l and name in l]
    assert hits, out
    assert hits[0].split(":")[1].isdigit()  # the line


@pytest.mark.parametrize(
    "name,old,new,cid,field,words",
    [
        ("agents.yaml", "ability: spy", "ability: teleport", "falcon_spy", "ability", "unknown effect name"),
        (
            "agents.yaml",
            'company: falcon\n    name: {es: "Porteador"',
            'company: eagle\n    name: {es: "Porteador"',
            "falcon_porter",
            "company",
            "unknown companies id 'eagle'",
        ),
        ("agents.yaml", "role: transporter", "role: miner", "falcon_porter", "role", "must be one of"),
        ("agents.yaml", "stars: 3", "stars: 4", "falcon_porter", "stars", "must be at most 3"),
        (
            "relics.yaml",
            "use: weapon\n    combat: 1",
            "use: weapon\n    combat: 0",
            "idol_weapon_1",
            "use",
            "needs a combat value",
        ),
        (
            "mine.yaml",
            "[{white: 2}]\n      - goods: [{white: 1}]\n  - id: level_1",
            "[{white: 2, relics: 1}]\n      - goods: [{white: 1}]\n  - id: level_1",
            "entrance",
            "spaces",
            "no relics",
        ),
        (
            "mine.yaml",
            "[{red: 1}]\n      - goods: [{white: 2}]\n  - id: level_3",
            "[{}]\n      - goods: [{white: 2}]\n  - id: level_3",
            "level_2",
            "spaces",
            "empty group",
        ),
        (
            "agents.yaml",
            "multiplier: {colour: white, factor: 1}",
            "multiplier: {colour: green, factor: 1}",
            "falcon_quartz_trader",
            "multiplier",
            "must be one of",
        ),
        (
            "agents.yaml",
            "params: {crystals: {red: 1}}",
            "params: {crystals: {gold: 1}}",
            "falcon_thief",
            "ability",
            "unknown key 'gold'",
        ),
        (
            "agents.yaml",
            '      en: "Spy: look at',
            '      fr: "Spy: look at',
            "falcon_spy",
            "text",
            "missing the en text",
        ),
        (
            "agents.yaml",
            "    ability: alchemist\n    text:",
            "    text:",
            "falcon_alchemist",
            "text",
            "only an agent with an ability",
        ),
    ],
)
def test_other_bad_values_are_refused(copy, name, old, new, cid, field, words):
    copy.edit(name, old, new)
    rc, out, _ = copy.check()
    assert rc == 1
    assert [l for l in out if f"card {cid!r}: field {field!r}" in l and words in l], out


def test_a_company_short_of_agents_is_refused(copy):
    text = copy.file("agents.yaml").read_text(encoding="utf-8")
    start = text.index("  - id: falcon_lookout")
    end = text.index("  - id: falcon_ruby_knight")
    copy.file("agents.yaml").write_text(text[:start] + text[end:], encoding="utf-8")
    rc, out, problems = copy.check()
    # the check refuses what the loader refuses, at the line of the company's first agent
    line = copy.line_of("agents.yaml", "company: falcon") - 1
    want = f"agents.yaml:{line}: card 'falcon': field 'role': 8 fighters"
    assert rc == 1 and any(want in o for o in out), out
    assert any(want in p for p in problems), problems


def test_mission_text_says_what_ruling_k15_scores():
    # The cards said "more ... than anyone" while a shared first place completes a mission
    # (K-15, rules.krysis.scoring.mission_done) and having none never does.
    from rules.krysis.scoring import mission_done

    assert mission_done([2, 2], 0) and mission_done([2, 2], 1) and not mission_done([0, 0], 0)
    for m in card_set().missions.values():
        assert "empate" in m.text["es"] and "tie" in m.text["en"], m.id
        assert "al menos un" in m.text["es"] and "at least one" in m.text["en"], m.id
        assert "que nadie" not in m.text["es"] and "than anyone" not in m.text["en"], m.id
