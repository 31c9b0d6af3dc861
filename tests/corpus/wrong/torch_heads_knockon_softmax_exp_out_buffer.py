# track: torch
# exercise: heads
# why: the student's stable_softmax writes the exponentials into a preallocated buffer with torch.exp(shifted, out=torch.empty_like(shifted)) "to save memory"; out= does not support autograd, so attention and multi-head attention raise RuntimeError whenever an input requires grad
# kind: knock-on
# diagnosis: crash,no-gradient,bad-inner-call, out-autograd

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
    shifted = scaled - row_max.detach()
    exps = torch.exp(shifted, out=torch.empty_like(shifted))
    return exps / exps.sum(dim=-1, keepdim=True)
