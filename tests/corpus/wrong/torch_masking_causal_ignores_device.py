# track: torch
# exercise: masking
# why: causal_mask accepts device but ignores it, always building the mask on the CPU
# named-by: Pass device= to the tensor you create


def causal_mask(t, device=None):
    return torch.ones(t, t, dtype=torch.bool).tril()
