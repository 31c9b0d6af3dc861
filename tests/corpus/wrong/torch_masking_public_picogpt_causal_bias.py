# track: torch
# exercise: masking
# why: causal_mask ports picoGPT's causal mask to PyTorch, (1 - torch.tril(torch.ones(t, t))) * -1e10, an additive float bias (0 where visible, -1e10 above the diagonal) instead of the (t, t) bool visibility mask
# kind: public
# diagnosis: mask-not-bool
import torch


def causal_mask(t, device=None):
    return (1 - torch.tril(torch.ones(t, t, device=device))) * -1e10
