# track: torch
# exercise: masking
# why: causal_mask asks for the dtype by name, torch.ones(t, t, dtype="bool", device=device).tril(), the NumPy spelling (np.ones(..., dtype="bool")); torch takes only torch.dtype objects, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import torch


def causal_mask(t, device=None):
    return torch.ones(t, t, dtype="bool", device=device).tril()
