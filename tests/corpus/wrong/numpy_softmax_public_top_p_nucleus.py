# track: numpy
# exercise: softmax
# why: stable_softmax keeps the nucleus filter of Hugging Face's TopPLogitsWarper (top_p=0.9) copied from sampling code: after the softmax it hides every key outside the smallest set holding 90% of the weight and renormalises, so visible keys with small weights get exactly 0
# kind: public-code
# diagnosis: hides-visible


def stable_softmax(scores, temperature=1.0, top_p=0.9):
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
    exps = np.exp(scaled - row_max)
    probs = exps / exps.sum(axis=-1, keepdims=True)
    # TopPLogitsWarper: sort ascending, drop the tokens whose cumulative mass is <= 1 - top_p
    order = np.argsort(probs, axis=-1)
    cumulative = np.cumsum(np.take_along_axis(probs, order, axis=-1), axis=-1)
    remove_sorted = cumulative <= 1 - top_p
    remove_sorted[..., -1:] = False  # keep at least one token
    remove = np.zeros_like(remove_sorted)
    np.put_along_axis(remove, order, remove_sorted, axis=-1)
    probs = np.where(remove, 0, probs).astype(probs.dtype)
    return probs / probs.sum(axis=-1, keepdims=True)
