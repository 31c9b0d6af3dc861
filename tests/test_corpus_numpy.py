"""NumPy corpus: known mistakes lose points, correct alternatives keep full marks.

One class per exercise: each is one grader run (``corpus_harness.graded_group``), and
``--dist loadscope`` hands each class to one worker as a whole."""

from __future__ import annotations

import pytest
from corpus_harness import entry_test


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("corpus-numpy")


class TestMixture:
    test_corpus_entry = entry_test("numpy", "mixture")


class TestScaling:
    test_corpus_entry = entry_test("numpy", "scaling")


class TestMasking:
    test_corpus_entry = entry_test("numpy", "masking")


class TestSoftmax:
    test_corpus_entry = entry_test("numpy", "softmax")


class TestHeads:
    test_corpus_entry = entry_test("numpy", "heads")


class TestAllExercises:  # the cheats, graded on every exercise of the track
    test_corpus_entry = entry_test("numpy", "all")
