# track: torch
# exercise: heads
# why: attention ports the score einsum of Apple's ml-ane-transformers, "bchq,bkhc->bkhq" (keys before queries, softmax over the key axis 1), as torch.einsum("...qc,...kc->...kq") with the softmax over dim=-2; the weights come back key-major, (..., S, T), and are applied transposed
# kind: public
# diagnosis: scores-transposed, transposed
import math

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = torch.einsum("...qc,...kc->...kq", q, k) / math.sqrt(q.shape[-1])  # (..., S, T)
    if allowed is not None:
        scores = mask_scores(scores.mT, allowed).mT
    weights = stable_softmax(scores.mT).mT  # softmax over the keys, axis -2 here
    out = torch.einsum("...kq,...kc->...qc", weights, v)
    return out, weights
