# track: numpy
# exercise: mixture
# why: weighted_mixture starts its accumulator with the first key's contribution and then loops over range(S) from 0 again (range(1, S) was meant), so key 0 is counted twice: every output is the expected one plus weights[..., :, 0] times values[..., 0, :]
# kind: relation
# diagnosis: key-left-out, offset,key-counted-twice


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    out = weights[..., :, 0:1] * values[..., 0:1, :]  # start with key 0
    for s in range(weights.shape[-1]):
        out = out + weights[..., :, s : s + 1] * values[..., s : s + 1, :]
    return out
