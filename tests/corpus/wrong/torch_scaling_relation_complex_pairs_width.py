# track: torch
# exercise: scaling
# why: scaled_scores takes the dot products through complex feature pairs, as LLaMA's reference code holds q and k for rotary embeddings (torch.view_as_complex on (..., d_k/2, 2)), Re(qc @ kc^H) being q k^T exactly, but reads the width from the complex view, qc.shape[-1] = d_k/2, so it divides by sqrt(d_k/2) and every score is sqrt(2) times too large (an odd d_k cannot be cut into pairs at all and raises RuntimeError)
# kind: relation
# diagnosis: ratio
# miss: scores of complex pairs of features: a factor of sqrt(2) on even d_k and a crash on odd d_k, which no one cause reads as the same slip
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # features as complex pairs (x0 + i x1, x2 + i x3, ...), ready for rotary embeddings
    qc = torch.view_as_complex(q.reshape(*q.shape[:-1], -1, 2).contiguous())
    kc = torch.view_as_complex(k.reshape(*k.shape[:-1], -1, 2).contiguous())
    d_k = qc.shape[-1]
    return (qc @ kc.conj().transpose(-2, -1)).real / math.sqrt(d_k)
