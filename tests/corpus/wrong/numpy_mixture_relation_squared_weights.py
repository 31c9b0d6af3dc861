# track: numpy
# exercise: mixture
# why: weighted_mixture squares the weights before mixing ("a weight is an amplitude, its square the probability"), so every output is sum_s w_s^2 v_s instead of sum_s w_s v_s (negative weights turn positive, fractions shrink)
# kind: relation
# diagnosis: mixture-transformed
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return (weights * weights) @ values
