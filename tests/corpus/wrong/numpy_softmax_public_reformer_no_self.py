# track: numpy
# exercise: softmax
# why: stable_softmax keeps a step of the Reformer's shared-QK attention code, which puts a large negative value (-1e5) on each query's own key (the diagonal of square scores) unless nothing else is visible, so every square scores matrix has its diagonal weights pushed to about 0
# kind: public
# diagnosis: fails-when-square,fails-when-diagonal-hidden
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
    if scaled.shape[-1] == scaled.shape[-2]:
        n = scaled.shape[-1]
        eye = np.eye(n, dtype=bool)
        others = np.isfinite(np.where(eye, -np.inf, scaled)).any(axis=-1, keepdims=True)
        scaled = np.where(eye & others, np.minimum(scaled, -1e5), scaled)
        row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
