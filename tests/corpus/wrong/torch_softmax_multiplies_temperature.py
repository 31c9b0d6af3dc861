# track: torch
# exercise: softmax
# why: multiplies the scores by the temperature instead of dividing
# diagnosis: softmax-temperature-multiplied


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores * t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - scaled.amax(dim=-1, keepdim=True))
    return exps / exps.sum(dim=-1, keepdim=True)
