# track: numpy
# exercise: mixture
# why: weighted_mixture rounds the weights to 3 decimals before mixing, np.round(weights, 3) ("weights are probabilities, three decimals are plenty"), so every output is mixed with weights off by up to 5e-4 instead of the weights exactly as given
# kind: relation
# diagnosis: rounded, mixture-clipped
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return np.round(weights, 3) @ values
