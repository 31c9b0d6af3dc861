# track: torch
# exercise: scaling
# why: scaled_scores builds the scores one key column at a time, torch.stack([q @ k_s for k_s in k.unbind(-2)], dim=-1), counting on q @ k_s being a matrix-vector product; that holds only for 2-D keys, where k_s is one (d_k,) key; with a batch axis k_s is (B, d_k), a matrix, and q @ k_s raises RuntimeError (mat1 and mat2 shapes cannot be multiplied) on every batched call
# kind: crash
# diagnosis: crash, matmul-mismatch, fails-with-leading-axes
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # column s of the scores: every query against key s
    columns = [q @ k_s for k_s in k.unbind(-2)]
    return torch.stack(columns, dim=-1) / math.sqrt(q.shape[-1])
