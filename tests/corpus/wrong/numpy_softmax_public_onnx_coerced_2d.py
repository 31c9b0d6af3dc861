# track: numpy
# exercise: softmax
# why: ports the ONNX Softmax of opsets before 13, which coerces the input to 2-D at axis=1 (rows = the first axis, everything after it flattened), so scores with batch or head axes are normalised over their whole (T, S) map or more instead of each query row, and an all -inf row goes unnoticed
# kind: public
# diagnosis: reduced-other-axis,softmax-axis,fails-with-leading-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    axis = 1  # ONNX's default
    n = int(np.prod(scaled.shape[:axis]))
    flat = scaled.reshape(n, -1)
    row_max = flat.max(axis=1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(flat - row_max)
    return (exps / exps.sum(axis=1, keepdims=True)).reshape(scaled.shape)
