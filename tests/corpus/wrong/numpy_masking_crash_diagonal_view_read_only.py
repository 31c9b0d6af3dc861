# track: numpy
# exercise: masking
# why: causal_mask starts from the strictly lower triangle np.tri(t, k=-1, dtype=bool) and switches the diagonal on with mask.diagonal()[:] = True; ndarray.diagonal returns a read-only view, so every call raises ValueError ("assignment destination is read-only") instead of returning the mask
# kind: crash
# diagnosis: read-only-view
def causal_mask(t: int) -> np.ndarray:
    mask = np.tri(t, k=-1, dtype=bool)  # the keys strictly before each query
    mask.diagonal()[:] = True  # each query also sees its own key
    return mask
