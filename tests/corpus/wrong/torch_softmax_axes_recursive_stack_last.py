# track: torch
# exercise: softmax
# why: stable_softmax handles batch and head axes by recursing over the first axis and putting the slices back with torch.stack(..., dim=-1) where dim=0 was meant, so 2-D scores are right but batched ones come back with the batch axes moved to the end, (T, S, B) instead of (B, T, S)
# kind: axes
# diagnosis: permuted, fails-with-leading-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if scores.dim() > 2:
        return torch.stack([stable_softmax(s, temp) for s in scores.unbind(0)], dim=-1)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
