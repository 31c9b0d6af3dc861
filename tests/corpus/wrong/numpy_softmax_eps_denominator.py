# track: numpy
# exercise: softmax
# why: adds 1e-8 to the denominator "to avoid division by zero", so no row sums exactly to 1
# kind: relation
# diagnosis: ratio:constant, epsilon


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / (exps.sum(axis=-1, keepdims=True) + 1e-8)
