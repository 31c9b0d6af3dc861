# track: numpy
# exercise: softmax
# why: stable_softmax snaps the temperature to the lesson slider's steps of 0.1, temp = round(float(temperature), 1), before dividing, so any temperature that is not a multiple of 0.1 (0.25, 0.05, 1.234) is applied as a different one (0.2, 0.0 -> rejected, 1.2), and the logits are off by the ratio temperature / rounded temperature
# kind: relation
# diagnosis: logit-ratio, rounded
# miss: the logits' ratio, temperature over its rounding to 0.1, changes from case to case, and no relation reads a temperature rounded; the one case it rejects (0.05 rounded to 0) leads as a valid input raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = round(float(temperature), 1)
    except (TypeError, ValueError, OverflowError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(float(temperature)) and float(temperature) > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if temp <= 0:
        raise ValueError(f"temperature {temperature!r} is below the slider's smallest step 0.1")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
