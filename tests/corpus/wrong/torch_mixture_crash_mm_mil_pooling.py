# track: torch
# exercise: mixture
# why: weighted_mixture ports the attention-MIL pooling of Ilse et al. (AttentionDeepMIL's M = torch.mm(A, H)), torch.mm(weights, values), which only multiplies 2-D matrices, so every batched or multi-head input raises RuntimeError
# kind: crash
# diagnosis: fixed-ndim
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return torch.mm(weights, values)
