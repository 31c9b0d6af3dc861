# track: torch
# exercise: heads
# why: the student's stable_softmax takes its axis as len(scores) - 1, the length of the first axis minus one, where len(scores.shape) - 1 was meant, so it normalises over whichever axis that number happens to name (or raises IndexError), and attention and multi-head attention inherit weights over the wrong axis
# kind: knock-on
# diagnosis: softmax-axis,crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    last = len(scores) - 1  # the last axis
    scaled = scores / temp
    row_max = scaled.amax(dim=last, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=last, keepdim=True)
