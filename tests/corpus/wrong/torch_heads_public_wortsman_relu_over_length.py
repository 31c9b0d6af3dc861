# track: torch
# exercise: heads
# why: attention ports ReLU attention from "Replacing softmax with ReLU in Vision Transformers" (Wortsman et al. 2023), weights = relu(scores) / S with S the number of keys, in place of the softmax; each weight depends on its own score only, negative scores get 0 and the rows do not sum to 1
# kind: public
# diagnosis: weights-elementwise, weights-not-exp
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)  # relu(-inf) = 0 hides a key
    weights = torch.relu(scores) / scores.shape[-1]  # seq-length scaled ReLU attention
    return weighted_mixture(weights, v), weights
