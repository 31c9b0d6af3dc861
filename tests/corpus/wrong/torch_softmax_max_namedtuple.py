# track: torch
# exercise: softmax
# why: subtracts torch.max(scaled, dim=-1, keepdim=True), which returns a (values, indices) tuple, so it raises TypeError
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = torch.max(scaled, dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
