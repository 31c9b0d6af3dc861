# track: numpy
# exercise: mixture
# why: weighted_mixture insists that weights and values have identical leading axes (weights.shape[:-2] == values.shape[:-2]) and raises ValueError otherwise, so valid broadcasting inputs (shared 2-D values, values with extra leading axes) are rejected, and attention fails wherever v's batch axes differ from the weights'
# kind: knockon
# diagnosis: error-on-valid

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    if weights.shape[:-2] != values.shape[:-2]:
        raise ValueError(f"batch axes differ: {weights.shape[:-2]} vs {values.shape[:-2]}")
    return weights @ values
