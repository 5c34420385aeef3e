"""A copy of card YAML in tmp_path, edited by text replacement (the card-check tests)."""

import shutil
from pathlib import Path


class CardCopy:
    """``source`` copied to ``root/folder``; ``file(name)`` is a file under ``root/folder``."""

    def __init__(self, source: Path, root: Path, folder: str = ""):
        self.root = root
        self.folder = root / folder if folder else root
        shutil.copytree(source, self.folder)

    def file(self, name) -> Path:
        return self.folder / name

    def edit(self, name, old, new, count=1):
        text = self.file(name).read_text(encoding="utf-8")
        assert old in text, old
        self.file(name).write_text(text.replace(old, new, count), encoding="utf-8")

    def line_of(self, name, needle, after=None) -> int:
        """1-based line of the first line holding ``needle`` (after the first holding ``after``)."""
        lines = self.file(name).read_text(encoding="utf-8").split("\n")
        start = 0
        if after is not None:
            start = next(i for i, line in enumerate(lines) if after in line)
        return next(i for i in range(start, len(lines)) if needle in lines[i]) + 1
