# track: torch
# exercise: mixture
# why: weighted_mixture writes torch.einsum('...ts,sd->...td', weights, values), an ellipsis for the weights but none for the values, so any values with a batch or head axis make einsum raise RuntimeError; attention and multi-head attention, whose values are batched, fail with it
# kind: knockon
# diagnosis: fixed-ndim
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return torch.einsum("...ts,sd->...td", weights, values)
