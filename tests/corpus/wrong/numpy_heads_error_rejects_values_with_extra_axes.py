# track: numpy
# exercise: heads
# why: attention adds a guard that v may not have more axes than q ("the output cannot gain axes the queries do not have") and raises ValueError for it, but the contract lets v's extra leading axes reach the output, so valid calls with several value sets per query set (v of shape (B, S, d_v) against (T, d_k) queries) are rejected
# kind: error
# diagnosis: error-on-valid
def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if v.ndim > q.ndim:
        raise ValueError(f"v has more axes than q: {v.shape} against {q.shape}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
