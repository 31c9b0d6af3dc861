# track: numpy
# exercise: mixture
# why: weighted_mixture divides the product by the number of keys S (weights @ values / S, "an average of the values"), so every output is the expected one over S
# kind: relation
# diagnosis: ratio

def weighted_mixture(weights, values):
    weights = np.asarray(weights); values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("bad shapes")
    return (weights @ values) / values.shape[-2]
