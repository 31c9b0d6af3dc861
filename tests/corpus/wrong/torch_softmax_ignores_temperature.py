# track: torch
# exercise: softmax
# why: validates the temperature but never divides the scores by it
# diagnosis: softmax-temperature-ignored


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    if torch.isneginf(scores).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scores - scores.amax(dim=-1, keepdim=True))
    return exps / exps.sum(dim=-1, keepdim=True)
