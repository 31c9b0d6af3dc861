# track: torch
# exercise: softmax
# why: computes the weights under torch.no_grad() and then calls .requires_grad_() on the result, which makes a new leaf: no gradient reaches the scores
# kind: autograd
# diagnosis: no-gradient


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    with torch.no_grad():
        scaled = scores / temp
        row_max = scaled.amax(dim=-1, keepdim=True)
        if torch.isneginf(row_max).any():
            raise ValueError("a row of scores is entirely -inf")
        exps = torch.exp(scaled - row_max)
        weights = exps / exps.sum(dim=-1, keepdim=True)
    return weights.requires_grad_()
