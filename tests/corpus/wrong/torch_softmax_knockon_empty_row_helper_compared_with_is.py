# track: torch
# exercise: softmax
# why: stable_softmax raises only "if _empty_rows(scaled) is True", but the student's helper returns a 0-d bool tensor, which is never the object True, so a row that is entirely -inf comes back as NaN weights instead of raising ValueError
# kind: knockon
# diagnosis: error-not-raised, values-nan


def _empty_rows(x):
    return torch.isneginf(x).all(dim=-1).any()


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if _empty_rows(scaled) is True:
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
