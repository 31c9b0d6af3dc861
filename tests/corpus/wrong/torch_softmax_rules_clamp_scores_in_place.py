# track: torch
# exercise: softmax
# why: stable_softmax first replaces -inf in the scores by the dtype's lowest number with scores.clamp_(min=torch.finfo(scores.dtype).min) "so exp never sees an infinity"; the weights stay right, but clamp_ works in place on the caller's scores (and raises RuntimeError on scores that are a leaf requiring grad)
# kind: rules
# diagnosis: input-changed

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    if torch.isneginf(scores.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    scores.clamp_(min=torch.finfo(scores.dtype).min)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
