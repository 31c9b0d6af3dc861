# track: numpy
# exercise: masking
# why: causal mask from np.triu: True on and above the diagonal (queries see the future)


def causal_mask(t):
    return np.triu(np.ones((t, t), dtype=bool))
