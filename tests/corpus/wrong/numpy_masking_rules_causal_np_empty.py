# track: numpy
# exercise: masking
# why: causal_mask allocates the mask with np.empty((t, t), dtype=bool) and only sets the lower triangle to True via np.tril_indices, so the entries above the diagonal hold whatever was in memory instead of False
# kind: rules-types
# diagnosis: not-deterministic

def causal_mask(t):
    mask = np.empty((t, t), dtype=bool)
    mask[np.tril_indices(t)] = True
    return mask
