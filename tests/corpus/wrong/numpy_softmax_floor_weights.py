# track: numpy
# exercise: softmax
# why: floors every weight at 1e-9 with np.maximum "so that no weight is exactly zero" (for a later log), so hidden keys get weight 1e-9 and tiny weights are raised
# kind: relation
# diagnosis: clipped,only-at-special


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return np.maximum(exps / exps.sum(axis=-1, keepdims=True), 1e-9).astype(scaled.dtype)
