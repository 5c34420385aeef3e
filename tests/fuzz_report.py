"""What the fuzz tests of the user's folder share: the budget's scale, a tally of how each
input ended (printed at the end of the module with ``-s``) and a TABLERO_HOME for one input."""

import collections
import contextlib
import os
import re
import tempfile

import pytest

SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))
OUTCOMES: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)


@pytest.fixture(scope="module", autouse=True)
def report():
    """Print the tally of the module's tests when it ends."""
    yield
    for test, counts in OUTCOMES.items():
        print(f"\n{test}: {sum(counts.values())} inputs")
        for outcome, n in counts.most_common():
            print(f"  {n:6d}  {outcome}")
    OUTCOMES.clear()


def kind_of(message: str) -> str:
    """A refusal's message without the file name and the particulars (numbers, quoted values)."""
    message = message.split(": ", 1)[-1]
    message = re.sub(r"'[^']*'|\"[^\"]*\"", "…", message)
    return re.sub(r"(?<![-\w])\d[\d,]*", "N", message)[:70]


@contextlib.contextmanager
def fresh_home():
    """A new empty TABLERO_HOME for one input (hypothesis reruns a test without its fixtures)."""
    old = os.environ.get("TABLERO_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLERO_HOME"] = home
        try:
            yield home
        finally:
            if old is None:
                del os.environ["TABLERO_HOME"]
            else:
                os.environ["TABLERO_HOME"] = old
