"""NumPy corpus: known mistakes lose points, correct alternatives keep full marks."""

from __future__ import annotations

import pytest
from corpus_harness import check_entry, entries_of


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("corpus-numpy")


@pytest.mark.slow
@pytest.mark.parametrize("kind,path,header", entries_of("numpy"))
def test_corpus_entry(kind, path, header, workdir):
    check_entry(kind, path, header, workdir)
