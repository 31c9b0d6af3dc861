# track: torch
# exercise: softmax
# why: normalises in log space as exp(shifted - log_total) but takes log_total with torch.log10 instead of torch.log, so each row is divided by its sum to the power 1/ln 10 (about 0.43) instead of by its sum, and the rows no longer sum to 1
# kind: relation
# diagnosis: row-scale


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    shifted = scaled - row_max.detach()
    log_total = torch.log10(torch.exp(shifted).sum(dim=-1, keepdim=True))
    return torch.exp(shifted - log_total)
