# track: numpy
# exercise: heads
# why: attention keeps the tutorial's attention dropout (p=0.1, rescaled by 1/0.9), so its weights are random
# kind: relation
# diagnosis: not-deterministic
# random: dropout draws anew on every call, so which checks fail first (and what they show) varies: the lead is not asserted


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    p = 0.1
    keep = np.random.default_rng().random(weights.shape) >= p
    weights = (weights * keep / (1 - p)).astype(weights.dtype, copy=False)
    return weighted_mixture(weights, v), weights
