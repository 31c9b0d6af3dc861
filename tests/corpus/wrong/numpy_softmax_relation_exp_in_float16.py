# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates the shifted scores in float16 ("after the shift every exponent is <= 0, half precision is enough") and casts back, so every weight carries float16 rounding (about 1e-3 relative) and weights below about 6e-8 underflow to 0, in float32 and float64 alike
# kind: relation
# diagnosis: half-precision
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp((scaled - row_max).astype(np.float16)).astype(scores.dtype)
    return exps / exps.sum(axis=-1, keepdims=True)
