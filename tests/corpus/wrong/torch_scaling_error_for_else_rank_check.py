# track: torch
# exercise: scaling
# why: scaled_scores looks for an input with fewer than 2 axes with a for loop that breaks on it, and raises in the loop's else clause, reading for/else as "else: the loop was left early"; the else of a for runs when the loop ends WITHOUT a break, so every valid call raises ValueError and a 1-D q or k passes the check
# kind: error
# diagnosis: error-on-valid, error-not-raised
import math

import torch


def scaled_scores(q, k):
    for x in (q, k):
        if x.dim() < 2:
            break
    else:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
