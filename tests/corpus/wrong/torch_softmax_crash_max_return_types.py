# track: torch
# exercise: softmax
# why: stable_softmax takes the row maxima with scaled.max(dim=-1, keepdim=True) and subtracts that directly; with a dim, Tensor.max returns a (values, indices) named tuple, not a tensor, so every valid call raises TypeError at the subtraction
# kind: crash
# diagnosis: crash
def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.max(dim=-1, keepdim=True)
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
