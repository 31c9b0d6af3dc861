# track: torch
# exercise: scaling
# why: scaled_scores adds the bias of Apple's sigmoid attention (Ramapuram et al. 2024, b = -log S) to the scores, q k^T / sqrt(d_k) - log(S), "so that the attention logits stay calibrated for any sequence length"; the kit's scores are q k^T / sqrt(d_k) alone, so every score is shifted down by log S (and only a softmax over the whole row would hide it)
# kind: public
# diagnosis: offset
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    seq_len = k.shape[-2]
    attn_bias = -math.log(seq_len)  # sigmoid attention's recommended bias b = -log(n)
    return q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1]) + attn_bias
