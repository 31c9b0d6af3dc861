# track: numpy
# exercise: scaling
# why: returns the scores as an "energy", -(q k^T) / sqrt(d_k), taking the physics convention that a lower energy is a better match, so every score has the wrong sign
# kind: relation
# diagnosis: ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} and {k.shape[-1]}")
    energy = -(q @ np.swapaxes(k, -2, -1))  # low energy = good match
    return energy / math.sqrt(q.shape[-1])
