"""The real AI worker process, and the command-line contracts (--selftest, --autoplay)."""

import multiprocessing
import os
import subprocess
import sys
import time
from pathlib import Path

from client.ai_worker import ProcessWorker, Request
from rules.core import Config, Match, Seat, decode

ROOT = Path(__file__).resolve().parents[2]


def _answer(worker, timeout=20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = worker.poll()
        if got is not None:
            return got
        time.sleep(0.01)
    raise AssertionError("no answer from the worker")


def test_worker_process_decides_and_survives_a_crash():
    match = Match.new("imperio", Config(3, seed=3), [Seat(n, "greedy") for n in "ABC"])
    worker = ProcessWorker()
    try:
        req = Request(1, "imperio", match.config.to_json(), [], 0, "greedy", 7)
        worker.submit(req)
        rid, act, err = _answer(worker)
        assert rid == 1 and err is None and decode(act) in match.state.legal(0)
        worker.submit(Request(2, "imperio", match.config.to_json(), [], 1, "random", 7, busy_for=30))
        time.sleep(0.3)
        worker.kill()  # dies mid-decision: the next polls restart it and send the request again
        worker.submit(Request(3, "imperio", match.config.to_json(), [], 1, "random", 7))
        rid, act, err = _answer(worker)
        assert rid == 3 and err is None and worker.restarts >= 1
    finally:
        worker.close()


def _env(tmp_path):
    env = dict(os.environ, TABLERO_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return env


def test_selftest_exits_0(tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "client", "--selftest"],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,  # 25 s alone; 40 games take 90 s on the reference machine's two busy cores
    )
    assert out.returncode == 0, out.stdout + out.stderr
    # ausonia 3 (2-4 players) + imperio 6 + virrey 4 + krysis 12 (2-4 players x default and
    # each of its 3 options alone) + tribunal 18 (3-5 players x default and each of its 5
    # variants alone), each game named
    assert "selftest ok: 43 games (ausonia 3, imperio 6, krysis 12, tribunal 18, virrey 4)" in out.stdout


def test_selftest_names_invalid_card_data(tmp_path):
    import shutil

    # every game's cards (selftest loads each playable game's), El Viejo Imperio's broken
    shutil.copytree(Path(os.environ["TABLERO_CARDS"]), tmp_path / "cards")
    bad = tmp_path / "cards" / "imperio"
    text = (bad / "monarchs.yaml").read_text(encoding="utf-8")
    import re

    text = re.sub(r"(?m)^(\s+)crowns: \d+", r"\1crowns: 99", text, count=1)
    (bad / "monarchs.yaml").write_text(text, encoding="utf-8")
    env = dict(_env(tmp_path), TABLERO_CARDS=str(tmp_path / "cards"))
    out = subprocess.run(
        [sys.executable, "-m", "client", "--selftest"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    check = subprocess.run(
        [sys.executable, "-m", "rules.cards", "check"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 1
    assert "field 'crowns'" in out.stdout
    assert out.stdout.splitlines()[0] == check.stdout.splitlines()[0]


def test_autoplay_headless_exits_0_and_writes_pngs(tmp_path):
    frames = tmp_path / "frames"
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "client",
            "--autoplay",
            "imperio",
            "--players",
            "3",
            "--seed",
            "5",
            "--headless",
            "--frames-out",
            str(frames),
            "--speed",
            "8",
        ],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.count("IA ") == 3
    pngs = sorted(p.name for p in frames.glob("*.png"))
    assert "results.png" in pngs and len(pngs) > 20
    assert not (tmp_path / "home" / "autosave.json").exists()  # autoplay leaves the autosave alone


def test_launch_prints_nothing_but_the_first_frame(tmp_path):
    """No warning at launch (pygame_gui warns about fonts preloaded twice or not preloaded)."""
    env = dict(_env(tmp_path), PYTHONWARNINGS="always")
    out = subprocess.run(
        [sys.executable, "-m", "client", "--first-frame-exit"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("first frame") and out.stderr == ""


def _spin(flag) -> None:  # a worker reading the stop flag as fast as it can
    while True:
        flag.is_set()


def test_a_worker_killed_while_reading_the_stop_flag_never_leaves_it_held():
    """The window must never wait on the worker: after the worker dies in the middle of
    reading the "play now" flag, setting and clearing it still return at once."""
    import threading

    from client.ai_worker import StopFlag

    ctx = multiprocessing.get_context("spawn")
    flag = StopFlag(ctx)
    for _ in range(8):
        proc = ctx.Process(target=_spin, args=(flag,), daemon=True)
        proc.start()
        time.sleep(0.2)
        proc.kill()
        proc.join(2)
        done = threading.Event()
        threading.Thread(target=lambda: (flag.set(), flag.clear(), done.set()), daemon=True).start()
        assert done.wait(2), "the stop flag was left held by a killed worker"
