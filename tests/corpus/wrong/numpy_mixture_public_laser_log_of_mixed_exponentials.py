# track: numpy
# exercise: mixture
# kind: public
# why: weighted_mixture is ported from LASER attention (Duvvuri & Dhillon 2024, the attn_laser option of lucidrains' x-transformers), which mixes exp(values) and takes the log of the result, log(weights @ exp(values - m)) + m with m the values' maximum over the keys; the kit's mixture is the plain weights @ values, so every output differs (a log-sum-exp of the values instead of their weighted sum, NaN where a weighted sum of exponentials is negative)
# diagnosis: log-of-expected
# miss: log(weights @ exp(values)) is no function of the expected mixture; exp overflows on large values and values-nan (evidence only) leads

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
    # LASER: attend in the exponential space of the values, then return to log space
    v_max = values.max(axis=-2, keepdims=True)
    return np.log(weights @ np.exp(values - v_max)) + v_max
