# track: torch
# exercise: masking
# why: causal_mask takes the lower triangle and turns it "the other way up" with .flip(0, 1), believing the flip puts the queries in reading order; flipping both axes rotates the triangle by 180 degrees, which is the UPPER triangle, so every query sees itself and the later keys
# kind: axes
# diagnosis: causal-upper, shows-hidden
import torch


def causal_mask(t, device=None):
    lower = torch.ones(t, t, dtype=torch.bool, device=device).tril()
    return lower.flip(0, 1)
