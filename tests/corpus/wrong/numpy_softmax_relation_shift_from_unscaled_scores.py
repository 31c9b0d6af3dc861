# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maximum of the scaled scores but exponentiates the unscaled ones, np.exp(scores - row_max) (the name scores written for scaled), so the temperature only moves a shift that the normalisation cancels: every temperature gives the temperature-1 weights
# kind: relation
# diagnosis: softmax-temperature-ignored
# miss: its exp does overflow on large scores (a warning is seen), and a seen warning keeps softmax-unstable in the lead although it cannot explain the wrong weights on moderate scores at temperature 0.25


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scores - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
