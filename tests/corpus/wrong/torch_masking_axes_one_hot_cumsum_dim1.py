# track: torch
# exercise: masking
# why: causal_mask grows the triangle from F.one_hot(torch.arange(t)) with a running sum along dim=1, each query's row of keys, which lights key j for j >= i: the upper triangle, so each query sees itself and the LATER keys
# kind: axes
# diagnosis: causal-upper

import torch
import torch.nn.functional as F

def causal_mask(t, device=None):
    eye = F.one_hot(torch.arange(t, device=device), num_classes=t)
    return eye.cumsum(dim=1).bool()
