# track: torch
# exercise: heads
# why: the student's stable_softmax adds a sanity check that raises ValueError when more than half of a row is -inf ("a mostly hidden row is probably a bug"), so attention and multi-head attention raise on valid causal masks, where the first queries see only a few keys
# kind: knock-on
# diagnosis: error-on-valid


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    hidden = torch.isneginf(scaled).float().mean(dim=-1)
    if (hidden > 0.5).any():
        raise ValueError("more than half of a row is -inf: the mask looks wrong")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
