# track: torch
# exercise: softmax
# why: stable_softmax takes a shortcut for two keys, p = torch.sigmoid(scaled[..., 0] - scaled[..., 1]), and returns torch.stack([p, 1 - p]) without dim=, so the two weights are stacked on a new first axis, (2, ..., T), instead of on the last axis, (..., T, 2)
# kind: axes
# diagnosis: permuted


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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    if scaled.shape[-1] == 2:
        # two keys: the softmax is a sigmoid of the difference
        p = torch.sigmoid(scaled[..., 0] - scaled[..., 1])
        return torch.stack([p, 1 - p])
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
