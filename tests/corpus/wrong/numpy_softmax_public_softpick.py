# track: numpy
# exercise: softmax
# kind: public
# why: stable_softmax is ported from Softpick (Zuhri et al. 2025, the rectified softmax of the softpick-attention repository): relu(exp(x - m) - exp(-m)) / (sum |exp(x - m) - exp(-m)| + 1e-6) over each row, i.e. relu(e^x - 1) / sum |e^x - 1|; it is built to let rows sum to less than 1 and to give every key with a score <= 0 weight exactly 0, so its weights are not exp(scores) over their row sum (and large negative row maxima overflow exp(-m))
# diagnosis: sparse-weights
# miss: relu(e^x - 1) / sum |e^x - 1| is no function of the softmax that a relation reads; the 1e-6 epsilon it holds is refuted by the cases whose weights move further

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
    # Softpick: relu(e^x - 1) / sum(|e^x - 1|), stabilised by the row maximum
    shifted = np.exp(scaled - row_max) - np.exp(-row_max)
    return np.maximum(shifted, 0) / (np.abs(shifted).sum(axis=-1, keepdims=True) + 1e-6)
