# track: numpy
# exercise: heads
# why: attention written inline scales the scores by sqrt(d_v) (v.shape[-1]) instead of sqrt(d_k)
# diagnosis: scale-dv


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError(f"shapes do not fit: q {q.shape}, k {k.shape}, v {v.shape}")
    scores = q @ np.swapaxes(k, -2, -1) / math.sqrt(v.shape[-1])
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weights @ v, weights
