# track: torch
# exercise: scaling
# why: scaled_scores writes the 2-D formula q @ k.T / sqrt(d_k) once and maps it over the batch with torch.vmap; vmap maps exactly one leading axis of both inputs, so unbatched (T, d_k) inputs reach the formula as 1-D rows, 4-D inputs as 3-D ones (where .T reverses all axes), and keys shared by a batch of queries have no batch axis to map: every rank but 3 with equal batches fails
# kind: crash
# diagnosis: fixed-ndim, crash, fails-unless-ndim
# miss: vmap maps one axis and .T then reverses every axis of a 3-D slice, so 4-D and 5-D inputs give results of other shapes; axis-reduced reads the shape alone (one axis fewer) and leads on more checks than the crashes of 2-D inputs
import math

import torch


def _scores_2d(q, k):
    return q @ k.T / math.sqrt(q.shape[-1])


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.vmap(_scores_2d)(q, k)
