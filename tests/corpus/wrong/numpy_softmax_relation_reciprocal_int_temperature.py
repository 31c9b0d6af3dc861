# track: numpy
# exercise: softmax
# why: multiplies the scores by float(np.reciprocal(temperature)) "instead of dividing", but np.reciprocal keeps an integer input integer, so an integer temperature such as 2 gives 1 // 2 = 0: every score becomes 0 and the weights come out uniform (float temperatures are right)
# kind: relation
# diagnosis: logit-ratio, logit-ratio:constant, softmax-temperature-ignored

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) * float(np.reciprocal(temperature))
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
