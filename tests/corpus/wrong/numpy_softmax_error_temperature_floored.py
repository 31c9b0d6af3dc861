# track: numpy
# exercise: softmax
# why: stable_softmax floors the temperature with temp = max(float(temperature), 1e-6) "so a zero temperature cannot divide by zero", so 0 and every negative temperature are silently replaced by 1e-6 (a near-argmax) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised

def stable_softmax(scores, temperature=1.0):
    try:
        temp = max(float(temperature), 1e-6)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not math.isfinite(temp):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
