# track: torch
# exercise: heads
# why: merge_heads runs its rank check and the reshape in a try block and returns the result from its finally block ("always hand back a tensor"); a return in finally discards the ValueError being raised, so an x with fewer than 3 axes comes back as None instead of raising
# kind: error
# diagnosis: error-not-raised
import torch


def merge_heads(x):
    merged = None
    try:
        if x.dim() < 3:
            raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
        *lead, h, t, d_h = x.shape
        merged = x.transpose(-3, -2).reshape(*lead, t, h * d_h)
    finally:
        return merged
