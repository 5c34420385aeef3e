"""Draw tablero's application icon with pygame: assets/icon.png, icon.ico (Windows), icon.icns (macOS).

    python tools/make_icon.py [OUT_DIR]

Two fanned cards on a dark tile with a gold frame and a faceted gem, drawn at 1024 px
and scaled down smoothly. The .ico and .icns hold PNG images (Windows Vista+, macOS 10.7+),
written with struct: no extra dependency.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "assets"
BIG = 1024
TILE, GOLD, IVORY, INK, RED, RED_DARK = (
    (38, 30, 24),
    (232, 196, 106),
    (246, 236, 214),
    (70, 52, 36),
    (196, 48, 52),
    (128, 24, 32),
)


def card(angle: float, colour) -> pygame.Surface:
    w, h = 420, 600
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(face, colour, face.get_rect(), border_radius=44)
    pygame.draw.rect(face, INK, face.get_rect(), 12, border_radius=44)
    pygame.draw.rect(face, GOLD, face.get_rect().inflate(-64, -64), 10, border_radius=26)
    return pygame.transform.rotozoom(face, angle, 1.0)


def draw() -> pygame.Surface:
    s = pygame.Surface((BIG, BIG), pygame.SRCALPHA)
    tile = s.get_rect().inflate(-48, -48)
    pygame.draw.rect(s, TILE, tile, border_radius=190)
    pygame.draw.rect(s, GOLD, tile, 28, border_radius=190)
    for angle, dx, colour in ((14, -110, (222, 208, 180)), (-10, 90, IVORY)):
        face = card(angle, colour)
        s.blit(face, face.get_rect(center=(BIG // 2 + dx, BIG // 2 + 10)))
    cx, cy, r = BIG // 2 + 90, BIG // 2 + 10, 150  # a faceted gem (shape, not only colour)
    outer = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(-90, 270, 60)]
    pygame.draw.polygon(s, RED, outer)
    inner = [(cx + 0.55 * (x - cx), cy + 0.55 * (y - cy)) for x, y in outer]
    for (x1, y1), (x2, y2) in zip(outer, inner):
        pygame.draw.line(s, RED_DARK, (x1, y1), (x2, y2), 8)
    pygame.draw.polygon(s, (236, 96, 96), inner)
    pygame.draw.polygon(s, RED_DARK, outer, 12)
    return s


def png(surface: pygame.Surface, size: int) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(pygame.transform.smoothscale(surface, (size, size)), buf, "icon.png")
    return buf.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    head = struct.pack("<HHH", 0, 1, len(images))
    offset, entries, data = 6 + 16 * len(images), b"", b""
    for size, blob in images.items():
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(blob), offset + len(data))
        data += blob
    return head + entries + data


def icns(images: dict[str, bytes]) -> bytes:
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(blob)) + blob for kind, blob in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    folder = Path(argv[0]) if argv else OUT
    folder.mkdir(parents=True, exist_ok=True)
    art = draw()
    (folder / "icon.png").write_bytes(png(art, 256))
    (folder / "icon.ico").write_bytes(ico({size: png(art, size) for size in (16, 32, 48, 256)}))
    (folder / "icon.icns").write_bytes(icns({"ic07": png(art, 128), "ic08": png(art, 256), "ic09": png(art, 512)}))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"{folder / name} {(folder / name).stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
