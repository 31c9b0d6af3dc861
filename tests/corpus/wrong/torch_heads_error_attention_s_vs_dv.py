# track: torch
# exercise: heads
# why: attention checks that keys and values fit with k.size(-2) != v.size(-1), the keys' S against the values' width d_v (a -1 typed for -2), so every valid call with d_v != S raises ValueError, and values whose S differs from k's but whose width equals it get through
# kind: error
# diagnosis: error-on-valid, error-not-raised
import torch


def attention(q, k, v, allowed=None):
    if k.size(-2) != v.size(-1):
        raise ValueError(f"k has S={k.size(-2)} rows but v has S={v.size(-1)}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
