# track: numpy
# exercise: mixture
# why: weighted_mixture accumulates the keys one at a time into out = np.zeros_like(values[..., :T, :]), meaning "T rows shaped like the values"; slicing the S value rows to :T only gives T rows when T <= S, so whenever there are more queries than keys (T > S >= 2) the (..., S, d_v) accumulator cannot take the (..., T, d_v) contributions and every such valid call raises a broadcast ValueError
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    T, S = weights.shape[-2], weights.shape[-1]
    out = np.zeros_like(values[..., :T, :])  # (..., T, d_v) "like the values"
    for s in range(S):
        out = out + weights[..., :, s:s + 1] * values[..., s:s + 1, :]
    return out
