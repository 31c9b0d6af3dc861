# track: numpy
# exercise: softmax
# why: stable_softmax finishes with the clamp_probs step of torch.distributions (clip into [eps, 1 - eps] so a later log stays finite), so hidden (-inf) keys and underflowed weights get eps instead of exactly 0 and weights near 1 are pulled below 1
# kind: public
# diagnosis: clipped, only-at-special


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
    weights = exps / exps.sum(axis=-1, keepdims=True)
    eps = np.finfo(weights.dtype).eps  # torch.distributions.utils.clamp_probs
    return np.clip(weights, eps, 1 - eps)
