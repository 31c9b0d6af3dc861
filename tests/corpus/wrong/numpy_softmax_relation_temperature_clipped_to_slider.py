# track: numpy
# exercise: softmax
# why: after validating the temperature, stable_softmax clips it into [0.1, 10], the range of the lesson's temperature slider, so any valid temperature outside that range is applied as 0.1 or 10 and the logits are scaled by the wrong factor (temperatures inside the range are right)
# kind: relation
# diagnosis: ratio


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    temp = min(max(temp, 0.1), 10.0)  # the slider's range
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
