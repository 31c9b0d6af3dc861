# track: torch
# exercise: masking
# why: causal_mask compares torch.arange(t, device=device)[:, None] >= torch.arange(t), creating the key positions without device=, so any device other than the CPU mixes devices and raises
# kind: crash
# diagnosis: wrong-device, crash
import math

import torch

def causal_mask(t, device=None):
    rows = torch.arange(t, device=device)[:, None]  # query positions
    cols = torch.arange(t)[None, :]  # key positions
    return rows >= cols
