# track: numpy
# exercise: heads
# why: attention insists that q and k have the same leading axes (q.shape[:-2] != k.shape[:-2] raises ValueError, "one key set per query set"), so valid broadcasting calls such as 2-D keys shared by batched queries, or a batch axis of size 1, are rejected
# kind: error
# diagnosis: error-on-valid

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[:-2] != k.shape[:-2]:
        raise ValueError(f"q and k must have the same batch axes; got {q.shape} and {k.shape}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
