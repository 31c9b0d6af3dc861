# track: numpy
# exercise: softmax
# why: stable_softmax applies the temperature "in log space", subtracting math.log(temperature) from the scores because the scores are logits and a division becomes a subtraction of logs; that shifts every score of a row by the same constant, which the normalisation cancels, so every temperature gives the temperature-1 weights
# kind: relation
# diagnosis: softmax-temperature-ignored
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) - math.log(temp)  # logits: dividing is subtracting logs
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
