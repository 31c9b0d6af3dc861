# track: torch
# exercise: heads
# why: attention ports Mega's laplace attention function (Ma et al. 2022, fairseq mega's attention_activation="laplace"), 0.5 * (1 + erf((s - mu) / (sigma * sqrt(2)))) with mu = sqrt(1/2), sigma = sqrt(1/(4 pi)), applied to each scaled score on its own (hidden keys 0), in place of the softmax over the row
# kind: public
# diagnosis: weights-elementwise
import math

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    mu = math.sqrt(0.5)
    sigma = math.sqrt(0.25 / math.pi)
    weights = 0.5 * (1.0 + torch.erf((scores - mu) / (sigma * math.sqrt(2.0))))  # erf(-inf) = -1 -> 0
    return weighted_mixture(weights, v), weights
