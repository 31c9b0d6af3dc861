# track: torch
# exercise: masking
# why: causal_mask builds the keys before each query as a bool strict lower triangle and adds each query's own key with "| torch.eye(t)", but torch.eye makes float32 ones without dtype=torch.bool, and | (bitwise_or) is not implemented for floats, so every call raises NotImplementedError
# kind: crash
# diagnosis: crash, dtype-mixed
import torch


def causal_mask(t, device=None):
    earlier = torch.ones(t, t, dtype=torch.bool, device=device).tril(diagonal=-1)  # keys before the query
    return earlier | torch.eye(t, device=device)  # ... and the query's own key
