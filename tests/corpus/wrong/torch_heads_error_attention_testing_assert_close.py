# track: torch
# exercise: heads
# why: attention checks that k and v have the same number of keys with torch.testing.assert_close(k.shape[-2], v.shape[-2]) ("the testing helper gives a clear message"), which raises AssertionError, not ValueError, for keys and values of different lengths
# kind: error
# diagnosis: error-not-valueerror
import torch


def attention(q, k, v, allowed=None):
    torch.testing.assert_close(k.shape[-2], v.shape[-2], msg="k and v must hold the same number of keys S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
