# track: numpy
# exercise: masking
# why: causal_mask builds the keys before each query with np.tri(t, k=-1, dtype=bool) and adds the query's own key with return np.fill_diagonal(mask, True); np.fill_diagonal works in place and returns None, so causal_mask returns None instead of the (t, t) bool mask
# kind: rules
# diagnosis: returned-none,none-returned
def causal_mask(t: int) -> np.ndarray:
    mask = np.tri(t, k=-1, dtype=bool)  # the keys strictly before each query
    return np.fill_diagonal(mask, True)  # ... and the query's own key
