# track: numpy
# exercise: masking
# why: causal_mask unpacks np.indices((t, t)) as cols, rows = ... (x before y, as for image coordinates), but np.indices returns the row indices first, so "cols <= rows" compares the other way round and the mask is the upper triangle
# kind: axes
# diagnosis: causal-upper

def causal_mask(t):
    cols, rows = np.indices((t, t))
    return cols <= rows
