# track: numpy
# exercise: masking
# why: causal_mask compares every query position with every key position through np.less_equal.outer(rows, cols) ("key <= query"), but the ufunc's outer puts its first argument on the rows, so entry (i, j) is i <= j: the upper triangle, and every query sees the later keys and not the earlier ones
# kind: axes
# diagnosis: causal-upper
def causal_mask(t):
    positions = np.arange(t)
    return np.less_equal.outer(positions, positions)
