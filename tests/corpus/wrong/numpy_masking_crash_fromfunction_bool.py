# track: numpy
# exercise: masking
# why: causal_mask calls np.fromfunction(lambda i, j: j <= i, (t, t), dtype=bool), reading dtype= as the dtype of the result; fromfunction builds its index grids in that dtype, and np.arange refuses bool for more than two positions, so causal_mask raises TypeError for every t > 2
# kind: crash
# diagnosis: crash


def causal_mask(t):
    # query i sees key j when j <= i; dtype=bool so the mask holds bools
    return np.fromfunction(lambda i, j: j <= i, (t, t), dtype=bool)
