# track: torch
# exercise: mixture
# why: weighted_mixture returns torch.nn.Parameter(weights @ values) "so the result can be trained"; a Parameter is a new leaf built from the data, so no gradient reaches weights or values
# kind: rules
# diagnosis: no-gradient,wrong-array-type

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("bad shapes")
    return torch.nn.Parameter(weights @ values)
