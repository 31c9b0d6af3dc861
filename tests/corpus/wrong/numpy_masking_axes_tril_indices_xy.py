# track: numpy
# exercise: masking
# why: causal_mask marks the lower triangle through rows, cols = np.tril_indices(t) but writes mask[cols, rows] = True, indexing in (x, y) order as for image coordinates; the index arrays are swapped, so the mask is the upper triangle: every query sees the later keys and query 0 sees them all
# kind: axes
# diagnosis: causal-upper, transposed


def causal_mask(t):
    rows, cols = np.tril_indices(t)  # (query, key) pairs with key <= query
    mask = np.zeros((t, t), dtype=bool)
    mask[cols, rows] = True
    return mask
