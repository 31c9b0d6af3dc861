# track: numpy
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's stable_softmax rounds the shifted logits to 3 decimals, np.round(scaled - row_max, 3) "to stabilise the exponent", before exponentiating, so every attention weight is off by up to a factor exp(5e-4) and the outputs with them
# kind: knockon
# diagnosis: rounded, bad-inner-call
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(np.round(scaled - row_max, 3))
    return exps / exps.sum(axis=-1, keepdims=True)
