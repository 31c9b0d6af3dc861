# track: numpy
# exercise: heads
# why: attention pre-scales the queries with q /= sqrt(d_k), dividing the caller's q in place
# diagnosis: input-changed


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError(f"shapes do not fit: q {q.shape}, k {k.shape}, v {v.shape}")
    q /= math.sqrt(q.shape[-1])
    scores = q @ np.swapaxes(k, -2, -1)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weights @ v, weights
