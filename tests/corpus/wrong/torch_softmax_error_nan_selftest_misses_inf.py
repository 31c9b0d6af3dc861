# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature with "temperature <= 0 or temperature != temperature" (NaN is the one value unequal to itself) and forgets infinity, so temperature=inf divides every score to 0 (uniform rows, NaN at -inf keys) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
def stable_softmax(scores, temperature=1.0):
    if temperature <= 0 or temperature != temperature:
        raise ValueError("temperature must be a positive number")
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
