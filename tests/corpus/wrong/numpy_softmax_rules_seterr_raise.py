# track: numpy
# exercise: softmax
# why: stable_softmax switches on np.seterr(all="raise") "so a NaN can never slip through" and leaves it set for the process; underflow is an error too under "raise", so exp of a far-below shifted score (rows spread like [1e4, 0]) raises FloatingPointError on valid inputs, here and in every later NumPy call
# kind: rules
# diagnosis: crash,fails-with-extreme-scores

def stable_softmax(scores, temperature=1.0):
    np.seterr(all="raise")
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
