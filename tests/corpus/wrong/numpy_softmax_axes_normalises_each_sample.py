# track: numpy
# exercise: softmax
# why: stable_softmax divides by exps.sum(axis=tuple(range(1, exps.ndim)), keepdims=True), "every sample normalised over all its non-batch axes" as for an image batch; for 2-D scores that is the key axis and right, but with a batch (or head) axis each whole (T, S) map (or more) is normalised together, so its rows no longer sum to 1 (the row maxima are still taken per row)
# kind: axes
# diagnosis: reduced-other-axis, fails-with-leading-axes
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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=tuple(range(1, exps.ndim)), keepdims=True)
