# track: torch
# exercise: heads
# why: attention raises ValueError whenever a mask comes with T != S ("masks are for self-attention"), so valid masked cross-attention is rejected
# kind: error
# diagnosis: error-on-valid


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if allowed is not None and q.shape[-2] != k.shape[-2]:
        raise ValueError("a mask needs self-attention: as many queries as keys")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
