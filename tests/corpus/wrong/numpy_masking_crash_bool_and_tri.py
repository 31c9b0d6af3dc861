# track: numpy
# exercise: masking
# why: causal_mask ANDs a square of bools with np.tri, np.ones((t, t), dtype=bool) & np.tri(t), taking np.tri for a bool triangle; np.tri returns float 0/1 numbers by default and & (bitwise_and) is not defined for floats, so every call raises TypeError
# kind: crash
# diagnosis: crash


def causal_mask(t):
    return np.ones((t, t), dtype=bool) & np.tri(t)
