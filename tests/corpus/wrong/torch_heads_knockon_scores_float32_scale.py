# track: torch
# exercise: heads
# why: attention is right but its scaled_scores divides by torch.tensor(q.shape[-1]).sqrt(), a float32 tensor (int -> float32 sqrt), so float64 attention carries float32 rounding in its scores, weights and output
# kind: knock-on
# diagnosis: scale-float32,float32-precision
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    scale = torch.tensor(q.shape[-1]).sqrt()
    return (q @ k.transpose(-2, -1)) / scale.to(q.device)


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
