# track: torch
# exercise: heads
# why: attention calls the student's own weighted_mixture(v, weights) with its two arguments in the wrong order, so weighted_mixture treats v as the weights and rejects the pair with ValueError on every valid input where d_v != T (and returns a wrong (S, S) product when d_v == T)
# kind: crash
# diagnosis: bad-inner-call, error-on-valid


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(v, weights), weights
