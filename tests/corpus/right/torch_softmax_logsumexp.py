# track: torch
# exercise: softmax
# why: exp(x - logsumexp(x)) with torch.logsumexp, which is not a softmax and is allowed


def stable_softmax(scores, temperature=1.0):
    try:
        t = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a number") from err
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature}")
    x = scores / t
    if torch.isneginf(x).all(dim=-1).any():
        raise ValueError("a row has no finite score")
    return torch.exp(x - torch.logsumexp(x, dim=-1, keepdim=True))
