# track: numpy
# exercise: softmax
# why: ports the softmax kernels of NVIDIA's FasterTransformer, which start the running row maximum at -FLT_MAX (here np.max(..., initial=-np.finfo(dtype).max)); a row that is entirely -inf then gets a finite maximum, the -inf check never fires and the row comes out 0/0 = NaN instead of raising ValueError
# kind: public
# diagnosis: error-not-raised,values-nan

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not math.isfinite(temp) or temp <= 0:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = np.max(scaled, axis=-1, keepdims=True, initial=-np.finfo(scaled.dtype).max)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
