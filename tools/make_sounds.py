"""Synthesize tablero's sounds into assets/sounds/ (stdlib only: wave + math; deterministic).

    python tools/make_sounds.py [OUT_DIR]

Each sound is original: short sine tones with soft attacks and exponential decays, and
one seeded noise burst, 16-bit mono at 22,050 Hz. Running the script again writes the
same bytes (tests/client/test_sound.py checks that the committed files match).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


def note(
    freq: float,
    start: float,
    length: float,
    decay: float,
    gain: float = 1.0,
    harmonics: tuple[float, ...] = (1.0, 0.3, 0.1),
) -> list[tuple[int, float]]:
    """(sample index, value) pairs of a plucked tone: 5 ms attack, exponential decay."""
    out = []
    first = int(start * RATE)
    for i in range(int(length * RATE)):
        t = i / RATE
        env = min(1.0, t / 0.005) * math.exp(-t / decay)
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        out.append((first + i, gain * env * v / sum(harmonics)))
    return out


def noise(
    start: float, length: float, decay: float, gain: float, seed: int, smooth: float = 0.6
) -> list[tuple[int, float]]:
    """A seeded, low-passed noise burst (a card sliding onto the table)."""
    rng, out, prev = random.Random(seed), [], 0.0
    first = int(start * RATE)
    for i in range(int(length * RATE)):
        t = i / RATE
        prev = smooth * prev + (1 - smooth) * rng.uniform(-1, 1)
        out.append((first + i, gain * min(1.0, t / 0.004) * math.exp(-t / decay) * prev))
    return out


def mix(length: float, *parts: list[tuple[int, float]]) -> bytes:
    buf = [0.0] * int(length * RATE)
    for part in parts:
        for i, v in part:
            if i < len(buf):
                buf[i] += v
    peak = max(1e-9, max(abs(v) for v in buf))
    scale = 0.8 * 32767 / peak
    fade = int(0.01 * RATE)  # no click at the end
    for i in range(fade):
        buf[-1 - i] *= i / fade
    return b"".join(struct.pack("<h", int(round(v * scale))) for v in buf)


C5, E5, G5, A5, C6, E6 = 523.25, 659.25, 783.99, 880.0, 1046.5, 1318.5

SOUNDS = {
    # a card played: a short swish and a soft low knock
    "card": lambda: mix(0.22, noise(0, 0.2, 0.035, 1.0, seed=1), note(150, 0.01, 0.2, 0.03, 0.8, (1.0,))),
    # a gem or bid placed: a bright glassy clink, two partials
    "gem": lambda: mix(0.3, note(2093, 0, 0.3, 0.06, 0.7, (1.0, 0.2)), note(3136, 0.004, 0.3, 0.04, 0.4, (1.0,))),
    # your turn: a gentle rising two-note chime
    "turn": lambda: mix(0.55, note(E5, 0, 0.4, 0.12), note(A5, 0.12, 0.43, 0.15)),
    # a trick or an auction won: a quick major arpeggio
    "win": lambda: mix(0.6, note(C5, 0, 0.5, 0.1), note(E5, 0.08, 0.5, 0.1), note(G5, 0.16, 0.44, 0.14)),
    # the end of the game: a short fanfare that rings out
    "end": lambda: mix(
        1.3,
        note(C5, 0, 1.2, 0.25),
        note(E5, 0.12, 1.1, 0.25),
        note(G5, 0.24, 1.0, 0.3),
        note(C6, 0.36, 0.94, 0.35),
        note(E6, 0.36, 0.94, 0.3, 0.3),
    ),
}


def write(name: str, frames: bytes, folder: Path) -> Path:
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return path


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    folder = Path(argv[0]) if argv else OUT
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = write(name, make(), folder)
        print(f"{path} {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
