# track: numpy
# exercise: mixture
# why: weighted_mixture forms every weighted value and adds them up over the keys with its helper _sum_over_keys, which writes the sum as np.ones(S) @ terms; np.ones is float64, so float32 weights and values come back as a float64 mixture
# kind: knockon
# diagnosis: dtype-float64


def _sum_over_keys(terms):
    # terms (..., T, S, d_v): add up the S axis as a product with a vector of ones
    return np.ones(terms.shape[-2]) @ terms


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
    terms = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return _sum_over_keys(terms)
