# track: numpy
# exercise: softmax
# why: ports the axis choice of PyTorch's legacy F.softmax(x) without dim= (_get_softmax_dim: axis 0 for 0-, 1- and 3-D input, axis 1 otherwise), which is the last axis only for 2-D scores; 3-D scores are normalised over the batch axis and 4-D ones over the heads
# kind: public-code
# diagnosis: softmax-axis, reduced-other-axis, fails-with-leading-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    axis = 0 if scaled.ndim in (0, 1, 3) else 1
    exps = np.exp(scaled - scaled.max(axis=axis, keepdims=True))
    return exps / exps.sum(axis=axis, keepdims=True)
