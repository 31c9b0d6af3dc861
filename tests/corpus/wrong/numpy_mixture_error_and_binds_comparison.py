# track: numpy
# exercise: mixture
# why: weighted_mixture writes its rank check as 'if weights.ndim and values.ndim < 2', meaning 'if either has fewer than 2 axes', but Python reads it as 'weights.ndim is nonzero and values.ndim < 2', so 1-D weights pass the check and are mixed into a (d_v,) vector instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim and values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
