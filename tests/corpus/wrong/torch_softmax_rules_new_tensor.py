# track: torch
# exercise: softmax
# why: stable_softmax returns scores.new_tensor(exps / total) "so the weights surely have the scores' dtype and device"; new_tensor always copies its data into a new leaf outside autograd, so the weights are right but no gradient reaches the scores (and attention's q, k through it)
# kind: rules
# diagnosis: no-gradient


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
    return scores.new_tensor(exps / exps.sum(dim=-1, keepdim=True))
