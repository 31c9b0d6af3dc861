# track: torch
# exercise: masking
# why: causal_mask adapts xformers' LowerTriangularMask.materialize, which builds an additive float bias (torch.full((t, t), -inf).triu(1): 0 on and below the diagonal, -inf above) for the kernel to add to the scores, so it returns float numbers instead of the contract's bool visibility mask
# kind: public
# diagnosis: mask-not-bool, mask-inverted
import torch


def causal_mask(t, device=None):
    bias = torch.full((t, t), float("-inf"), device=device)
    return torch.triu(bias, diagonal=1)
