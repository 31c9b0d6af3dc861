# track: torch
# exercise: softmax
# why: stable_softmax computes the log-sum-exp stably with torch.logsumexp but then divides torch.exp(scaled) by torch.exp(lse) instead of taking torch.exp(scaled - lse), so both exponentials overflow for large scores and rows of scores like 1e4 come out NaN (moderate scores are right)
# kind: relation
# diagnosis: softmax-unstable,fails-with-extreme-scores


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    lse = torch.logsumexp(scaled, dim=-1, keepdim=True)
    if torch.isneginf(lse).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return torch.exp(scaled) / torch.exp(lse)
