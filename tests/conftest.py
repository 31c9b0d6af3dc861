"""Fixtures only; the helpers tests share are in ``helpers.py``."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import build_submission


@pytest.fixture
def submission(tmp_path):
    """``submission(name, numpy=extra_code, torch=extra_code)``: the reference plus patches."""

    def make(name: str, *, numpy: str = "", torch: str = "") -> Path:
        return build_submission(tmp_path / name, numpy=numpy, torch=torch)

    return make
