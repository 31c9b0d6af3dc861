# track: torch
# exercise: heads
# why: attention and multi-head attention are right, but the student's stable_softmax (exercise 4) applies the temperature with torch.div(scores, temperature, rounding_mode="floor"), reading "floor" as plain floating-point division; that floors every score to a whole number before the softmax (even at the default temperature 1), so the attention weights and outputs are those of the rounded-down scores
# kind: knockon
# diagnosis: rounded
# miss: the floored scores reach the weights through the student's own stable_softmax, and NaN from the floored -inf rows leads (values-nan, evidence only); no relation reads a floor of the logits
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = torch.div(scores, temp, rounding_mode="floor")
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
