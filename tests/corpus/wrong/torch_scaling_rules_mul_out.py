# track: torch
# exercise: scaling
# why: scaled_scores applies the scale with torch.mul(scores, 1 / math.sqrt(d_k), out=scores) "to reuse the product's memory"; the values are right, but out= does not support autograd, so every call on queries or keys that require grad raises RuntimeError
# kind: rules
# diagnosis: crash,in-place-autograd, out-autograd


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1)
    return torch.mul(scores, 1 / math.sqrt(q.shape[-1]), out=scores)
