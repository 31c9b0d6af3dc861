# track: numpy
# exercise: masking
# why: causal_mask writes np.tri((t, t), dtype=bool), giving np.tri a shape tuple as np.ones takes one, but np.tri's first argument is the number of rows N (an int), so every call raises TypeError
# kind: crash
# diagnosis: crash


def causal_mask(t):
    return np.tri((t, t), dtype=bool)
