# track: numpy
# exercise: softmax
# kind: relation
# why: stable_softmax normalises in log space, exp(x - m - log_total), but takes log_total with np.log1p(exps.sum(...)) ("log1p is the accurate logarithm"); log1p(s) is log(1 + s), so every row is divided by 1 plus its sum of shifted exponentials and sums to s / (1 + s), a factor of its own between 1/2 and 1, instead of 1
# diagnosis: row-scale, epsilon

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
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    log_total = np.log1p(exps.sum(axis=-1, keepdims=True))  # log1p: the accurate log
    return np.exp(scaled - row_max - log_total)
