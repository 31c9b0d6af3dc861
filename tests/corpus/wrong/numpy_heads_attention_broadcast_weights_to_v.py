# track: numpy
# exercise: heads
# why: attention broadcasts the weights up to the output's leading axes "so weights and output match", so when v has extra leading axes the weights take v's axes too
# kind: axes-shapes
# diagnosis: weights-broadcast-v
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    output = weighted_mixture(weights, v)
    weights = np.broadcast_to(weights, output.shape[:-1] + weights.shape[-1:])
    return output, weights
