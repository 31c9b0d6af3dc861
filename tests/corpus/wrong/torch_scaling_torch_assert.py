# track: torch
# exercise: scaling
# why: validates the widths with torch._assert(q.shape[-1] == k.shape[-1], ...) as torchvision's models do, but torch._assert raises AssertionError, so mismatched d_k gives AssertionError instead of ValueError
# kind: error-case
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    torch._assert(q.dim() >= 2 and k.dim() >= 2, "q and k need at least 2 axes")
    torch._assert(q.shape[-1] == k.shape[-1], f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
