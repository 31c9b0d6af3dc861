# track: torch
# exercise: softmax
# why: normalises in log space as exp(scaled - torch.logsumexp(scores, -1)), taking the log-sum-exp of the raw scores where the temperature-divided ones were meant, so at any temperature other than 1 the rows are not normalised: each row comes out multiplied by its own factor and does not sum to 1
# kind: relation
# diagnosis: row-scale, epsilon

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    log_total = torch.logsumexp(scores, dim=-1, keepdim=True)
    return torch.exp(scaled - log_total)
