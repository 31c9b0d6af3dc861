# track: torch
# exercise: softmax
# why: stable_softmax works in one buffer to save memory, scaled.sub_(row_max).exp_() and then scaled.div_(row sums); exp_ needs its own output for the backward pass and div_ overwrites it, so the values are right but every gradient through stable_softmax raises RuntimeError (modified by an inplace operation)
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
    row_max = scaled.amax(dim=-1, keepdim=True).detach()
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    scaled.sub_(row_max).exp_()
    return scaled.div_(scaled.sum(dim=-1, keepdim=True))
