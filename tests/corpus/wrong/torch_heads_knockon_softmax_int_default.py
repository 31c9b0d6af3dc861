# track: torch
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's stable_softmax has the default temperature=1 (an int) and a type check isinstance(temperature, float), so attention's call with the default temperature raises ValueError on every valid input
# kind: knockon
# diagnosis: bad-inner-call,error-on-valid


def stable_softmax(scores, temperature=1):
    if not isinstance(temperature, float) or not (math.isfinite(temperature) and temperature > 0):
        raise ValueError("temperature must be a positive finite float")
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
