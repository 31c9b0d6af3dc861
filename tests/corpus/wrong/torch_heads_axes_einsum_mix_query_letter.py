# track: torch
# exercise: heads
# why: attention writes its mixing einsum as torch.einsum("...ij,...id->...jd", weights, v), giving the values the query letter i where the key letter j belongs, so the sum runs over the queries (the weights transposed): every T != S call raises RuntimeError and self-attention (T = S, multi-head attention) mixes with the wrong weights
# kind: axes
# diagnosis: mixture-wrong-axis, einsum-letters, needs-square
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., i, j)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    out = torch.einsum("...ij,...id->...jd", weights, v)
    return out, weights
