# track: torch
# exercise: heads
# why: the student's stable_softmax shifts with scaled -= row_max on its own scaled tensor, but amax saved that tensor for its backward, so the weights are right while backpropagating through attention and multi-head attention raises RuntimeError (modified by an inplace operation)
# kind: knockon
# diagnosis: in-place-autograd

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    scaled -= row_max
    exps = torch.exp(scaled)
    return exps / exps.sum(dim=-1, keepdim=True)
