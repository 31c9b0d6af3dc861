# track: torch
# exercise: heads
# why: attention checks that k and v fit with torch.broadcast_shapes(k.shape[:-1], v.shape[:-1]) ("their leading axes and S must broadcast"); that raises RuntimeError, not ValueError, when the S axes differ (and lets an S of 1 through)
# kind: error
# diagnosis: error-not-valueerror, error-not-raised
import torch


def attention(q, k, v, allowed=None):
    torch.broadcast_shapes(k.shape[:-1], v.shape[:-1])  # k and v must line up key by key
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
