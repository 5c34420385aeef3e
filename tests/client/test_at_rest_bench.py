"""client.bench reports the client at rest beside the frame times (fields and types only:
the figures themselves depend on the machine)."""

from client import bench


def test_bench_reports_idle_cpu_and_memory_after_whole_games(monkeypatch):
    monkeypatch.setattr(bench, "FRAMES", 5)
    monkeypatch.setattr(bench, "IDLE_SECONDS", 0.3)
    monkeypatch.setattr(bench, "GAMES_EACH", 1)
    monkeypatch.setattr(bench, "GAME_SPEED", 0.0)
    monkeypatch.setattr(bench, "startup", lambda *a, **k: 1.0)
    played = []
    real_play = bench.play_games
    monkeypatch.setattr(bench, "play_games", lambda app, ids, n=None: played.append(ids) or real_play(app, ids, n))
    result = bench.run()
    ids = ["ausonia", "imperio", "krysis", "tribunal", "virrey"]
    assert set(result["games"]) == set(ids) and played == [ids]
    for game in result["games"].values():
        assert {"p50", "p95", "p99", "max"} <= set(game["frame_ms"]) <= set(game["frame_ms_ai_thinking"])
        idle = game["idle"]
        assert isinstance(game["idle_cpu_percent"], float) and game["idle_cpu_percent"] == idle["cpu_percent"]
        assert idle["seconds"] >= 0.3 and isinstance(idle["loop_passes"], int)
        assert isinstance(idle["frames_drawn"], int)
    assert isinstance(result["idle_cpu_percent"], float)
    assert result["idle_cpu_percent"] == max(g["idle_cpu_percent"] for g in result["games"].values())
    assert result["games_played"] == 5
    assert isinstance(result["rss_mb_after_games"], float) and result["rss_mb_after_games"] > 0
    assert isinstance(result["peak_memory_mb"], float) and isinstance(result["startup_s"], float)
