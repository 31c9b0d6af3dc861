# track: numpy
# exercise: mixture
# kind: knockon
# why: weighted_mixture validates its pair with _same_width(weights, values), the helper the student wrote for scaled_scores (a.shape[-1] != b.shape[-1], the d_k of q against the d_k of k), so it compares the weights' S with the values' width d_v instead of the values' S: every valid mixture with d_v != S raises ValueError, and through it attention and multi-head attention reject every call whose value width differs from the number of keys
# diagnosis: error-on-valid, bad-inner-call

def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Exercise 1: mix the value vectors with the given weights.

    Args:
        weights: ``(..., T, S)``, one weight per query and source key. Used as given:
            not checked or renormalised, so any real numbers are mixed.
        values: ``(..., S, d_v)``, one value vector per source key.

    Returns:
        ``(..., T, d_v)``: row ``t`` is ``sum_s weights[..., t, s] * values[..., s, :]``.

    Raises:
        ValueError: when either input has fewer than 2 axes, or their S axes differ.
    """
    ### BEGIN SOLUTION
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {weights.shape} and {values.shape}"
        )
    _same_width(weights, values, "weights", "values")
    return weights @ values


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
    _same_width(q, k, "q", "k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])


def _same_width(a, b, name_a, name_b):
    """Raise ValueError unless the last axes of a and b have the same length."""
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"{name_a} and {name_b} differ in width: {a.shape} and {b.shape}")
