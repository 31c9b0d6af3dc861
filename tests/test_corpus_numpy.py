"""NumPy corpus: known mistakes lose points, correct alternatives keep full marks.

One class per part of an exercise's entries (``TestHeads1of3``...; the cheats, graded on
every exercise of the track, in ``TestAll``): each is one grader run
(``corpus_harness.graded_group``), and ``--dist loadscope`` hands each class to one worker
as a whole."""

from __future__ import annotations

import pytest
from corpus_harness import entry_classes


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("corpus-numpy")


globals().update(entry_classes("numpy"))
