# track: torch
# exercise: softmax
# why: stable_softmax normalises in log space with torch.logcumsumexp(scaled, dim=-1), taking it for the stable log-sum-exp of the row, and returns exp(scaled - that) without keeping only the last entry (the row total); each key is divided by the running sum of the keys up to it, so only the last key's weight is right and the rows sum to more than 1
# kind: relation
# diagnosis: shift-per-key, running-total
def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    lse = torch.logcumsumexp(scaled, dim=-1)  # stable log of the sum of exponentials
    return torch.exp(scaled - lse)
