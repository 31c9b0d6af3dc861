# track: numpy
# exercise: softmax
# why: keeps keepdims for the max but restores the summed axis with exps.sum(axis=-1)[:, None], which is right in 2-D only; with a batch axis the sums land on the wrong axis (a broadcast error, or wrong weights when T = S)
# kind: axes-shapes
# diagnosis: fixed-leading-axes, fails-with-leading-axes, softmax-keepdims, broadcast-after-reduction


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
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1)[:, None]
