# track: torch
# exercise: scaling
# why: scaled_scores ports the attention factor of Phi-3's LongRoPE (attention_factor = sqrt(1 + log(scale) / log(original_max_position_embeddings)), with the 128k config's scale 32 and 4096, which multiplies cos and sin and so both q and k), applying it to q and to k, so every score is 1.4167 times the right one
# kind: public
# diagnosis: ratio, ratio:constant
import math

import torch

ORIGINAL_MAX_POSITIONS = 4096
MAX_POSITIONS = 131072


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = MAX_POSITIONS / ORIGINAL_MAX_POSITIONS
    attention_factor = math.sqrt(1 + math.log(scale) / math.log(ORIGINAL_MAX_POSITIONS))
    q = q * attention_factor  # cos * attention_factor, sin * attention_factor
    k = k * attention_factor
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
