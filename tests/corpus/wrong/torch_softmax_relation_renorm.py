# track: torch
# exercise: softmax
# why: stable_softmax normalises the exponentials with exps.renorm(p=1, dim=-1, maxnorm=1), reading it as "renormalise each row to L1 norm 1"; Tensor.renorm rescales each slice ALONG dim, i.e. each key's column exps[..., s] across all queries and batches, down to norm 1, so every key's weights are multiplied by a factor of their own and the rows no longer sum to 1
# kind: relation
# diagnosis: scale-per-column
# miss: renorm scales each key's column over every query and leaves the rows unnormalised, two changes at once; no relation reads a factor per row times one per column, and the engine says what the evidence shows (a softmax whose own checks fail with no cause)


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
    exps = torch.exp(scaled - row_max.detach())
    return exps.renorm(p=1, dim=-1, maxnorm=1.0)
