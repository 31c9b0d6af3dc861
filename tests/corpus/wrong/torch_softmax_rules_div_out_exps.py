# track: torch
# exercise: softmax
# why: stable_softmax normalises into the exponentials' own buffer with torch.div(exps, total, out=exps) "to save memory"; functions with out= do not support autograd, so every call on scores that require grad raises RuntimeError (the values are right otherwise)
# kind: rules
# diagnosis: in-place-autograd, out-autograd

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    total = exps.sum(dim=-1, keepdim=True)
    return torch.div(exps, total, out=exps)
