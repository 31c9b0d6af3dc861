# track: numpy
# exercise: softmax
# why: stable_softmax ports DINO's teacher softmax (Caron et al. 2021), softmax((scores - center) / teacher_temp) with the center at its initial zeros and teacher_temp = 0.04 from the training recipe, so the temperature passed in is validated but never used: every row is a softmax of the scores times 25
# kind: public
# diagnosis: logit-ratio:fixed-temperature


TEACHER_TEMP = 0.04


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    center = np.zeros(scores.shape[-1], dtype=scores.dtype)
    scaled = (scores - center) / TEACHER_TEMP
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
