# track: numpy
# exercise: softmax
# kind: rules
# why: stable_softmax makes sure hidden keys get exactly 0 by multiplying the weights with the 0/1 integer array np.isfinite(scaled).astype(int) ("a mask of ones and zeros"); under NumPy 2 a float32 array times an int64 array is float64, so float32 scores come back as float64 weights (the values are right)
# diagnosis: dtype-float64, dtype-changed

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
    weights = exps / exps.sum(axis=-1, keepdims=True)  # (..., T, S)
    return weights * np.isfinite(scaled).astype(int)
