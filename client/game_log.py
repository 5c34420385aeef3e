"""What the games' log formatters (``client/<game>/log.py``) share."""

from __future__ import annotations


def name_of(names, seat) -> str:
    """The name of ``seat`` among ``names``; the seat itself, as text, where it names none."""
    try:
        return names[int(seat)]
    except (TypeError, ValueError, IndexError):
        return str(seat)
