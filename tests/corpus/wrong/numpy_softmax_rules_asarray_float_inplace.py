# track: numpy
# exercise: softmax
# why: stable_softmax takes its working copy as scaled = np.asarray(scores, dtype=float) and then divides and shifts it in place (/=, -=); asarray copies only when the dtype changes, so float64 scores are the caller's own array and get overwritten (float32 ones come back float64)
# kind: rules
# diagnosis: input-changed, dtype-float64

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores, dtype=float)
    scaled /= temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    scaled -= row_max
    exps = np.exp(scaled)
    return exps / exps.sum(axis=-1, keepdims=True)
