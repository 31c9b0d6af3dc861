# track: numpy
# exercise: heads
# why: the student's weighted_mixture calls np.einsum("...sd,...ts->...td", weights, values), subscripts written in the values-first order but operands passed weights-first, so einsum reads the weights as (s, d) and the values as (t, s); attention and multi-head attention on top of it raise ValueError unless T, S and d_v happen to line up
# kind: knock-on
# diagnosis: crash,matmul-mismatch,bad-inner-call

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.einsum("...sd,...ts->...td", weights, values)
