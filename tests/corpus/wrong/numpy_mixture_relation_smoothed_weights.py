# track: numpy
# exercise: mixture
# why: weighted_mixture adds 1e-6 to every weight before mixing, "so that no key is ignored entirely by a zero weight" (add-epsilon smoothing), so every output row is the expected mixture plus 1e-6 times the sum of the value vectors over the keys
# kind: relation
# diagnosis: offset
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights + 1e-6) @ values
