# track: torch
# exercise: scaling
# why: the width check formats its message with q.shape[-1].item() and k.shape[-1].item(), treating the entries of a torch.Size as 0-d tensors; they are plain ints without .item(), so mismatched widths raise AttributeError while the message is built instead of the ValueError (valid calls are right)
# kind: error
# diagnosis: error-not-valueerror
def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1].item()} but k has d_k={k.shape[-1].item()}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
