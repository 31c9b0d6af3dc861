# track: torch
# exercise: masking
# why: causal_mask takes the positions as torch.arange(t, dtype=torch.uint8, device=device) ("a byte per position is enough for a short sequence") and keeps query - key >= 0; uint8 subtraction wraps a negative offset to 256 - k, so every entry is True and each query sees every later key
# kind: relation
# diagnosis: mask-all-one-value, shows-hidden
import torch


def causal_mask(t, device=None):
    pos = torch.arange(t, dtype=torch.uint8, device=device)  # small ints, small memory
    offset = pos[:, None] - pos[None, :]  # query - key
    return offset >= 0
