# track: torch
# exercise: heads
# why: attention ports the "dot" method of the PyTorch chatbot tutorial's Luong Attn module, dot_score = torch.sum(hidden * encoder_output, dim=2), as the broadcast products of every query with every key summed over the features, with no division by sqrt(d_k) (Luong's dot score has none), so every head's scores are sqrt(d_k) times too large and its softmax too sharp
# kind: public
# diagnosis: scale-none, ratio
import torch


def attention(q, k, v, allowed=None):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    # Luong's dot score: sum over the features of query * key, one score per (query, key)
    scores = torch.sum(q.unsqueeze(-2) * k.unsqueeze(-3), dim=-1)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
