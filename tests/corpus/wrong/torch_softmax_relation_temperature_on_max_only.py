# track: torch
# exercise: softmax
# why: writes the shift as scores - row_max / temperature where (scores - row_max) / temperature was meant (operator precedence), so the temperature only rescales the shift, which the normalisation cancels: any temperature gives the temperature-1 weights (and small temperatures can overflow)
# kind: relation
# diagnosis: softmax-temperature-ignored
# miss: small temperatures overflow (NaN), and the NaN checks outnumber those whose weights are the temperature-1 weights


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    row_max = scores.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scores - row_max.detach() / temp)
    return exps / exps.sum(dim=-1, keepdim=True)
