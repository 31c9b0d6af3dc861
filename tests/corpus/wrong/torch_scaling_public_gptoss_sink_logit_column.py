# track: torch
# exercise: scaling
# why: scaled_scores ports the reference attention of OpenAI's gpt-oss, which appends each head's learned sink logit as one more column, torch.cat([QK * sm_scale, S], dim=-1), and keeps that column in the scores (sink at its zero init), so it returns (..., T, S + 1) scores, one column more than there are keys
# kind: public
# diagnosis: extra-entries
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    sm_scale = 1 / math.sqrt(q.shape[-1])
    qk = (q @ k.transpose(-2, -1)) * sm_scale  # (..., T, S)
    # gpt-oss: one sink logit per head, learned, zero at init; broadcast over the queries
    sinks = qk.new_zeros(qk.shape[:-1] + (1,))
    return torch.cat([qk, sinks], dim=-1)  # (..., T, S + 1)
