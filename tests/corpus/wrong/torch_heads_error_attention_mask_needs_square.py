# track: torch
# exercise: heads
# why: attention refuses a mask unless the scores are square, raising ValueError("a mask needs self-attention scores, T == S") whenever allowed is given and q.shape[-2] != k.shape[-2], taking every mask for a causal one; masked cross-attention (T != S) is valid, so those calls raise
# kind: error
# diagnosis: error-on-valid, needs-square
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if allowed is not None and q.shape[-2] != k.shape[-2]:
        raise ValueError(
            f"a mask needs self-attention scores, T == S; got T={q.shape[-2]} and S={k.shape[-2]}"
        )
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
