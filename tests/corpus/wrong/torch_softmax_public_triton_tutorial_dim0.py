# track: torch
# exercise: softmax
# why: ports the kernel of Triton's fused-softmax tutorial, row_minus_max = row - tl.max(row, axis=0) and denominator = tl.sum(numerator, axis=0), keeping axis=0 as dim=0; in the kernel each program holds one 1-D row, so axis 0 is the keys, but on the kit's (..., T, S) scores dim 0 is the first axis: the max and the sum run over the queries (or the batch), not over each row
# kind: public
# diagnosis: softmax-axis
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    row = scores / temp
    if torch.isneginf(row.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    row_minus_max = row - torch.amax(row, dim=0, keepdim=True)
    numerator = torch.exp(row_minus_max)
    denominator = torch.sum(numerator, dim=0, keepdim=True)
    return numerator / denominator
