# track: numpy
# exercise: mixture
# why: mixes with np.einsum("...ts,sd->...td", weights, values), giving the weights an ellipsis but not the values (as if one set of values were always shared), so values with any batch or head axis make einsum raise ValueError
# kind: crash
# diagnosis: fixed-leading-axes, fixed-ndim, crash

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    return np.einsum("...ts,sd->...td", weights, values)
