# track: numpy
# exercise: softmax
# why: stable_softmax marks hidden keys as NaN in the weights (np.where(np.isneginf(scaled), np.nan, weights), "so heat maps leave them blank"), where they must be exactly 0; attention and multi-head attention with a mask then mix NaN into every output
# kind: knockon
# diagnosis: only-at-special

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
    weights = exps / exps.sum(axis=-1, keepdims=True)
    return np.where(np.isneginf(scaled), np.nan, weights).astype(weights.dtype, copy=False)
