"""PyTorch corpus: known mistakes lose points, correct alternatives keep full marks.

One class per exercise: each is one grader run (``corpus_harness.graded_group``), and
``--dist loadscope`` hands each class to one worker as a whole."""

from __future__ import annotations

import pytest
from corpus_harness import check_entry, entries_of


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("corpus-torch")


def _entries(exercise: str):
    """The test of one exercise's entries."""
    @pytest.mark.slow
    @pytest.mark.parametrize("kind,path,header", entries_of("torch", exercise))
    def test_corpus_entry(self, kind, path, header, workdir):
        check_entry(kind, path, header, workdir)
    return test_corpus_entry


class TestMixture:
    test_corpus_entry = _entries("mixture")


class TestScaling:
    test_corpus_entry = _entries("scaling")


class TestMasking:
    test_corpus_entry = _entries("masking")


class TestSoftmax:
    test_corpus_entry = _entries("softmax")


class TestHeads:
    test_corpus_entry = _entries("heads")


class TestAllExercises:  # the cheats, graded on every exercise of the track
    test_corpus_entry = _entries("all")
