# track: numpy
# exercise: masking
# why: causal mask from np.tri(t, dtype=int): 0/1 integers instead of bools
# diagnosis: mask-not-bool


def causal_mask(t):
    return np.tri(t, dtype=int)
