# track: torch
# exercise: mixture
# why: weighted_mixture checks the shapes with the assertions of the student's unit tests, unittest.TestCase().assertGreaterEqual(weights.dim(), 2, ...) and assertEqual(weights.shape[-1], values.shape[-2], ...), which raise AssertionError, so 1-D inputs and mismatched S axes raise AssertionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import unittest

import torch

_check = unittest.TestCase()


def weighted_mixture(weights, values):
    _check.assertGreaterEqual(weights.dim(), 2, "weights need (..., T, S)")
    _check.assertGreaterEqual(values.dim(), 2, "values need (..., S, d_v)")
    _check.assertEqual(weights.shape[-1], values.shape[-2], "weights and values differ in S")
    return weights @ values
