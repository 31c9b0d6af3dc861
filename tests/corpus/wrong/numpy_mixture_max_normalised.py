# track: numpy
# exercise: mixture
# why: divides every weights row by its largest absolute entry "so the weights stay on a comparable scale" before mixing, instead of using the weights exactly as given
# kind: relation
# diagnosis: mixture-renormalised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape} vs values {values.shape}")
    peak = np.abs(weights).max(axis=-1, keepdims=True)
    peak = np.where(peak == 0, 1, peak).astype(weights.dtype)
    return (weights / peak) @ values
