# track: numpy
# exercise: mixture
# why: weighted_mixture labels the weights "source, target" in its einsum, np.einsum("...st,...sd->...td", weights, values), so the weights' first axis (the queries T) is read as the source axis s and contracted with the values' keys: with T != S einsum raises ValueError on valid input, and with T == S every output mixes the values with the transposed weights (a sum over the queries)
# kind: axes
# diagnosis: mixture-wrong-axis,einsum-letters

def weighted_mixture(weights, values):

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

    # s: source key, t: target query, d: value feature
    return np.einsum("...st,...sd->...td", weights, values)
