# track: numpy
# exercise: heads
# why: attention written inline divides by np.sqrt(d_k), so float32 inputs give float64 output and weights
# diagnosis: dtype-float64


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError(f"shapes do not fit: q {q.shape}, k {k.shape}, v {v.shape}")
    scores = q @ np.swapaxes(k, -2, -1) / np.sqrt(q.shape[-1])
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weights @ v, weights
