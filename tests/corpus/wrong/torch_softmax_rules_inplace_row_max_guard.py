# track: torch
# exercise: softmax
# why: stable_softmax adds the FlashAttention guard against all -inf rows in place, row_max[torch.isneginf(row_max)] = 0.0, on the tensor amax returned; amax's backward needs that output, so every gradient through the softmax fails (modified by an inplace operation) although the weights are right
# kind: rules
# diagnosis: in-place-autograd
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.amax(dim=-1, keepdim=True)
    row_max[torch.isneginf(row_max)] = 0.0
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
