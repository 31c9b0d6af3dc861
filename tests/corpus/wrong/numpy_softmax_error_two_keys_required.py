# track: numpy
# exercise: softmax
# why: stable_softmax counts each row's finite scores and raises ValueError when a row has fewer than two ("a softmax over a single key is not a distribution over keys"), which also rejects valid rows with exactly one visible key, such as the first row under a causal mask, and scores with a single key
# kind: error
# diagnosis: error-on-valid


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if (np.isfinite(scaled).sum(axis=-1) < 2).any():
        raise ValueError("every row needs at least two visible keys to form a distribution")
    exps = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
