# track: torch
# exercise: masking
# why: causal_mask ports LitGPT's build_mask_cache, torch.tril(ones).unsqueeze(0).unsqueeze(0) "ready for (B, H, T, T) scores", so it returns (1, 1, t, t) instead of the (t, t) mask
# kind: public
# diagnosis: extra-axis
import math

import torch


def causal_mask(t, device=None):
    ones = torch.ones((t, t), device=device, dtype=torch.bool)
    return torch.tril(ones).unsqueeze(0).unsqueeze(0)
