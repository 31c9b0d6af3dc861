# track: numpy
# exercise: masking
# why: builds the causal mask as the step function np.heaviside(i - j, 1) of the query and key positions, which has the right lower triangle but returns float64 1.0/0.0 instead of a bool mask
# kind: rules
# diagnosis: mask-not-bool


def causal_mask(t):
    positions = np.arange(t)
    return np.heaviside(positions[:, None] - positions[None, :], 1)  # 1 where key <= query
