# track: torch
# exercise: softmax
# why: normalises with exps.sum(dim=1, keepdim=True), the key axis only for 2-D scores: with a batch axis it sums over the queries
# kind: pattern
# diagnosis: fails-with-leading-axes, reduced-other-axis, fixed-leading-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=1, keepdim=True)
