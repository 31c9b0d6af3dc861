# track: numpy
# exercise: softmax
# why: implements Scalable-Softmax (SSMax, Nakanishi 2025) with its scale s = 1, multiplying the scores by s * log(n) with n = S, the row length, before the softmax, so every row's logits are scaled by ln(S) and the weights are sharpened (or flattened when S < 3)
# kind: public-code
# diagnosis: ratio


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    s = 1.0
    scaled = scores * (s * math.log(scores.shape[-1])) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
