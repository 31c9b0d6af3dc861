# track: torch
# exercise: softmax
# why: clamps the scores at 80 instead of subtracting the row max, which is wrong for large scores
# diagnosis: softmax-unstable


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled.clamp(max=80.0))
    return exps / exps.sum(dim=-1, keepdim=True)
