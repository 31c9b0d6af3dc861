# track: numpy
# exercise: softmax
# why: stable_softmax looks for all -inf rows with np.isneginf(scaled).any(axis=-1).all() (any and all swapped), so it raises ValueError whenever every row has some -inf (valid masked scores) and lets a single all -inf row through as NaN while another row has no -inf
# kind: error-case
# diagnosis: error-on-valid,error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).any(axis=-1).all():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
