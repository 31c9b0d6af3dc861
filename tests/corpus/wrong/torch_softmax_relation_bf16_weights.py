# track: torch
# exercise: softmax
# why: stable_softmax rounds its weights through bfloat16 on the way out, weights.to(torch.bfloat16).to(scores.dtype) ("probabilities need no more precision"), so the dtype is kept but every weight carries bfloat16 rounding (relative errors up to about 4e-3) and rows no longer sum to exactly 1
# kind: relation
# diagnosis: half-precision


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
    weights = exps / exps.sum(dim=-1, keepdim=True)
    return weights.to(torch.bfloat16).to(scores.dtype)
