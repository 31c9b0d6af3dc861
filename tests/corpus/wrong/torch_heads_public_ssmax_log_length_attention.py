# track: torch
# exercise: heads
# why: attention adds Scalable-Softmax (SSMax, Nakanishi 2025) with its learnable s at its initial value 1, multiplying the scaled scores by s * log(S) before masking and the softmax, so every row's logits are scaled by ln(S) (sharper for S > 2, uniform for S = 1)
# kind: public
# diagnosis: ratio
import math

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    ssmax_s = 1.0  # learnable in the paper, initialised to 1
    scores = scores * (ssmax_s * math.log(k.shape[-2]))
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
