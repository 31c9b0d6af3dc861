# track: numpy
# exercise: masking
# why: causal_mask builds the query and key positions with i, j = np.meshgrid(np.arange(t), np.arange(t)) and returns i >= j, but np.meshgrid's default indexing="xy" makes the first grid vary along the columns, so i holds the key positions and j the query positions: the mask is the upper triangle and every query sees the later keys
# kind: axes
# diagnosis: causal-upper


def causal_mask(t):
    i, j = np.meshgrid(np.arange(t), np.arange(t))  # i: query position, j: key position
    return i >= j
