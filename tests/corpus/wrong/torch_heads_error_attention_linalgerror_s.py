# track: torch
# exercise: heads
# why: attention raises torch.linalg.LinAlgError ("k and v that do not line up are a linear-algebra error", as NumPy's LinAlgError is a ValueError) when k and v differ in S; torch's LinAlgError is a RuntimeError, not a ValueError, so the bad input raises the wrong exception type
# kind: error
# diagnosis: error-not-valueerror
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise torch.linalg.LinAlgError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
