# track: torch
# exercise: masking
# why: causal_mask creates its ones with torch.ones(t, t, dtype=torch.bool, device=device, requires_grad=True) "so the mask stays in the autograd graph with the scores"; only floating and complex tensors can require gradients, so every call raises RuntimeError
# kind: crash
# diagnosis: crash


def causal_mask(t, device=None):
    ones = torch.ones(t, t, dtype=torch.bool, device=device, requires_grad=True)
    return ones.tril()
