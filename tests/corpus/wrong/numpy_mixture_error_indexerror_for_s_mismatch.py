# track: numpy
# exercise: mixture
# why: weighted_mixture raises IndexError when the S axes of weights and values differ ("a key without a value is an index out of range"), where the contract promises ValueError; the rank check still raises ValueError
# kind: error
# diagnosis: error-not-valueerror


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2 axes or more; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise IndexError(
            f"weights refer to S={weights.shape[-1]} keys but values hold S={values.shape[-2]} rows"
        )
    return weights @ values
