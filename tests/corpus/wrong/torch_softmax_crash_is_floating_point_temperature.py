# track: torch
# exercise: softmax
# why: stable_softmax type-checks the temperature with torch.is_floating_point(temperature), which only takes tensors, so every call with a Python float temperature, the default 1.0 included, raises TypeError (integer temperatures short-circuit past it and work)
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    if isinstance(temperature, bool) or not (
        isinstance(temperature, int) or torch.is_floating_point(temperature)
    ):
        raise ValueError(f"temperature must be a number; got {temperature!r}")
    if not (math.isfinite(temperature) and temperature > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
