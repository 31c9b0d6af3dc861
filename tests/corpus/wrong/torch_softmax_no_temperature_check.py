# track: torch
# exercise: softmax
# why: never validates the temperature: 0, negative, inf and NaN temperatures return garbage
# diagnosis: error-not-raised


def stable_softmax(scores, temperature=1.0):
    scaled = scores / temperature
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - scaled.amax(dim=-1, keepdim=True))
    return exps / exps.sum(dim=-1, keepdim=True)
