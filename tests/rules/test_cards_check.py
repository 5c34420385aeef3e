"""``python -m rules.cards check``: card YAML is validated with file, line, card id and field.

Broken copies of the synthetic fixture set (tests/fixtures/imperio_cards) are made in
tmp_path; the same problems must come out of the command line and of card_set(root).
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from imperio_helpers import FIXTURE_ROOT, REPO

from rules.core.errors import CardDataError
from rules.imperio.cards import card_set

REAL = REPO / "cards" / "imperio"


def run_check(*paths):
    proc = subprocess.run(
        [sys.executable, "-m", "rules.cards", "check", *map(str, paths)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return proc.returncode, proc.stdout.splitlines(), proc.stderr


def real_data_complete():
    files = [REAL / f for f in ("dynasties.yaml", "monarchs.yaml", "events.yaml")]
    if not all(f.is_file() for f in files):
        return False
    try:
        counts = [len(yaml.safe_load(f.read_text(encoding="utf-8")).get("cards") or []) for f in files[1:]]
    except Exception:
        return False
    return counts == [69, 38]


@pytest.mark.skipif(not real_data_complete(), reason="cards/imperio is not complete yet")
def test_real_card_data_passes_the_check():
    rc, out, err = run_check(REAL)
    assert rc == 0, "\n".join(out) + err
    assert out[-1].startswith("cards ok:")


@pytest.mark.skipif(not real_data_complete(), reason="cards/imperio is not complete yet")
def test_real_card_data_properties():
    cs = card_set(REPO / "cards")
    assert len(cs.monarchs) == 69 and len(cs.events) == 38
    assert all(e.person in cs.monarchs for e in cs.events.values())
    assert all(e.dynasty is None or e.dynasty in cs.dynasties for e in cs.events.values())
    assert any(m.elector for m in cs.monarchs.values())
    assert any(e.dynasty is None for e in cs.events.values())  # I-13: grey events exist


def test_fixture_data_passes_the_check():
    rc, out, err = run_check(FIXTURE_ROOT)
    assert rc == 0, "\n".join(out) + err
    assert out == ["cards ok: 113 cards in 3 file(s)"]


# -- broken copies ------------------------------------------------------------------------------


class Copy:
    """A copy of the fixture card set in tmp_path, edited line by line."""

    def __init__(self, tmp_path):
        self.root = tmp_path / "cards"
        shutil.copytree(FIXTURE_ROOT / "imperio", self.root / "imperio")

    def file(self, kind) -> Path:
        return self.root / "imperio" / f"{kind}.yaml"

    def lines(self, kind):
        return self.file(kind).read_text(encoding="utf-8").split("\n")

    def save(self, kind, lines):
        self.file(kind).write_text("\n".join(lines), encoding="utf-8")

    def card_line(self, kind, cid) -> int:
        """0-based index of the line ``- id: cid``."""
        return self.lines(kind).index(f"- id: {cid}")

    def field_line(self, kind, cid, field) -> int:
        lines = self.lines(kind)
        i = self.card_line(kind, cid) + 1
        while not lines[i].startswith(f"  {field}:"):
            assert not lines[i].startswith("- id:"), f"{cid} has no {field}"
            i += 1
        return i

    def replace_line(self, kind, index, new):
        lines = self.lines(kind)
        lines[index] = new
        self.save(kind, lines)

    def insert_line(self, kind, index, new):
        lines = self.lines(kind)
        lines.insert(index, new)
        self.save(kind, lines)

    def delete_line(self, kind, index):
        lines = self.lines(kind)
        del lines[index]
        self.save(kind, lines)

    def check(self):
        """Run the command and card_set(root): both must report the same problems."""
        rc, out, err = run_check(self.root)
        assert rc == 1, (rc, out, err)
        assert "problem(s)" in err
        with pytest.raises(CardDataError) as exc:
            card_set(self.root)
        assert sorted(exc.value.problems) == sorted(out)
        assert str(exc.value) == "\n".join(exc.value.problems)
        assert isinstance(exc.value, ValueError)
        return out


def expect(out, file: Path, line0: int, *parts):
    """A problem line naming ``file`` and 1-based line ``line0 + 1`` and containing ``parts``."""
    prefix = f"{file}:{line0 + 1}:"
    hits = [o for o in out if o.startswith(prefix) and all(p in o for p in parts)]
    assert hits, f"no line {prefix} ... {parts} in:\n" + "\n".join(out)
    return hits[0]


@pytest.fixture
def copy(tmp_path):
    return Copy(tmp_path)


def test_unknown_key(copy):
    i = copy.card_line("monarchs", "m05")
    copy.insert_line("monarchs", i + 1, "  colour: red")
    out = copy.check()
    expect(out, copy.file("monarchs"), i + 1, "card 'm05'", "field 'colour'", "unknown key")
    assert len(out) == 1


@pytest.mark.parametrize(
    "field,value,words",
    [
        ("crowns", "many", ["whole number"]),
        ("crowns", "9", ["at most 6"]),
        ("emperor", "'yes'", ["true or false"]),
        ("reign", "1200", ["list"]),
        ("name", "Otto", ["mapping", "es and en"]),
    ],
)
def test_wrong_type(copy, field, value, words):
    i = copy.field_line("monarchs", "m05", field)
    lines = copy.lines("monarchs")
    # replace the field and drop the indented lines that belonged to it
    j = i + 1
    while lines[j].startswith("    ") or lines[j].startswith("  - "):
        j += 1
    lines[i:j] = [f"  {field}: {value}"]
    copy.save("monarchs", lines)
    out = copy.check()
    expect(out, copy.file("monarchs"), i, "card 'm05'", f"field '{field}'", *words)
    assert len(out) == 1


def test_reign_that_ends_before_it_starts(copy):
    i = copy.field_line("monarchs", "m05", "reign")
    lines = copy.lines("monarchs")
    lines[i + 1], lines[i + 2] = "  - 1300", "  - 1200"
    copy.save("monarchs", lines)
    out = copy.check()
    expect(out, copy.file("monarchs"), i, "card 'm05'", "field 'reign'", "after it ends")


def test_missing_field(copy):
    i = copy.field_line("monarchs", "m05", "crowns")
    copy.delete_line("monarchs", i)
    out = copy.check()
    card = copy.card_line("monarchs", "m05")
    expect(out, copy.file("monarchs"), card, "card 'm05'", "field 'crowns'", "missing field")
    assert len(out) == 1


def test_missing_field_of_an_event(copy):
    i = copy.field_line("events", "e03", "year")
    copy.delete_line("events", i)
    out = copy.check()
    expect(out, copy.file("events"), copy.card_line("events", "e03"), "card 'e03'", "field 'year'", "missing field")


def test_duplicate_id(copy):
    first = copy.card_line("monarchs", "m05")
    second = copy.card_line("monarchs", "m06")
    copy.replace_line("monarchs", second, "- id: m05")
    out = copy.check()
    expect(out, copy.file("monarchs"), second, "card 'm05'", "field 'id'", "duplicate id", f"first at line {first + 1}")


def test_unknown_effect_name(copy):
    i = copy.field_line("monarchs", "m00", "effect")
    copy.replace_line("monarchs", i, "  effect: elector_swap_fourth")
    out = copy.check()
    expect(out, copy.file("monarchs"), i, "card 'm00'", "field 'effect'", "unknown effect name", "elector_swap_fourth")
    assert len(out) == 1


def test_unknown_dynasty_reference(copy):
    i = copy.field_line("monarchs", "m05", "dynasty")
    copy.replace_line("monarchs", i, "  dynasty: d99")
    j = copy.field_line("events", "e03", "dynasty")
    copy.replace_line("events", j, "  dynasty: hohenstaufen")
    out = copy.check()
    expect(out, copy.file("monarchs"), i, "card 'm05'", "field 'dynasty'", "unknown dynasties id 'd99'")
    expect(out, copy.file("events"), j, "card 'e03'", "field 'dynasty'", "'hohenstaufen'")
    assert len(out) == 2


def test_unknown_person_reference(copy):
    i = copy.field_line("events", "e03", "person")
    copy.replace_line("events", i, "  person: karl_der_grosse")
    out = copy.check()
    expect(out, copy.file("events"), i, "card 'e03'", "field 'person'", "unknown monarchs id", "karl_der_grosse")
    assert len(out) == 1


def test_wrong_count_of_cards(copy):
    persons = {e["person"] for e in yaml.safe_load(copy.file("events").read_text())["cards"]}
    lines = copy.lines("monarchs")
    victim = next(f"m{i:02d}" for i in range(68, 0, -1) if f"m{i:02d}" not in persons)
    start = copy.card_line("monarchs", victim)
    end = start + 1
    while end < len(lines) and not lines[end].startswith("- id:"):
        end += 1
    del lines[start:end]
    copy.save("monarchs", lines)
    out = copy.check()
    expect(out, copy.file("monarchs"), 0, "monarchs", "68 cards", "exactly 69")
    assert len(out) == 1


def test_wrong_count_of_events(copy):
    lines = copy.lines("events")
    start = copy.card_line("events", "e37")
    copy.save("events", lines[:start] + [""])
    out = copy.check()
    expect(out, copy.file("events"), 0, "events", "37 cards", "exactly 38")


def test_invalid_yaml_names_the_line(copy):
    i = copy.field_line("monarchs", "m05", "crowns")
    copy.replace_line("monarchs", i, "  crowns: 3: 4")
    out = copy.check()
    expect(out, copy.file("monarchs"), i, "not valid YAML")


def test_invalid_yaml_unclosed_bracket(copy):
    i = copy.field_line("events", "e03", "criteria")
    copy.replace_line("events", i, "  criteria: [crowns, years")
    out = copy.check()
    # PyYAML notices the problem where the next key starts: a line at or a little after it
    line = expect_any_line(out, copy.file("events"), "not valid YAML")
    assert i + 1 <= line <= i + 8, line


def expect_any_line(out, file, words):
    for o in out:
        if o.startswith(f"{file}:") and words in o:
            return int(o[len(str(file)) + 1 :].split(":")[0])
    raise AssertionError("\n".join(out))


def test_text_missing_the_english_translation(copy):
    name = copy.field_line("monarchs", "m05", "name")
    lines = copy.lines("monarchs")
    assert lines[name + 2].startswith("    en:")
    del lines[name + 2]
    copy.save("monarchs", lines)
    text = copy.field_line("events", "e03", "text")
    lines = copy.lines("events")
    assert lines[text + 2].startswith("    en:")
    del lines[text + 2]
    copy.save("events", lines)
    out = copy.check()
    expect(out, copy.file("monarchs"), name, "card 'm05'", "field 'name'", "missing the en text")
    expect(out, copy.file("events"), text, "card 'e03'", "field 'text'", "missing the en text")
    assert len(out) == 2


def test_many_problems_are_all_reported(copy):
    copy.replace_line("monarchs", copy.field_line("monarchs", "m01", "crowns"), "  crowns: lots")
    copy.replace_line("monarchs", copy.field_line("monarchs", "m02", "dynasty"), "  dynasty: nope")
    copy.replace_line("events", copy.field_line("events", "e05", "year"), "  year: soon")
    out = copy.check()
    assert len(out) >= 3
    assert any("'m01'" in o for o in out) and any("'m02'" in o for o in out)
    assert any("'e05'" in o and "field 'year'" in o for o in out)


def test_a_file_of_another_kind_is_reported(copy):
    f = copy.file("dynasties")
    f.write_text(f.read_text().replace("kind: dynasties", "kind: castles"))
    out = copy.check()
    assert any(o.startswith(f"{f}:1:") and "castles" in o for o in out)


def test_missing_path_exits_2(tmp_path):
    rc, out, err = run_check(tmp_path / "nowhere")
    assert rc == 2 and "no such file" in err


def test_card_set_cache_builds_once_and_never_caches_another_root(tmp_path):
    import shutil

    from rules.cards import CardSetCache, data_root
    from rules.krysis.cards import build

    built = []
    card_set = CardSetCache("krysis", lambda data: built.append(1) or build(data))
    first = card_set()
    assert card_set() is first and len(built) == 1
    shutil.copytree(data_root() / "krysis", tmp_path / "krysis")
    other = card_set(tmp_path)
    assert other is not first and card_set() is first and len(built) == 2
