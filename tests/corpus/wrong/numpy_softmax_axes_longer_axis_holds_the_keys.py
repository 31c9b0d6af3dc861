# track: numpy
# exercise: softmax
# kind: axes
# why: stable_softmax normalises over whichever of the last two axes is longer ("the key axis is the long one: a query sees many keys"), axis = -2 when scaled.shape[-2] > scaled.shape[-1] and -1 otherwise, so scores with more queries than keys (T > S) are normalised over the queries: each key's column sums to 1 instead of each query's row
# diagnosis: softmax-axis, reduced-other-axis

def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    """Exercise 4: numerically stable softmax over the last axis of ``scores / temperature``.

    No library softmax or log-softmax may be used here. Scores as large as ``1e4`` in
    float32 or float64 must not overflow, give NaN or warn; ``-inf`` entries get weight
    exactly 0.

    Args:
        scores: ``(..., T, S)``; may contain ``-inf``.
        temperature: a positive finite number.

    Returns:
        Weights ``(..., T, S)`` in the dtype of ``scores``; each row sums to 1.

    Raises:
        ValueError: when ``temperature`` is not a positive finite number, or when a row
            is entirely ``-inf``.
    """
    ### BEGIN SOLUTION
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # the key axis is the long one: a query sees many keys
    axis = -2 if scaled.ndim > 1 and scaled.shape[-2] > scaled.shape[-1] else -1
    exps = np.exp(scaled - scaled.max(axis=axis, keepdims=True))
    return exps / exps.sum(axis=axis, keepdims=True)
