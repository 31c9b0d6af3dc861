# track: torch
# exercise: heads
# why: attention scores inline with torch.einsum('...td,...sd->...ts', q, k) / math.sqrt(q.shape[-1]) and leaves the d_k check to einsum ("einsum checks the shared letter d"); when the widths of q and k differ einsum raises RuntimeError, not the ValueError the contract asks for (and a width of 1 broadcasts silently)
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = torch.einsum("...td,...sd->...ts", q, k) / math.sqrt(q.shape[-1])  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    return weighted_mixture(weights, v), weights
