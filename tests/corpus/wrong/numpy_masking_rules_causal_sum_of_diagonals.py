# track: numpy
# exercise: masking
# why: causal_mask adds up the diagonals a query may see, sum(np.eye(t, k=-d, dtype=bool) for d in range(t)); Python's sum starts from the integer 0, and 0 plus a bool array is an integer array, so the mask comes back as int64 0/1 numbers instead of bools
# kind: rules
# diagnosis: mask-not-bool


def causal_mask(t):
    # query i sees key i - d for every d >= 0: one diagonal per offset d
    return sum(np.eye(t, k=-d, dtype=bool) for d in range(t))
