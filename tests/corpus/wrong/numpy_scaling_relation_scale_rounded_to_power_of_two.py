# track: numpy
# exercise: scaling
# kind: relation
# why: scaled_scores rounds the divisor to the nearest power of two, 2.0 ** round(math.log2(math.sqrt(d_k))) ("so the division is exact in floating point, as in FP8 scaling recipes"); that is sqrt(d_k) only when d_k is a power of four (4, 16, 64), so for every other width the scores are off by a factor that depends on d_k (d_k = 2 divides by 1, d_k = 8 by 4, d_k = 3 by 2)
# diagnosis: ratio:trend-d_k, ratio

def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    """Exercise 2: compatibility scores ``q kᵀ / sqrt(d_k)``.

    Args:
        q: queries ``(..., T, d_k)``.
        k: keys ``(..., S, d_k)``.

    Returns:
        Scores ``(..., T, S)``, in the floating dtype of the inputs.

    Raises:
        ValueError: when the feature widths ``d_k`` of q and k differ.
    """
    ### BEGIN SOLUTION
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}; shapes {q.shape} and {k.shape}"
        )
    # a power-of-two divisor keeps the division exact in floating point
    scale = 2.0 ** round(math.log2(math.sqrt(q.shape[-1])))
    return (q @ np.swapaxes(k, -2, -1)) / scale
