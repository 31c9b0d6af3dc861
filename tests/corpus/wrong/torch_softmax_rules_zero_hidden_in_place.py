# track: torch
# exercise: softmax
# why: stable_softmax makes sure hidden keys get exactly 0 with exps[torch.isneginf(scaled)] = 0.0, an in-place write into the output of torch.exp, which exp's backward needs: the values are right but backpropagating through the weights raises RuntimeError
# kind: rules-types
# diagnosis: gradient-differs, in-place-autograd


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
    exps = torch.exp(scaled - row_max.detach())
    exps[torch.isneginf(scaled)] = 0.0  # hidden keys: exactly zero
    return exps / exps.sum(dim=-1, keepdim=True)
