"""build.spec, run with stand-ins for PyInstaller's classes: icon, version resource, macOS bundle."""

import ast
import struct
import sys
import types
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


class Recorder:
    calls: dict = {}

    def __init__(self, *args, **kwargs):
        Recorder.calls[type(self).__name__] = (args, kwargs)
        self.datas, self.pure, self.scripts, self.binaries = [], [], [], []


def run_spec(monkeypatch, tmp_path, platform: str) -> dict:
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda name: [name]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))
    Recorder.calls = {}
    names = {n: type(n, (Recorder,), {}) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    spec = {"SPECPATH": str(ROOT), "workpath": str(tmp_path / "build"), "__name__": "spec", **names}
    exec(compile((ROOT / "build.spec").read_text(encoding="utf-8"), "build.spec", "exec"), spec)
    return Recorder.calls


def project_version() -> str:
    import re

    return re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)


def test_windowed_exe_with_an_icon_on_every_platform(monkeypatch, tmp_path):
    for platform in ("linux", "win32", "darwin"):
        calls = run_spec(monkeypatch, tmp_path, platform)
        exe = calls["EXE"][1]
        assert exe["console"] is False and exe["upx"] is False
        assert Path(exe["icon"]).is_file() if platform != "linux" else exe["icon"] is None
        assert ("BUNDLE" in calls) is (platform == "darwin")


def test_windows_version_resource_carries_the_project_version(monkeypatch, tmp_path):
    exe = run_spec(monkeypatch, tmp_path, "win32")["EXE"][1]
    assert exe["icon"].endswith(".ico")
    text = Path(exe["version"]).read_text(encoding="utf-8")
    ast.parse(text, mode="eval")  # PyInstaller evaluates this file
    version = project_version()
    nums = tuple((list(map(int, version.split("."))) + [0, 0, 0, 0])[:4])
    assert f"filevers={nums}" in text and f"StringStruct('ProductVersion', '{version}')" in text
    assert run_spec(monkeypatch, tmp_path, "linux")["EXE"][1]["version"] is None


def test_macos_bundle_is_high_resolution(monkeypatch, tmp_path):
    args, kwargs = run_spec(monkeypatch, tmp_path, "darwin")["BUNDLE"]
    assert kwargs["info_plist"]["NSHighResolutionCapable"] is True
    assert kwargs["name"] == "tablero.app" and kwargs["icon"].endswith(".icns")
    assert kwargs["version"] == project_version()


def test_icon_files_hold_real_images():
    png = ROOT / "assets" / "icon.png"
    assert pygame.image.load(str(png)).get_size() == (256, 256)
    ico = (ROOT / "assets" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 3
    sizes = {ico[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 32, 256} <= sizes
    icns = (ROOT / "assets" / "icon.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns) and b"ic08" in icns
