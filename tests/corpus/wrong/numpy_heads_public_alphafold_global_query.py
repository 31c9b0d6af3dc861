# track: numpy
# exercise: heads
# why: attention ports AlphaFold's GlobalAttention, which averages the queries over the positions (q_avg = mask_mean(q_data)) and lets that one mean query attend for every position; the port scores q.mean(axis=-2) against the keys and repeats that row for all T queries, so every query gets the same weights and the same output
# kind: public
# diagnosis: scores-summed-over-keys
# miss: the queries averaged into one global query per batch element; no relation replays a mean over the queries, so only the knock-on on multi_head_self_attention leads (evidence)
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    q_avg = q.mean(axis=-2, keepdims=True)  # (..., 1, d_k): one global query
    scores = scaled_scores(q_avg, k)  # (..., 1, S)
    scores = np.repeat(scores, q.shape[-2], axis=-2)  # every position gets the global query's scores
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
