# track: torch
# exercise: mixture
# why: weighted_mixture "makes sure both are tensors" with torch.tensor(weights) @ torch.tensor(values); torch.tensor on a tensor copies its data into a new leaf without autograd history, so no gradient reaches the caller's weights or values
# kind: rules
# diagnosis: no-gradient
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    return torch.tensor(weights) @ torch.tensor(values)
