# track: torch
# exercise: heads
# why: attention compares the length of q with that of v (q.shape[-2] != v.shape[-2]) instead of k's with v's, so valid cross-attention with T != S raises ValueError
# kind: error-case
# diagnosis: error-on-valid, needs-square


def attention(q, k, v, allowed=None):
    if q.shape[-2] != v.shape[-2]:
        raise ValueError(f"q has {q.shape[-2]} positions but v has {v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
