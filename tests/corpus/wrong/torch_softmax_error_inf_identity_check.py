# track: torch
# exercise: softmax
# why: stable_softmax rejects an infinite temperature with "temp is float('inf')", an identity test against a freshly made float object, which is never true, so an infinite temperature is accepted (the scores all become 0 or NaN) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if temp <= 0 or temp != temp or temp is float("inf"):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
