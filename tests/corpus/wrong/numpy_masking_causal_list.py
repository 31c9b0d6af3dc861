# track: numpy
# exercise: masking
# why: causal mask as a nested Python list of bools instead of an np.ndarray


def causal_mask(t):
    return [[j <= i for j in range(t)] for i in range(t)]
