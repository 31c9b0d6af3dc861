# track: torch
# exercise: heads
# why: attention passes stable_softmax(scores, temperature=1 / math.sqrt(d_k)) believing the temperature multiplies the logits ("apply the 1/sqrt(d_k) as a softmax temperature"); the temperature divides them, so it multiplies the already scaled scores by sqrt(d_k) and the weights are a softmax of the unscaled q k^T
# kind: relation
# diagnosis: scale-none, logit-ratio
import math

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores, temperature=1 / math.sqrt(q.shape[-1]))
    return weighted_mixture(weights, v), weights
