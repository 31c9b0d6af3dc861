# track: numpy
# exercise: mixture
# why: weighted_mixture gives each row's leftover weight, 1 - the row's sum, to the average value row ("weights that do not sum to 1 leave part of the mixture unaccounted"), returning weights @ values + (1 - row sum) * mean of the values; exact for rows summing to 1, but the weights must be used as given, so every other row is shifted
# kind: relation
# diagnosis: offset,mixture-renormalised,fails-with-unnormalised-weights
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    leftover = 1 - weights.sum(axis=-1, keepdims=True)  # (..., T, 1)
    return weights @ values + leftover * values.mean(axis=-2, keepdims=True)
