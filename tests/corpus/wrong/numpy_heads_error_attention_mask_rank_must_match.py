# track: numpy
# exercise: heads
# why: attention rejects any mask whose number of axes differs from the queries' (allowed.ndim != q.ndim, "the mask must be (..., T, S) like the scores"), so valid masks that broadcast with fewer axes, a (T, S) causal mask on batched or multi-head inputs or an (S,) key mask, raise ValueError
# kind: error
# diagnosis: error-on-valid, fails-with-fewer-mask-axes
def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = np.asarray(allowed)
        if allowed.ndim != q.ndim:
            raise ValueError(f"the mask must have one axis per axis of the scores; got {allowed.shape}")
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
