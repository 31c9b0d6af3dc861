# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maxima with keepdims=True and then still appends an axis, scaled - row_max[..., None]; the (..., T, 1, 1) maxima broadcast against the (..., T, S) scores into (..., T, T, S), so every weights array comes back with an extra query axis (each slice a correctly normalised copy)
# kind: axes
# diagnosis: extra-axis, softmax-keepdims


def stable_softmax(scores, temperature=1.0):
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
    exps = np.exp(scaled - row_max[..., None])
    return exps / exps.sum(axis=-1, keepdims=True)
