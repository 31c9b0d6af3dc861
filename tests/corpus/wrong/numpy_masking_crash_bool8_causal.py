# track: numpy
# exercise: masking
# why: causal_mask builds the triangle with np.tri(t, dtype=np.bool8), the bool alias of older NumPy tutorials; NumPy 2 removed np.bool8, so every call of causal_mask raises AttributeError
# kind: crash
# diagnosis: crash


def causal_mask(t):
    return np.tri(t, dtype=np.bool8)
