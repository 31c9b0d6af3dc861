# track: numpy
# exercise: heads
# why: attention lines the queries and keys up with q, k = np.broadcast_arrays(q, k) "so their batch axes match" before scoring; broadcast_arrays broadcasts whole shapes, T against S and d_k against d_k, so every valid call with T != S (cross-attention) raises ValueError
# kind: crash
# diagnosis: crash
def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q, k = np.broadcast_arrays(q, k)  # line up the batch axes
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
