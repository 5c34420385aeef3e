"""Where saves, settings and logs live: platformdirs, TABLERO_HOME, the one-time move."""

import sys

import pytest

from rules.core import SaveError, saves


@pytest.fixture
def platform_home(tmp_path, monkeypatch):
    """No TABLERO_HOME; the XDG variables (which platformdirs reads on Linux) into tmp_path."""
    monkeypatch.delenv("TABLERO_HOME", raising=False)
    for var, sub in (("XDG_DATA_HOME", "share"), ("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state")):
        monkeypatch.setenv(var, str(tmp_path / sub))
    return tmp_path


def test_tablero_home_overrides_data_config_and_logs(home):
    assert saves.home() == home
    assert saves.config_dir() == home
    assert saves.log_dir() == home / "logs"


@pytest.mark.skipif(sys.platform != "linux", reason="XDG folders are the Linux convention")
def test_platform_folders_are_separate_for_data_config_and_logs(platform_home):
    assert saves.home() == platform_home / "share" / "tablero"
    assert saves.config_dir() == platform_home / "config" / "tablero"
    assert saves.log_dir() == platform_home / "state" / "tablero" / "log"


def test_old_folder_moves_once_and_settings_go_to_the_config_folder(tmp_path):
    old, data, config = tmp_path / "old" / "tablero", tmp_path / "data" / "tablero", tmp_path / "cfg"
    (old / "saves").mkdir(parents=True)
    (old / "autosave.json").write_text("{auto}")
    (old / "saves" / "mine.json").write_text("{mine}")
    (old / "settings.json").write_text('{"lang": "en"}')
    moved = saves.migrate_legacy(old, data, config)
    assert len(moved) == 2 and not old.exists()
    assert (data / "autosave.json").read_text() == "{auto}"
    assert (data / "saves" / "mine.json").read_text() == "{mine}"
    assert (config / "settings.json").read_text() == '{"lang": "en"}'
    assert not (data / "settings.json").exists()
    # a second start finds nothing to move; a re-created old folder is never merged in
    assert saves.migrate_legacy(old, data, config) == []
    old.mkdir()
    (old / "autosave.json").write_text("{stale}")
    assert saves.migrate_legacy(old, data, config) == []
    assert (data / "autosave.json").read_text() == "{auto}"


def test_old_folder_into_an_existing_empty_data_folder(tmp_path):
    old, data = tmp_path / "old", tmp_path / "data"
    old.mkdir()
    data.mkdir()
    (old / "autosave.json").write_text("{auto}")
    saves.migrate_legacy(old, data, data)
    assert (data / "autosave.json").read_text() == "{auto}" and not old.exists()


@pytest.mark.skipif(sys.platform != "linux", reason="XDG folders are the Linux convention")
def test_linux_settings_leave_the_data_folder_for_the_config_folder(platform_home):
    data = platform_home / "share" / "tablero"  # the old default is today's data folder
    data.mkdir(parents=True)
    (data / "settings.json").write_text("{}")
    (data / "autosave.json").write_text("{auto}")
    saves.migrate_legacy()
    assert (platform_home / "config" / "tablero" / "settings.json").exists()
    assert (data / "autosave.json").exists() and not (data / "settings.json").exists()


def test_nothing_moves_with_tablero_home(home, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    (tmp_path / "share" / "tablero").mkdir(parents=True)
    (tmp_path / "share" / "tablero" / "settings.json").write_text("{}")
    assert saves.migrate_legacy() == []
    assert (tmp_path / "share" / "tablero" / "settings.json").exists()


@pytest.mark.parametrize("name", ["CON", "nul", "Com1", "LPT9", "aux", "prn", "NUL ", "com\u00b9"])
def test_named_save_refuses_reserved_device_names(home, name):
    assert saves.is_reserved(name)
    with pytest.raises(SaveError, match="reserves"):
        saves.named_path(name)
    assert not (home / "saves").exists()


@pytest.mark.parametrize("name", ["Console", "COM10", "nulo", "Mi partida", "LPT"])
def test_ordinary_names_are_not_reserved(home, name):
    assert saves.is_reserved("con.txt")  # reserved whatever the extension
    assert not saves.is_reserved(name)
    assert saves.named_path(name) == home / "saves" / f"{name}.json"
