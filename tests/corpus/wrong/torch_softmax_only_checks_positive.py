# track: torch
# exercise: softmax
# why: validates the temperature with "temperature <= 0" only, so inf and NaN temperatures slip through
# named-by: for temperature inf; the contract says it raises ValueError


def stable_softmax(scores, temperature=1.0):
    if temperature <= 0:
        raise ValueError("temperature must be positive")
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
