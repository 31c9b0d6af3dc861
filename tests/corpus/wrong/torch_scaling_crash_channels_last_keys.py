# track: torch
# exercise: scaling
# why: scaled_scores lays the transposed keys out with .contiguous(memory_format=torch.channels_last) "so each key's features sit next to each other for the product"; channels_last is a layout for 4-D image tensors only, so every valid call with 2-D, 3-D or 5-D keys raises RuntimeError (only (B, H, S, d_k) keys get through)
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    kt = k.transpose(-2, -1).contiguous(memory_format=torch.channels_last)
    return (q @ kt) / math.sqrt(q.shape[-1])
