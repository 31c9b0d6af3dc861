# track: torch
# exercise: softmax
# why: stable_softmax lays the scores out as rows with scores = scores.reshape(-1, S), rebinding the name, and restores the layout at the end with weights.view_as(scores); scores now names the 2-D rows, so batched scores come back folded to (B*T, S) instead of (..., T, S)
# kind: axes
# diagnosis: axes-folded


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = scores.reshape(-1, scores.shape[-1])  # one row per query, whatever the batch axes
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    return weights.view_as(scores)  # back to the caller's layout
