# track: torch
# exercise: softmax
# why: stable_softmax turns autograd off with torch.set_grad_enabled(False) "since the max shift needs no gradient" and never turns it back on, so its weights carry no gradient and every tensor the caller computes afterwards is cut from autograd too
# kind: rules
# diagnosis: no-gradient
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    torch.set_grad_enabled(False)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
