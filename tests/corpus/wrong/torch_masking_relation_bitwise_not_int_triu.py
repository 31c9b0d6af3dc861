# track: torch
# exercise: masking
# why: causal_mask takes the future keys as an integer triangle, torch.ones(t, t, dtype=torch.int64).triu(1), and flips it with torch.bitwise_not, which on integers gives -1 and -2 (both true), so .bool() makes every key visible
# kind: relation
# diagnosis: int-mask-inverted, shows-hidden, mask-ignored
import torch


def causal_mask(t, device=None):
    future = torch.ones(t, t, dtype=torch.int64, device=device).triu(1)
    return torch.bitwise_not(future).bool()
