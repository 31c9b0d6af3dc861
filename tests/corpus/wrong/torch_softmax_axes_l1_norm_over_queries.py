# track: torch
# exercise: softmax
# why: stable_softmax divides the exponentials by their L1 norm with exps.norm(p=1, dim=-2, keepdim=True) ("the L1 norm of nonnegative numbers is their sum"), but dim=-2 runs down the queries, so each column, not each row, sums to 1
# kind: axes
# diagnosis: reduced-other-axis

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.norm(p=1, dim=-2, keepdim=True)
