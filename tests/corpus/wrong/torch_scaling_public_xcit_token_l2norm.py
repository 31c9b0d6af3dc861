# track: torch
# exercise: scaling
# why: scaled_scores ports the normalisation of XCiT's cross-covariance attention (El-Nouby et al. 2021, facebookresearch/xcit), which L2-normalises q and k over the TOKENS (F.normalize along the positions axis) and multiplies by a learned temperature (1 at init) instead of dividing by sqrt(d_k); so every feature column of q and of k is divided by its norm over the T (or S) positions and no 1/sqrt(d_k) is applied
# kind: public
# diagnosis: cosine-scores, features-mapped
# miss: the features normalised over the positions are named where d_k >= 2, but the search ends on 1 x 1 cases and one-feature cases, where the normalisation is one factor: a constant ratio, which leads

import torch
import torch.nn.functional as F


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # XCiT: q = F.normalize(q, dim=-1) on (B, H, d, N) tensors, i.e. over the tokens;
    # the learned temperature starts at 1 and replaces the 1/sqrt(d) scale.
    q_hat = F.normalize(q.transpose(-2, -1), dim=-1).transpose(-2, -1)  # (..., T, d_k)
    k_hat = F.normalize(k.transpose(-2, -1), dim=-1).transpose(-2, -1)  # (..., S, d_k)
    temperature = 1.0
    return (q_hat @ k_hat.transpose(-2, -1)) * temperature  # (..., T, S)
