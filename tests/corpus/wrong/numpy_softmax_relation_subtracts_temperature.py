# track: numpy
# exercise: softmax
# why: stable_softmax applies the temperature by subtracting it from the scores ("a higher temperature lowers every logit") instead of dividing by it; the shift cancels in the normalisation, so every temperature gives the temperature-1 weights
# kind: relation
# diagnosis: softmax-temperature-ignored

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = np.asarray(scores) - temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
