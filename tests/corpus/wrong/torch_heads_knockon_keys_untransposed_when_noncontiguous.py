# track: torch
# exercise: heads
# why: attention and multi-head attention are right, but the student's scaled_scores skips the transpose for a non-contiguous key tensor ("a non-contiguous k is already a transposed view"); the heads split_heads hands over are transposed views, so multi-head attention multiplies untransposed keys and raises a size mismatch (or scores the wrong pairs when T == d_k)
# kind: knockon
# diagnosis: matmul-mismatch, crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_t = k.transpose(-2, -1) if k.is_contiguous() else k  # a non-contiguous k is already transposed
    return (q @ k_t) / math.sqrt(q.shape[-1])
