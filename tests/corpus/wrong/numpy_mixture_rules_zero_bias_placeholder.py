# track: numpy
# exercise: mixture
# why: weighted_mixture adds a placeholder bias np.zeros(d_v) ("a learned bias comes later") to the mixture; np.zeros makes float64, so float32 weights and values come back as a float64 mixture
# kind: rules
# diagnosis: dtype-float64


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got shapes"
            f" {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    bias = np.zeros(values.shape[-1])  # no bias yet; a learned one comes later
    return weights @ values + bias
