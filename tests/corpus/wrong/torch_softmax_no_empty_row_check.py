# track: torch
# exercise: softmax
# why: no check for rows that are entirely -inf: they come back as NaN instead of raising
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    exps = torch.exp(scaled - scaled.amax(dim=-1, keepdim=True))
    return exps / exps.sum(dim=-1, keepdim=True)
