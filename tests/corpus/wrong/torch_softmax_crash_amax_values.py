# track: torch
# exercise: softmax
# why: stable_softmax takes the row maxima as scaled.amax(dim=-1, keepdim=True).values, the .values of torch.max's (values, indices) pair; amax already returns a tensor, whose .values is a method (for sparse tensors), so subtracting it raises TypeError on every valid call
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True).values
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
