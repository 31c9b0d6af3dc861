"""The README stays honest: every command it tells people to type is run by CI."""

from __future__ import annotations

import re

from conftest import ROOT


def _commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```sh\n(.*?)```", text, re.S)
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


def test_readme_has_the_two_setup_commands_first():
    commands = _commands()
    assert commands[:2] == ['python -m pip install "torch==2.13.0" -e ".[dev]"', "attnkit check"]


def test_every_readme_command_runs_in_ci():
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    for command in _commands():
        assert command in [line.strip() for line in ci], f"README command not run by .ci/run: {command}"


def test_ci_installs_the_cpu_torch_wheel_before_anything_else():
    ci = (ROOT / ".ci" / "run").read_text()
    assert ci.index("torch==2.13.0") < ci.index("pytest")
