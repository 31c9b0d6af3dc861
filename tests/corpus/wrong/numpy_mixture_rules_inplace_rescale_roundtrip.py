# track: numpy
# exercise: mixture
# why: weighted_mixture rescales the caller's values in place "to keep the products small", values /= scale with scale = np.abs(values).max(), mixes, and multiplies values back with values *= scale; dividing and multiplying by a scale that is not a power of two does not round-trip exactly, so the caller's values come back changed in their last bits (and the output carries the extra rounding)
# kind: rules
# diagnosis: input-changed
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    scale = np.abs(values).max() if values.size else 1.0
    if scale == 0:
        return weights @ values
    values /= scale
    out = (weights @ values) * scale
    values *= scale
    return out
