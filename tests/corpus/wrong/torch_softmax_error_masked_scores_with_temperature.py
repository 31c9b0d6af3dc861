# track: torch
# exercise: softmax
# why: stable_softmax refuses to apply a temperature to scores that hold -inf ("-inf / temperature is undefined") and raises ValueError, although -inf divided by a positive temperature is still -inf, so valid masked scores with any temperature other than 1 are rejected
# kind: error
# diagnosis: error-on-valid


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if temp != 1.0 and torch.isneginf(scores).any():
        raise ValueError("cannot apply a temperature to masked (-inf) scores")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
