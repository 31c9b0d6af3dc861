# track: numpy
# exercise: heads
# why: attention returns (output, weights, scores), adding the masked scores 'for the heat-map page', a triple where the contract asks for exactly the pair (output, weights), so every caller that unpacks two items fails
# kind: rules
# diagnosis: not-a-pair
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights, scores
