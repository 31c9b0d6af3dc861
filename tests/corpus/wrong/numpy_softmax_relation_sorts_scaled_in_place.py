# track: numpy
# exercise: softmax
# why: stable_softmax finds each row's maximum by sorting, scaled.sort(axis=-1) and scaled[..., -1:], but ndarray.sort reorders scaled itself, which the exponentials are then computed from, so every row of weights comes back sorted in ascending order instead of in the keys' order
# kind: relation
# diagnosis: sorted


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    scaled.sort(axis=-1)
    row_max = scaled[..., -1:]  # the largest entry ends up last
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
