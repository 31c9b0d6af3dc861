# track: numpy
# exercise: masking
# why: causal_mask converts np.tri's float triangle to bools with np.array(np.tri(t), dtype=bool, copy=False) "to avoid a second allocation"; under NumPy 2, copy=False means "never copy" and a float-to-bool conversion needs one, so every call raises ValueError ("Unable to avoid copy")
# kind: crash
# diagnosis: crash


def causal_mask(t):
    return np.array(np.tri(t), dtype=bool, copy=False)  # (T, T), True on and below the diagonal
