# track: torch
# exercise: scaling
# why: scaled_scores ports fairseq's incremental decoding state, keeping the keys of the previous call in a module-level dict and prepending them (k = torch.cat([prev_key, k], dim=-2)) whenever the batch axes and width match, so every call after the first scores the new queries against the old keys too and returns extra key columns
# kind: public
# diagnosis: stale-result, extra-entries, not-deterministic
import math

import torch

_incremental_state = {}


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    prev_key = _incremental_state.get("prev_key")
    if prev_key is not None and prev_key.shape[:-2] == k.shape[:-2] and prev_key.shape[-1] == k.shape[-1] \
            and prev_key.dtype == k.dtype:
        k = torch.cat([prev_key, k], dim=-2)
    _incremental_state["prev_key"] = k.detach()
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
