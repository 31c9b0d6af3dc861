# track: numpy
# exercise: scaling
# why: scales the scores by math.sqrt(2 / d_k), the He-initialisation gain for ReLU layers, instead of 1 / sqrt(d_k), so every score is sqrt(2) times too large
# kind: relation
# diagnosis: ratio, ratio:constant


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) * math.sqrt(2 / q.shape[-1])
