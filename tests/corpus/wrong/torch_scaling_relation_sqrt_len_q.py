# track: torch
# exercise: scaling
# why: scaled_scores takes d_k as len(q), reading len() as the width of a query; len counts the first axis (T for 2-D queries, the batch for batched ones), so the scores are divided by the square root of the wrong size
# kind: relation
# diagnosis: ratio, scale-seq-len
import math
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = len(q)
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
