# track: numpy
# exercise: softmax
# why: stable_softmax treats temperature like CLIP's logit_scale, a log-space inverse temperature applied as logits * logit_scale.exp(), and computes scores * exp(temperature): even the default temperature 1 multiplies the scores by e, and a larger temperature sharpens instead of flattening
# kind: public-code
# diagnosis: logit-ratio:constant,logit-ratio,softmax-temperature-multiplied


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) * math.exp(temp)  # CLIP: logits * logit_scale.exp()
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
