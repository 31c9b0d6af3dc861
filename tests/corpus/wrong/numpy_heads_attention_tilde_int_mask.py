# track: numpy
# exercise: heads
# why: attention inverts the mask with ~allowed, which is right for bools but makes every 0/1 integer entry hidden (~1 = -2, ~0 = -1)
# diagnosis: int-mask-inverted


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError(f"shapes do not fit: q {q.shape}, k {k.shape}, v {v.shape}")
    scores = q @ np.swapaxes(k, -2, -1) / math.sqrt(q.shape[-1])
    if allowed is not None:
        scores = np.where(~np.asarray(allowed), -np.inf, scores)
        if np.isneginf(scores).all(axis=-1).any():
            raise ValueError("a query row has no visible key")
    weights = stable_softmax(scores)
    return weights @ v, weights
