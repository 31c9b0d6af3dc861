# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature after the fact, raising ValueError only when the finished weights contain NaN ('a bad temperature shows up as NaN'); zero and NaN temperatures do give NaN, but a negative temperature gives the weights of the negated scores and an infinite one uniform weights, both returned instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    if torch.isnan(weights).any():
        raise ValueError(f"temperature {temperature!r} or a row of only -inf scores gives no weights")
    return weights
