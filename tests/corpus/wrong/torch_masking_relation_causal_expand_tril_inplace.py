# track: torch
# exercise: masking
# why: causal_mask stretches one True to (t, t) with torch.ones((), dtype=torch.bool).expand(t, t) ("no t*t allocation"), cuts the triangle with tril_() in place and only then moves it with .to(device); every entry of the expanded view is the same memory location, so writing False above the diagonal sets it everywhere and the mask comes back all False for t > 1
# kind: relation
# diagnosis: mask-all-one-value, hides-visible
import torch


def causal_mask(t, device=None):
    mask = torch.ones((), dtype=torch.bool).expand(t, t)  # a view, no t*t allocation
    mask.tril_()  # keep on and below the diagonal
    return mask.to(device or "cpu")
