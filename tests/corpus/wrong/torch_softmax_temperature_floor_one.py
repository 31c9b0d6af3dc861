# track: torch
# exercise: softmax
# why: validates the temperature and then floors it at 1, temp = max(temp, 1.0) "so the weights never get sharper than the raw scores", so any temperature below 1 is treated as 1 (the logits come out scaled by temperature relative to the expected ones)
# kind: relation
# diagnosis: logit-ratio, softmax-temperature-ignored


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    temp = max(temp, 1.0)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
