# track: numpy
# exercise: masking
# why: causal mask from np.triu: True on and above the diagonal (queries see the future)
# diagnosis: causal-upper


def causal_mask(t):
    return np.triu(np.ones((t, t), dtype=bool))
