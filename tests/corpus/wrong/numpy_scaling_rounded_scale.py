# track: numpy
# exercise: scaling
# why: rounds the scale to two decimals, round(1 / math.sqrt(d_k), 2) ("0.35 is close enough"), so the scores are off by a constant factor whenever 1/sqrt(d_k) is not a two-decimal number (d_k = 8 gives 0.35 instead of 0.3536)
# kind: relation
# diagnosis: ratio, ratio:constant


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = round(1 / math.sqrt(q.shape[-1]), 2)
    return (q @ np.swapaxes(k, -2, -1)) * scale
