# track: numpy
# exercise: mixture
# kind: relation
# why: weighted_mixture reads the lesson's sum over the keys as an integral and adds the weighted value rows up with np.trapezoid(weights[..., :, :, None] * values[..., None, :, :], axis=-2); the trapezoid rule counts the first and the last key only half, so every output misses half of weights[..., t, 0] * values[..., 0, :] and half of the last key's contribution (and a single key, S = 1, gives all zeros)
# diagnosis: key-left-out, ends-halved

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
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {weights.shape} and {values.shape}"
        )
    # the output is the "area" under the weighted value rows, key by key
    return np.trapezoid(weights[..., :, :, None] * values[..., None, :, :], axis=-2)
