# track: torch
# exercise: heads
# why: attention raises ValueError when there are more queries than keys (q.shape[-2] > k.shape[-2], "every query needs a key at its own position"), reading the causal self-attention picture as a rule, so valid cross-attention with T > S raises
# kind: error
# diagnosis: error-on-valid


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-2] > k.shape[-2]:
        raise ValueError(f"{q.shape[-2]} queries but only {k.shape[-2]} keys: a query needs its own key")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
