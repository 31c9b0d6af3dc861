# track: torch
# exercise: softmax
# why: stable_softmax "smooths" its weights against the peaked distributions the lesson warns about, taking their square root and renormalising each row; that is a softmax of half the scores, so every row is flatter than the expected one
# kind: relation
# diagnosis: logit-ratio


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    smooth = weights.sqrt()
    return smooth / smooth.sum(dim=-1, keepdim=True)
