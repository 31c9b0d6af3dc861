# track: torch
# exercise: softmax
# why: stable_softmax shifts with scaled.sub_(row_max) on its own divided tensor ("my tensor, safe to change in place") after taking row_max = scaled.amax(...) without detach; amax saved that tensor for its backward, so the weights are right but every gradient through them fails (modified by an inplace operation)
# kind: rules
# diagnosis: in-place-autograd
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled.sub_(row_max))
    return exps / exps.sum(dim=-1, keepdim=True)
