# track: torch
# exercise: heads
# why: attention checks k against v with k.shape[:-1] != v.shape[:-1] ("same batch and same S"), comparing every leading axis instead of S alone, so valid calls where v has extra or broadcast leading axes raise ValueError
# kind: error
# diagnosis: error-on-valid
import torch


def attention(q, k, v, allowed=None):
    if k.shape[:-1] != v.shape[:-1]:
        raise ValueError(f"k {tuple(k.shape)} and v {tuple(v.shape)} must share their (..., S) axes")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
