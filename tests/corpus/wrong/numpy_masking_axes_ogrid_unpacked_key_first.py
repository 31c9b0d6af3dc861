# track: numpy
# exercise: masking
# why: causal_mask unpacks np.ogrid[:t, :t] as key, query = ... ("keys first, as in the mask's name key <= query"), but ogrid's first grid is the column vector of ROW indices (the queries) and its second the row vector of column indices (the keys), so key <= query compares row <= column and returns the upper triangle: every query sees the later keys and none of the earlier ones
# kind: axes
# diagnosis: causal-upper

def causal_mask(t):
    key, query = np.ogrid[:t, :t]
    return key <= query  # (T, T): key j visible to query i when j <= i
