# track: torch
# exercise: softmax
# why: stable_softmax normalises in log space but takes the logarithm of the log-sum-exp, exp(shifted - log(logsumexp(shifted))), mixing up log(sum(exp)) with logsumexp itself; each row is divided by its log-sum-exp instead of its sum of exponentials, so the rows no longer sum to 1
# kind: relation
# diagnosis: row-scale
# miss: a row with one visible key has a log-sum-exp of 0, whose log is -inf, so its weight is inf: values-nan (evidence only) leads, and the rows that are divided by their log-sum-exp (row-scale, on the lesson's case) are fewer


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
        raise ValueError("a row of scores is entirely -inf")
    shifted = scaled - row_max.detach()
    log_total = torch.log(torch.logsumexp(shifted, dim=-1, keepdim=True))
    return torch.exp(shifted - log_total)
