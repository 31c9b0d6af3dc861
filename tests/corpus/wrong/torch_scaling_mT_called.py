# track: torch
# exercise: scaling
# why: transposes the keys with k.mT() as if mT were a method like .t(); mT is a property that already returns the transposed tensor, so calling it raises TypeError ("'Tensor' object is not callable") on every valid input
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.mT()) / math.sqrt(q.shape[-1])
