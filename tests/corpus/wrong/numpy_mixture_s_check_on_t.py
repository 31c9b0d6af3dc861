# track: numpy
# exercise: mixture
# why: compares the T axis of weights (shape[-2]) with the S axis of values, so valid inputs with T != S raise
# kind: error-case
# diagnosis: error-on-valid, needs-square


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-2] != values.shape[-2]:
        raise ValueError(f"weights {weights.shape} and values {values.shape} disagree on S")
    return weights @ values
