# track: torch
# exercise: masking
# why: causal_mask builds its positions with torch.range(0, t, device=device), reading it as Python's range, but torch.range includes its end (t + 1 positions, the reason it is deprecated), so the mask is (t + 1, t + 1): the right triangle plus an extra query row and key column
# kind: relation
# diagnosis: extra-entries
import torch


def causal_mask(t, device=None):
    pos = torch.range(0, t, device=device)
    return pos[:, None] >= pos[None, :]
