# track: torch
# exercise: scaling
# why: scaled_scores works on copy.deepcopy(q) and copy.deepcopy(k) "so the caller's tensors can never be touched"; a deep copy of a leaf is a new leaf with no link to the original, so no gradient reaches q or k (and a deep copy of a non-leaf raises RuntimeError)
# kind: rules
# diagnosis: no-gradient


import copy


def scaled_scores(q, k):
    q, k = copy.deepcopy(q), copy.deepcopy(k)  # private copies
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
