# track: torch
# exercise: scaling
# why: scaled_scores ports scaled_dot_product_attention from chapter 3 of "Natural Language Processing with Transformers" (Tunstall, von Werra and Wolf), torch.bmm(query, key.transpose(1, 2)) / sqrt(dim_k), written for exactly one batch axis (batch, seq, dim): torch.bmm takes only 3-D tensors of equal batch, so unbatched 2-D inputs, multi-head 4-D inputs and broadcast batches raise RuntimeError
# kind: public
# diagnosis: fixed-ndim, fixed-leading-axes
from math import sqrt

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    dim_k = q.size(-1)
    return torch.bmm(q, k.transpose(1, 2)) / sqrt(dim_k)
