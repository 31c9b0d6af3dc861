# track: numpy
# exercise: scaling
# why: scaled_scores ports the score of keras.layers.AdditiveAttention (Bahdanau-style) with use_scale=False, reduce_sum(tanh(expand_dims(q, -2) + expand_dims(k, -3)), axis=-1); that additive score is a different compatibility function from the kit's dot product q k^T / sqrt(d_k) (every score lies in [-d_k, d_k] and depends on q + k, not on q . k), so every score is wrong
# kind: public
# diagnosis: clipped
# miss: an additive score sum(tanh(q + k)) bears no relation to q . k that the engine reads (no ratio, offset, clip or axis change), so no cause leads; the first differing case is shown


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q_reshaped = np.expand_dims(q, -2)  # (..., T, 1, d_k)
    k_reshaped = np.expand_dims(k, -3)  # (..., 1, S, d_k)
    return np.sum(np.tanh(q_reshaped + k_reshaped), axis=-1)
