# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maxima with np.max(scaled, -1, True), PyTorch's positional keepdim (torch.amax(x, -1, True)); np.max's third positional parameter is out, not keepdims, so True is taken for an output array and every valid call raises TypeError ("return arrays must be of ArrayType")
# kind: crash
# diagnosis: crash

def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")

    scaled = np.asarray(scores) / temp
    row_max = np.max(scaled, -1, True)  # (..., T, 1)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
