# track: torch
# exercise: heads
# why: the student's stable_softmax returns weights.round(decimals=4), the rounding of the lesson's printout, so attention and multi-head attention return rounded weights and outputs, and no gradient reaches q or k through the rounding
# kind: knockon
# diagnosis: rounded,no-derivative


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return (exps / exps.sum(dim=-1, keepdim=True)).round(decimals=4)
