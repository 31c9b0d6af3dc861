# track: numpy
# exercise: masking
# why: causal_mask turns np.tri's float triangle into bools with np.cast[bool](np.tri(t)), the casting helper of older NumPy tutorials; NumPy 2 removed np.cast, so every call raises AttributeError
# kind: crash
# diagnosis: crash


def causal_mask(t):
    return np.cast[bool](np.tri(t))
