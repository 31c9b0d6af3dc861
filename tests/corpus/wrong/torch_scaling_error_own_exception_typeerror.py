# track: torch
# exercise: scaling
# why: scaled_scores reports bad inputs with the student's own exception class, class ScoreShapeError(TypeError) ("the inputs have the wrong type of shape"), derived from TypeError instead of ValueError, so a d_k mismatch or a 1-D input raises an exception the contract's ValueError does not catch
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


class ScoreShapeError(TypeError):
    """q and k do not have the shapes scaled dot-product scores need."""


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ScoreShapeError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ScoreShapeError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
