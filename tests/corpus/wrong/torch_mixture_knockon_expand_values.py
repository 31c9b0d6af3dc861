# track: torch
# exercise: mixture
# why: weighted_mixture stretches the values to the weights' leading axes with values.expand(*weights.shape[:-2], S, d_v) before an einsum; expand cannot drop axes, so values with more leading axes than the weights (valid: v's extra axes reach the output) raise RuntimeError, here and in attention
# kind: knockon
# diagnosis: one-way-broadcast

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("bad shapes")
    values = values.expand(*weights.shape[:-2], *values.shape[-2:])
    return torch.einsum("...ts,...sd->...td", weights, values)
