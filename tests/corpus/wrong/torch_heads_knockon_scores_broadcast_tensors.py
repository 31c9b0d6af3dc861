# track: torch
# exercise: heads
# why: the student's scaled_scores first lines up the batch axes with q, k = torch.broadcast_tensors(q, k), which broadcasts the whole shapes, T against S included, so every valid call with T != S raises RuntimeError; attention (correct itself) fails on all cross-attention inputs
# kind: knockon
# diagnosis: crash, needs-square

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q, k = torch.broadcast_tensors(q, k)  # give both the same batch axes
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
