# track: torch
# exercise: heads
# why: attention checks that keys and values fit by comparing their row counts k.numel() // k.shape[-1] with v.numel() // v.shape[-1], which multiplies S by every leading axis, so valid values whose leading axes only broadcast against the keys' raise ValueError
# kind: error
# diagnosis: error-on-valid

import torch

def attention(q, k, v, allowed=None):
    if k.numel() // k.shape[-1] != v.numel() // v.shape[-1]:
        raise ValueError("k and v must have one row per key")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
