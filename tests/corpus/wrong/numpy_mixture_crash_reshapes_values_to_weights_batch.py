# track: numpy
# exercise: mixture
# kind: crash
# why: weighted_mixture gives the values the weights' batch axes with values.reshape(weights.shape[:-2] + values.shape[-2:]) ("one value matrix per weights matrix") before the product; a reshape can only regroup the same entries, it cannot add or stretch axes as broadcasting does, so valid calls where one (S, d_v) value matrix is shared by batched weights, or where the values carry leading axes the weights lack, raise ValueError (cannot reshape array) (equal leading shapes work)
# diagnosis: error-on-valid, fails-with-leading-axes

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
    # one value matrix per weights matrix: give the values the weights' batch axes
    values = values.reshape(weights.shape[:-2] + values.shape[-2:])
    return weights @ values
