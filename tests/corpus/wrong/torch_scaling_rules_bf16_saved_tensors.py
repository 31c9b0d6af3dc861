# track: torch
# exercise: scaling
# why: scaled_scores runs q @ k^T under torch.autograd.graph.saved_tensors_hooks that store the tensors saved for backward in bfloat16 ("activation compression to save memory"); the scores themselves are exact, but the gradients that reach q and k are computed from bfloat16-rounded copies and carry bfloat16 rounding (relative errors of the order of 1e-3)
# kind: rules
# diagnosis: gradient-differs


def _pack(t):
    return t.dtype, t.to(torch.bfloat16)


def _unpack(packed):
    dtype, t = packed
    return t.to(dtype)


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    with torch.autograd.graph.saved_tensors_hooks(_pack, _unpack):
        scores = q @ k.transpose(-2, -1)
    return scores / math.sqrt(q.shape[-1])
