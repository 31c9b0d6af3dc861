# track: torch
# exercise: scaling
# why: scaled_scores extends the lesson's variance argument to inputs of any spread and divides by sqrt(d_k * q.var() * k.var()), the measured component variances of the whole query and key tensors, instead of by sqrt(d_k); every score is off by one data-dependent factor 1 / sqrt(q.var() * k.var())
# kind: relation
# diagnosis: ratio, ratio:constant
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    # Var(q . k) = d_k * Var(q_i) * Var(k_i): divide by its square root so the scores have variance 1
    spread = torch.sqrt(d_k * q.var() * k.var())
    return (q @ k.transpose(-2, -1)) / spread
