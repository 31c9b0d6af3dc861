# track: torch
# exercise: heads
# why: attention "guards against NaN in padded value rows" with v.nan_to_num_(), the in-place form, on the caller's values; the values are unchanged when finite, but the call writes into the caller's tensor and raises RuntimeError on a leaf v that requires grad
# kind: rules
# diagnosis: in-place-autograd, input-changed, crash
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    v = v.nan_to_num_()
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
