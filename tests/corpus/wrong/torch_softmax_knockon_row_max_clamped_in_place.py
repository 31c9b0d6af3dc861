# track: torch
# exercise: softmax
# why: stable_softmax clamps the row maxima in place after its -inf check, row_max.clamp_(min=-1e30) ("never shift by -inf"), on the output of amax that autograd saved for amax's backward; the values are right, but every backward through the weights raises RuntimeError (modified by an inplace operation), in stable_softmax and in attention's gradients
# kind: knockon
# diagnosis: in-place-autograd

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max.clamp_(min=-1e30)
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
