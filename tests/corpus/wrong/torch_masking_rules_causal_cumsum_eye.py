# track: torch
# exercise: masking
# why: causal_mask builds the lower triangle as torch.eye(t, dtype=torch.bool, device=device).cumsum(0), a running sum down the columns; the pattern is right, but cumsum of bools returns int64 counts, not a bool mask
# kind: rules
# diagnosis: mask-not-bool
import math

import torch

def causal_mask(t, device=None):
    # running sum down each column: 1 from the diagonal downwards
    return torch.eye(t, dtype=torch.bool, device=device).cumsum(dim=0)
