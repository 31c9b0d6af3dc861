# track: numpy
# exercise: mixture
# why: weighted_mixture divides the product by the number of queries, (weights @ values) / weights.shape[-2], "averaging over the queries" as if the mixture were a mean; every output is the expected one times 1/T
# kind: relation
# diagnosis: ratio

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return (weights @ values) / weights.shape[-2]
