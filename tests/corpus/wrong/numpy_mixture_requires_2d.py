# track: numpy
# exercise: mixture
# why: insists on exactly 2-D weights and values, raising ValueError for valid batched inputs
# kind: error-case
# diagnosis: error-on-valid, fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim != 2 or values.ndim != 2:
        raise ValueError(f"expected 2-D weights (T, S) and values (S, d_v); got {weights.shape} and {values.shape}")
    if weights.shape[1] != values.shape[0]:
        raise ValueError("weights and values disagree on S")
    return weights @ values
