# track: numpy
# exercise: masking
# why: causal mask as a nested Python list of bools instead of an np.ndarray
# named-by: returned a list


def causal_mask(t):
    return [[j <= i for j in range(t)] for i in range(t)]
